/**
 * Each page's head carries only the CSS its markup uses (site/server/critical-css.ts);
 * the route's full stylesheets are applied once the page has loaded (site/boot.ts).
 * Issue 17: the first frame must be the page as the full stylesheets draw it.
 *
 * Each public page is loaded twice with JavaScript off: as served, so only the
 * inlined CSS applies (the full stylesheets stay disabled), and with its
 * stylesheet links enabled in the HTML, so the full stylesheets apply too.
 * Every element's computed style must be the same in both, property by property.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, siteForTests } from './support/site';

const { site, openContext } = siteForTests();

/**
 * Every element's box and computed style, as one string per element: its index,
 * tag and classes, its box, then every property and its value. Margins are
 * compared through the box: Chromium reports a margin of `auto` as 0px or as
 * its used value depending on when the style was computed, for the same layout.
 */
async function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const elements = [...document.body.querySelectorAll('*')];
    return elements.map((element, index) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const values: string[] = [`box:${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(1)).join(',')}`];
      for (let i = 0; i < style.length; i++) if (!style[i].startsWith('margin')) values.push(`${style[i]}:${style.getPropertyValue(style[i])}`);
      const label = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      // Sorted: custom properties are listed in the order they were declared, which repeating them changes.
      return `${label} {${values.sort().join(';')}}`;
    });
  });
}

function firstDifference(before: string[], after: string[]): string | null {
  if (before.length !== after.length) return `element counts differ: ${before.length} vs ${after.length}`;
  const properties = (line: string) => new Set(line.slice(line.indexOf('{') + 1, -1).split(';'));
  for (const [index, line] of before.entries()) {
    if (line === after[index]) continue;
    const a = properties(line);
    const b = properties(after[index]);
    const onlyBefore = [...a].filter((value) => !b.has(value));
    const onlyAfter = [...b].filter((value) => !a.has(value));
    return `${line.slice(0, line.indexOf('{'))}: inlined CSS alone ${onlyBefore.join('; ')}; with the full stylesheets ${onlyAfter.join('; ')}`;
  }
  return null;
}

const PAGES = PUBLIC_ROUTES.filter((route) => !route.path.startsWith('/admin'));
const CASES = [
  ...PAGES.map((route) => ({ path: route.path, width: 1280 })),
  ...['/', '/articles/monroe-doctrine', '/foundations', '/search?q=constitution', '/brand-preview'].map((path) => ({ path, width: 375 })),
];

describe('the inlined CSS draws each page as its full stylesheets do (issue 17)', () => {
  it('every page has full stylesheets to apply after load, and its inlined CSS is smaller than they are', async () => {
    const html = await (await fetch(`${site.url}/articles/monroe-doctrine`)).text();
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => match[1]);
    expect(sheets.length).toBeGreaterThan(0);
    const full = (await Promise.all(sheets.map(async (href) => (await fetch(`${site.url}${href}`)).text()))).join('\n');
    expect(inlined.length).toBeGreaterThan(0);
    expect(inlined.length).toBeLessThan(full.length);
  });

  it.each(CASES)('$path at $width px: the same computed style on every element with the inlined CSS alone as with the full stylesheets', async ({ path, width }) => {
    const open = async (fullStylesheets: boolean) => {
      const context = await openContext({ width, javaScriptEnabled: false });
      if (fullStylesheets) {
        await context.route(
          (url) => url.pathname === new URL(path, site.url).pathname,
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(/(<link rel="stylesheet" href="[^"]+") disabled>/g, '$1>');
            await route.fulfill({ response, body });
          },
        );
      }
      const page = await context.newPage();
      const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      expect(response?.status()).toBeLessThan(400);
      const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.disabled));
      expect(sheets.length, 'the route has full stylesheets').toBeGreaterThan(0);
      expect(sheets.every((disabled) => disabled === !fullStylesheets)).toBe(true);
      return page;
    };
    const before = await computedStyles(await open(false));
    const after = await computedStyles(await open(true));
    expect(before.length).toBeGreaterThan(20);
    const difference = firstDifference(before, after);
    expect(difference, `${path} @${width}px: ${difference}`).toBeNull();
  });
});
