/**
 * The seed archive, read through the same loader and validator the seed
 * uses (server/db/archive.ts), checked against server/content/README.md and
 * the product's constants (§9: heading levels 2-4, 67 Alabama counties).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ArchiveError,
  CATEGORIES,
  CHRONOLOGY_TAG,
  DOCUMENT_TOPICS,
  countWords,
  checkHero,
  contentDir,
  loadArchive,
  parseArticle,
  parseBody,
} from '../../server/db/archive.ts';

const archive = loadArchive();
const published = archive.articles.filter((article) => article.status === 'published');
const PILLARS = ['foundations', 'civic-life', 'people', 'landmarks', 'media'];
const FEATURES = ['monroe-doctrine', 'homestead-act', 'brown-v-board', 'electoral-college-analysis', 'civil-rights-timeline'];
/** Features about one document carry its excerpt too (their topic is "feature", so the topic rule cannot say so). */
const FEATURES_ABOUT_A_DOCUMENT = ['bill-of-rights', 'brown-v-board', 'homestead-act', 'monroe-doctrine', 'marbury-v-madison', 'louisiana-purchase'];
/** The articles docs/product.md §2 links to as samples, and others the archive must keep. */
const REQUIRED_ARTICLES = ['abraham-lincoln', 'frederick-douglass', 'statue-of-liberty', 'second-amendment'];

describe('the archive as a whole', () => {
  it('has at least 56 published articles', () => {
    expect(published.length).toBeGreaterThanOrEqual(56);
  });

  it.each([...PILLARS, 'features'])('has at least 9 published articles in the %s pillar', (pillar) => {
    expect(published.filter((article) => article.category === pillar).length).toBeGreaterThanOrEqual(9);
  });

  it('has the articles the product names', () => {
    for (const slug of REQUIRED_ARTICLES) expect(published.map((article) => article.slug)).toContain(slug);
  });

  it('has a chronology with a timeline: the civil-rights timeline', () => {
    const timeline = published.find((article) => article.slug === 'civil-rights-timeline');
    expect(timeline?.tags).toContain(CHRONOLOGY_TAG);
    expect(timeline?.timeline.length).toBeGreaterThanOrEqual(5);
  });

  it('has the features docs/product.md links to (product §2: /features/...)', () => {
    const features = published.filter((article) => article.category === 'features').map((article) => article.slug);
    expect(features.length).toBeGreaterThanOrEqual(6);
    for (const slug of FEATURES) expect(features).toContain(slug);
  });

  it('uses every pillar topic filter at least once', () => {
    for (const category of CATEGORIES) {
      for (const topic of category.topics) {
        expect(archive.articles.some((a) => a.category === category.slug && a.topic === topic), `${category.slug}/${topic}`).toBe(true);
      }
    }
  });

  it('has unique titles and slugs', () => {
    expect(new Set(archive.articles.map((a) => a.slug)).size).toBe(archive.articles.length);
    expect(new Set(archive.articles.map((a) => a.title)).size).toBe(archive.articles.length);
  });
});

describe.each(archive.articles.map((article) => [article.slug, article] as const))('article %s', (_slug, article) => {
  it('has at least 500 words in at least 4 sections, with at least two headings', () => {
    expect(article.wordCount).toBeGreaterThanOrEqual(500);
    expect(article.sections.length).toBeGreaterThanOrEqual(4);
    expect(article.sections.filter((s) => s.type === 'heading').length).toBeGreaterThanOrEqual(2);
  });

  it('has heading levels 2 to 4 only (product §9)', () => {
    for (const section of article.sections) if (section.type === 'heading') expect([2, 3, 4]).toContain(section.level);
  });

  it('has read time = ceil(words / 230)', () => {
    expect(article.readTimeMinutes).toBe(Math.ceil(article.wordCount / 230));
  });

  it('has 2 to 6 lower-case tags and 3 to 6 key facts', () => {
    expect(article.tags.length).toBeGreaterThanOrEqual(2);
    expect(article.tags.length).toBeLessThanOrEqual(6);
    for (const tag of article.tags) expect(tag).toBe(tag.toLowerCase());
    expect(article.keyFacts.length).toBeGreaterThanOrEqual(3);
    expect(article.keyFacts.length).toBeLessThanOrEqual(6);
  });

  it('has at least 2 sources, each with an https URL and a type', () => {
    expect(article.sources.length).toBeGreaterThanOrEqual(2);
    for (const source of article.sources) {
      expect(new URL(source.url).protocol).toBe('https:');
      expect(['primary', 'secondary']).toContain(source.type);
      expect(source.title).not.toBe('');
      expect(source.publisher).not.toBe('');
    }
  });

  it('has valid dates with updated on or after published', () => {
    expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false);
    expect(Number.isNaN(Date.parse(article.updatedAt))).toBe(false);
    expect(article.updatedAt >= article.publishedAt).toBe(true);
  });

  it('has a 1200 x 675 hero SVG with alt text', () => {
    const file = path.join(contentDir, 'heroes', article.hero.file);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/<svg[^>]*\swidth="1200"/);
    expect(svg).toMatch(/<svg[^>]*\sheight="675"/);
    expect(article.hero.alt.length).toBeGreaterThan(10);
  });

  it('cites a source for every key fact, and cites every source it lists (notes tied to sources)', () => {
    for (const fact of article.keyFacts) expect(fact.sources.length, fact.text).toBeGreaterThan(0);
    const cited = new Set([
      ...article.keyFacts.flatMap((fact) => fact.sources),
      ...article.sections.flatMap((section) => (section.type === 'paragraph' ? (section.notes ?? []).map((note) => note.source) : [])),
      ...(article.excerpt ? [article.excerpt.source] : []),
      ...article.timeline.map((event) => event.source),
    ]);
    expect([...cited].sort((a, b) => a - b)).toEqual(article.sources.map((_source, index) => index + 1));
  });

  it('cites specific pages, never a home page', () => {
    for (const source of article.sources) expect(new URL(source.url).pathname.replace(/\/+$/, ''), source.url).not.toBe('');
  });

  it('has a last-reviewed date, and every correction dated within its life', () => {
    expect(article.reviewedAt >= article.publishedAt).toBe(true);
    for (const correction of article.corrections) {
      expect(correction.date >= article.publishedAt && correction.date <= article.updatedAt).toBe(true);
      expect(correction.text.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('has 3 to 5 discussion questions and a glossary of 2 to 6 terms its body uses', () => {
    expect(article.classroom.questions.length).toBeGreaterThanOrEqual(3);
    expect(article.classroom.questions.length).toBeLessThanOrEqual(5);
    expect(article.classroom.glossary.length).toBeGreaterThanOrEqual(2);
    expect(article.classroom.glossary.length).toBeLessThanOrEqual(6);
    const body = article.sections.map((section) => section.content).join(' ').toLowerCase();
    for (const entry of article.classroom.glossary) expect(body).toContain(entry.term.toLowerCase());
  });

  it.runIf(DOCUMENT_TOPICS.includes(article.topic) || FEATURES_ABOUT_A_DOCUMENT.includes(article.slug))(
    'carries 150 to 300 words of the document it is about, from a primary source',
    () => {
      expect(article.excerpt).not.toBeNull();
      const words = article.excerpt!.paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
      expect(article.sources[article.excerpt!.source - 1].type).toBe('primary');
    },
  );

  it('names an author and a reviewer who exist, and a kicker that is its pillar name', () => {
    const ids = archive.authors.map((author) => author.id);
    expect(ids).toContain(article.author);
    expect(ids).toContain(article.reviewer);
    expect(article.kicker).toBe(CATEGORIES.find((c) => c.slug === article.category)!.name);
  });
});

describe('the Alabama archive', () => {
  const alabama = archive.states.find((state) => state.slug === 'alabama');
  it.runIf(alabama)('has exactly 67 counties, each with a county seat (product §9)', () => {
    expect(alabama!.counties).toHaveLength(67);
    for (const county of alabama!.counties) {
      expect(county.name).not.toBe('');
      expect(county.seat).not.toBe('');
    }
    expect(new Set(alabama!.counties.map((c) => c.slug)).size).toBe(67);
  });
});

describe('the validator', () => {
  const good = readFileSync(path.join(contentDir, 'articles', 'monroe-doctrine.md'), 'utf8');
  const frontMatter = good.slice(0, good.indexOf('---', 4) + 4);

  function rejects(source: string, file = 'server/content/articles/bad-article.md'): string {
    try {
      parseArticle(file, source);
    } catch (error) {
      expect(error).toBeInstanceOf(ArchiveError);
      return (error as Error).message;
    }
    throw new Error('the validator accepted a bad article');
  }

  it('accepts a real article', () => {
    expect(parseArticle('monroe-doctrine.md', good).slug).toBe('monroe-doctrine');
  });

  it('rejects a 3-word body with a message naming the file and the rule', () => {
    expect(rejects(`${frontMatter}\nThree words only.\n`)).toBe(
      'server/content/articles/bad-article.md: the body must have at least 500 words (it has 3)',
    );
  });

  it('rejects broken front matter rules, each with its own message', () => {
    const swap = (from: RegExp, to: string) => rejects(good.replace(from, to));
    expect(swap(/^tags: .*$/m, 'tags: [one]')).toMatch(/"tags" must have 2 to 6 entries/);
    expect(swap(/^updated_at: .*$/m, 'updated_at: 2000-01-01')).toMatch(/"updated_at" must be on or after "published_at"/);
    expect(swap(/^published_at: .*$/m, 'published_at: 2024-02-30')).toMatch(/"published_at" must be a valid date/);
    expect(swap(/^category: .*$/m, 'category: sports')).toMatch(/"category" must be one of/);
    // Every article names the period it is mostly about: the search page's era facet.
    expect(swap(/^era: .*$/m, 'era: stone-age')).toMatch(/"era" must be one of revolution, early-republic/);
    expect(swap(/^era: .*\n/m, '')).toMatch(/"era"/);
    expect(swap(/^kicker: .*$/m, 'kicker: Opinion')).toMatch(/"kicker" must be the pillar's display name/);
    expect(swap(/url: https:\/\/www\.archives\.gov/, 'url: http://www.archives.gov')).toMatch(/needs an https URL/);
    expect(swap(/^status: .*$/m, 'status: live')).toMatch(/"status" must be published or draft/);
    expect(swap(/^title: .*$/m, 'title: The Monroe Doctrine\nread_time: 4')).toMatch(/unknown front matter field "read_time"/);
    expect(rejects('no front matter')).toMatch(/must start with YAML front matter/);
    expect(rejects(good, 'server/content/articles/Bad Name.md')).toMatch(/file name \(the slug\)/);
  });

  it('rejects headings outside levels 2 to 4, and lists, links, HTML and emphasis in the body', () => {
    const body = (text: string) => () => parseBody('x.md', text);
    expect(body('# Title')).toThrow(/headings must be level 2 to 4/);
    expect(body('##### Deep')).toThrow(/headings must be level 2 to 4/);
    expect(body('- item')).toThrow(/lists are not allowed/);
    expect(body('1. item')).toThrow(/lists are not allowed/);
    expect(body('see [this](https://example.org)')).toThrow(/links and images/);
    expect(body('<b>bold</b>')).toThrow(/HTML is not allowed/);
    expect(body('some **bold** words')).toThrow(/bold, italics/);
  });

  it('rejects hero SVGs with the wrong size, script, text or outside references', () => {
    const svg = (attrs: string, inner = '') => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`;
    const size = 'width="1200" height="675" viewBox="0 0 1200 675"';
    expect(() => checkHero('a.svg', svg(size, '<rect/>'))).not.toThrow();
    expect(() => checkHero('a.svg', svg('width="100" height="100" viewBox="0 0 100 100"'))).toThrow(/1200 x 675/);
    expect(() => checkHero('a.svg', svg(size, '<script>alert(1)</script>'))).toThrow(/scripts/);
    expect(() => checkHero('a.svg', svg(size, '<rect onload="x()"/>'))).toThrow(/scripts/);
    expect(() => checkHero('a.svg', svg(size, '<text>Hi</text>'))).toThrow(/text/);
    expect(() => checkHero('a.svg', svg(size, '<image href="https://example.org/x.png"/>'))).toThrow(/outside the file/);
    expect(() => checkHero('a.svg', svg(size, `<rect/>${' '.repeat(9000)}`))).toThrow(/under 8 KB/);
  });
});

/**
 * The classroom fields and notes (docs/product.md §5, "Article format"):
 * each rule has its own message, checked on a small article built here so
 * that the rules are tested apart from any one article's wording.
 */
describe('the validator: notes, review, corrections and classroom material', () => {
  const paragraph = (n: number) =>
    `Paragraph ${n} sets out the history in plain words for the reader, with enough detail to stand on its own and enough words to count toward the minimum length that every article in the archive must reach before it is published for students and teachers.`;
  const body = [
    'The doctrine began with a message.[^1] Monroe warned that the Americas were "henceforth not to be considered as subjects for future colonization."[^1]',
    '## The message',
    ...Array.from({ length: 6 }, (_, n) => paragraph(n)),
    '## The reaction',
    ...Array.from({ length: 6 }, (_, n) => paragraph(n + 6)),
    'Historians describe how colonization shaped the century that followed.[^2]',
  ].join('\n\n');
  const excerptText = Array.from({ length: 16 }, () => 'The American continents are not to be considered as subjects for future colonization.').join(' ');
  const frontMatter = `---
title: A Test Article
dek: A test article that meets every rule.
kicker: Foundations
category: foundations
topic: documents
era: early-republic
author: history-desk
reviewer: standards-editor
published_at: 2024-09-12
updated_at: 2025-01-10
reviewed_at: 2025-02-01
tags: [foreign policy, test]
hero:
  file: monroe-doctrine.svg
  alt: A test illustration
key_facts:
  - Monroe set out the doctrine on December 2, 1823.[^1]
  - Adams shaped it.[^1][^2]
  - It opposed new colonies.[^2]
sources:
  - title: Monroe Doctrine (1823)
    publisher: National Archives
    url: https://www.archives.gov/milestone-documents/monroe-doctrine
    date: 1823-12-02
    type: primary
  - title: Monroe Doctrine, 1823
    publisher: Office of the Historian
    url: https://history.state.gov/milestones/1801-1829/monroe
    type: secondary
corrections:
  - date: 2025-01-10
    text: An earlier version gave the wrong day for the message. It was December 2.
classroom:
  c3: [global-interconnections, change-continuity]
  questions:
    - Why did Monroe speak alone?
    - Who gained from the doctrine?
    - How did later presidents use it?
  glossary:
    - term: colonization
      definition: Settling and taking control of land that another people lives on.
    - term: doctrine
      definition: A stated principle of government policy.
excerpt:
  title: From the annual message, December 2, 1823
  text: |
    ${excerptText}
  source: 1
status: published
---
`;
  const good = `${frontMatter}\n${body}\n`;
  const reject = (source: string): string => {
    try {
      parseArticle('server/content/articles/test-article.md', source);
    } catch (error) {
      expect(error).toBeInstanceOf(ArchiveError);
      return (error as Error).message;
    }
    throw new Error('the validator accepted a bad article');
  };
  const swap = (from: string | RegExp, to: string) => {
    const changed = good.replace(from, to);
    expect(changed, `the fixture has ${String(from)}`).not.toBe(good);
    return reject(changed);
  };

  it('accepts the article, with notes out of the text and tied to their sources', () => {
    const article = parseArticle('test-article.md', good);
    const first = article.sections[0];
    expect(first).toMatchObject({ type: 'paragraph', notes: [{ source: 1 }, { source: 1 }] });
    expect(first.content).not.toContain('[^');
    expect(first.type === 'paragraph' && first.notes?.[0].at).toBe('The doctrine began with a message.'.length);
    expect(article.keyFacts[1]).toEqual({ text: 'Adams shaped it.', sources: [1, 2] });
    expect(article.reviewedAt).toBe('2025-02-01');
    expect(article.corrections).toHaveLength(1);
    expect(article.excerpt?.source).toBe(1);
    expect(article.classroom.glossary.map((entry) => entry.term)).toEqual(['colonization', 'doctrine']);
  });

  it('rejects a key fact without a note at its end', () => {
    expect(swap('  - It opposed new colonies.[^2]', '  - It opposed new colonies.')).toMatch(/key_facts\[2\] must end with a note/);
    expect(swap('  - It opposed new colonies.[^2]', '  - It[^2] opposed new colonies.')).toMatch(/key_facts\[2\] must end with a note/);
  });

  it('rejects a quotation without a note, and an unclosed quotation mark', () => {
    expect(swap('future colonization."[^1]', 'future colonization."')).toMatch(/the quotation "henceforth not to be considered/);
    expect(swap('future colonization."[^1]', 'future colonization." Then more happened.[^1]')).toMatch(/needs a note/);
    expect(swap('Monroe warned that the Americas were "', 'Monroe warned that the Americas were ')).toMatch(/quotation mark is not closed/);
    // A quoted term of one or two words is a name, not a quotation.
    expect(() => parseArticle('t.md', good.replace('Historians describe', 'The "Monroe Doctrine" name came later. Historians describe'))).not.toThrow();
  });

  it('rejects a note naming a source that is not listed, and a source nobody cites', () => {
    expect(swap('shaped the century that followed.[^2]', 'shaped the century that followed.[^3]')).toMatch(/must be the number of a source, 1 to 2/);
    const third = `    type: secondary
  - title: An uncited page
    publisher: Library of Congress
    url: https://www.loc.gov/item/unused/
    type: secondary`;
    expect(swap(/ {4}type: secondary/, third)).toMatch(/sources\[2\] \(An uncited page\) is never cited/);
  });

  it('rejects a home page as a source', () => {
    expect(swap('https://history.state.gov/milestones/1801-1829/monroe', 'https://history.state.gov/')).toMatch(/cites a home page \(history.state.gov\)/);
  });

  it('requires a review date no earlier than publication and not in the future', () => {
    expect(swap('reviewed_at: 2025-02-01\n', '')).toMatch(/"reviewed_at" must be a valid date/);
    expect(swap('reviewed_at: 2025-02-01', 'reviewed_at: 2020-01-01')).toMatch(/"reviewed_at" must be on or after "published_at"/);
    expect(swap('reviewed_at: 2025-02-01', 'reviewed_at: 2999-01-01')).toMatch(/"reviewed_at" must not be in the future/);
  });

  it('requires each correction to be dated while the article was being updated, and to say something', () => {
    expect(swap('  - date: 2025-01-10', '  - date: 2025-06-01')).toMatch(/corrections\[0\].date must fall between/);
    expect(swap(/text: An earlier version.*$/m, 'text: Fixed.')).toMatch(/corrections\[0\].text must say what was wrong/);
  });

  it('requires classroom questions and a glossary of terms the body uses', () => {
    expect(swap(/classroom:[\s\S]*?(?=excerpt:)/, '')).toMatch(/"classroom" is required/);
    expect(swap('    - Who gained from the doctrine?\n', '')).toMatch(/"classroom.questions" must have 3 to 5 entries/);
    expect(swap('    - Who gained from the doctrine?', '    - Who gained from the doctrine.')).toMatch(/must be a question ending with "\?"/);
    expect(swap('    - term: doctrine', '    - term: isolationism')).toMatch(/the term "isolationism" does not appear in the body/);
    // The body, not the title: a term the reader meets only in the headline is not explained where it is used.
    expect(good).toMatch(/^title: A Test Article$/m);
    expect(swap('    - term: doctrine', '    - term: test article')).toMatch(/the term "test article" does not appear in the body/);
  });

  it('requires what the article supports in a classroom: C3 categories from the framework, AP requirements the text names (product §5)', () => {
    const article = parseArticle('test-article.md', good);
    expect(article.classroom.c3).toEqual(['global-interconnections', 'change-continuity']);
    expect(article.classroom.ap).toEqual([]);
    expect(article.classroom.reading_grade).toBeGreaterThan(0);
    expect(swap('  c3: [global-interconnections, change-continuity]\n', '')).toMatch(/"classroom.c3" must be a list of non-empty text/);
    expect(swap('  c3: [global-interconnections, change-continuity]', '  c3: [geology]')).toMatch(/"classroom.c3" has "geology", which is not one of: civic-institutions/);
    expect(swap('  c3: [global-interconnections, change-continuity]', '  c3: [perspectives, perspectives]')).toMatch(/"classroom.c3" names a value twice/);
    // AP U.S. Government's requirements: only one the article discusses, by its name.
    expect(swap('  c3: [global-interconnections, change-continuity]', '  c3: [perspectives]\n  ap: [federalist-10]')).toMatch(
      /"classroom.ap" lists federalist-10, but neither the title nor the body names "Federalist No. 10"/,
    );
    expect(swap('  c3: [global-interconnections, change-continuity]', '  c3: [perspectives]\n  ap: [federalist-1]')).toMatch(/"classroom.ap" has "federalist-1", which is not one of/);
  });

  it('requires an excerpt of 150 to 300 words from a primary source on an article about a document', () => {
    expect(swap(/excerpt:[\s\S]*?(?=status:)/, '')).toMatch(/"excerpt" is required for an article about a document \(topic documents\)/);
    expect(swap(excerptText, 'Too short.')).toMatch(/"excerpt.text" must have 150 to 300 words \(it has 2\)/);
    expect(swap('  source: 1\nstatus', '  source: 2\nstatus')).toMatch(/excerpt.source must be a primary source/);
    expect(swap('  source: 1\nstatus', '  source: 7\nstatus')).toMatch(/excerpt.source must be the number of a source/);
  });

  it('requires a timeline of dated events, in order and each with a source, on a chronology', () => {
    expect(swap('tags: [foreign policy, test]', 'tags: [foreign policy, timeline]')).toMatch(/"timeline" is required for an article tagged "timeline"/);
    const events = (dates: string[]) =>
      `timeline:\n${dates.map((date, n) => `  - date: ${date}\n    title: Event ${n}\n    source: ${n % 2 + 1}`).join('\n')}\nstatus:`;
    const withTimeline = (dates: string[]) => good.replace('status:', events(dates));
    const ok = parseArticle('t.md', withTimeline(['1823', '1823-12', '1823-12-02', '1904']));
    expect(ok.timeline.map((event) => event.date)).toEqual(['1823', '1823-12', '1823-12-02', '1904']);
    expect(reject(withTimeline(['1904', '1823', '1950']))).toMatch(/timeline\[1\] \(1823\) comes before the event above it/);
    expect(reject(withTimeline(['1823', '1823-13', '1950']))).toMatch(/timeline\[1\].date must be YYYY, YYYY-MM or YYYY-MM-DD/);
    expect(reject(withTimeline(['1823', '1904']))).toMatch(/"timeline" must list at least 3 events/);
  });

  it('rejects notes in headings', () => {
    expect(() => parseBody('x.md', '## The message[^1]')).toThrow(/notes \[\^n\] go in paragraphs, not headings/);
  });
});

/**
 * Facts the archive once got wrong or left out, held right (each corrected
 * article also carries its dated correction note, docs/product.md §2).
 */
describe('the archive keeps its corrected facts', () => {
  const bodyOf = (slug: string) => {
    const article = archive.articles.find((candidate) => candidate.slug === slug);
    expect(article, slug).toBeDefined();
    return article!.sections.map((section) => section.content).join('\n');
  };

  it('Apollo 11: the first moonwalk pictures came from Goldstone, then Honeysuckle Creek, then Parkes', () => {
    const body = bodyOf('apollo-11-broadcast');
    const order = ['Goldstone', 'Honeysuckle Creek', 'Parkes'].map((station) => body.indexOf(station));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(archive.articles.find((a) => a.slug === 'apollo-11-broadcast')!.corrections.length).toBeGreaterThan(0);
  });

  it('the second proposed amendment barred any law "varying the compensation" until an election intervened, ratified in 1992', () => {
    const body = bodyOf('bill-of-rights');
    expect(body).toMatch(/varying the compensation/);
    expect(body).toMatch(/election of Representatives/);
    expect(body).toMatch(/1992/);
  });

  it('"the cause of all mankind" is placed in the introduction of Common Sense', () => {
    const article = archive.articles.find((candidate) => candidate.slug === 'common-sense')!;
    const paragraph = article.sections.find((section) => section.content.includes('cause of all mankind'))!;
    expect(paragraph.content).toMatch(/introduction/);
  });

  it('jury strikes: Batson (1986) bound prosecutors, Georgia v. McCollum (1992) defense lawyers', () => {
    const body = bodyOf('jury-duty');
    expect(body).toMatch(/Batson v\. Kentucky in 1986[^.]*prosecutors/);
    expect(body).toMatch(/Georgia v\. McCollum in 1992[^.]*defense lawyers/);
  });

  it('in the 1790s only a few states barred Black men from voting by law; such bars spread after 1800', () => {
    const body = bodyOf('voting-rights');
    expect(body).toMatch(/In the 1790s only a few states[^.]*barred Black men from voting by law/);
    expect(body).toMatch(/After 1800 such bars spread/);
  });

  it('the Second Amendment article covers Bruen (2022) and Rahimi (2024)', () => {
    const body = bodyOf('second-amendment');
    expect(body).toMatch(/Bruen/);
    expect(body).toMatch(/Rahimi/);
  });

  it('the Alamo article covers the 2025 law creating the Alamo Commission, and the Monroe Doctrine its 2025 invocation', () => {
    expect(bodyOf('alamo')).toMatch(/Alamo Commission/);
    expect(bodyOf('monroe-doctrine')).toMatch(/2025 National Security Strategy|National Security Strategy[^.]*2025/);
  });

  it('Dale County: the post is Fort Rucker again since 2025', () => {
    const dale = archive.states.find((state) => state.slug === 'alabama')!.counties.find((county) => county.name === 'Dale')!;
    expect(dale.summary).toMatch(/Fort Rucker/);
    expect(dale.summary).toMatch(/2025/);
  });
});

/**
 * Honest citations (server/content/README.md, "Sources (stricter)"): a
 * source is the original, not a copy another outlet republished, and a
 * paragraph that makes claims says where they come from.
 */
describe('honest citations', () => {
  /** Outlets whose pages are mostly copies of wire or network stories; cite the wire's own page (apnews.com) or a primary source instead. */
  const SYNDICATING_HOSTS = ['clickondetroit.com', 'citynews.ca', 'msn.com', 'news.yahoo.com', 'aol.com', 'newsbreak.com'];
  /** USA Today Network's mirror copies of its local papers' stories (uw-media.northjersey.com ...). */
  const SYNDICATING_HOST_PREFIXES = ['uw-media.'];

  function syndicatedCopy(source: { publisher: string; url: string }): string | null {
    if (/,\s*via\s|\(via\s|\breposting\b|\(from\s/i.test(source.publisher)) return `publisher "${source.publisher}" names a copy: cite the original`;
    const host = new URL(source.url).hostname.replace(/^www\./, '');
    if (SYNDICATING_HOSTS.some((outlet) => host === outlet || host.endsWith(`.${outlet}`))) return `${host} republishes other outlets' stories`;
    if (SYNDICATING_HOST_PREFIXES.some((prefix) => host.startsWith(prefix))) return `${host} is a mirror copy of another outlet's story`;
    return null;
  }

  it.each(archive.articles.map((article) => [article.slug, article] as const))('%s cites no syndicated copy (no "X, via Y" publisher, no syndicating outlet)', (_slug, article) => {
    const copies = article.sources.map((source, index) => [index + 1, syndicatedCopy(source)] as const).filter(([, problem]) => problem !== null);
    expect(copies).toEqual([]);
  });

  it('the syndicated-copy rule catches a wire story republished by a local outlet', () => {
    expect(syndicatedCopy({ publisher: 'Associated Press, via WDIV ClickOnDetroit', url: 'https://apnews.com/article/x' })).toMatch(/names a copy/);
    expect(syndicatedCopy({ publisher: 'Associated Press', url: 'https://www.clickondetroit.com/news/politics/2022/12/18/x/' })).toMatch(/republishes/);
    expect(syndicatedCopy({ publisher: 'NorthJersey.com', url: 'https://uw-media.northjersey.com/story/news/x/' })).toMatch(/mirror copy/);
    expect(syndicatedCopy({ publisher: 'Office of a senator (reposting a TV station)', url: 'https://www.senate.gov/x' })).toMatch(/names a copy/);
    expect(syndicatedCopy({ publisher: 'CNN', url: 'https://www.cnn.com/2022/12/02/politics/x/index.html' })).toBeNull();
  });

  /**
   * A paragraph this long makes claims, so it carries at least one note [^n];
   * except in a reading guide, a section whose level-2 heading begins "How to"
   * ("How to read it today", "How to watch them now") with its subsections:
   * those paragraphs give the reader activities and questions, not facts to
   * source. A quotation there still needs its note (rule 3 above).
   */
  const NOTE_MIN_WORDS = 40;
  const READING_GUIDE_HEADING = /^## How to /;
  /** A year (1787) or a decade (the 1780s): a paragraph of any length that dates something states a fact, so it carries a note too. */
  const NAMES_A_YEAR = /\b(1[5-9]\d\d|20\d\d)s?\b/;
  /**
   * The paragraphs an editor read and found to state nothing a source could
   * support, named by article and opening words: a closing question or a
   * piece of advice outside a reading guide. Every other paragraph the rule
   * covers carries a note; a note is added only with a source read and found
   * to support the paragraph.
   */
  const NO_CLAIM_TO_SOURCE: ReadonlyArray<readonly [slug: string, opening: string]> = [
    // "A good first step is simple: find out who represents you ...": advice to the reader.
    ['civic-participation', 'People disagree about which issues matter most'],
    // "Who decides which stories are carved in stone ...?": the article's closing question.
    ['mount-rushmore', 'Whatever people think of it, Mount Rushmore asks a question'],
  ];

  /** The body paragraphs of an article file, as written (headings left out), with their word counts, whether they name a year, carry a note and are in a reading guide. */
  function paragraphsOf(markdown: string): Array<{ text: string; words: number; datesSomething: boolean; noted: boolean; inReadingGuide: boolean }> {
    const body = markdown.slice(markdown.indexOf('\n---', 4) + 4);
    const blocks = body.split(/\n\s*\n/).map((block) => block.trim().replace(/\s+/g, ' '));
    let inReadingGuide = false;
    return blocks.flatMap((text) => {
      if (text === '') return [];
      if (text.startsWith('## ')) inReadingGuide = READING_GUIDE_HEADING.test(text);
      if (text.startsWith('#')) return [];
      // What the reader reads: notes and part links are not words; a link's words are.
      const prose = text.replace(/\[\^\d+\]/g, '').replace(/\[([^[\]]+)\]\([^)]*\)/g, '$1');
      return [{
        text,
        words: countWords(prose),
        datesSomething: NAMES_A_YEAR.test(prose),
        noted: /\[\^\d+\]/.test(text),
        inReadingGuide,
      }];
    });
  }

  type Paragraph = ReturnType<typeof paragraphsOf>[number];

  /** Paragraphs of NOTE_MIN_WORDS or more words, or naming a year, without a note; reading guides left out. */
  function unnotedOf(paragraphs: readonly Paragraph[]): Paragraph[] {
    return paragraphs.filter((paragraph) => (paragraph.words >= NOTE_MIN_WORDS || paragraph.datesSomething) && !paragraph.noted && !paragraph.inReadingGuide);
  }

  function unnoted(markdown: string): string[] {
    return unnotedOf(paragraphsOf(markdown)).map((paragraph) => paragraph.text);
  }

  // Each article file read once, for the rule and for its report.
  const articleParagraphs = readdirSync(path.join(contentDir, 'articles'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => [file.replace(/\.md$/, ''), paragraphsOf(readFileSync(path.join(contentDir, 'articles', file), 'utf8'))] as const);
  const missing = articleParagraphs.flatMap(([slug, paragraphs]) => unnotedOf(paragraphs).map((paragraph) => [slug, paragraph.text] as const));
  const namedAsNoClaim = ([slug, opening]: readonly [string, string], [named, text]: readonly [string, string]) => named === slug && text.startsWith(opening);

  it(`every body paragraph of ${NOTE_MIN_WORDS} words or more, or naming a year, carries a note [^n], outside reading guides and the paragraphs named as stating no claim`, () => {
    const all = articleParagraphs.flatMap(([, paragraphs]) => paragraphs);
    const isNamed = (paragraph: readonly [string, string]) => NO_CLAIM_TO_SOURCE.some((entry) => namedAsNoClaim(entry, paragraph));
    console.log(
      `Notes: ${all.length} body paragraphs, ${all.filter((p) => !p.noted).length} without a note (${all.filter((p) => !p.noted && p.inReadingGuide).length} in reading guides, ${missing.filter(isNamed).length} named as stating no claim).`,
    );
    expect(missing.filter((paragraph) => !isNamed(paragraph)).map(([slug, text]) => `${slug}: ${text.slice(0, 80)}...`)).toEqual([]);
    // The list names only paragraphs that are still there without a note: one given a note, or rewritten, leaves it.
    const stale = NO_CLAIM_TO_SOURCE.filter((entry) => !missing.some((paragraph) => namedAsNoClaim(entry, paragraph)));
    expect(stale).toEqual([]);
  });

  it('the note rule catches a long paragraph without a note, and passes it once noted', () => {
    const long = 'Congress passed the law in 1862 after years of debate, and it gave settlers land in the West if they built a home, farmed the land for five years and paid a small fee, which drew families, immigrants and freed people onto the plains.';
    const article = (paragraph: string) => `---\ntitle: T\n---\n\n## A heading that is long enough to count as many words but is a heading and not a paragraph at all\n\n${paragraph}\n\nA short line.\n`;
    expect(countWords(long)).toBeGreaterThanOrEqual(NOTE_MIN_WORDS);
    expect(unnoted(article(long))).toEqual([long]);
    expect(unnoted(article(`${long}[^1]`))).toEqual([]);
    // Notes and part links are not words; a link's words are.
    expect(unnoted(article('Too short to need a note.'))).toEqual([]);
    // A short paragraph that dates something needs its note; a number that is not a year does not.
    expect(unnoted(article('The NAACP was founded in 1909.'))).toEqual(['The NAACP was founded in 1909.']);
    expect(unnoted(article('By the mid-1780s many leaders wanted change.'))).toEqual(['By the mid-1780s many leaders wanted change.']);
    expect(unnoted(article('The NAACP was founded in 1909.[^1]'))).toEqual([]);
    expect(unnoted(article('It has 435 seats and 100 senators.'))).toEqual([]);
  });

  it('leaves out of the rule only a reading guide: a level-2 "How to" section and its subsections, up to the next level-2 heading', () => {
    const advice = 'Read the document once straight through, without stopping, and then read it again slowly, marking the places where the writers speak to the nation, to the army and to the people being freed, and ask what each part was meant to do for them.';
    const fact = 'Congress passed the law in 1862 after years of debate, and it gave settlers land in the West if they built a home, farmed the land for five years and paid a small fee, which drew families, immigrants and freed people onto the plains.';
    expect(countWords(advice)).toBeGreaterThanOrEqual(NOTE_MIN_WORDS);
    const article = `---\ntitle: T\n---\n\n## How to read it today\n\n${advice}\n\n### Tips for first-time readers\n\n${advice}\n\n## What it did\n\n${fact}\n\n### How to read a map\n\n${fact}\n`;
    expect(unnoted(article)).toEqual([fact, fact]);
    expect(unnoted(article.replace('## How to read it today', '## What it says'))).toEqual([advice, advice, fact, fact]);
  });
});
