/**
 * Pages rendered ahead of readers (server/site/render-ahead.ts,
 * docs/decisions/0036-pages-rendered-ahead.md): the server renders the home
 * page, the pillars and its newest articles into its page cache at start and
 * after the content changes, so a reader's first request for one is answered
 * from the cache, with the current content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PILLARS } from '../../common/taxonomy';
import { loadSiteBuild, mountSite, type MountedSite } from '../../server/site/mount';
import { START_TIMEOUT, startTestServer, type TestServer } from '../api/helpers/server';

const RENDERED_AHEAD = 3;

let server: TestServer;
let mounted: MountedSite | undefined;
let newest: string[];

beforeAll(async () => {
  const build = await loadSiteBuild();
  server = await startTestServer({}, {
    compose: (app, config, content) => (mounted = mountSite(app, build, config.siteUrl, content, { renderAhead: RENDERED_AHEAD })),
  });
  const list = (await (await server.request(`/api/articles?per_page=${RENDERED_AHEAD + 1}`)).json()) as { data: Array<{ slug: string }> };
  newest = list.data.map((item) => item.slug);
}, START_TIMEOUT);

afterAll(async () => {
  await server?.stop();
});

const cacheOf = async (path: string) => {
  const response = await server.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
  return { status: response.status, cache: response.headers.get('X-Page-Cache'), html: await response.text() };
};

describe('pages rendered ahead of readers (product §10)', () => {
  it('answers the home page, each pillar and the newest articles from the cache at their first request; an older article is rendered at it', async () => {
    await mounted!.renderAhead!.settled();
    for (const path of ['/', ...PILLARS.map((pillar) => `/${pillar.slug}`), ...newest.slice(0, RENDERED_AHEAD).map((slug) => `/articles/${slug}`)]) {
      const page = await cacheOf(path);
      expect(page.status, path).toBe(200);
      expect(page.cache, path).toBe('hit');
    }
    const older = await cacheOf(`/articles/${newest[RENDERED_AHEAD]}`);
    expect(older).toMatchObject({ status: 200, cache: 'miss' });
  });

  it('renders an article again after its content changes, so the first reader after the change gets the new text from the cache', async () => {
    const slug = newest[0];
    await server.db.query(`update public.articles set title = 'Retitled ahead of readers' where slug = $1`, [slug]);
    await server.contentChanged();
    await mounted!.renderAhead!.settled();
    const page = await cacheOf(`/articles/${slug}`);
    expect(page).toMatchObject({ status: 200, cache: 'hit' });
    expect(page.html).toContain('Retitled ahead of readers');
  });

  it('stops when the server stops, with no sweep left running', async () => {
    mounted!.stop();
    mounted!.renderAhead!.sweepSoon(0);
    await mounted!.renderAhead!.settled();
    expect(await mounted!.renderAhead!.sweep()).toBe(0);
  });
});
