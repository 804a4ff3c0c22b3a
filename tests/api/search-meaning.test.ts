/**
 * docs/product.md §2, Search, what a search finds: the words a reader
 * means, not only the letters typed. Through the real API on the seeded
 * archive: numbers and Roman numerals for ordinals, the synonym list kept
 * as content, misspellings corrected and said so ("did you mean"), the
 * words side by side ranked first, counties after articles unless the
 * term names a county, and questions whose words no article has all of.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from './helpers/server.ts';

const server = serverForTests();

interface Facet {
  value: string;
  count: number;
}

interface Answer {
  data: Array<{ type: string; title: string; slug: string | null; snippet: string }>;
  meta: { total: number; page: number; per_page: number; corrected?: string; facets?: { pillar: Facet[]; kind: Facet[]; era: Facet[] } };
}

async function search(q: string, extra = ''): Promise<Answer> {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status, q).toBe(200);
  return (await response.json()) as Answer;
}

const slugs = (answer: Answer, count = 3) => answer.data.slice(0, count).map((hit) => hit.slug ?? hit.title);

describe('Product §2, search: what a search finds', () => {
  it('a number or a Roman numeral finds the ordinal the article spells out (19th, xix: the Nineteenth Amendment)', async () => {
    expect(slugs(await search('19th amendment'), 1)).toEqual(['nineteenth-amendment']);
    expect(slugs(await search('amendment XIX'), 1)).toEqual(['nineteenth-amendment']);
    expect(slugs(await search('2nd amendment'), 1)).toEqual(['second-amendment']);
    // And the other way: the snippet marks the word the article uses.
    const [first] = (await search('14th amendment')).data;
    expect(first.slug).toBe('fourteenth-amendment');
    expect(first.snippet.toLowerCase()).toContain('<mark>fourteenth</mark>');
  });

  it('a nickname from the synonym list finds what it names (MLK, SCOTUS, Lady Liberty)', async () => {
    expect(slugs(await search('MLK'), 1)).toEqual(['martin-luther-king-jr']);
    expect(slugs(await search('lady liberty'), 1)).toEqual(['statue-of-liberty']);
    const court = await search('SCOTUS');
    expect(court.meta.total).toBeGreaterThan(3);
    expect(court.data[0].snippet.toLowerCase()).toMatch(/<mark>supreme<\/mark> <mark>court<\/mark>/);
  });

  it('did you mean: a misspelt word is corrected when that finds more, and the answer names the corrected term', async () => {
    const answer = await search('consitution');
    expect(answer.meta.corrected).toBe('constitution');
    expect(slugs(answer, 1)).toEqual(['constitution']);
    expect((await search('lincon')).meta.corrected).toBe('lincoln');
    expect((await search('gettysberg address')).meta.corrected).toBe('gettysburg address');
  });

  it('did you mean: typed=1 searches the term as typed, uncorrected', async () => {
    const typed = await search('consitution', '&typed=1');
    expect(typed.meta).toMatchObject({ total: 0, page: 1, per_page: 20 });
    expect(typed.meta.corrected).toBeUndefined();
  });

  it('did you mean: a term whose words are all in the archive is never corrected, nor is one with no near word', async () => {
    expect((await search('constitution')).meta.corrected).toBeUndefined();
    const nothing = await search('zzqxjv');
    expect(nothing.data).toEqual([]);
    expect(nothing.meta).toMatchObject({ total: 0, page: 1, per_page: 20 });
    expect(nothing.meta.corrected).toBeUndefined();
  });

  it('counties come after the articles unless the term names a county', async () => {
    const jefferson = await search('jefferson');
    const firstCounty = jefferson.data.findIndex((hit) => hit.type === 'County');
    const lastArticle = jefferson.data.map((hit) => hit.type).lastIndexOf('Article');
    expect(firstCounty).toBeGreaterThan(-1);
    expect(firstCounty).toBeGreaterThan(lastArticle);
    expect(slugs(await search('Jefferson County'), 1)).toEqual(['Jefferson County']);
  });

  it('the words side by side rank first: a title that holds the phrase comes before one that holds the words apart', async () => {
    expect(slugs(await search('electoral college'), 1)).toEqual(['electoral-college-analysis']);
    expect(slugs(await search('Monroe doctrine'), 1)).toEqual(['monroe-doctrine']);
  });

  it('a question whose words no article has all of still finds the articles with most of them', async () => {
    const veto = await search('presidential veto');
    expect(veto.meta.total).toBeGreaterThan(0);
    expect(slugs(veto, 3)).toContain('veto-power');
    // Quotes ask for exactly those words together: no partial matches.
    expect((await search('"presidential veto"')).meta.total).toBe(0);
  });

  it('facets: every result counted by pillar, kind and era, in the taxonomy\'s order, the counts adding up to the total', async () => {
    const { meta } = await search('jefferson');
    const facets = meta.facets!;
    expect(facets.kind.map((facet) => facet.value)).toEqual(['article', 'county']);
    expect(facets.kind.reduce((sum, facet) => sum + facet.count, 0)).toBe(meta.total);
    const articles = facets.kind.find((facet) => facet.value === 'article')!.count;
    // Every article has a pillar (its category) and an era; counties have neither.
    expect(facets.pillar.reduce((sum, facet) => sum + facet.count, 0)).toBe(articles);
    expect(facets.era.reduce((sum, facet) => sum + facet.count, 0)).toBe(articles);
    const order = ['revolution', 'early-republic', 'civil-war', 'industrial', 'depression-war', 'civil-rights', 'today'];
    const eras = facets.era.map((facet) => facet.value);
    expect(eras).toEqual([...eras].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(facets.era.find((facet) => facet.value === 'revolution')?.count).toBeGreaterThan(0);
  });

  it('facets: pillar=, kind= and era= narrow the results; each facet still counts its other values', async () => {
    const all = await search('jefferson');
    const counties = await search('jefferson', '&kind=county');
    expect(counties.data.length).toBeGreaterThan(0);
    expect(counties.data.every((hit) => hit.type === 'County')).toBe(true);
    expect(counties.meta.total).toBe(all.meta.facets!.kind.find((facet) => facet.value === 'county')!.count);
    // The kind facet, chosen, still lists both kinds with their counts.
    expect(counties.meta.facets!.kind).toEqual(all.meta.facets!.kind);

    const founding = await search('jefferson', '&era=revolution');
    expect(founding.meta.total).toBe(all.meta.facets!.era.find((facet) => facet.value === 'revolution')!.count);
    expect(founding.data.map((hit) => hit.slug)).toContain('declaration-of-independence');
    expect(founding.data.every((hit) => hit.type === 'Article')).toBe(true);

    const both = await search('constitution', '&pillar=foundations&era=revolution');
    expect(both.meta.total).toBeGreaterThan(0);
    expect(both.meta.total).toBeLessThan((await search('constitution')).meta.total);
  });

  it('facets: an unknown value matches nothing and is no error; it is listed, chosen, with no results', async () => {
    const answer = await search('constitution', '&era=stone-age');
    expect(answer.meta.total).toBe(0);
    expect(answer.meta.facets!.era).toContainEqual({ value: 'stone-age', count: 0 });
  });
});
