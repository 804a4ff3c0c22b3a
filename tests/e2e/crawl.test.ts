/**
 * A crawler follows every internal link from the home page (the server-rendered
 * HTML, as a search engine sees it) and finds no page that answers 404: no card
 * leads nowhere, and every link of the seed archive and the static pages works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteServer } from './support/site';

let site: SiteServer;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

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
