/**
 * Every file derived from an article follows its status (docs/product.md §4,
 * article status; §10): an article that `npm run content:sync` takes back to
 * draft loses its link-preview image, its illustration in public storage,
 * its page, and its place in the feeds, the sitemap, the lists and search,
 * within the content version's second and without a long cache keeping any
 * of them; published again, they all come back. Runs on the production
 * build (`npm run build` first), which drew the preview images.
 *
 * @module-tag database
 * (A content sync writes the database and the content version carries it to the
 * caches: this runs again on PostgreSQL.)
 */
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../server/db/archive.ts';
import { syncContent } from '../../server/db/seed.ts';
import { siteForTests } from './support/site';

const { site } = siteForTests({ browser: false });

/** A Landmarks article with a preview image of its own (the build drew one per published article). */
const SLUG = 'alamo';
const PREVIEW = `/og/${SLUG}.png`;
const HERO = `/storage/v1/object/public/heroes/${SLUG}.svg`;

/** The seconds a shared cache (a CDN) may keep an answer: s-maxage, else max-age. */
function sharedCacheSeconds(cacheControl: string | null): number {
  const directive = (name: string) => Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl ?? '')?.[1] ?? Number.NaN);
  const shared = directive('s-maxage');
  return Number.isNaN(shared) ? directive('max-age') : shared;
}

/** What a reader or a crawler finds of the article in every list, feed and index that names articles. */
async function listings() {
  const text = async (path: string) => (await site.request(path)).text();
  const slugs = async (path: string) => ((await (await site.request(path)).json()) as { data: Array<{ slug: string }> }).data.map((item) => item.slug);
  return {
    sitemap: (await text('/api/sitemap')).includes(`/articles/${SLUG}<`),
    feed: (await text('/api/feed-articles')).includes(`/articles/${SLUG}<`),
    landmarksFeed: (await text('/api/feed-landmarks')).includes(`/articles/${SLUG}<`),
    list: (await slugs('/api/articles?category=landmarks&per_page=50')).includes(SLUG),
    search: (await slugs('/api/search?q=alamo')).includes(SLUG),
  };
}

async function syncWith(status: 'published' | 'draft') {
  const archive = structuredClone(loadArchive());
  archive.articles.find((article) => article.slug === SLUG)!.status = status;
  expect((await syncContent(site.db, archive)).changed).toBe(true);
  // The server would notice within CONTENT_VERSION_MS (product §11); told, it rereads the version at once.
  await site.contentChanged();
}

describe("Hardening 2: a withdrawn article's link-preview image", () => {
  it('an article synced back to draft has no preview image (404, never cached) nor anything else derived from it, and has them again once republished', async () => {
    const published = await site.request(PREVIEW);
    expect(published.status).toBe(200);
    expect(published.headers.get('Content-Type')).toBe('image/png');
    const etag = published.headers.get('ETag');
    expect(etag).toBeTruthy();
    // Short enough for a withdrawal to take effect quickly: readers revalidate, a CDN keeps it a minute at most.
    expect(published.headers.get('Cache-Control')).toMatch(/(^|,)\s*(no-cache|max-age=0)\b/);
    expect(sharedCacheSeconds(published.headers.get('Cache-Control'))).toBeLessThanOrEqual(60);
    const revalidated = await site.request(PREVIEW, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('Cache-Control')).toBe(published.headers.get('Cache-Control'));
    expect((await site.request(HERO)).status).toBe(200);
    expect(await listings()).toEqual({ sitemap: true, feed: true, landmarksFeed: true, list: true, search: true });

    await syncWith('draft');
    try {
      const asked: Array<Record<string, string>> = [{}, { 'If-None-Match': etag! }];
      for (const headers of asked) {
        const withdrawn = await site.request(PREVIEW, { headers });
        expect(withdrawn.status).toBe(404);
        expect(withdrawn.headers.get('Content-Type')).toMatch(/^text\/plain/);
        expect(withdrawn.headers.get('Cache-Control')).toBe('no-store');
        expect(await withdrawn.text()).toBe('No published article has this preview image.');
      }
      // The draft's illustration is out of the public bucket, and its page is gone.
      const hero = await site.request(HERO);
      expect(hero.status).toBe(404);
      expect(hero.headers.get('Cache-Control')).toBe('no-store');
      expect((await site.request(`/articles/${SLUG}`)).status).toBe(404);
      expect(await listings()).toEqual({ sitemap: false, feed: false, landmarksFeed: false, list: false, search: false });
    } finally {
      await syncWith('published');
    }

    const republished = await site.request(PREVIEW);
    expect(republished.status).toBe(200);
    expect(republished.headers.get('ETag')).toBe(etag);
    expect((await site.request(HERO)).status).toBe(200);
    expect((await site.request(`/articles/${SLUG}`)).status).toBe(200);
    expect(await listings()).toEqual({ sitemap: true, feed: true, landmarksFeed: true, list: true, search: true });
  });

  it('a preview is answered only for a published article: an unknown or malformed name is 404, the site-wide image always 200', async () => {
    for (const path of ['/og/no-such-article.png', '/og/Not_A_Slug.png', '/og/alamo', '/og/alamo.png.png']) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    const sitePreview = await site.request('/og/default.png');
    expect(sitePreview.status).toBe(200);
    expect(sitePreview.headers.get('Content-Type')).toBe('image/png');
  });
});
