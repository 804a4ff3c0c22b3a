/**
 * Search (product §§2 and 3: result fields, link rule, marks in the snippet;
 * §§5, 7 and 9: pages of 20 with the true total), RSS feeds that validate as
 * RSS 2.0, and the sitemap.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests } from './helpers/server.ts';

const server = serverForTests();

interface Result {
  id: string;
  type: string;
  kicker: string;
  title: string;
  snippet: string;
  slug: string | null;
  canonical_url: string;
  published_at: string | null;
}

interface Answer {
  data: Result[];
  meta: { total: number; page: number; per_page: number };
}

/** One page of a search; `extra` is the rest of the query string, e.g. "page=2&per_page=5". */
async function searchAnswer(q: string, extra = ''): Promise<Answer> {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}${extra ? `&${extra}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function search(q: string): Promise<Result[]> {
  return (await searchAnswer(q)).data;
}

/** Every page of a search, walked with Next until a page comes back empty. */
async function allPages(q: string, perPage = 20): Promise<Answer[]> {
  const pages: Answer[] = [];
  for (let page = 1; page < 100; page += 1) {
    const answer = await searchAnswer(q, `page=${page}&per_page=${perPage}`);
    if (!answer.data.length) break;
    pages.push(answer);
  }
  return pages;
}

/** Product §2, Search: a snippet begins at a sentence's start or with "…", ends at a sentence's end or with "…", and its marks pair up. */
function expectWholeWordSnippet(snippet: string) {
  const plain = snippet.replace(/<\/?mark>/g, '');
  expect(plain, snippet).toMatch(/^(… |["“‘(]?[\p{Lu}\p{N}])/u);
  expect(plain, snippet).toMatch(/([.!?]["”’)]*| …)$/u);
  expect(snippet.match(/<mark>/g)?.length ?? 0, snippet).toBe(snippet.match(/<\/mark>/g)?.length ?? 0);
  expect(snippet, snippet).not.toMatch(/<mark>[^<]*<mark>|<\/mark>[^<]*<\/mark>/);
}

describe('GET /api/search', () => {
  it('answers {data} with the product search fields, ranked: a title match comes first', async () => {
    const results = await search('Monroe Doctrine');
    expect(results.length).toBeGreaterThan(0);
    expect(Object.keys(results[0]).sort()).toEqual(['canonical_url', 'id', 'kicker', 'published_at', 'slug', 'snippet', 'title', 'type']);
    expect(results[0]).toMatchObject({ type: 'Article', slug: 'monroe-doctrine', canonical_url: '/articles/monroe-doctrine', kicker: 'Features' });
  });

  it('marks matched words in the snippet with <mark> and </mark> only', async () => {
    const [first] = await search('constitution');
    expect(first.snippet).toMatch(/<mark>[^<]+<\/mark>/i);
    expect(first.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('searches tags, dek and body as well as titles', async () => {
    const byTag = await search('foreign policy');
    expect(byTag.map((r) => r.slug)).toContain('monroe-doctrine');
    const byBody = await search('Holy Alliance');
    expect(byBody.map((r) => r.slug)).toContain('monroe-doctrine');
  });

  it('understands web search syntax: quoted phrases and exclusions', async () => {
    const phrase = await search('"Roosevelt Corollary"');
    expect(phrase.map((r) => r.slug)).toContain('monroe-doctrine');
    const without = await search('Roosevelt -Corollary');
    expect(without.map((r) => r.slug)).not.toContain('monroe-doctrine');
  });

  it('falls back to prefix matching when whole words find nothing ("constit")', async () => {
    const results = await search('constit');
    expect(results.map((r) => r.slug)).toContain('constitution');
  });

  it('finds Alabama counties as County results whose canonical_url is the archive anchor and slug is null', async () => {
    const results = await search('Autauga');
    const county = results.find((r) => r.type === 'County');
    expect(county).toMatchObject({ type: 'County', slug: null, title: 'Autauga County', kicker: 'Alabama', canonical_url: '/landmarks/states/alabama#county-autauga' });
  });

  it('answers pages of 20 with the true total of matches, and nothing for words that are not there', async () => {
    const first = await searchAnswer('the american history government');
    expect(first.data).toHaveLength(Math.min(20, first.meta.total));
    expect(first.meta).toMatchObject({ page: 1, per_page: 20 });
    expect(await searchAnswer('zzqxjv')).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
  });

  it('never lists drafts', async () => {
    await server.db.query(
      `insert into public.articles (slug, status, title, category_slug, published_at, updated_at)
       values ('hidden-zeppelin', 'draft', 'Zeppelin secrets', 'features', now(), now())`,
    );
    // The insert moved the content version: the server is told at once, as the admin API tells it after a write,
    // rather than noticing up to a second later, in the middle of a later test that compares cache hits.
    await server.contentChanged();
    expect(await search('zeppelin')).toEqual([]);
  });
});

describe('GET /api/search: pages and the true total (product §§2, 5, 7 and 9)', () => {
  it('"county" counts all 67 Alabama counties plus the articles that match, not a capped 50', async () => {
    const pages = await allPages('county');
    const results = pages.flatMap((page) => page.data);
    const { total } = pages[0].meta;
    const counties = results.filter((result) => result.type === 'County');
    const articles = results.filter((result) => result.type === 'Article');
    expect(counties).toHaveLength(67);
    expect(total).toBe(67 + articles.length);
    expect(total).toBeGreaterThan(50);
    for (const page of pages) expect(page.meta.total).toBe(total);
  });

  it('pages are disjoint and together are the whole, in the order of one long list', async () => {
    const byFives = (await allPages('county', 5)).flatMap((page) => page.data.map((result) => result.id));
    const byTwenties = (await allPages('county', 20)).flatMap((page) => page.data.map((result) => result.id));
    expect(new Set(byTwenties).size).toBe(byTwenties.length);
    expect(byTwenties).toHaveLength((await searchAnswer('county')).meta.total);
    expect(byFives).toEqual(byTwenties);
  });

  it('holds 20 a page unless per_page asks for 1-50; bad page and per_page values fall back instead of failing', async () => {
    const pages = await allPages('county');
    for (const page of pages.slice(0, -1)) expect(page.data).toHaveLength(20);
    expect(pages[pages.length - 1].data.length).toBe(pages[0].meta.total - 20 * (pages.length - 1));
    expect((await searchAnswer('county', 'per_page=7')).data).toHaveLength(7);
    expect((await searchAnswer('county', 'per_page=500')).meta.per_page).toBe(50);
    expect((await searchAnswer('county', 'per_page=500')).data).toHaveLength(50);
    expect((await searchAnswer('county', 'per_page=0')).meta.per_page).toBe(1);
    expect((await searchAnswer('county', 'per_page=lots')).meta.per_page).toBe(20);
    for (const page of ['0', '-2', 'two', '', '1.9']) {
      const answer = await searchAnswer('county', `page=${page}`);
      expect(answer.meta.page, `page=${page}`).toBe(1);
      expect(answer.data.map((result) => result.id)).toEqual(pages[0].data.map((result) => result.id));
    }
  });

  it('a page beyond the last answers no results with the true total', async () => {
    const { total } = (await searchAnswer('county')).meta;
    expect(await searchAnswer('county', 'page=999')).toMatchObject({ data: [], meta: { total, page: 999, per_page: 20 } });
    expect((await searchAnswer('county', 'page=1e300')).data).toEqual([]);
  });

  it('pages the prefix retry as well ("constit")', async () => {
    const answer = await searchAnswer('constit', 'per_page=1');
    expect(answer.data).toHaveLength(1);
    expect(answer.meta.total).toBeGreaterThan(1);
    const second = await searchAnswer('constit', 'per_page=1&page=2');
    expect(second.data[0].id).not.toBe(answer.data[0].id);
  });

  it('caches each page under its own key, so page 2 is never served page 1', async () => {
    const first = await server.request('/api/search?q=amendment');
    const second = await server.request('/api/search?q=amendment&page=2&per_page=2');
    const again = await server.request('/api/search?q=amendment&page=2&per_page=2');
    const one = (await first.json()) as Answer;
    const two = (await second.json()) as Answer;
    expect(again.headers.get('X-Cache')).toBe('hit');
    expect(two.meta).toMatchObject({ page: 2, per_page: 2 });
    expect(two.data.map((result) => result.id)).toEqual(one.data.slice(2, 4).map((result) => result.id));
  });

  it('snippets begin and end at whole words, with "…" where a sentence was cut, and keep their marks whole', async () => {
    const snippets = [...(await allPages('county')).flatMap((page) => page.data), ...(await search('constitution')), ...(await search('civil rights'))]
      .map((result) => result.snippet)
      .filter(Boolean);
    expect(snippets.length).toBeGreaterThan(60);
    for (const snippet of snippets) expectWholeWordSnippet(snippet);
    // The cut is shown somewhere: long articles cannot fit in a snippet whole.
    expect(snippets.some((snippet) => snippet.includes('…'))).toBe(true);
  });
});

describe('RSS feeds', () => {
  async function feed(path: string) {
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    return response.text();
  }

  /** The RSS 2.0 rules a validator checks: required channel and item elements, RFC 822 dates, absolute links, self link. */
  function expectValidRss(xml: string, self: string) {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true);
    const channel = /<channel>([\s\S]*)<\/channel>/.exec(xml)![1];
    for (const tag of ['title', 'link', 'description', 'language', 'lastBuildDate']) expect(channel).toMatch(new RegExp(`<${tag}>[^<]+</${tag}>`));
    expect(channel).toContain(`<atom:link href="${server.config.siteUrl}${self}" rel="self" type="application/rss+xml"/>`);
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const link = /<link>([^<]+)<\/link>/.exec(item)![1];
      expect(link).toMatch(new RegExp(`^${server.config.siteUrl}/articles/[a-z0-9-]+$`));
      expect(item).toContain(`<guid isPermaLink="true">${link}</guid>`);
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<description>[^<]+<\/description>/);
      const date = /<pubDate>([^<]+)<\/pubDate>/.exec(item)![1];
      expect(date).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    // Well-formed text: no bare ampersands or angle brackets inside elements.
    expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
    return items;
  }

  it('GET /api/feed-articles is RSS 2.0 of the newest articles, naming /feed.xml as its own address', async () => {
    const items = expectValidRss(await feed('/api/feed-articles'), '/feed.xml');
    expect(items.length).toBeGreaterThanOrEqual(36);
  });

  it('GET /feed.xml, the standard address, is the same feed with the same ETag, and answers 304 to it (product §7)', async () => {
    const api = await server.request('/api/feed-articles');
    const standard = await server.request('/feed.xml');
    expect(standard.status).toBe(200);
    expect(standard.headers.get('Content-Type')).toBe(api.headers.get('Content-Type'));
    expect(standard.headers.get('Cache-Control')).toBe(api.headers.get('Cache-Control'));
    const etag = standard.headers.get('ETag');
    expect(etag).toBe(api.headers.get('ETag'));
    const xml = await standard.text();
    expect(xml).toBe(await api.text());
    expect(expectValidRss(xml, '/feed.xml').length).toBeGreaterThanOrEqual(36);
    const again = await server.request('/feed.xml', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const head = await server.request('/feed.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('GET /api/feed-landmarks holds only Landmarks articles', async () => {
    const items = expectValidRss(await feed('/api/feed-landmarks'), '/api/feed-landmarks');
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) expect(item).toContain('<category>Landmarks</category>');
  });
});

describe('GET /sitemap.xml', () => {
  it('is the sitemap at its standard address, the same as /api/sitemap, which robots.txt names (product §7)', async () => {
    const standard = await server.request('/sitemap.xml');
    expect(standard.status).toBe(200);
    expect(standard.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await standard.text();
    expect(xml).toBe(await (await server.request('/api/sitemap')).text());
    expect(xml).toContain(`<loc>${server.config.siteUrl}/articles/monroe-doctrine</loc>`);
    expect(await (await server.request('/robots.txt')).text()).toContain(`Sitemap: ${server.config.siteUrl}/sitemap.xml`);
  });
});

describe('GET /api/sitemap', () => {
  it('lists every public URL: the site pages, each article at its canonical URL, authors and the state archive', async () => {
    const response = await server.request('/api/sitemap');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(server.config.siteUrl, ''));
    for (const page of ['/', '/foundations', '/civic-life', '/people', '/landmarks', '/landmarks/states', '/media', '/features', '/about', '/privacy-policy', '/landmarks/states/alabama', '/articles/monroe-doctrine', '/about/authors/history-desk', '/articles', '/tags']) {
      expect(locs).toContain(page);
    }
    expect(locs.filter((loc) => loc.startsWith('/articles/')).length).toBeGreaterThanOrEqual(36);
    expect(locs.some((loc) => loc.startsWith('/admin'))).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
