/**
 * A page hydrated island by island, in Chromium (docs/product.md §2, two
 * kinds of page; docs/decisions/0037-islands.md): after load it asks the API
 * nothing, downloads the islands' code and not the page's, and its islands
 * work.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtChunk } from './support/build';
import { openHydrated } from './support/reader';
import { siteForTests } from './support/site';

const { site, openPage } = siteForTests();

const freshPage = (width = 1280): Promise<Page> => openPage({ width });

/** Every path the page requests from now on. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

describe('an article, hydrated island by island', () => {
  it('asks the API nothing after load, and loads the islands’ code, not the app’s or the page’s', async () => {
    const page = await freshPage();
    const requested = recordRequests(page);
    await openHydrated(page, site, '/articles/monroe-doctrine');
    // Whatever the page would load when idle has had its chance.
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(requested).toContain(builtChunk('site/islands/entry.tsx'));
    expect(requested).not.toContain(builtChunk('site/App.tsx'));
    expect(requested).not.toContain(builtChunk('site/pages/ArticlePage.tsx'));
  });

  it('fetches the page a link leads to when the reader points at it, by the page’s speculation rules, with no policy violation', async () => {
    const page = await freshPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openHydrated(page, site, '/articles/monroe-doctrine');
    const about = page.getByRole('banner').getByRole('link', { name: 'About', exact: true });
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/about' && /prefetch/.test(request.headers()['sec-purpose'] ?? ''));
    await about.hover();
    await prefetched;
    await about.click();
    await page.getByRole('heading', { level: 1, name: /about/i }).waitFor();
    expect(errors).toEqual([]);
  });

  it('marks the section being read in its table of contents as the reader scrolls, and the header’s theme switch works', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/articles/monroe-doctrine');
    const contents = page.getByRole('navigation', { name: 'On this page', exact: true });
    const cite = contents.getByRole('link', { name: 'Cite this article' });
    await page.locator('#article-cite').scrollIntoViewIfNeeded();
    await expect.poll(() => cite.getAttribute('aria-current')).toBe('location');

    await page.getByRole('button', { name: 'Dark' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('ink');
  });
});

describe('the search page, one island', () => {
  it('hydrates from the answer the server showed, with no request and no error, then searches as the reader types', async () => {
    const page = await freshPage();
    const requested = recordRequests(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openHydrated(page, site, '/search?q=constitution');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(requested).toContain(builtChunk('site/islands/entry.tsx'));
    expect(requested).not.toContain(builtChunk('site/App.tsx'));
    expect(errors).toEqual([]);

    const box = page.getByRole('searchbox', { name: 'Search the archive' });
    await box.fill('monroe');
    await page.getByRole('list', { name: 'Search results for “monroe”' }).getByRole('link', { name: /Monroe Doctrine/ }).waitFor();
    expect(requested).toContain('/api/search');
    expect(new URL(page.url()).search).toBe('?q=monroe');
    expect(await page.title()).toBe('Search results for “monroe” | Parchment');
  });
});
