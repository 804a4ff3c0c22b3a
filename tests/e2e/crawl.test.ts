/**
 * A crawler follows every internal link from the home page (the server-rendered
 * HTML, as a search engine sees it) and finds no page that answers 404: no card
 * leads nowhere, and every link of the seed archive and the static pages works.
 * A second crawler starts at All articles (/articles) and, following only the
 * archive's own links, reaches every published article.
 */
import { describe, expect, it } from 'vitest';
import { siteForTests } from './support/site';

const { site } = siteForTests({ browser: false });

function internalLinks(html: string, base: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  return links
    .map((href) => new URL(href, base))
    .filter((url) => url.origin === new URL(base).origin)
    .map((url) => url.pathname + url.search);
}

describe('internal links', () => {
  it('every internal link reachable from the home page answers (no 404)', async () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const response = await fetch(`${site.url}${path}`);
      if (response.status >= 400) {
        broken.push(`${path} -> ${response.status}`);
        continue;
      }
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      for (const link of internalLinks(await response.text(), `${site.url}${path}`)) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect(broken).toEqual([]);
    // The crawl reaches the whole archive: every pillar and all 40 articles.
    expect(seen.size).toBeGreaterThan(80);
  }, 300_000);
});

/** The slug of an article page's path: /articles/{slug} or an alias /{pillar}/{slug} (product §2), else null. */
const ARTICLE_PATH = /^\/(?:articles|foundations|civic-life|people|landmarks|media|features)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

describe('the archive (product §2, All articles)', () => {
  it('from /articles, following only the links of its server-rendered pages, a crawler reaches every published article', async () => {
    // Every published article, from the API, page by page.
    const published: string[] = [];
    for (let page = 1; ; page++) {
      const body = (await (await fetch(`${site.url}/api/articles?per_page=50&page=${page}`)).json()) as { data: Array<{ slug: string }>; meta: { total: number } };
      published.push(...body.data.map((item) => item.slug));
      if (published.length >= body.meta.total || body.data.length === 0) break;
    }
    expect(published.length).toBeGreaterThan(20);

    // Walk the archive's own pages (its page and filter links, all at /articles) and note every article they link to.
    const seen = new Set<string>(['/articles']);
    const queue = ['/articles'];
    const articleLinks = new Map<string, string>();
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      for (const link of internalLinks(await response.text(), `${site.url}${path}`)) {
        const url = new URL(link, site.url);
        const slug = ARTICLE_PATH.exec(url.pathname)?.[1];
        if (slug && !url.search) articleLinks.set(slug, link);
        if (url.pathname === '/articles' && !seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect(published.filter((slug) => !articleLinks.has(slug))).toEqual([]);
    // And each of those links opens its article.
    for (const slug of published) {
      const response = await fetch(`${site.url}${articleLinks.get(slug)}`);
      expect(response.status, slug).toBe(200);
    }
  }, 300_000);
});
