/**
 * Search (product §§2 and 3: result fields, link rule, marks in the snippet),
 * RSS feeds that validate as RSS 2.0, and the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

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

async function search(q: string): Promise<Result[]> {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Result[] }).data;
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

  it('returns at most 50 results and nothing for words that are not there', async () => {
    expect((await search('the american history government')).length).toBeLessThanOrEqual(50);
    expect(await search('zzqxjv')).toEqual([]);
  });

  it('never lists drafts', async () => {
    await server.db.query(
      `insert into public.articles (slug, status, title, category_slug, published_at, updated_at)
       values ('hidden-zeppelin', 'draft', 'Zeppelin secrets', 'features', now(), now())`,
    );
    expect(await search('zeppelin')).toEqual([]);
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

  it('GET /api/feed-articles is RSS 2.0 of the newest articles', async () => {
    const items = expectValidRss(await feed('/api/feed-articles'), '/api/feed-articles');
    expect(items.length).toBeGreaterThanOrEqual(36);
  });

  it('GET /api/feed-landmarks holds only Landmarks articles', async () => {
    const items = expectValidRss(await feed('/api/feed-landmarks'), '/api/feed-landmarks');
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) expect(item).toContain('<category>Landmarks</category>');
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
