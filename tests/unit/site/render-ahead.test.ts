/**
 * The sweep that renders pages ahead of readers (server/site/render-ahead.ts):
 * which pages it asks for, in which order, and when it stops. The server's
 * own sweep over real pages is tested end to end (tests/e2e/render-ahead.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PILLARS } from '../../../common/taxonomy';
import { RenderAhead, type PageCache } from '../../../server/site/render-ahead';

/** An article list API of `count` articles, newest first, in pages of at most 50. */
function listApi(count: number) {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (apiPath: string) => {
      asked.push(apiPath);
      const url = new URL(apiPath, 'http://api.test');
      const perPage = Math.min(50, Number(url.searchParams.get('per_page')));
      const page = Number(url.searchParams.get('page'));
      const slugs = Array.from({ length: count }, (_, index) => `article-${index + 1}`).slice((page - 1) * perPage, page * perPage);
      return Response.json({ data: slugs.map((slug) => ({ slug })) });
    },
  };
}

/** A page cache that records what it was asked for and is full after `capacity` pages. */
function pageCache(capacity = Number.POSITIVE_INFINITY): PageCache & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    answer: async (request) => {
      paths.push(new URL(request.url).pathname);
      return new Response('<!doctype html>');
    },
    nearlyFull: () => paths.length >= capacity,
  };
}

const FIRST = ['/', ...PILLARS.map((pillar) => `/${pillar.slug}`)];

describe('rendering pages ahead', () => {
  it('asks for the home page, the pillars, then the newest articles, as many as it is told, across pages of the list', async () => {
    const api = listApi(130);
    const pages = pageCache();
    const ahead = new RenderAhead({ pages, apiFetch: api.fetch, origin: 'https://parchment.test', pauseMs: 1, articles: 120 });
    expect(await ahead.sweep()).toBe(FIRST.length + 120);
    ahead.stop();
    expect(pages.paths.slice(0, FIRST.length)).toEqual(FIRST);
    const articles = pages.paths.slice(FIRST.length);
    expect(articles).toHaveLength(120);
    expect(articles[0]).toBe('/articles/article-1');
    expect(articles[119]).toBe('/articles/article-120');
    expect(new Set(articles).size).toBe(120);
  });

  it('stops once the page cache is nearly full, leaving room for the pages readers ask for', async () => {
    const pages = pageCache(10);
    const ahead = new RenderAhead({ pages, apiFetch: listApi(100).fetch, origin: 'https://parchment.test', pauseMs: 1, articles: 100 });
    expect(await ahead.sweep()).toBe(10);
    ahead.stop();
  });

  it('waits while readers keep the event loop busy, and goes on once it is idle', async () => {
    const pages = pageCache();
    const ahead = new RenderAhead({ pages, apiFetch: listApi(5).fetch, origin: 'https://parchment.test', pauseMs: 5, articles: 5 });
    // Readers' work: the loop busy about nine tenths of the time.
    const readers = setInterval(() => {
      const until = performance.now() + 9;
      while (performance.now() < until);
    }, 1);
    const sweep = ahead.sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const askedWhileBusy = pages.paths.length;
    clearInterval(readers);
    expect(await sweep).toBe(FIRST.length + 5);
    ahead.stop();
    expect(askedWhileBusy, 'pages asked for while readers kept the loop busy').toBeLessThanOrEqual(1);
  });

  it('a newer sweep ends the one under way: the pages are asked for once more, not twice over', async () => {
    const pages = pageCache();
    const ahead = new RenderAhead({ pages, apiFetch: listApi(40).fetch, origin: 'https://parchment.test', pauseMs: 1, articles: 40 });
    const first = ahead.sweep();
    // Let the first sweep ask for a few pages before the second begins.
    while (pages.paths.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = ahead.sweep();
    const [firstAsked, secondAsked] = await Promise.all([first, second]);
    ahead.stop();
    expect(firstAsked).toBeLessThan(FIRST.length + 40);
    expect(secondAsked).toBe(FIRST.length + 40);
    expect(pages.paths).toHaveLength(firstAsked + secondAsked);
  });

  it('a failing article list ends the sweep quietly (readers render what it could not), and the next sweep tries again', async () => {
    const pages = pageCache();
    let fail = true;
    const api = listApi(5);
    const ahead = new RenderAhead({
      pages,
      apiFetch: (apiPath) => (fail ? Promise.resolve(new Response('busy', { status: 503 })) : api.fetch(apiPath)),
      origin: 'https://parchment.test',
      pauseMs: 1,
      articles: 5,
    });
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(await ahead.sweep()).toBe(0);
    } finally {
      console.warn = warn;
    }
    expect(String(warnings[0]?.[1])).toMatch(/article list answered 503/);
    fail = false;
    expect(await ahead.sweep()).toBe(FIRST.length + 5);
    ahead.stop();
  });
});
