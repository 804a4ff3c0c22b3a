/**
 * Every route answers with its page, server-rendered, and unknown paths with
 * the 404 page (product §2). The one visit of each route in Chromium also
 * checks its strict Content-Security-Policy (hardening fault 13; the
 * prerendered pages, signing in and framing are in security-headers.test.ts):
 * the policy's headers, no violation, and the page's code running under it.
 */
import { describe, expect, it } from 'vitest';
import { expectHydratedAndInteractive, expectStrictPagePolicy, violations, watchedPage } from './support/csp';
import { PUBLIC_ROUTES, siteForTests } from './support/site';

const { site, openContext } = siteForTests();

describe('every route of product §2', () => {
  it.each(PUBLIC_ROUTES)('$path shows its heading in the first HTML, and again after hydration, under a strict policy with no violation', async ({ path, heading }) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+\| Parchment<\/title>|<title>Parchment<\/title>/);
    expect(html).toContain('<link rel="canonical"');

    const { page, reports } = await watchedPage(openContext);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const shown = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    expectStrictPagePolicy(shown, path);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(heading);
    await expectHydratedAndInteractive(page, path);
    expect(errors, `console errors on ${path}`).toEqual([]);
    expect(await violations(page, reports), `CSP violations on ${path}`).toEqual([]);
  });

  it('answers an unknown path with status 404 and the 404 page, logging the path', async () => {
    const response = await fetch(`${site.url}/no/such/page`);
    expect(response.status).toBe(404);
    const context = await openContext();
    const page = await context.newPage();
    // The page logs the path once its script runs, which is after the page has loaded.
    const logged = page.waitForEvent('console', { predicate: (message) => message.text().includes('/no/such/page') });
    await page.goto(`${site.url}/no/such/page`);
    await page.getByRole('heading', { name: /Oops! Page not found/ }).waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect((await logged).text()).toContain('/no/such/page');
    await context.close();
  });

  it('answers an unknown article with status 404 and the 404 page in the first HTML', async () => {
    const response = await fetch(`${site.url}/articles/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('names the article feed in every page\'s head, and the footer\'s RSS link leads a reader to it at /feed.xml', async () => {
    const html = await (await fetch(`${site.url}/articles/monroe-doctrine`)).text();
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Parchment articles" href="/feed.xml">');
    const context = await openContext();
    const page = await context.newPage();
    const fetchedAhead: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['sec-purpose']?.includes('prefetch')) fetchedAhead.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/about`);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'RSS feed' }).hover();
    const [feed] = await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/feed.xml' && response.request().isNavigationRequest()), footer.getByRole('link', { name: 'RSS feed' }).click()]);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain('<link>' + site.config.siteUrl + '/articles/');
    // A file, not a page: the speculation rules never fetch it ahead.
    expect(fetchedAhead).not.toContain('/feed.xml');
    await context.close();
  });

  it('serves a repeat request for an unchanged page as 304 by its ETag', async () => {
    const first = await fetch(`${site.url}/foundations`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const repeat = await fetch(`${site.url}/foundations`, { headers: { 'If-None-Match': etag as string } });
    expect(repeat.status).toBe(304);
  });
});
