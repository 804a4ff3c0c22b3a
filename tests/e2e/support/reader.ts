/**
 * Helpers for the reader's end-to-end journeys (tests/e2e/reader.test.ts):
 * waiting until the server-rendered page is hydrated (so a click is handled by
 * the router, not by a full page load), proving that a navigation stayed
 * client-side, and reading the API the way the site does.
 */
import type { Page } from 'playwright-core';
import type { SiteServer } from './site';

/**
 * Waits until React has hydrated the page: the client marks <html
 * data-hydrated> once the islands have committed (site/islands/entry.tsx). Before
 * that a click on a link is a full page load, which would bypass anything the
 * test does to the browser's own requests.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Opens a path and waits for hydration. */
export async function openHydrated(page: Page, site: SiteServer, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
}

/** Marks the current document; `isSameDocument` is true only while no full page load has replaced it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__readerJourneyMark = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Record<string, unknown>).__readerJourneyMark === true);
}

/** The text of the page's first h1, once one is shown. */
export async function h1Text(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return ((await heading.textContent()) ?? '').trim();
}

/** Waits until the page's h1 matches (a client-side navigation renders it after the URL changes). */
export async function waitForH1(page: Page, expected: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: expected }).first();
  await heading.waitFor();
}

/** The path and query of the page's URL, e.g. "/search?tag=civil%20rights". */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** GET an API answer from the running server. */
export async function apiJson<T>(site: SiteServer, path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface ListItem {
  slug: string;
  title: string;
  topic?: string | null;
  category_slug?: string | null;
  tags?: string[];
}

export interface SearchItem {
  id: string | number;
  type: string;
  title: string;
  slug?: string | null;
  canonical_url?: string | null;
}
