/**
 * The style guide of server/content/README.md ("Style"), checked in every
 * article's prose: American spelling, one spelling for each compound, vote
 * counts as "5 to 4", and a status line in every file. Quotations keep
 * their speakers' spelling, and proper names their own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, loadArchive } from '../../server/db/archive.ts';

const articles = loadArchive().articles;

/** British spellings and their American forms (a word that starts with the key, in any case). */
const AMERICAN: Array<[RegExp, string]> = [
  [/\b(colo|hono|labo|favo|neighbo|behavio|harbo|rumo|vigo)urs?\b/i, 'color, honor, labor...'],
  [/\b(cent|theat|lit|fib)re\b/i, 'center, theater...'],
  [/\b(defen|offen|licen|preten)ce\b/i, 'defense, offense...'],
  [/\b(organ|recogn|real|apolog|civil|special|final|author|critic|emphas|summar|moder)is(e|ed|es|ing|ation)\b/i, 'organize, recognize...'],
  [/\b(travel|cancel|model|label|signal|counsel|fuel|level)l(ed|ing|er|ers)\b/i, 'traveled, canceled...'],
  [/\bjudgement\b/i, 'judgment'],
  [/\bprogramme\b/i, 'program'],
  [/\bwhilst\b/i, 'while'],
  [/\bamongst\b/i, 'among'],
];

/** Compounds written one way only. */
const COMPOUNDS: Array<[RegExp, string]> = [
  [/\bre-elect(ed|ion|ions|s)?\b/i, 'reelect, reelection'],
  [/\banti-slavery\b/i, 'antislavery'],
  [/\bpro-slavery\b/i, 'proslavery'],
  [/\be-mail\b/i, 'email'],
  [/\bco-operat/i, 'cooperate'],
  [/\bco-ordinat/i, 'coordinate'],
  [/\bnon-violen/i, 'nonviolent'],
  [/\bre-examin/i, 'reexamine'],
];

/** A vote count with a dash: "5-4", "5–4". */
const DASHED_VOTE = /\b(ruled|voted|vote|decision|decided|margin|split|majority)\b[^.]{0,40}\b\d{1,3}\s?[-–—]\s?\d{1,3}\b|\b\d{1,3}\s?[-–—]\s?\d{1,3}\s+(vote|decision|ruling|majority)\b/i;

/** Proper names the archive uses that keep their own spelling. */
const PROPER_NAMES = [/Ford's Theatre/g, /Anti-Slavery Society/g, /Pearl Harbor/g];

/** The text as the style guide reads it: no quotations, no proper names in the list above. */
function prose(text: string): string {
  let plain = text.replace(/"[^"\n]*"|“[^”\n]*”/g, ' ');
  for (const name of PROPER_NAMES) plain = plain.replace(name, ' ');
  return plain;
}

function articleProse(article: (typeof articles)[number]): string {
  return prose([article.title, article.dek, ...article.keyFacts.map((fact) => fact.text), ...article.sections.map((section) => section.content)].join('\n'));
}

describe('the style guide (server/content/README.md, Style)', () => {
  it.each(articles.map((article) => [article.slug, article] as const))('%s uses American spelling', (_slug, article) => {
    const text = articleProse(article);
    for (const [pattern, instead] of AMERICAN) expect(text.match(pattern)?.[0], `write ${instead}`).toBeUndefined();
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s writes each compound one way', (_slug, article) => {
    const text = articleProse(article);
    for (const [pattern, instead] of COMPOUNDS) expect(text.match(pattern)?.[0], `write ${instead}`).toBeUndefined();
  });

  it.each(articles.map((article) => [article.slug, article] as const))('%s writes vote counts as "5 to 4"', (_slug, article) => {
    expect(articleProse(article).match(DASHED_VOTE)?.[0]).toBeUndefined();
  });

  it.each(articles.map((article) => [article.slug] as const))('%s says its status in its front matter', (slug) => {
    const raw = readFileSync(path.join(contentDir, 'articles', `${slug}.md`), 'utf8');
    const frontMatter = raw.split(/^---$/m)[1] ?? '';
    expect(frontMatter).toMatch(/^status: (published|draft)$/m);
  });

  it('catches what it is meant to catch, and lets quotations and names through', () => {
    const flagged = (text: string) => [...AMERICAN, ...COMPOUNDS].some(([pattern]) => pattern.test(prose(text)));
    expect(flagged('He travelled north and won re-election.')).toBe(true);
    expect(flagged('The labour movement grew.')).toBe(true);
    expect(flagged('provide for the "common defence" of the states')).toBe(false);
    expect(flagged("Booth shot Lincoln at Ford's Theatre.")).toBe(false);
    expect(DASHED_VOTE.test('The Court ruled 5-4 that the law stood.')).toBe(true);
    expect(DASHED_VOTE.test('The Court ruled 5 to 4 that the law stood.')).toBe(false);
  });
});
