/**
 * Product §2, shared layout, "Moving between pages". From a page hydrated
 * island by island (an article, search), a link is an ordinary page load: the
 * new page opens at its top (or its #target), and Back, Forward and reload
 * return to where the reader was, as the browser does them; the search box
 * changing its own address leaves the view and the focus alone. Every case
 * at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, isSameDocument, markDocument, openHydrated, pathOf, waitForH1, waitForHydration, type ListItem } from './support/reader';
import { siteForTests } from './support/site';
import { WEB_FONTS_STORAGE_KEY } from '../../site/webFonts';

const { site, openPage } = siteForTests();

const freshPage = (width: number): Promise<Page> => openPage({ width });

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

/**
 * Keeps the page's scroll offset at the moment the browser leaves it (pagehide), under its path, in the tab's
 * sessionStorage: that is the place the browser saves for the history entry and the reader last saw. An offset
 * read a moment earlier can differ from it when the page still moves on a loaded machine.
 */
async function rememberPlaceOnLeaving(page: Page): Promise<void> {
  await page.evaluate(() => {
    addEventListener('pagehide', () => sessionStorage.setItem(`place-left:${location.pathname}`, String(window.scrollY)));
  });
}

/** The offset kept by rememberPlaceOnLeaving for a path, read on any page of the site in the same tab. */
async function placeLeft(page: Page, path: string): Promise<number> {
  const kept = await page.evaluate((key) => sessionStorage.getItem(key), `place-left:${path}`);
  expect(kept, `the offset on leaving ${path} was kept`).not.toBeNull();
  return Number(kept);
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
  await rememberPlaceOnLeaving(page);
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
      const leftOnFirst = await placeLeft(page, START);
      expect(leftOnFirst, 'the first article was left far down, at its related cards').toBeGreaterThan(1000);
      expect(Math.abs(leftOnFirst - left), 'and where the card had been brought into view').toBeLessThan(200);
      await waitForHydration(page);
      await rememberPlaceOnLeaving(page);
      expect(await scrollTo(page, 900)).toBeGreaterThan(0);

      await page.goBack();
      await waitForH1(page, /monroe doctrine/i);
      await expect.poll(async () => Math.abs((await scrollY(page)) - leftOnFirst)).toBeLessThanOrEqual(NEAR);

      const leftOnNext = await placeLeft(page, `/articles/${next.slug}`);
      expect(leftOnNext).toBeGreaterThan(0);
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

    it('a search result for a county opens the Alabama page at that county', async () => {
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
      // The county is the document's target: Tab and reading go on from there.
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('county-autauga');
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
