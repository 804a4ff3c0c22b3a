/**
 * The seed archive, read through the same loader and validator the seed
 * uses (server/db/archive.ts), checked against server/content/README.md and
 * the product's constants (§9: heading levels 2-4, 67 Alabama counties).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ArchiveError,
  CATEGORIES,
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

describe('the archive as a whole', () => {
  it('has at least 36 published articles', () => {
    expect(published.length).toBeGreaterThanOrEqual(36);
  });

  it.each(PILLARS)('has at least 6 published articles in the %s pillar', (pillar) => {
    expect(published.filter((article) => article.category === pillar).length).toBeGreaterThanOrEqual(6);
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
