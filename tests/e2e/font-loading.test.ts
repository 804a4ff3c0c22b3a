/**
 * The cached-fonts flag (site/webFonts.ts, docs/decisions/0018), in real Chromium against
 * the production build: a first visit requests no font file before its load
 * event and draws its text in the metric-matched local fallbacks; after the
 * first paint the boot script fetches the font files into the HTTP cache and
 * writes the flag; a client-side navigation then shows the web fonts, and so
 * does a reload, from its first frame, with no layout shift. Readers without
 * JavaScript get the web stacks from a <noscript> rule (allowed by its hash in
 * the page's Content-Security-Policy), and the web fonts whenever cached.
 *
 * tests/e2e/fonts.test.ts checks that the fallbacks set text in the same lines
 * as the web fonts; security-headers.test.ts that every page runs under its
 * policy with no violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY } from '../../site/webFonts';
import { siteForTests } from './support/site';

const { site, openContext } = siteForTests();

const WEB_FAMILIES = ['Source Serif 4', 'Playfair Display', 'Source Sans 3'];

interface FirstFrame {
  cls: number;
  /** The families with a face loaded at the layout of the first frame after DOMContentLoaded. */
  loadedAtFirstFrame: string[];
  /** Whether that frame has been laid out yet (the load event may come first). */
  frameDrawn: boolean;
  /** Font requests seen before the load event, by path. */
  fontsBeforeLoad: string[];
}

/** Runs in the page before its scripts: sums layout shifts, and notes which faces were ready at the first frame. */
function recordFirstFrame() {
  const state: FirstFrame = { cls: 0, loadedAtFirstFrame: [], frameDrawn: false, fontsBeforeLoad: [] };
  (window as unknown as { __firstFrame: FirstFrame }).__firstFrame = state;
  const count = (entries: PerformanceEntryList) => {
    for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) state.cls += entry.value;
    }
  };
  const shifts = new PerformanceObserver((list) => count(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });
  // Entries recorded but not yet handed to the observer (it is called in a task of its own, late on a busy machine).
  (window as unknown as { __takeLayoutShifts: () => void }).__takeLayoutShifts = () => count(shifts.takeRecords());
  // Read after the layout of the first frame from DOMContentLoaded on, which is
  // when a face is first used and so loaded. A ResizeObserver's first report
  // comes there, after layout and before paint; a rAF callback would come
  // before layout, and see no face loaded when nothing forced a layout earlier.
  document.addEventListener('DOMContentLoaded', () => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      state.loadedAtFirstFrame = [...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')))];
      state.frameDrawn = true;
    });
    observer.observe(document.documentElement);
  });
  addEventListener('load', () => {
    state.fontsBeforeLoad = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.woff2$/.test(entry.name))
      .map((entry) => new URL(entry.name).pathname);
  });
}

/**
 * Waits until every layout shift of the frames drawn so far is counted: a
 * shift is recorded when its frame is laid out, so once the next frame but
 * one begins the last one is done, and what the observer has not been
 * handed yet is taken from it.
 */
async function layoutShiftsCounted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    (window as unknown as { __takeLayoutShifts: () => void }).__takeLayoutShifts();
  });
}

const firstFrame = async (page: Page) => {
  await page.waitForFunction(() => (window as unknown as { __firstFrame: FirstFrame }).__firstFrame.frameDrawn);
  return page.evaluate(() => (window as unknown as { __firstFrame: FirstFrame }).__firstFrame);
};

/** The platform font (PostScript name) that drew the most glyphs of the first element matching `selector`. */
async function platformFont(page: Page, selector: string): Promise<{ name: string; custom: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const top = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
    return { name: top?.postScriptName || top?.familyName || '', custom: Boolean(top?.isCustomFont) };
  } finally {
    await cdp.detach();
  }
}

const hasFlagAttribute = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), WEB_FONTS_ATTRIBUTE);

/** The build's font files and version, as the page's boot data names them. */
const bootWebFonts = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('parchment-boot')?.textContent ?? '{}') as { webFonts: { files: string[]; version: string } }).webFonts);

const settle = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

describe('web fonts from the second page on (the cached-fonts flag)', () => {
  it('a first visit draws the fallbacks and fetches no font before load; then the files are cached and the flag set; a click shows the web fonts, and so does a reload from its first frame', async () => {
    // Wide enough for the main navigation's links to show.
    const context = await openContext({ width: 1280 });
    const fontRequests: Array<{ path: string; beforeLoad: boolean }> = [];
    let loaded = false;
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (/\.woff2$/.test(new URL(request.url()).pathname)) fontRequests.push({ path: new URL(request.url()).pathname, beforeLoad: !loaded });
    });
    await page.addInitScript(recordFirstFrame);

    // (a) The first visit.
    await page.goto(`${site.url}/articles/monroe-doctrine`, { waitUntil: 'load' });
    expect(await hasFlagAttribute(page)).toBe(false);
    const first = await firstFrame(page);
    expect(first.fontsBeforeLoad, 'font requests before the load event').toEqual([]);
    expect(fontRequests.filter((request) => request.beforeLoad)).toEqual([]);
    expect(first.loadedAtFirstFrame).toContain('Parchment Serif Liberation Fallback');
    for (const family of WEB_FAMILIES) expect(first.loadedAtFirstFrame).not.toContain(family);
    expect(await platformFont(page, 'main h1')).toEqual({ name: 'LiberationSerif-Bold', custom: false });
    expect(await platformFont(page, 'main p')).toMatchObject({ custom: false });

    // After the first paint: the six files come into the cache, and the flag holds this build's version.
    const webFonts = await bootWebFonts(page);
    expect(webFonts.files).toHaveLength(6);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_STORAGE_KEY);
    expect(await page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_STORAGE_KEY)).toBe(webFonts.version);
    expect([...new Set(fontRequests.map((request) => request.path))].sort()).toEqual([...webFonts.files].sort());
    // The page being read keeps the fallbacks: swapping the web fonts in now would move its text.
    await settle(page);
    expect(await hasFlagAttribute(page)).toBe(false);
    expect(await platformFont(page, 'main h1')).toEqual({ name: 'LiberationSerif-Bold', custom: false });
    expect(await platformFont(page, 'main p')).toMatchObject({ custom: false });
    expect((await firstFrame(page)).cls, 'CLS of the first visit').toBe(0);

    // (b) The next page, opened by a link (a page load: the article is hydrated island by island), is in the web fonts.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Foundations', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /foundations/i }).waitFor();
    expect(await hasFlagAttribute(page)).toBe(true);
    await settle(page);
    expect(await platformFont(page, 'main h1')).toEqual({ name: 'PlayfairDisplay-Bold', custom: true });

    // (c) A reload: the web fonts from the first frame, from the cache, with no shift.
    await page.reload({ waitUntil: 'load' });
    expect(await hasFlagAttribute(page)).toBe(true);
    await settle(page);
    const again = await firstFrame(page);
    console.log(`reload: faces loaded at the first frame: ${again.loadedAtFirstFrame.join(', ')}; CLS ${again.cls}`);
    expect(again.loadedAtFirstFrame).toEqual(expect.arrayContaining(['Source Serif 4', 'Playfair Display']));
    expect(await platformFont(page, 'main h1')).toEqual({ name: 'PlayfairDisplay-Bold', custom: true });
    expect(await platformFont(page, 'main p')).toEqual({ name: expect.stringMatching(/^Source(?:Serif4|Sans3)/), custom: true });
    await layoutShiftsCounted(page);
    expect((await firstFrame(page)).cls, 'CLS of the reload').toBe(0);
  });

  it('a flag from another build is not trusted: the page keeps the fallbacks and fetches that build\u2019s files', async () => {
    const context = await openContext({ width: 412 });
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'an-older-build');
        sessionStorage.setItem('seeded', '1');
      }
    }, WEB_FONTS_STORAGE_KEY);
    const page = await context.newPage();
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    expect(await hasFlagAttribute(page)).toBe(false);
    const { version } = await bootWebFonts(page);
    await page.waitForFunction(([key, expected]) => localStorage.getItem(key) === expected, [WEB_FONTS_STORAGE_KEY, version] as const);
  });

  it('(d) without JavaScript, the <noscript> rule names the web fonts (allowed by the policy), used once cached', async () => {
    const context = await openContext({ width: 412, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const response = await page.goto(`${site.url}/articles/monroe-doctrine`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self'( 'sha256-[^']+'){2}/);
    const stacks = () =>
      page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        h1: getComputedStyle(document.querySelector('main h1') as Element).fontFamily,
      }));
    // The rule applied (the browser would have refused it without its hash in style-src).
    expect(await stacks()).toEqual({ body: expect.stringMatching(/^"Source Serif 4"/), h1: expect.stringMatching(/^"Playfair Display"/) });
    expect(await hasFlagAttribute(page)).toBe(false);

    // The first load asked for the faces (optional: used if they came within the block period); the second has them cached.
    await page.goto(`${site.url}/articles/monroe-doctrine`, { waitUntil: 'networkidle' });
    expect(await stacks()).toEqual({ body: expect.stringMatching(/^"Source Serif 4"/), h1: expect.stringMatching(/^"Playfair Display"/) });
    expect(await platformFont(page, 'main h1')).toEqual({ name: 'PlayfairDisplay-Bold', custom: true });
  });
});
