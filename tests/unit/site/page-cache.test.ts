/**
 * The server's page cache (docs/decisions/0013; server/site/pages.ts, in front of the
 * real renderer): a page is rendered once per version of its data (ETag); for
 * a second after an answer, a repeat of the same request is served without
 * asking the API again; after that the API is asked, and only new data means
 * a new render.
 */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articlePageData, articlesAnswer, tagsAnswer } from '../../components/pages-fixtures';
import { PageServer } from '../../../server/site/pages';
import * as renderer from '../../../site/entry-server';
import { pageServer, testAssets } from './page-server';

/** An API whose list answer carries the given version as its ETag, counting the calls. */
function fakeApi() {
  const api = {
    calls: 0,
    version: 'v1',
    fetch: async (path: string) => {
      api.calls += 1;
      const body = path.startsWith('/api/articles') ? { data: [], meta: { total: 0, page: 1, per_page: 12 } } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: `"${api.version}"` } });
    },
  };
  return api;
}

function requester(origin: string, api: ReturnType<typeof fakeApi>) {
  const pages = pageServer(api.fetch);
  return (headers: Record<string, string> = {}) => pages.answer(new Request(`${origin}/foundations`, { headers }));
}

afterEach(() => vi.restoreAllMocks());

describe('the page cache', () => {
  it('renders once, then answers a repeat within a second from the cache without asking the API', async () => {
    const api = fakeApi();
    const get = requester('http://cache-a.test', api);
    const first = await get();
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    const html = await first.text();
    const callsForOneRender = api.calls;
    expect(callsForOneRender).toBeGreaterThan(0);

    const second = await get();
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(await second.text()).toBe(html);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(api.calls, 'the repeat asked the API').toBe(callsForOneRender);

    const revalidated = await get({ 'If-None-Match': first.headers.get('ETag') as string });
    expect(revalidated.status).toBe(304);
    expect(api.calls).toBe(callsForOneRender);
  });

  it('after a second asks the API again: the same data is still a cache hit, new data is a new render with a new ETag', async () => {
    const api = fakeApi();
    const get = requester('http://cache-b.test', api);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const first = await get();
    await first.text();
    const callsForOneRender = api.calls;

    clock.mockReturnValue(now + 1500);
    const same = await get();
    expect(same.headers.get('X-Page-Cache')).toBe('hit');
    expect(api.calls).toBe(2 * callsForOneRender);

    clock.mockReturnValue(now + 3000);
    api.version = 'v2';
    const changed = await get();
    expect(changed.headers.get('X-Page-Cache')).toBe('miss');
    expect(changed.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
    expect(api.calls).toBe(3 * callsForOneRender);
  });
});

/** An API answering as the real one for an article and the article list, counting the calls and remembering the list queries. */
function contentApi() {
  const api = {
    calls: 0,
    listQueries: [] as string[],
    fetch: async (path: string) => {
      api.calls += 1;
      const article = articlePageData('monroe-doctrine');
      let body: unknown = article[path as keyof typeof article];
      if (path.startsWith('/api/articles')) {
        api.listQueries.push(path);
        body = articlesAnswer(path);
      }
      if (path === '/api/tags') body = tagsAnswer();
      if (body === undefined) return new Response('Not found', { status: 404 });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v1"' } });
    },
  };
  return api;
}

describe('the page cache keys on the query parameters a page reads', () => {
  const servers = new WeakMap<ReturnType<typeof contentApi>, ReturnType<typeof pageServer>>();
  const get = (api: ReturnType<typeof contentApi>, url: string) => {
    if (!servers.has(api)) servers.set(api, pageServer(api.fetch));
    return (servers.get(api) as ReturnType<typeof pageServer>).answer(new Request(url));
  };

  it('an article asked with ?utm_source=a, then ?utm_source=b, is the same page: a cache hit with the same ETag and no new API call', async () => {
    const api = contentApi();
    const first = await get(api, 'http://cache-c.test/articles/monroe-doctrine?utm_source=a');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain('The Monroe Doctrine');
    const calls = api.calls;

    const second = await get(api, 'http://cache-c.test/articles/monroe-doctrine?utm_source=b&fbclid=x');
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(await second.text()).toBe(html);
    expect(api.calls).toBe(calls);
    // The address without any parameter is that page too.
    const plain = await get(api, 'http://cache-c.test/articles/monroe-doctrine');
    expect(plain.headers.get('ETag')).toBe(first.headers.get('ETag'));
  });

  it('/articles?page=2 and ?page=3 are different pages, each asking the API for its own page; neither order nor other parameters make another page', async () => {
    const api = contentApi();
    const two = await get(api, 'http://cache-d.test/articles?page=2&utm_source=x');
    const three = await get(api, 'http://cache-d.test/articles?page=3');
    expect(two.headers.get('X-Page-Cache')).toBe('miss');
    expect(three.headers.get('X-Page-Cache')).toBe('miss');
    expect(two.headers.get('ETag')).not.toBe(three.headers.get('ETag'));
    expect(await two.text()).not.toBe(await three.text());
    expect(api.listQueries.some((query) => /page=2/.test(query))).toBe(true);
    expect(api.listQueries.some((query) => /page=3/.test(query))).toBe(true);

    // Parameters the page ignores, and an empty one it treats as absent, leave the page already made.
    const sameAsTwo = await get(api, 'http://cache-d.test/articles?utm_medium=y&tag=&page=2');
    expect(sameAsTwo.headers.get('X-Page-Cache')).toBe('hit');
    expect(sameAsTwo.headers.get('ETag')).toBe(two.headers.get('ETag'));
    await sameAsTwo.arrayBuffer();

    // The parameters it reads, in either order, are one page.
    const peopleFirst = await get(api, 'http://cache-d.test/articles?category=people&page=2');
    await peopleFirst.arrayBuffer();
    const pageFirst = await get(api, 'http://cache-d.test/articles?page=2&category=people');
    expect(pageFirst.headers.get('X-Page-Cache')).toBe('hit');
    expect(pageFirst.headers.get('ETag')).toBe(peopleFirst.headers.get('ETag'));
    expect(peopleFirst.headers.get('ETag')).not.toBe(two.headers.get('ETag'));
    await pageFirst.arrayBuffer();
  });
});

describe('the page cache belongs to its server', () => {
  it('two page servers in one process keep their own pages: the second renders what the first already holds', async () => {
    const api = fakeApi();
    const one = pageServer(api.fetch);
    const other = pageServer(api.fetch);
    const first = await one.answer(new Request('http://shared.test/foundations'));
    await first.text();
    expect((await one.answer(new Request('http://shared.test/foundations'))).headers.get('X-Page-Cache')).toBe('hit');
    const elsewhere = await other.answer(new Request('http://shared.test/foundations'));
    expect(elsewhere.headers.get('X-Page-Cache')).toBe('miss');
    // The same page, so the same ETag: a reader's copy from one server is good at the other.
    expect(elsewhere.headers.get('ETag')).toBe(first.headers.get('ETag'));
  });
});

describe('missing pages in the page cache', () => {
  it('a flood of made-up addresses never pushes a reader\'s page out: not-found pages are kept apart', async () => {
    const api = fakeApi();
    const pages = new PageServer({ renderer, assets: testAssets, apiFetch: api.fetch, maxPages: 5, freshForMs: 0 });
    const foundations = () => pages.answer(new Request('http://flood.test/foundations'));
    await (await foundations()).text();
    for (let i = 0; i < 20; i++) {
      const missing = await pages.answer(new Request(`http://flood.test/no/such/page-${i}`));
      expect(missing.status).toBe(404);
      await missing.text();
    }
    expect((await foundations()).headers.get('X-Page-Cache'), 'the reader\'s page after the flood').toBe('hit');
    // A missing page asked again soon is still answered from its own cache.
    expect((await pages.answer(new Request('http://flood.test/no/such/page-19'))).headers.get('X-Page-Cache')).toBe('hit');
  });
});

describe('compression of cached pages', () => {
  it('recompresses a page at the best setting only once it is asked for again: a page read once costs no background compression', async () => {
    const api = contentApi();
    const pages = pageServer(api.fetch);
    const url = 'http://compress-once.test/articles/monroe-doctrine';
    const brotli = { headers: { 'Accept-Encoding': 'br' } };
    const first = new Uint8Array(await (await pages.answer(new Request(url, brotli))).arrayBuffer());
    await pages.settled();
    const second = await pages.answer(new Request(url, brotli));
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(new Uint8Array(await second.arrayBuffer()), 'recompressed after a single request').toEqual(first);
    await pages.settled();
    const third = new Uint8Array(await (await pages.answer(new Request(url, brotli))).arrayBuffer());
    expect(third.byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(third).equals(brotliDecompressSync(first))).toBe(true);
  });

  it('sends a cached page brotli-compressed at once, then at the best setting once the background recompression is done; the text is the same', async () => {
    const api = contentApi();
    const pages = pageServer(api.fetch);
    const url = 'http://compress.test/articles/monroe-doctrine';
    const html = await (await pages.answer(new Request(url))).text();
    const brotli = { headers: { 'Accept-Encoding': 'gzip, br' } };

    const quick = await pages.answer(new Request(url, brotli));
    expect(quick.headers.get('X-Page-Cache')).toBe('hit');
    expect(quick.headers.get('Content-Encoding')).toBe('br');
    const quickBytes = new Uint8Array(await quick.arrayBuffer());
    expect(brotliDecompressSync(quickBytes).toString('utf8')).toBe(html);

    await pages.settled();
    const best = await pages.answer(new Request(url, brotli));
    const bestBytes = new Uint8Array(await best.arrayBuffer());
    expect(brotliDecompressSync(bestBytes).toString('utf8')).toBe(html);
    expect(bestBytes.byteLength).toBe(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength);
    expect(bestBytes.byteLength).toBeLessThan(quickBytes.byteLength);
    expect(best.headers.get('ETag')).toBe(quick.headers.get('ETag'));

    const gzipped = await pages.answer(new Request(url, { headers: { 'Accept-Encoding': 'gzip' } }));
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString('utf8')).toBe(html);
  });
});
