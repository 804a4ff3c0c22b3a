/**
 * The renderer's page cache (issue 7): a page is rendered once per version of
 * its data (ETag); for a second after an answer, a repeat of the same request
 * is served without asking the API again; after that the API is asked, and
 * only new data means a new render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleSiteRequest, type SiteAssets } from '../../../site/entry-server';

const assets: SiteAssets = {
  buildId: 'test',
  entryScript: '/assets/entry.js',
  fontPreloads: [],
  forRoute: () => ({ modulePreloads: [], inlineCss: '', inlinedStylesheets: [] }),
};

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

// Each test uses its own origin: the caches are the module's, shared by every request.
function requester(origin: string, api: ReturnType<typeof fakeApi>) {
  return (headers: Record<string, string> = {}) =>
    handleSiteRequest(new Request(`${origin}/foundations`, { headers }), { apiFetch: api.fetch, assets });
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
