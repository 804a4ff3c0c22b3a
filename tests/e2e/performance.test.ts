/**
 * Issue 7, fast by construction, in real Chromium against the real server:
 * the brand preview's component gallery is server-rendered but its code loads
 * only when the reader scrolls near it, without a flash, a shift or a
 * hydration error, and it works once loaded.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openHydrated } from './support/reader';
import { launchBrowser, newContext, startSite, type SiteServer } from './support/site';

let site: SiteServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function freshPage(): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  context = await newContext(browser);
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

const galleryScript = (scripts: string[]) => scripts.filter((path) => /\/assets\/BrandGallery-[\w-]+\.js$/.test(path));

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

    const loaded = page.waitForRequest((request) => /\/assets\/BrandGallery-[\w-]+\.js$/.test(request.url()));
    await heading.scrollIntoViewIfNeeded();
    await loaded;
    // The demo starts in its loading state; choosing Error only works once React owns the gallery.
    const states = page.getByRole('group', { name: 'Show list state' });
    await states.getByRole('button', { name: 'Error' }).click();
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
