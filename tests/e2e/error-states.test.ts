/**
 * Product §8, error states with Retry, as a reader meets them: the content
 * API fails for the server's render (tests/e2e/support/failingContent.ts
 * moves a table of this test's own database away), so the server sends the
 * page with its error state, answered 503, and Retry is a link to the page
 * itself; once the API answers again, Retry shows the page. The page needs no
 * script for any of it. Each test puts the table back before it ends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { failContentTable } from './support/failingContent';
import { openHydrated, pathOf, waitForH1 } from './support/reader';
import { siteForTests } from './support/site';

const { site, openPage } = siteForTests();

let putBack: () => Promise<void> = async () => undefined;

/** Makes every API call that reads `table` fail, for the server's render and the browser alike, until putBack(). */
async function moveAway(table: string): Promise<void> {
  putBack = await failContentTable(site, table);
}

afterEach(() => putBack());

describe('error states with Retry (product §8)', () => {
  it('home: a failing article list shows "Error loading articles: HTTP 500: Internal Server Error", and Retry, a link to the page, recovers', async () => {
    await moveAway('categories');
    const page = await openPage();
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(503);
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading articles:' });
    expect(((await alert.textContent()) ?? '').trim()).toBe('Error loading articles: HTTP 500: Internal Server Error');
    // The heading and the static sections stay while the list failed.
    await waitForH1(page, /American history and civic life/i);
    const retry = page.getByRole('link', { name: 'Retry' });
    expect(await retry.getAttribute('href')).toBe('/');

    await putBack();
    await retry.click();
    const latest = page.getByRole('list', { name: 'Latest articles' });
    await latest.getByText('Featured', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(await latest.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(1);
  });

  it('article: a failing article shows "Error loading article: HTTP 500: …", and Retry shows the article', async () => {
    await moveAway('sources');
    const page = await openPage();
    await openHydrated(page, site, '/articles/federalism');
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading article:' });
    // Product §7: the article call reports "HTTP {status}: {body text}".
    expect(((await alert.textContent()) ?? '').trim()).toMatch(/^Error loading article: HTTP 500: \S/);

    await putBack();
    await page.getByRole('link', { name: 'Retry' }).click();
    await waitForH1(page, 'Federalism');
    expect(pathOf(page)).toBe('/articles/federalism');
    expect(await alert.count()).toBe(0);
  });

  it('works with JavaScript off: the error and Retry are in the server’s page', async () => {
    await moveAway('categories');
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/foundations`);
    await page.getByRole('alert').filter({ hasText: 'Error loading articles: HTTP 500: Internal Server Error' }).waitFor();
    await putBack();
    await page.getByRole('link', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: /foundations/i }).waitFor();
    await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
