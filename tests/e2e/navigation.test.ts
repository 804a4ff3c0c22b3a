/**
 * Product §2, shared layout, "Moving between pages". From a page hydrated
 * island by island (an article), a link is an ordinary page load: the new
 * page opens at its top, and Back, Forward and reload return to where the
 * reader was, as the browser does them. From the search page, hydrated whole,
 * a link opens the next page without a full load: at the top (or at its
 * #target), focus on the new page's h1 (or the target), one polite live
 * region saying which page opened; a page changing only its own query (the
 * search box) leaves the view and the focus alone. Every case at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, isSameDocument, markDocument, openHydrated, pathOf, waitForH1, waitForHydration, type ListItem } from './support/reader';
import { builtChunk } from './support/build';
import { siteForTests } from './support/site';
import { WEB_FONTS_STORAGE_KEY } from '../../site/webFonts';

const { site, openContext } = siteForTests();

async function freshPage(width: number): Promise<Page> {
  const context = await openContext({ width });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const START = '/articles/monroe-doctrine';
/** A few px of rounding between what was left and what is restored. */
const NEAR = 3;

/** The live region that announces a new page; it has no role of its own (role=status is taken by each page's own messages). */
const announcer = (page: Page) => page.locator('#route-announcer');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as a reader would, and lets the browser report the scroll (one frame) before the next step. */
async function scrollTo(page: Page, y: number): Promise<number> {
  return page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.scrollY;
  }, y);
}

/** Whether the element's top is inside the viewport. */
async function topIsInView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return false;
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  }, selector);
}

async function relatedOf(slug: string): Promise<ListItem[]> {
  const { data } = await apiJson<{ data: ListItem[] }>(site, `/api/article/${slug}/related`);
  return data;
}

/** Opens the start article and follows its first related card from the bottom of the page. */
async function followRelatedCard(page: Page): Promise<{ left: number; next: ListItem }> {
  const [next] = await relatedOf('monroe-doctrine');
  expect(next, 'the start article has a related article').toBeDefined();
  await openHydrated(page, site, START);
  await markDocument(page);
  const related = page.getByRole('region', { name: 'Related articles' });
  const card = related.getByRole('heading', { level: 3, name: next.title }).getByRole('link');
  await card.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  await card.click();
  await waitForH1(page, next.title);
  return { left, next };
}

for (const width of [1280, 375]) {
  describe(`moving between pages at ${width} px (product §2, shared layout)`, () => {
    it('a related article opened from far down an article is a new page, at its top, whose first Tab stop is "Skip to main content"', async () => {
      const page = await freshPage(width);
      const { left, next } = await followRelatedCard(page);
      expect(left, 'the card was far down the first article').toBeGreaterThan(1000);
      expect(pathOf(page)).toMatch(new RegExp(`/${next.slug}$`));
      // An article's links are ordinary page loads: the browser opens the page, and a screen reader announces
      // its title, as on any site; nothing of the old page is left to confuse either.
      expect(await isSameDocument(page)).toBe(false);
      expect(await page.title()).toContain(next.title);
      expect(await scrollY(page)).toBe(0);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to main content');
    });

    it('Back returns to the place left on the first article, and Forward to the place left on the next one', async () => {
      const page = await freshPage(width);
      // The browser restores a page it loads again at the same offset in pixels. The first visit is drawn in the
      // fallback faces and caches the web fonts for the next pages (site/webFonts.ts), whose text wraps a little
      // differently; a reader coming back finds the fonts cached, so the test starts there too.
      await openHydrated(page, site, '/about');
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_STORAGE_KEY);
      const { left, next } = await followRelatedCard(page);
      await waitForHydration(page);
      const leftOnNext = await scrollTo(page, 900);
      expect(leftOnNext).toBeGreaterThan(0);

      await page.goBack();
      await waitForH1(page, /monroe doctrine/i);
      await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(NEAR);

      await page.goForward();
      await waitForH1(page, next.title);
      await expect.poll(async () => Math.abs((await scrollY(page)) - leftOnNext)).toBeLessThanOrEqual(NEAR);
    });

    it('a reload keeps the place on the page', async () => {
      const page = await freshPage(width);
      await openHydrated(page, site, START);
      const left = await scrollTo(page, 1200);
      expect(left).toBeGreaterThan(0);
      await page.reload();
      await waitForH1(page, /monroe doctrine/i);
      await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(NEAR);
      // A reload is not a navigation inside the site: nothing is announced.
      expect(await announcer(page).textContent()).toBe('');
    });

    it('a search result for a county opens the Alabama page at that county, with the county focused and the page announced', async () => {
      const page = await freshPage(width);
      await openHydrated(page, site, '/search?q=Autauga');
      const result = page.getByRole('list', { name: /^Search results for/ }).getByRole('link', { name: 'Autauga County', exact: true });
      expect(await result.getAttribute('href')).toBe('/landmarks/states/alabama#county-autauga');
      await result.click();
      await waitForH1(page, /alabama/i);
      expect(new URL(page.url()).hash).toBe('#county-autauga');

      const county = page.getByRole('heading', { level: 3, name: 'Autauga County' });
      await county.waitFor();
      await expect.poll(() => topIsInView(page, '#county-autauga')).toBe(true);
      expect(await scrollY(page)).toBeGreaterThan(0);
      // Focus is on the county the link named (so reading and Tab go on from there), not left on the old page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('county-autauga');
      await expect.poll(() => announcer(page).textContent()).toBe(await page.title());
    });

    it('a county link on the Alabama page scrolls to the county without announcing anything, and Back returns to the table', async () => {
      const page = await freshPage(width);
      await openHydrated(page, site, '/landmarks/states/alabama');
      const table = page.getByRole('table');
      const link = table.getByRole('link', { name: 'Baldwin County', exact: true });
      await link.scrollIntoViewIfNeeded();
      const atTable = await scrollY(page);
      await link.click();
      await expect.poll(() => topIsInView(page, '#county-baldwin')).toBe(true);
      expect(new URL(page.url()).hash).toBe('#county-baldwin');
      expect(await announcer(page).textContent()).toBe('');

      await page.goBack();
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      await expect.poll(async () => Math.abs((await scrollY(page)) - atTable)).toBeLessThanOrEqual(NEAR);
      expect(await announcer(page).textContent()).toBe('');
    });

    it('typing and searching in the search box keep focus in the box and the page where it is', async () => {
      const page = await freshPage(width);
      await openHydrated(page, site, '/search');
      const box = page.getByRole('searchbox', { name: 'Search the archive' });
      await box.click();
      await box.pressSequentially('constitution');
      // The address follows the box (the page replaces its own entry) while the reader types.
      await expect.poll(() => pathOf(page)).toBe('/search?q=constitution');
      await page.getByRole('list', { name: /^Search results for/ }).waitFor();
      expect(await box.evaluate((node) => node === document.activeElement)).toBe(true);

      await box.fill('amendment');
      await box.press('Enter');
      await expect.poll(() => pathOf(page)).toBe('/search?q=amendment');
      await page.getByRole('list', { name: 'Search results for “amendment”' }).waitFor();
      expect(await box.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await announcer(page).textContent()).toBe('');
    });
  });
}

/** The build's files for a page module and everything it imports statically, as the browser requests them. */
function pageChunks(source: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return files;
}

/** Every path the page requests from now on, in order. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

/** The first card's title link to an article on the page; its text is the article's title. */
const firstArticleCard = (page: Page) => page.getByRole('main').getByRole('heading').locator('a[href^="/articles/"]').first();

/** The files of `files` the page has not finished loading (by its resource timing). */
async function missingFiles(page: Page, files: Set<string>): Promise<string[]> {
  const arrived = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname),
  );
  return [...files].filter((file) => !arrived.includes(file));
}

const pageChunk = (source: string) => [...pageChunks(source)][0];

/** A page hydrated whole, whose links open the next page without a full load. */
const SEARCH_PAGE = '/search?q=constitution';

describe('on a page hydrated whole, the next page’s code is fetched before the click (product §2, shared layout; decision 0028)', () => {
  it('an article card on screen has its page’s code fetched, so the click loads none', async () => {
    const page = await freshPage(1280);
    const requested = recordRequests(page);
    const articleChunk = pageChunk('site/pages/ArticlePage.tsx');
    const articleCode = pageChunks('site/pages/ArticlePage.tsx');
    await openHydrated(page, site, SEARCH_PAGE);
    const card = firstArticleCard(page);
    await card.scrollIntoViewIfNeeded();
    // Every file of the article's code has arrived (fetched ahead, or already here for the home page).
    await expect.poll(() => missingFiles(page, articleCode), { timeout: 10_000 }).toEqual([]);
    expect(requested, 'the article page’s own chunk was fetched ahead').toContain(articleChunk);
    const title = ((await card.textContent()) ?? '').trim();
    const before = requested.length;
    await card.click();
    await waitForH1(page, title);
    expect(requested.slice(before).filter((file) => articleCode.has(file))).toEqual([]);
  });

  it('a header link has its page’s code fetched when pointed at, not before', async () => {
    const page = await freshPage(1280);
    const requested = recordRequests(page);
    const aboutChunk = pageChunk('site/content/pages/about.md');
    await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === builtChunk('site/linkPrefetch.ts')), openHydrated(page, site, SEARCH_PAGE)]);
    // The watcher has started and seen the article's own links: About is not among them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested).not.toContain(aboutChunk);
    const about = page.getByRole('banner').getByRole('link', { name: 'About', exact: true });
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === aboutChunk);
    await about.hover();
    await fetched;
    await about.click();
    await waitForH1(page, /about/i);
    expect(requested.filter((file) => file === aboutChunk)).toHaveLength(1);
  });

  it('a header link reached by the keyboard has its page’s code fetched on focus', async () => {
    const page = await freshPage(1280);
    const pillarChunk = pageChunk('site/pages/PillarPage.tsx');
    await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === builtChunk('site/linkPrefetch.ts')), openHydrated(page, site, SEARCH_PAGE)]);
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === pillarChunk);
    await page.getByRole('banner').getByRole('link', { name: 'Foundations', exact: true }).focus();
    expect((await fetched).ok()).toBe(true);
  });

  it('when fetching a page’s code ahead fails, the click fetches it again and the page opens', async () => {
    const page = await freshPage(1280);
    const articleChunk = pageChunk('site/pages/ArticlePage.tsx');
    let refused = 0;
    await page.route(`**${articleChunk}`, (route) => (refused++ === 0 ? route.abort('connectionreset') : route.continue()));
    await openHydrated(page, site, SEARCH_PAGE);
    const card = firstArticleCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
    const title = ((await card.textContent()) ?? '').trim();
    await markDocument(page);
    await card.click();
    await waitForH1(page, title);
    expect(await isSameDocument(page)).toBe(true);
  });
});
