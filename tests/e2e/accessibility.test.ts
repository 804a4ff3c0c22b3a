/**
 * WCAG 2.2 AA on whole pages (product §2, Accessibility Statement: the site
 * aims at WCAG 2.2 AA and 4.5:1 contrast), on states a reader reaches: the
 * reader's theme override by cookie, the small-screen menu open, search
 * results, an error with Retry, and the sign-in form's validation message,
 * in both themes, with every WCAG 2.0, 2.1 and 2.2 A and AA rule on (the
 * page-level `region` rule included), after the page has hydrated and its
 * fonts are in. Every route at 1280 px and at 375 px is checked by
 * accessibility-wide.test.ts and accessibility-narrow.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle } from './support/a11y';
import { failContentTable } from './support/failingContent';
import { expectNoViolations, pageBackground, surfaceOf } from './support/route-axe';
import { siteForTests } from './support/site';

const { site, openContext } = siteForTests();

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
}

describe('theme override by cookie', () => {
  it.each([1280, 375])('pm-theme=ink on a light colour scheme draws the home page in ink, with no violation (%i px)', async (width) => {
    const context = await openContext({ dark: false, width });
    await context.addCookies([{ name: 'pm-theme', value: 'ink', url: site.url }]);
    const page = await context.newPage();
    await visit(page, '/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('ink');
    expect(await pageBackground(page)).toBe(surfaceOf('ink'));
    await expectNoViolations(page, `/ with pm-theme=ink on a light scheme at ${width} px`);
    await context.close();
  });

  it('pm-theme=parchment on a dark colour scheme draws the home page in parchment, with no violation', async () => {
    const context = await openContext({ dark: true });
    await context.addCookies([{ name: 'pm-theme', value: 'parchment', url: site.url }]);
    const page = await context.newPage();
    await visit(page, '/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('parchment');
    expect(await pageBackground(page)).toBe(surfaceOf('parchment'));
    await expectNoViolations(page, '/ with pm-theme=parchment on a dark scheme');
    await context.close();
  });
});

// The header's Admin menu is shown to administrators only, so a signed-out
// reader cannot reach it here; its open state is checked by axe in both themes
// by the SiteHeader AdminMenuOpen story (stories/SiteHeader.stories.tsx).

describe.each([
  { theme: 'parchment' as const, label: 'parchment' },
  { theme: 'ink' as const, label: 'ink' },
])('states a reader reaches: $label', ({ theme, label }) => {
  const dark = theme === 'ink';

  it('the small-screen menu, open, has no violation', async () => {
    const context = await openContext({ dark, width: 375 });
    const page = await context.newPage();
    await visit(page, '/foundations');
    await settle(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Civic Life' }).waitFor({ state: 'visible' });
    await expectNoViolations(page, `small-screen menu open in ${label}`);
    await context.close();
  });

  it.each([1280, 375])('search results for "constitution" have no violation (%i px)', async (width) => {
    const context = await openContext({ dark, width });
    const page = await context.newPage();
    await visit(page, '/search?q=constitution');
    await page.getByText(/^Found \d+ results?$/).waitFor();
    expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThan(0);
    await expectNoViolations(page, `/search?q=constitution results in ${label} at ${width} px`);
    await context.close();
  });

  it.each([1280, 375])('the home page error with Retry has no violation (%i px)', async (width) => {
    // The article list fails for the server, which renders the page's error state with Retry as a link.
    const putBack = await failContentTable(site, 'categories');
    try {
      const context = await openContext({ dark, width });
      const page = await context.newPage();
      await visit(page, '/');
      await page.getByRole('alert').filter({ hasText: /^Error loading articles: / }).waitFor();
      await page.getByRole('link', { name: 'Retry' }).waitFor();
      await settle(page);
      await expectNoViolations(page, `home error state in ${label} at ${width} px`);
      await context.close();
    } finally {
      await putBack();
    }
  });

  it.each([1280, 375])('the sign-in form showing its validation message has no violation (%i px)', async (width) => {
    const context = await openContext({ dark, width });
    const page = await context.newPage();
    await visit(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Access', level: 1 }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    const field = page.getByRole('textbox', { name: 'Email address' });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoViolations(page, `sign-in validation message in ${label} at ${width} px`);
    await context.close();
  });
});
