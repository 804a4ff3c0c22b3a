/**
 * Axe on every route of docs/product.md §2 and the 404 page, at one width, in
 * both themes, for the accessibility-*.test.ts files (one per width, so the
 * two halves run side by side).
 *
 * Parchment runs every WCAG 2.0–2.2 A/AA rule (and `region`). Ink runs the
 * rules whose outcome depends on colour (`color-contrast`,
 * `link-in-text-block`): a theme changes custom properties only, never the
 * DOM, the text or the layout, so every other rule sees the same page twice.
 * docs/decisions/0025-end-to-end-two-at-a-time.md has the measurements.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeColours } from '../../../tokens/themes';
import { axeColourViolations, axeViolations, describeViolations, settle } from './a11y';
import { newContext, PUBLIC_ROUTES, siteForTests } from './site';

export type ThemeName = 'parchment' | 'ink';

/** Every route of product §2 with its h1, and the 404 page. */
export const AXE_PAGES = [...PUBLIC_ROUTES, { path: '/no/such/page', heading: /Oops! Page not found/ }];

/** A theme's surface colour as the browser reports a computed colour: "rgb(r, g, b)". */
export function surfaceOf(theme: ThemeName): string {
  const hex = themeColours[theme].surface.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Waits for hydration and fonts, runs axe, and fails naming every violation it finds. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** The same, with the colour rules only. */
async function expectNoColourViolations(page: Page, where: string): Promise<void> {
  await settle(page);
  const violations = await axeColourViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** Registers the route checks for `width` px: every rule in parchment (the light scheme), the colour rules in ink (the dark scheme). */
export function describeEveryRoute(width: number): void {
  const { site, browser } = siteForTests();
  const themes = [
    { theme: 'parchment' as const, dark: false, rules: 'every WCAG 2.2 A/AA rule', check: expectNoViolations },
    { theme: 'ink' as const, dark: true, rules: 'the colour rules', check: expectNoColourViolations },
  ];
  describe.each(themes)(`axe on every route at ${width} px: $theme, $rules`, ({ theme, dark, check }) => {
    let context: BrowserContext;
    let page: Page;
    const label = `${theme} (${dark ? 'dark' : 'light'} scheme) at ${width} px`;

    beforeAll(async () => {
      // One context for the whole block (not openContext, whose contexts close after each test).
      context = await newContext(browser, { dark, width });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(AXE_PAGES)('$path has no violation', async ({ path, heading }) => {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(heading);
      // The theme in force is the one under test: the page is drawn on its surface.
      expect(await pageBackground(page), `${path} background in ${label}`).toBe(surfaceOf(theme));
      await check(page, `${path} in ${label}`);
    });
  });
}
