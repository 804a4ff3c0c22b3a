/**
 * Errors a historian's check of the archive found, each fixed and marked
 * with a dated correction (docs/product.md §2, Article, Corrections). These keep the
 * wrong claim out of the text, the right one in, and each claim on the
 * source that supports it, so an edit that brings an error back fails here.
 */
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../server/db/archive.ts';

const articles = new Map(loadArchive().articles.map((article) => [article.slug, article]));

function bodyOf(slug: string): string {
  const article = articles.get(slug);
  if (!article) throw new Error(`No article ${slug}`);
  return article.sections.map((section) => section.content).join('\n');
}

/** The URLs of the sources in the first note after `phrase` (the note that supports the claim). */
function sourcesOfSentence(slug: string, phrase: string): string[] {
  const article = articles.get(slug);
  const section = article?.sections.find((candidate) => candidate.content.includes(phrase));
  if (!article || !section) throw new Error(`${slug} no longer says: ${phrase}`);
  const from = section.content.indexOf(phrase) + phrase.length;
  const notes = ('notes' in section ? (section.notes ?? []) : []).filter((note) => note.at >= from);
  const first = Math.min(...notes.map((note) => note.at));
  return notes.filter((note) => note.at === first).map((note) => article.sources[note.source - 1]?.url ?? `missing source ${note.source}`);
}

const corrected = (slug: string, date: string) => (articles.get(slug)?.corrections ?? []).filter((correction) => correction.date === date);

describe('the fact-check of the archive', () => {
  it('bill-of-rights: Hamilton argued about powers in The Federalist No. 84; the worry about rights left off the list was Wilson’s, answered by Madison', () => {
    const body = bodyOf('bill-of-rights');
    expect(body).not.toMatch(/Hamilton's worry|Hamilton also warned that listing/);
    expect(body).toContain('"would afford a colorable pretext to claim more than were granted."');
    expect(sourcesOfSentence('bill-of-rights', 'A bill of rights could be dangerous')).toContain('https://avalon.law.yale.edu/18th_century/fed84.asp');
    // Wilson's own words to the Pennsylvania convention (November 28, 1787), not the retired Library of Congress teachers' page that misdated them.
    expect(sourcesOfSentence('bill-of-rights', 'No list could name every right')[0]).toBe(
      'https://www.consource.org/document/james-wilson-in-the-pennsylvania-convention-1787-11-28/',
    );
    expect(sourcesOfSentence('bill-of-rights', "The Ninth Amendment is Madison's answer")[0]).toMatch(/founders\.archives\.gov\/documents\/Madison\/01-12-02-0126/);
    const question = articles.get('bill-of-rights')?.classroom?.questions[0] ?? '';
    expect(question).not.toMatch(/^Hamilton warned/);
    expect(corrected('bill-of-rights', '2026-12-07').length).toBe(2);
  });

  it('bill-of-rights: the amendments were ratified nearly three years after the new government began, not a little more than two', () => {
    const body = bodyOf('bill-of-rights');
    expect(body).not.toContain('a little more than two years after the new government began');
    expect(body).toContain('nearly three years after the new government began');
  });

  it('census: the law that keeps answers confidential is cited to the Bureau’s page on Title 13, not to a story about the 1790 marshals', () => {
    const cited = sourcesOfSentence('census', 'requires the Census Bureau to keep individual answers confidential');
    expect(cited.some((url) => url.includes('title_13'))).toBe(true);
    expect(cited.some((url) => url.includes('who-conducted-the-first-census-1790'))).toBe(false);
    expect(corrected('census', '2026-12-07')).toHaveLength(1);
  });

  it('nineteenth-amendment: not every woman could vote in November 1920 (registration deadlines in Georgia and Mississippi; most Black women in the South)', () => {
    const body = bodyOf('nineteenth-amendment');
    expect(body).not.toContain('Women across the country voted in the presidential election that November.');
    expect(body).toMatch(/Georgia and Mississippi/);
    expect(sourcesOfSentence('nineteenth-amendment', 'In some Southern states, including Georgia and Mississippi')[0]).toMatch(/smithsonianmag\.com/);
    expect(corrected('nineteenth-amendment', '2026-12-07')).toHaveLength(1);
  });

  it('second-amendment: Roberts wrote that the precedents were not meant to suggest a law trapped in amber, not that the Amendment is not', () => {
    const body = bodyOf('second-amendment');
    expect(body).not.toContain('is not "trapped in amber."');
    expect(body).toContain('"These precedents were not meant to suggest a law trapped in amber."');
    expect(corrected('second-amendment', '2026-12-07')).toHaveLength(1);
  });
});
