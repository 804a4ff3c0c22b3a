/**
 * The home page and link previews, in real Chromium against the real
 * server and the production build (`npm run build` first):
 * - Product §4, home content selection: no article twice on the home page,
 *   and every rail's rows are full at phone, tablet and desktop widths;
 * - Product §5, link previews: an article page names a 1200x630 PNG preview
 *   that the server really serves, with a description.
 */
import { describe, expect, it } from 'vitest';
import { settle } from './support/a11y';
import { openHydrated } from './support/reader';
import { siteForTests } from './support/site';

const { site, openContext } = siteForTests();

interface RowReport {
  list: string;
  /** Each row's gap at the right: how far its last card stops short of the list's right edge, in px. */
  rowGaps: number[];
  /** Cards per row. */
  rowSizes: number[];
}

describe('the home page shows each article once, in full rows', () => {
  for (const width of [375, 768, 1024, 1280]) {
    it(`at ${width} px a reader sees no article twice and no rail with an empty column`, async () => {
      const context = await openContext({ width });
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      await settle(page);

      const hrefs = await page.locator('main article :is(h2, h3) a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(20);
      const slugs = hrefs.map((href) => href.slice(href.lastIndexOf('/') + 1));
      expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);

      // Every card list under a rail heading (the rails and From the Archive).
      const reports: RowReport[] = await page.locator('main section:has(> div > h2, > h2) > ul').evaluateAll((lists) =>
        lists.map((list) => {
          const box = list.getBoundingClientRect();
          const items = [...list.children].map((item) => item.getBoundingClientRect()).filter((rect) => rect.width > 0);
          const rows = new Map<number, DOMRect[]>();
          for (const rect of items) rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
          const name = list.closest('section')?.querySelector('h2')?.textContent ?? '';
          return {
            list: name,
            rowGaps: [...rows.values()].map((row) => Math.round(box.right - Math.max(...row.map((rect) => rect.right)))),
            rowSizes: [...rows.values()].map((row) => row.length),
          };
        }),
      );
      const names = reports.map((report) => report.list);
      expect(names).toEqual(expect.arrayContaining(['Foundations', 'Civic Life', 'People', 'Landmarks', 'Media', 'Features', 'From the Archive']));
      for (const report of reports) {
        // Grid items fill a row from the left, so a row whose last card reaches the right edge has no empty column.
        for (const gap of report.rowGaps) expect(gap, `${report.list} at ${width} px: rows ${report.rowSizes.join('/')}`).toBeLessThanOrEqual(1);
      }
      await context.close();
    });
  }
});

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)">`).exec(html);
  return match?.[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

async function pngSize(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    ihdr: bytes.toString('latin1', 12, 16),
    size: [bytes.readUInt32BE(16), bytes.readUInt32BE(20)],
  };
}

describe('a shared article link shows a real preview image', () => {
  it('an article page names a 1200x630 PNG of its illustration and title, which the server serves, with a description', async () => {
    const html = await (await site.request('/articles/rosa-parks')).text();
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(/^https?:\/\/.+\/og\/rosa-parks\.png$/);
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height'), meta(html, 'og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(meta(html, 'og:image:alt')).toMatch(/Rosa Parks/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));

    const png = await pngSize(`${site.url}${new URL(image).pathname}`);
    expect(png).toMatchObject({ status: 200, type: 'image/png', ihdr: 'IHDR', size: [1200, 630] });
    expect(png.cache).toMatch(/max-age=\d+/);
  });

  // Writes an article to the database, which the content version carries to the previews: runs again on PostgreSQL.
  it('a page with no article image, and an article published after the build, get the site-wide preview', { tags: ['database'] }, async () => {
    const html = await (await site.request('/about')).text();
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(/\/og\/default\.png$/);
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    expect(await pngSize(`${site.url}/og/default.png`)).toMatchObject({ status: 200, type: 'image/png', size: [1200, 630] });
    // Only a published article has a preview (a withdrawn one's is 404: tests/e2e/withdrawn-article.test.ts).
    expect((await site.request('/og/written-after-the-build.png')).status).toBe(404);
    await site.db.query(
      `insert into public.articles (slug, status, title, category_slug, published_at) values ('written-after-the-build', 'published', 'Written after the build', 'foundations', now())`,
    );
    try {
      await site.contentChanged();
      expect(await pngSize(`${site.url}/og/written-after-the-build.png`)).toMatchObject({ status: 200, type: 'image/png', size: [1200, 630] });
    } finally {
      await site.db.query(`delete from public.articles where slug = 'written-after-the-build'`);
    }
  });
});

describe('the head is the same before and after hydration (product §5, link previews)', () => {
  /** Every tag of the head a link preview, a search engine or a bookmark reads. */
  const headTags = () =>
    [...document.head.querySelectorAll('title, link[rel="canonical"], meta[name], meta[property], script[type="application/ld+json"]')].map((node) =>
      node.tagName === 'META' ? `${node.getAttribute('name') ?? node.getAttribute('property')}=${node.getAttribute('content')}` : `${node.tagName}:${node.getAttribute('href') ?? node.textContent}`,
    );

  it.each(['/articles/monroe-doctrine', '/', '/foundations', '/about'])('%s keeps its canonical URL, og:url, preview image and structured data once scripts run', async (path) => {
    const context = await openContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`${site.url}${path}`);
    const served = await still.evaluate(headTags);
    await context.close();
    expect(served.some((tag) => tag.startsWith('og:image='))).toBe(true);

    const live = await (await openContext()).newPage();
    await openHydrated(live, site, path);
    // Long enough for any effect or late-loading structured data to have changed the head.
    await live.waitForLoadState('networkidle');
    expect(await live.evaluate(headTags)).toEqual(served);
  });
});
