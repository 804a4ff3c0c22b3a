/**
 * Forced colours (Windows' contrast themes), in Chromium's emulation: every
 * selected, pressed or current state still differs from its neighbours
 * (docs/product.md §9, WCAG 1.4.1 and 1.4.11). Forced colours repaint fills
 * as the page's Canvas and paint transparent borders in the text colour, so a
 * state drawn only by a fill disappears, and a bar kept transparent until a
 * link is current shows on every link.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle } from './support/a11y';
import { siteForTests } from './support/site';

const { site, openContext } = siteForTests();

async function forcedPage(path: string, width = 1280): Promise<Page> {
  const context = await openContext({ width });
  const page = await context.newPage();
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${site.url}${path}`);
  await settle(page);
  return page;
}

/** True when a fill lets the page show through: the page's own colour, or none at all. */
const showsPage = (fill: string, page: string) => fill === page || /^rgba\(.*,\s*0\)$/.test(fill);

/** The colours a reader sees of an element: its fill, its text and its four borders. */
function paint(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      text: style.color,
      borders: [style.borderTopColor, style.borderRightColor, style.borderBottomColor, style.borderLeftColor],
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
}

describe('forced colours: each state differs from its neighbours', () => {
  it('is in force: the page is drawn in the system colours', async () => {
    const page = await forcedPage('/foundations');
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  });

  it("ThemeToggle: the pressed choice is filled with the system's highlight, the others are not", async () => {
    const page = await forcedPage('/foundations');
    const group = page.getByRole('group', { name: /theme/i });
    const pressed = group.getByRole('button', { pressed: true });
    const others = group.getByRole('button', { pressed: false });
    expect(await others.count()).toBe(2);
    const chosen = await paint(pressed);
    expect(showsPage(chosen.background, chosen.page), `the pressed choice is filled, not ${chosen.background}`).toBe(false);
    for (const other of await others.all()) {
      const look = await paint(other);
      expect(showsPage(look.background, look.page), `an unpressed choice has the page behind it, not ${look.background}`).toBe(true);
      expect(look.text).not.toBe(chosen.text);
    }
  });

  it("FilterBar: the selected topic is filled with the system's highlight, the other topics are not", async () => {
    const page = await forcedPage('/foundations');
    const group = page.getByRole('group', { name: /Filter Foundations articles by topic/ });
    const chosen = await paint(group.locator('a[aria-current="page"]'));
    expect(showsPage(chosen.background, chosen.page), `the selected topic is filled, not ${chosen.background}`).toBe(false);
    const other = await paint(group.locator('a:not([aria-current])').first());
    expect(showsPage(other.background, other.page), `another topic has the page behind it, not ${other.background}`).toBe(true);
    expect(other.text).not.toBe(chosen.text);
  });

  it('SiteHeader at 1280 px: only the current page has a bar under it; the other links show none', async () => {
    const page = await forcedPage('/foundations');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('a[aria-current="page"]');
    expect(await current.textContent()).toMatch(/Foundations/);
    const bar = (await paint(current)).borders[2];
    const others = nav.locator('a:not([aria-current])');
    expect(await others.count()).toBeGreaterThan(2);
    for (const other of await others.all()) {
      const look = await paint(other);
      expect(look.borders[2], `${await other.textContent()}: no bar`).toBe(look.page);
      expect(look.borders[2]).not.toBe(bar);
    }
    expect(bar).not.toBe((await paint(current)).page);
  });
});
