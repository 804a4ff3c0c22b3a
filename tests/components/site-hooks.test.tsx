/**
 * The site's data hooks against a real HTTP server on loopback (the page's
 * origin is pointed at it, so the hooks' relative /api URLs reach it).
 */
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { articlesUrl, articleUrl } from '../../site/data/api';
import { clearFetchCache } from '../../site/data/fetchJson';
import { PrefetchProvider, usePageAnswer, type PrefetchedFailure } from '../../site/data/prefetch';
import { SEARCH_DEBOUNCE_MS } from '../../site/data/constants';
import { useArticleList, usePageArticleList } from '../../site/hooks/useArticleList';
import { useSearch } from '../../site/hooks/useSearch';

let requests: string[] = [];
let failArticles = false;
/** Emits 'slow' when the server has written a deliberately slow answer: the moment it would reach the page, were it not aborted. */
const answered = new EventEmitter();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  requests.push(url.pathname + url.search);
  const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname === '/api/articles') {
    if (failArticles) return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('boom');
    const category = url.searchParams.get('category') ?? 'all';
    const delay = category === 'slow' ? 300 : 0;
    setTimeout(() => {
      json(200, { data: [{ slug: `${category}-1`, title: `First in ${category}` }], meta: { total: 1, page: 1, per_page: 12 } });
      if (delay) answered.emit('slow');
    }, delay);
    return;
  }
  if (url.pathname.startsWith('/api/article/')) {
    const slug = decodeURIComponent(url.pathname.slice('/api/article/'.length));
    if (slug === 'missing') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Article not found');
    setTimeout(() => {
      json(200, { slug, title: `Article ${slug}` });
      if (slug === 'slow') answered.emit('slow');
    }, slug === 'slow' ? 300 : 0);
    return;
  }
  if (url.pathname === '/api/search') {
    const q = url.searchParams.get('q') ?? '';
    if (q === 'explode') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Search is down');
    if (q === 'odd') return void json(200, { data: 'not a list' });
    return void json(200, { data: q === 'zzz' ? [] : [{ id: 1, type: 'Article', title: `About ${q}`, slug: 'x' }] });
  }
  res.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  requests = [];
  failArticles = false;
  clearFetchCache();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The page's fetch, watched: each call's URL and whether its request was aborted by now. */
function watchFetch() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return {
    spy,
    aborted: (pathname: string) =>
      spy.mock.calls.filter(([input]) => String(input).includes(pathname)).map(([, init]) => init?.signal?.aborted ?? false),
  };
}

describe('useArticleList (product §4, home and foundations lists)', () => {
  it('goes from loading to loaded', async () => {
    const { result } = renderHook(() => useArticleList({ category: 'foundations', per_page: 12 }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.articles[0].title).toBe('First in foundations');
    expect(requests).toEqual(['/api/articles?category=foundations&per_page=12']);
  });

  it('on error empties the list, resets meta to total 0, page 1, per_page 20, and Retry recovers', async () => {
    failArticles = true;
    const { result } = renderHook(() => useArticleList({ category: 'foundations', per_page: 12 }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('HTTP 500: Internal Server Error');
    expect(result.current.articles).toEqual([]);
    expect(result.current.meta).toEqual({ total: 0, page: 1, per_page: 20 });
    failArticles = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(requests).toHaveLength(2);
  });

  it('a new fetch aborts the previous one, and the aborted one is not an error', async () => {
    const fetches = watchFetch();
    const slowAnswered = once(answered, 'slow');
    const { result, rerender } = renderHook(({ category }) => useArticleList({ category }), { initialProps: { category: 'slow' } });
    rerender({ category: 'people' });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.articles[0].title).toBe('First in people');
    expect(fetches.aborted('category=slow')).toEqual([true]);
    // The slow answer comes later and must not replace the newer one or raise an error: wait until the server has sent it.
    await slowAnswered;
    await act(() => new Promise((resolve) => setImmediate(resolve)));
    expect(result.current.status).toBe('loaded');
    expect(result.current.articles[0].title).toBe('First in people');
  });

  it('omits category "all" from the request (product §5)', async () => {
    const { result } = renderHook(() => useArticleList({ category: 'all', per_page: 20 }));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(requests).toEqual(['/api/articles?per_page=20']);
  });
});

describe('useSearch (product §§4 and 5)', () => {
  it('a blank or whitespace-only term does not query and clears results', async () => {
    const { result, rerender } = renderHook(({ term }) => useSearch(term, { immediate: true }), { initialProps: { term: 'monroe' } });
    await waitFor(() => expect(result.current.status).toBe('results'));
    rerender({ term: '   ' });
    expect(result.current.status).toBe('idle');
    expect(result.current.results).toEqual([]);
    expect(requests).toEqual(['/api/search?q=monroe']);
  });

  it(`a typed term waits the ${SEARCH_DEBOUNCE_MS} ms pause, then searches once`, async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    const fetches = watchFetch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ term }) => useSearch(term), { initialProps: { term: 'c' } });
    rerender({ term: 'co' });
    rerender({ term: 'constitution' });
    expect(result.current.status).toBe('searching');
    expect(fetches.spy).not.toHaveBeenCalled();
    // The clock moves only when told: nothing is fetched 1 ms before the pause ends, one search when it does.
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(fetches.spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetches.spy).toHaveBeenCalledTimes(1);
    expect(String(fetches.spy.mock.calls[0][0])).toContain('/api/search?q=constitution');
    vi.useRealTimers();
    await waitFor(() => expect(result.current.status).toBe('results'), { timeout: 2000 });
    expect(requests).toEqual(['/api/search?q=constitution']);
  });

  it('shows no results, and errors with their message', async () => {
    const { result, rerender } = renderHook(({ term }) => useSearch(term, { immediate: true }), { initialProps: { term: 'zzz' } });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    rerender({ term: 'explode' });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('HTTP 500: Search is down');
  });

  it('treats data that is not a list as no results (product §7)', async () => {
    const { result } = renderHook(() => useSearch('odd', { immediate: true }));
    await waitFor(() => expect(result.current.status).toBe('empty'));
  });
});

describe("a page's answers are what its loader fetched (product §8: the page shows an error with Retry)", () => {
  const loaded = (data: Record<string, unknown>, failed: Record<string, PrefetchedFailure> = {}, missing: string[] = []) =>
    function LoaderAnswers({ children }: { children: ReactNode }) {
      return (
        <PrefetchProvider data={data} failed={failed} missing={new Set(missing)}>
          {children}
        </PrefetchProvider>
      );
    };

  it('the article as the loader got it, and nothing asked', () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const url = articleUrl('rosa-parks');
    const { result } = renderHook(() => usePageAnswer(url), { wrapper: loaded({ [url]: { title: 'Rosa Parks' } }) });
    expect(result.current).toMatchObject({ status: 'loaded', data: { title: 'Rosa Parks' }, error: null });
    expect(fetches).not.toHaveBeenCalled();
  });

  it('an unknown article is an error with status 404', () => {
    const url = articleUrl('missing');
    const { result } = renderHook(() => usePageAnswer(url), { wrapper: loaded({}, {}, [url]) });
    expect(result.current).toMatchObject({ status: 'error', error: 'HTTP 404: Not found', errorStatus: 404, data: null });
  });

  it('a failed article is its error state, with the body text', () => {
    const url = articleUrl('rosa-parks');
    const { result } = renderHook(() => usePageAnswer(url), {
      wrapper: loaded({}, { [url]: { status: 500, statusText: 'Internal Server Error', error: 'HTTP 500: Database unavailable' } }),
    });
    expect(result.current).toMatchObject({ status: 'error', error: 'HTTP 500: Database unavailable', errorStatus: 500, data: null });
  });

  it('a failed list is worded as the list call words it (the status text)', () => {
    const params = { category: 'foundations', per_page: 12 };
    const { result } = renderHook(() => usePageArticleList(params), {
      wrapper: loaded({}, { [articlesUrl(params)]: { status: 503, statusText: 'Service Unavailable', error: 'HTTP 503: busy' } }),
    });
    expect(result.current).toMatchObject({ status: 'error', error: 'HTTP 503: Service Unavailable', articles: [] });
  });

  it('an answer the loader was never asked for is a fault in the page, named in the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePageAnswer(articleUrl('unasked')), { wrapper: loaded({}) })).toThrow(/\/api\/article\/unasked/);
  });
});
