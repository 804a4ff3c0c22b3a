/**
 * Product §2, other link targets: an article has one address, /articles/{slug};
 * /{pillar}/{slug} answers a permanent redirect to it, or to the pillar
 * filtered to a topic when the slug is one of the pillar's topic words, and the
 * 404 page otherwise.
 */
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../server/db/archive';
import { addressRedirect, ALIAS_PREFIXES, allTopicWords, topicForWord } from '../../../site/content/addresses';
import { PILLARS } from '../../../site/content/pillars';
import { matchRoute, preloadRoute } from '../../../site/routes';
import { pageServer } from './page-server';

const to = (pathname: string, search?: string) => addressRedirect(pathname, search)?.to ?? null;

describe('the address rule (a pure function: path to target or null)', () => {
  it('sends /{pillar}/{slug} to the article at /articles/{slug}, under any prefix', () => {
    expect(to('/people/rosa-parks')).toBe('/articles/rosa-parks');
    expect(to('/features/monroe-doctrine')).toBe('/articles/monroe-doctrine');
    expect(to('/landmarks/statue-of-liberty')).toBe('/articles/statue-of-liberty');
    expect(to('/people/monroe-doctrine')).toBe('/articles/monroe-doctrine');
    expect(to('/people/rosa-parks/')).toBe('/articles/rosa-parks');
  });

  it('keeps the query string', () => {
    expect(to('/people/rosa-parks', '?utm_source=mail&x=a%20b')).toBe('/articles/rosa-parks?utm_source=mail&x=a%20b');
    expect(to('/civic-life/voting', '?utm_source=mail')).toBe('/civic-life?utm_source=mail&topic=elections');
  });

  it("sends a pillar's topic words, their singulars and synonyms, to the pillar filtered to that topic", () => {
    expect(to('/foundations/documents')).toBe('/foundations?topic=documents');
    expect(to('/foundations/amendment')).toBe('/foundations?topic=amendments');
    expect(to('/civic-life/voting')).toBe('/civic-life?topic=elections');
    expect(to('/civic-life/elections')).toBe('/civic-life?topic=elections');
    expect(to('/civic-life/laws')).toBe('/civic-life?topic=legislation');
    expect(to('/people/civil-rights')).toBe('/people?topic=civil-rights');
    expect(to('/landmarks/monument')).toBe('/landmarks?topic=monuments');
    expect(to('/landmarks/battlefields')).toBe('/landmarks?topic=battlefields');
    expect(to('/media/speeches')).toBe('/media?topic=speeches');
    expect(to('/media/Speech')).toBe('/media?topic=speeches');
    expect(to('/media/documents')).toBe('/media?topic=documents');
    // A topic word of another pillar is not a topic here (and no article has it as its slug).
    expect(addressRedirect('/media/voting')).toMatchObject({ kind: 'article', slug: 'voting' });
  });

  it('maps every topic filter of every pillar to itself', () => {
    for (const pillar of PILLARS) {
      for (const filter of pillar.filters.slice(1)) expect(topicForWord(pillar.slug, filter.value), `${pillar.slug}/${filter.value}`).toBe(filter.value);
    }
  });

  it('leaves every other address alone', () => {
    expect(to('/articles/rosa-parks')).toBeNull();
    expect(to('/people')).toBeNull();
    expect(to('/about/ownership')).toBeNull();
    expect(to('/people/a/b')).toBeNull();
    expect(to('/people/%E0%A4%A')).toBeNull();
  });

  it('never collides with an article: no seed article slug is a topic word', () => {
    const words = new Set(allTopicWords());
    for (const article of loadArchive().articles) expect(words.has(article.slug), article.slug).toBe(false);
  });

  it('keeps the dedicated pages under the prefixes on their own routes', async () => {
    const sourceOf = async (path: string) => (await preloadRoute(matchRoute(path).entry)).source;
    for (const path of ['/features/explainer-sample', '/landmarks/states', '/landmarks/states/alabama']) {
      expect(await sourceOf(path), path).not.toBe('site/pages/AddressAliasPage.tsx');
    }
    for (const prefix of ALIAS_PREFIXES) expect(await sourceOf(`/${prefix}/anything`)).toBe('site/pages/AddressAliasPage.tsx');
  });
});


/** An API that knows one article, rosa-parks, and counts its calls. */
function fakeApi() {
  const api = {
    calls: [] as string[],
    fetch: async (path: string) => {
      api.calls.push(path);
      if (path === '/api/article/rosa-parks') return Response.json({ slug: 'rosa-parks', title: 'Rosa Parks' }, { headers: { ETag: '"r1"' } });
      if (path.startsWith('/api/article/')) return new Response('Article not found', { status: 404 });
      return Response.json({ data: [], meta: { total: 0, page: 1, per_page: 12 } });
    },
  };
  return api;
}

describe('the server answers alias addresses', () => {
  it('with 301, a Location on the site, page-like Cache-Control and no body', async () => {
    const api = fakeApi();
    const response = await pageServer(api.fetch).answer(new Request('http://alias-a.test/people/rosa-parks?ref=x'));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/articles/rosa-parks?ref=x');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(await response.text()).toBe('');
  });

  it('sends a topic word to the filtered pillar without asking the API', async () => {
    const api = fakeApi();
    const response = await pageServer(api.fetch).answer(new Request('http://alias-b.test/foundations/documents'));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/foundations?topic=documents');
    expect(api.calls).toEqual([]);
  });

  it('answers an unknown slug with the 404 page and status 404, every time', async () => {
    const pages = pageServer(fakeApi().fetch);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await pages.answer(new Request('http://alias-c.test/people/no-such-person'));
      expect(response.status).toBe(404);
      expect(response.headers.get('Location')).toBeNull();
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  it('answers HEAD with the same redirect', async () => {
    const api = fakeApi();
    const response = await pageServer(api.fetch).answer(new Request('http://alias-d.test/people/rosa-parks', { method: 'HEAD' }));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/articles/rosa-parks');
  });
});
