/**
 * Pages hydrated whole: those whose data the server could not fetch (product
 * §2, two kinds of page). The content API fails for the server's render too
 * (tests/e2e/support/failingContent.ts), so the server sends the page to be
 * hydrated whole and the browser asks again. Product §8, error states: the
 * error with Retry, and Retry recovers once the API answers again. Product
 * §2, moving between pages: from such a page a link opens the next page in
 * place, with focus on its h1 and the page announced. Each test puts the
 * table back before it ends.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { failContentTable } from './support/failingContent';
import { isSameDocument, markDocument, openHydrated, pathOf, waitForH1 } from './support/reader';
import { siteForTests } from './support/site';

const { site, openPage } = siteForTests();

const freshPage = (width = 1280): Promise<Page> => openPage({ width });

let putBack: () => Promise<void> = async () => undefined;

/** Makes every API call that reads `table` fail, for the server's render and the browser alike, until putBack(). */
async function moveAway(table: string): Promise<void> {
  putBack = await failContentTable(site, table);
}

afterEach(() => putBack());

describe('error states with Retry (product §8)', () => {
  it('home: a failing article list shows "Error loading articles: HTTP 500: …" with Retry, and Retry recovers', async () => {
    await moveAway('categories');
    const page = await freshPage();
    await openHydrated(page, site, '/');
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading articles:' });
    await alert.waitFor();
    expect(((await alert.textContent()) ?? '').trim()).toMatch(/^Error loading articles: HTTP 500: \S/);
    // The heading and the static sections stay while the list failed.
    await waitForH1(page, /American history and civic life/i);

    await putBack();
    const retried = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/articles' && response.ok());
    await page.getByRole('button', { name: 'Retry' }).click();
    await retried;
    const latest = page.getByRole('list', { name: 'Latest articles' });
    await latest.getByText('Featured', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(await latest.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(1);
  });

  it('article: a failing article shows "Error loading article: HTTP 500: …" with Retry, and Retry shows the article', async () => {
    await moveAway('sources');
    const page = await freshPage();
    await openHydrated(page, site, '/articles/federalism');
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading article:' });
    await alert.waitFor();
    // Product §7: the article call reports "HTTP {status}: {body text}".
    expect(((await alert.textContent()) ?? '').trim()).toMatch(/^Error loading article: HTTP 500: \S/);
    expect(pathOf(page)).toBe('/articles/federalism');

    await putBack();
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForH1(page, 'Federalism');
    expect(await alert.count()).toBe(0);
  });

  it('when the answers a page was rendered from cannot be fetched again after load, the page still starts: it asks again and its menu works', async () => {
    // The related articles fail on the server, so the article is sent to be hydrated whole with the answer it
    // was rendered from, which the browser fetches after load. Only that fetch fails (the first request); the
    // page's own request for the article goes through.
    await moveAway('article_tags');
    expect((await site.request('/api/article/federalism/related')).status).toBe(500);
    const page = await freshPage(375);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let failed = 0;
    const articleAnswer = (url: URL) => url.pathname === '/api/article/federalism';
    await page.route(articleAnswer, (route) => (failed++ === 0 ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' }) : route.continue()));

    await openHydrated(page, site, '/articles/federalism');
    await waitForH1(page, 'Federalism');
    expect(failed).toBeGreaterThanOrEqual(2);
    expect(warnings.some((text) => text.includes('The page could not fetch its data'))).toBe(true);
    const menu = page.getByRole('button', { name: /^menu$/i });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('moving between pages from a page hydrated whole (product §2)', () => {
  it.each([1280, 375])('at %i px, a link opens the next page in place, with focus on its h1 and the page announced', async (width) => {
    await moveAway('article_tags');
    const page = await freshPage(width);
    await openHydrated(page, site, '/articles/federalism');
    await markDocument(page);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await waitForH1(page, /about/i);
    expect(pathOf(page)).toBe('/about');
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect.poll(() => page.locator('#route-announcer').textContent()).toBe(await page.title());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
