/**
 * Fast by construction, against the real server and the production
 * build: the brand preview's component gallery is server-rendered but its
 * code loads only when the reader scrolls near it (in real Chromium), without
 * a flash, a shift or a hydration error, and it works once loaded; static
 * pages come from the build's prerendered files; pages and assets are sent
 * compressed; a repeat is a 304.
 */
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteBuild, mountSite } from '../../server/site/mount';
import { startTestServer } from '../api/helpers/server';
import { openHydrated, waitForHydration } from './support/reader';
import { builtChunk } from './support/build';
import { type SiteServer, siteForTests } from './support/site';

const { site, openContext } = siteForTests();

async function freshPage(): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const context = await openContext();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, scripts, errors };
}

const galleryScript = (scripts: string[]) => scripts.filter((path) => path === builtChunk('site/islands/BrandGalleryIsland.tsx'));

describe('brand preview: the component gallery loads when scrolled into view', () => {
  it('shows the server-rendered gallery at once, without downloading its code', async () => {
    const { page, scripts, errors } = await freshPage();
    await openHydrated(page, site, '/brand-preview');
    await expect(page.getByRole('heading', { level: 3, name: 'Buttons' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Primary' }).count()).resolves.toBe(1);
    // Give an eager download every chance to show up before checking it did not happen.
    await page.waitForLoadState('networkidle');
    expect(galleryScript(scripts)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('loads the gallery near the viewport, keeps its place on the page, and then works', async () => {
    const { page, scripts, errors } = await freshPage();
    await openHydrated(page, site, '/brand-preview');
    const heading = page.getByRole('heading', { level: 3, name: 'Loading, error and empty states' });
    const before = await heading.boundingBox();

    const loaded = page.waitForRequest((request) => new URL(request.url()).pathname === builtChunk('site/islands/BrandGalleryIsland.tsx'));
    await heading.scrollIntoViewIfNeeded();
    await loaded;
    // The demo starts in its loading state; choosing Error works once React has hydrated the gallery
    // (the islands' entry marks an island's wrapper data-hydrated when its content commits).
    const states = page.getByRole('group', { name: 'Show list state' });
    const errorButton = states.getByRole('button', { name: 'Error' });
    await page.locator('[data-island="gallery"][data-hydrated]').getByRole('group', { name: 'Show list state' }).waitFor();
    await errorButton.click();
    await page.getByText('Error loading articles: HTTP 500: Internal Server Error').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Loading articles...').waitFor();

    const after = await heading.boundingBox();
    const scrollY = await page.evaluate(() => window.scrollY);
    // Document positions (viewport position plus scroll) are unchanged: hydrating the gallery moved nothing.
    expect(Math.round((after?.y ?? 0) + scrollY)).toBe(Math.round(before?.y ?? -1));
    expect(galleryScript(scripts)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers, and the body as sent (fetch would add Accept-Encoding and decode). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const prerenderDir = path.resolve('dist/prerendered');
const prerenderIndex = JSON.parse(readFileSync(path.join(prerenderDir, 'index.json'), 'utf8')) as {
  origin: string;
  pages: Array<{ path: string; theme: string; file: string }>;
};

describe('render-critical requests: CSS inlined, fonts preloaded, nothing fetched twice', () => {
  it('a first visit fetches no stylesheet, before or after its islands hydrate, and the next page, opened by a link, is styled without one too', async () => {
    const context = await openContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, site, '/about');
    await page.waitForLoadState('networkidle');
    // Its styles, and its islands', are inlined.
    expect(stylesheets, 'stylesheets fetched').toEqual([]);

    // /foundations has styles of its own (the filter bar) that /about's inlined CSS does not carry: its own document inlines them.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Foundations', exact: true }).click();
    const filters = page.getByRole('group', { name: /filter/i });
    await filters.waitFor();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(stylesheets, 'stylesheets fetched').toEqual([]);
    const display = await filters.evaluate((element) => getComputedStyle(element).display);
    expect(display).toBe('flex');
  });
});

describe('no layout shift while the page is parsed', () => {
  it('the body has its final margin from the first bytes of <body>, before the markup inside it has arrived', async () => {
    // A page cut right after <div id="root">: what a slow device may lay out before parsing on.
    const html = await (await fetch(`${site.url}/articles/monroe-doctrine`)).text();
    const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
    expect(rootStart).toBeGreaterThan(20);
    const context = await openContext();
    const page = await context.newPage();
    await page.route(`${site.url}/cut-after-root`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, rootStart) }));
    await page.goto(`${site.url}/cut-after-root`);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await context.close();
  });

  /**
   * Layout shifts while `pathname` is loaded from a server that sends its HTML up to `cut`, waits 600 ms
   * (what a slow device or network may lay out and draw meanwhile), then sends the rest; only the page: its
   * scripts and images are not needed to lay it out. Each shift as "value TAG,TAG".
   */
  async function shiftsWhenCutAt(pathname: string, html: string, cut: number, width: number): Promise<string[]> {
    const slow = createServer((request, response) => {
      if (request.url !== pathname) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 600);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const context = await openContext({ width });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
            shifts.push(`${entry.value.toFixed(5)} ${entry.sources.map((source) => source.node?.nodeName ?? '?').join(',')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { port } = slow.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}${pathname}`, { waitUntil: 'load' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The page did arrive whole: its navigation (shown on wide screens) and its footer are there.
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Foundations', exact: true }).isVisible()).toBe(width >= 1024);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      return await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    } finally {
      await context.close();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  }

  it('the header is drawn whole: a page whose bytes stop after the main navigation, and come on later, never moves that navigation', async () => {
    // On a wide screen the header's first row holds the site's name and its tools (search, theme); the
    // navigation is the second row but comes before the tools in the markup. Drawn without the tools,
    // the first row was lower, and the navigation moved down when they arrived (2 loads in 10 at 10x CPU
    // slowdown on a busy machine). No frame is now drawn before the parser reaches <main>.
    const html = await (await fetch(`${site.url}/articles/monroe-doctrine`)).text();
    const navEnd = html.indexOf('</nav>') + '</nav>'.length;
    expect(html.slice(0, navEnd)).toContain('aria-label="Main"');
    expect(html.slice(navEnd)).toMatch(/^\s*<div[^>]*>.*<form/s);
    expect(await shiftsWhenCutAt('/articles/monroe-doctrine', html, navEnd, 1280)).toEqual([]);
  });

  it('an article\u2019s first screen is drawn whole: bytes that stop inside the byline\u2019s dates or its share button move nothing when the rest comes', async () => {
    // Drawn before its first date had arrived, the dates line sat 1 px higher; drawn before the share button's
    // label, the button was narrower, and its box moved when the label came (a shift of the right-aligned
    // button). The article names the start of its text as where its first screen ends, and no frame is drawn
    // before the parser reaches it.
    const html = await (await fetch(`${site.url}/articles/monroe-doctrine`)).text();
    const firstDate = html.indexOf('<time', html.indexOf('>Published'));
    const shareLabel = html.indexOf('Share</button>');
    expect(firstDate).toBeGreaterThan(html.indexOf('<main'));
    expect(shareLabel).toBeGreaterThan(firstDate);
    expect(html).toContain('<link rel="expect" href="#article-text" blocking="render">');
    for (const width of [1280, 375]) {
      expect(await shiftsWhenCutAt('/articles/monroe-doctrine', html, firstDate, width), `cut before the first date, ${width} px`).toEqual([]);
      expect(await shiftsWhenCutAt('/articles/monroe-doctrine', html, shareLabel, width), `cut before the share button's label, ${width} px`).toEqual([]);
    }
  });

  it('the home page\u2019s first screen is drawn whole: bytes that stop inside the latest articles move nothing when the rest comes', async () => {
    // Drawn before its last card had arrived, the latest articles' grid laid the featured card's text lower:
    // at 1280 x 900 the card's text at the foot of the screen moved when the rest came. The first screen ends
    // at the first category rail (the latest articles fill it on every screen size).
    const html = await (await fetch(`${site.url}/`)).text();
    const latest = html.indexOf('aria-labelledby="home-latest"');
    const featuredCard = html.indexOf('<article', latest);
    const secondCard = html.indexOf('<article', featuredCard + 1);
    expect(latest).toBeGreaterThan(0);
    expect(secondCard).toBeLessThan(html.indexOf('id="home-first-rail"'));
    expect(html).toContain('<link rel="expect" href="#home-first-rail" blocking="render">');
    // Right after each card's title link: its tags, and the cards after it, are still to come.
    const cuts = { 'the featured card': featuredCard, 'the second card': secondCard };
    for (const width of [1280, 375]) {
      for (const [card, start] of Object.entries(cuts)) {
        const cut = html.indexOf('</a>', start) + '</a>'.length;
        expect(await shiftsWhenCutAt('/', html, cut, width), `cut after the title of ${card}, ${width} px`).toEqual([]);
      }
    }
  });
});

describe('scripts wait for the page to load', () => {
  it('the first HTML has no script request in its head, and the entry starts only after the load event, then hydrates', async () => {
    const html = await (await fetch(`${site.url}/articles/monroe-doctrine`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);

    const context = await openContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await openHydrated(page, site, '/articles/monroe-doctrine');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
      // The fonts the first frame asked for (none on a first visit, site/webFonts.ts); the ones after the load
      // event are the boot script's prefetches for the next page.
      const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.endsWith('.woff2') && entry.startTime < navigation.loadEventStart,
      );
      return {
        loadEventStart: navigation.loadEventStart,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        lastFont: Math.max(...fonts.map((entry) => entry.responseEnd)),
      };
    });
    expect(timing.scripts).toBeGreaterThan(5);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.lastFont);
  });
});

describe('static pages prerendered at build time, and compressed answers', () => {
  let served: SiteServer;
  beforeAll(async () => {
    // Served at the origin the build prerendered for, as `npm start` serves it.
    const build = await loadSiteBuild();
    served = await startTestServer({}, { compose: (app) => mountSite(app, build, prerenderIndex.origin) });
  });
  afterAll(async () => {
    await served?.close();
  });

  it('the build prerendered the pages that need no data, in each theme, and none that need data', () => {
    const paths = new Set(prerenderIndex.pages.map((page) => page.path));
    for (const staticPath of ['/about', '/about/ownership', '/about/editorial-policy', '/about/corrections-policy', '/about/accessibility', '/contact', '/privacy-policy', '/brand-preview']) {
      expect(paths, staticPath).toContain(staticPath);
      expect(prerenderIndex.pages.filter((page) => page.path === staticPath).map((page) => page.theme).sort()).toEqual(['ink', 'parchment', 'system']);
    }
    for (const dataPath of ['/', '/foundations', '/search', '/admin']) expect(paths, dataPath).not.toContain(dataPath);
  });

  it('serves /about from its prerendered file, byte for byte, and the dark theme\'s file for the ink cookie', async () => {
    const plain = await rawGet(`${served.url}/about`);
    expect(plain.status).toBe(200);
    expect(plain.headers['x-page-cache']).toBe('prerendered');
    const file = prerenderIndex.pages.find((page) => page.path === '/about' && page.theme === 'system')?.file as string;
    expect(plain.body.equals(readFileSync(path.join(prerenderDir, file)))).toBe(true);
    expect(plain.body.toString('utf8')).toContain('<h1');

    const ink = await rawGet(`${served.url}/about`, { Cookie: 'pm-theme=ink' });
    expect(ink.headers['x-page-cache']).toBe('prerendered');
    expect(ink.body.toString('utf8')).toMatch(/^<!doctype html><html lang="en" data-theme="ink">/);
  });

  it('sends pages brotli or gzip compressed when accepted, the same HTML either way', async () => {
    const plain = await rawGet(`${served.url}/about`);
    const br = await rawGet(`${served.url}/about`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gzip = await rawGet(`${served.url}/about`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
  });

  it('renders a data page once, then answers it from the cache, compressed, and a repeat with its ETag is a 304', async () => {
    const first = await rawGet(`${served.url}/foundations`, { 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(gunzipSync(first.body).toString('utf8')).toContain('</html>');
    const second = await rawGet(`${served.url}/foundations`, { 'Accept-Encoding': 'br' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(brotliDecompressSync(second.body).toString('utf8')).toBe(gunzipSync(first.body).toString('utf8'));
    const etag = String(second.headers.etag);
    const again = await rawGet(`${served.url}/foundations`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the hashed scripts brotli-compressed from the build, cached for a year', async () => {
    const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file as string;
    const br = await rawGet(`${served.url}/${entry}`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(readFileSync(path.resolve('dist/client', entry)))).toBe(true);
    const plain = await rawGet(`${served.url}/${entry}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.resolve('dist/client', entry)))).toBe(true);
  });

  it("writes the article's hero and the home page's featured image (small SVGs, their largest images above the fold) into the page, eager and high priority, with nothing to preload", async () => {
    const article = JSON.parse((await rawGet(`${served.url}/api/article/monroe-doctrine`, { 'Accept-Encoding': 'identity' })).body.toString('utf8')) as { hero_media_url: string };
    expect(article.hero_media_url).toBeTruthy();
    const heroSvg = (await rawGet(`${served.url}${article.hero_media_url}`, { 'Accept-Encoding': 'identity' })).body.toString('utf8');
    const html = (await rawGet(`${served.url}/articles/monroe-doctrine`)).body.toString('utf8');
    const hero = /<img[^>]+fetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(hero).toMatch(/loading="eager"/);
    const heroSrc = /src="([^"]+)"/.exec(hero)?.[1] ?? '';
    expect(heroSrc.startsWith('data:image/svg+xml,')).toBe(true);
    // What the browser draws is the file the storage serves.
    expect(decodeURIComponent(heroSrc.slice(heroSrc.indexOf(',') + 1))).toBe(heroSvg.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="preload" as="image"');
    // Drawn from the document only: nothing in the page asks for the file.
    expect(html).not.toContain(`src="${article.hero_media_url}"`);

    const list = JSON.parse((await rawGet(`${served.url}/api/articles?per_page=20`, { 'Accept-Encoding': 'identity' })).body.toString('utf8')) as { data: Array<{ hero_media_url: string | null }> };
    const home = (await rawGet(`${served.url}/`)).body.toString('utf8');
    // Every seed article has a hero, so the featured (newest) one does.
    const featuredImage = list.data[0].hero_media_url as string;
    expect(featuredImage).toBeTruthy();
    const featured = /<img[^>]+fetchPriority="high"[^>]*>/i.exec(home)?.[0] ?? '';
    expect(/src="([^"]+)"/.exec(featured)?.[1]).toMatch(/^data:image\/svg\+xml,/);
    expect(home).not.toContain(`src="${featuredImage}"`);
    expect(home.split('</head>')[0]).not.toContain('rel="preload" as="image"');
  });

  it('compresses API answers too, and still answers a repeat with a 304', async () => {
    const first = await rawGet(`${served.url}/api/articles?per_page=20`, { 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(gunzipSync(first.body).toString('utf8')) as { data: unknown[] };
    expect(list.data.length).toBe(20);
    const again = await rawGet(`${served.url}/api/articles?per_page=20`, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
