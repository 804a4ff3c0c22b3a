/**
 * Accessibility and admin details, end to end in Chromium against
 * the real server and the production build:
 * - product §2, Article: with the browser's text size doubled (default font
 *   32 px, no zoom) Key Facts is never squeezed beside the body;
 * - product §5: an empty sign-in submit is announced, not only shown;
 * - product §4, admin page flow: a session that ended elsewhere offers Sign in,
 *   never a Retry that cannot succeed;
 * - product §2, Admin articles: the Articles Manager at 375 px, as cards;
 * - product §2, Shared layout: header, footer and the admin sign-in panel line
 *   up with the main column.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle } from './support/a11y';
import { signInByMagicLink, signInPanel } from './support/admin';
import { siteForTests } from './support/site';

/** One administrator per sign-in (one mail per address per minute). */
const ENDED_ON_HOME = 'ended-home@example.com';
const ENDED_EXPIRED = 'ended-expired@example.com';
const RETRY_ADMIN = 'retry-admin@example.com';
const PHONE_ADMIN = 'phone-admin@example.com';

const { site, openContext } = siteForTests({ env: { ADMIN_EMAILS: [ENDED_ON_HOME, ENDED_EXPIRED, RETRY_ADMIN, PHONE_ADMIN].join(',') } });

async function freshPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext({ width });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The browser's default font size, as a reader sets it in the browser's settings (not zoom). */
async function setDefaultFontSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}

/** For each list item of the Key Facts box: how many words it has and on how many lines they are set. */
async function factLines(page: Page): Promise<Array<{ words: number; lines: number }>> {
  return page.getByRole('complementary', { name: 'Key Facts' }).evaluate((aside) =>
    [...aside.querySelectorAll('li')].map((item) => {
      const range = document.createRange();
      range.selectNodeContents(item);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return { words: (item.textContent ?? '').trim().split(/\s+/).length, lines: tops.size };
    }),
  );
}

/** The body column beside (or above) the Key Facts box: the first column of the grid that holds both. */
function bodyColumn(page: Page) {
  return page.getByRole('complementary', { name: 'Key Facts' }).locator('xpath=../../*[1]');
}

async function box(locator: ReturnType<Page['locator']>): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, width: rect.width };
  });
}

describe('Key Facts at 200 % text size (product §2, Article)', () => {
  it('with the default font at 32 px, Key Facts at 1280 px is full width and its facts read as lines of words, not a sliver', async () => {
    const { page, errors } = await freshPage(1280);
    await setDefaultFontSize(page, 32);
    await page.goto(`${site.url}/articles/homestead-act`);
    await settle(page);
    // The preference really is in force: the root font (1rem) is 32 px.
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rem).toBe(32);

    const facts = page.getByRole('complementary', { name: 'Key Facts' });
    const factsBox = await box(facts);
    const article = await box(page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) }));
    // Full width of the article column (so at least 18em of the page's rem), not a column beside the body.
    expect(factsBox.width).toBeGreaterThanOrEqual(18 * rem);
    expect(Math.abs(factsBox.width - article.width)).toBeLessThanOrEqual(1);
    // Set after the body, not beside it.
    const body = await box(bodyColumn(page));
    expect(factsBox.top).toBeGreaterThan(body.bottom);
    const measured = await factLines(page);
    expect(measured.length, 'facts measured').toBeGreaterThan(0);
    for (const { words, lines } of measured) {
      // Several words to a line on average: never one word per line.
      expect(words / lines).toBeGreaterThanOrEqual(3);
    }
    expect(errors).toEqual([]);
  });

  it('at the default text size, Key Facts at 1280 px still sits beside the body, as before', async () => {
    const { page } = await freshPage(1280);
    await page.goto(`${site.url}/articles/homestead-act`);
    await settle(page);
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rem).toBe(16);
    const factsBox = await box(page.getByRole('complementary', { name: 'Key Facts' }));
    const body = await box(bodyColumn(page));
    expect(body.width).toBeGreaterThan(30 * rem);
    expect(factsBox.left).toBeGreaterThan(body.right);
    expect(factsBox.top).toBeLessThan(body.bottom);
    expect(factsBox.width).toBeGreaterThanOrEqual(16 * rem);
  });
});

describe('sign-in form (product §5)', () => {
  it("an empty submit announces 'Please enter a valid email address' as an alert and puts focus on the field it describes", async () => {
    const { page } = await freshPage(1280);
    await page.goto(`${site.url}/admin`);
    const panel = signInPanel(page);
    await panel.heading.waitFor();
    await settle(page);
    await panel.send.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' });
    await alert.waitFor();
    // The field has focus, is marked invalid and is described by the announced message.
    expect(await panel.email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await panel.email.getAttribute('aria-invalid')).toBe('true');
    // Its description is the error message, "Error:" for screen readers, and the alert inside it.
    const describedBy = await panel.email.getAttribute('aria-describedby');
    const description = page.locator(`[id="${describedBy}"]`);
    expect(await description.textContent()).toBe('Error: Please enter a valid email address');
    expect(await description.getByRole('alert').count()).toBe(1);

    // Enter in the field (focus is already there) announces it again: the alert is inserted afresh.
    await alert.evaluate((element) => element.setAttribute('data-seen', 'first'));
    await panel.email.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).and(page.locator(':not([data-seen])')).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).count()).toBe(1);
  });
});

/** The access token this page's stored session holds. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index) ?? '';
      if (/^sb-.*-auth-token$/.test(key)) return (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)?.access_token ?? null;
    }
    return null;
  });
  expect(token, 'a stored session').toBeTruthy();
  return token as string;
}

/** Signs every session of the user out through the auth API, as signing out on another device does. */
async function signOutEverywhere(token: string): Promise<void> {
  const response = await fetch(`${site.url}/auth/v1/logout?scope=global`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(204);
}

async function expectSessionEnded(page: Page): Promise<void> {
  await page.getByRole('alert').filter({ hasText: 'Your session has ended. Sign in again to continue.' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Session ended' }).isVisible()).toBe(true);
  expect(await page.getByRole('main').getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
}

// Signing out everywhere revokes the sessions in the database: runs again on PostgreSQL.
describe('an admin session that ended elsewhere (product §4, admin page flow)', { tags: ['database'] }, () => {
  it("signed out on another device: /admin and /admin/articles say the session ended and offer Sign in, never Retry; Sign in shows the sign-in panel", async () => {
    const { page, errors } = await freshPage(1280);
    await signInByMagicLink(page, site, ENDED_ON_HOME);
    await page.getByRole('heading', { name: 'Admin Home' }).waitFor();
    await signOutEverywhere(await accessToken(page));

    // The access token is still unexpired, but the server no longer honours it.
    await page.reload();
    await expectSessionEnded(page);
    await page.goto(`${site.url}/admin/articles`);
    await expectSessionEnded(page);
    expect(await page.getByRole('table').count()).toBe(0);

    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const panel = signInPanel(page);
    await panel.heading.waitFor();
    await panel.send.waitFor();
    // Acknowledged: a reload shows the sign-in panel, not the notice again.
    await page.reload();
    await panel.heading.waitFor();
    expect(await page.getByRole('heading', { name: 'Session ended' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('expired and refused a refresh: /admin says the session ended and Sign in shows the sign-in panel on the page', async () => {
    const { page } = await freshPage(1280);
    await signInByMagicLink(page, site, ENDED_EXPIRED);
    await page.getByRole('heading', { name: 'Admin Home' }).waitFor();
    await signOutEverywhere(await accessToken(page));
    // Make the stored access token look expired, so the client must refresh it, and the server refuses.
    await page.evaluate(() => {
      for (let index = 0; index < window.localStorage.length; index += 1) {
        const key = window.localStorage.key(index) ?? '';
        if (!/^sb-.*-auth-token$/.test(key)) continue;
        const session = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { expires_at?: number };
        session.expires_at = Math.floor(Date.now() / 1000) - 60;
        window.localStorage.setItem(key, JSON.stringify(session));
      }
    });
    const refresh = page.waitForResponse((response) => response.url().includes('/auth/v1/token?grant_type=refresh_token'));
    await page.reload();
    expect((await refresh).status()).toBe(400);
    await expectSessionEnded(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInPanel(page).heading.waitFor();
    expect(await page.getByRole('heading', { name: 'Session ended' }).count()).toBe(0);
  });

  it('a transient failure of the admin check (server error) still offers Retry', async () => {
    const { page } = await freshPage(1280);
    await signInByMagicLink(page, site, RETRY_ADMIN);
    await page.getByRole('heading', { name: 'Admin Home' }).waitFor();
    await page.route('**/rest/v1/rpc/me_admin_status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database is starting' }) }),
    );
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Database is starting' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Session ended' }).count()).toBe(0);
    await page.unroute('**/rest/v1/rpc/me_admin_status');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Admin Home' }).waitFor();
  });
});

describe('the Articles Manager at 375 px (product §2, Admin articles)', () => {
  it('an admin on a phone sees each article as a card of labelled fields with its View link, and the page never scrolls sideways', async () => {
    const { page } = await freshPage(375);
    await signInByMagicLink(page, site, PHONE_ADMIN);
    await page.getByRole('heading', { name: 'Admin Home' }).waitFor();
    await page.goto(`${site.url}/admin/articles`);
    const table = page.getByRole('table', { name: 'Published articles' });
    await table.waitFor();
    await settle(page);
    // Nothing wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each row is a card of labelled fields; the table is still a table to screen readers.
    const firstTitle = table.getByRole('rowheader').first();
    const titleText = ((await firstTitle.textContent()) ?? '').trim();
    const card = firstTitle.locator('xpath=..');
    const labels = await card.evaluate((row) =>
      [...row.querySelectorAll('[data-label]')].map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '').split('"')[0]),
    );
    expect(labels).toEqual(expect.arrayContaining(['Title', 'Category', 'Published', 'Tags']));
    // Chromium's own accessibility tree (what a screen reader reads) still has the table, its row headers and cells.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value?: string } }> };
    const roles = new Set(nodes.map((node) => node.role?.value));
    for (const role of ['table', 'row', 'rowheader', 'cell', 'columnheader']) expect(roles, role).toContain(role);
    const cardBox = await box(card);
    const titleBox = await box(firstTitle);
    expect(cardBox.right).toBeLessThanOrEqual(375);
    // Fields are stacked: the title takes the card's width, not a narrow column.
    expect(titleBox.width).toBeGreaterThan(cardBox.width * 0.8);
    const view = card.getByRole('link', { name: `View ${titleText} (opens in a new tab)` });
    const viewBox = await box(view);
    expect(viewBox.left).toBeGreaterThanOrEqual(0);
    expect(viewBox.right).toBeLessThanOrEqual(375);
    const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toMatch(/^\/articles\//);
    await popup.close();
  });
});

/** The main column's content edges: main's box less its inline padding. */
async function mainColumn(page: Page): Promise<{ left: number; right: number }> {
  return page.getByRole('main').evaluate((main) => {
    const rect = main.getBoundingClientRect();
    const style = getComputedStyle(main);
    return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
  });
}

/** Where a link's text starts (its own padding excluded). */
async function textLeft(locator: ReturnType<Page['locator']>): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });
}

describe('header, footer and admin sign-in line up with the main column (product §2, Shared layout)', () => {
  for (const width of [375, 768, 1280, 1600]) {
    it(`at ${width} px the header's name, links and theme control, the footer and the sign-in panel share the main column's edges`, async () => {
      const { page } = await freshPage(width);
      await page.goto(`${site.url}/admin`);
      await signInPanel(page).heading.waitFor();
      await settle(page);
      const column = await mainColumn(page);
      const header = page.getByRole('banner');
      const brand = await box(header.getByRole('link').first());
      expect(Math.abs(brand.left - column.left)).toBeLessThanOrEqual(1);
      if (width < 640) {
        // Folded: the name on the left edge, the Menu button on the right edge.
        const menu = await box(header.getByRole('button', { name: 'Menu' }));
        expect(Math.abs(menu.right - column.right)).toBeLessThanOrEqual(1);
      } else {
        const firstLink = header.getByRole('navigation').first().getByRole('link').first();
        expect(Math.abs((await textLeft(firstLink)) - column.left)).toBeLessThanOrEqual(1);
        const theme = await box(header.getByRole('group', { name: 'Theme' }));
        expect(Math.abs(theme.right - column.right)).toBeLessThanOrEqual(1);
      }

      const footer = page.getByRole('contentinfo');
      const footerNav = await box(footer.getByRole('navigation'));
      expect(Math.abs(footerNav.left - column.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(footerNav.right - column.right)).toBeLessThanOrEqual(1);
      const copyright = await box(footer.getByText(/©/));
      expect(Math.abs(copyright.left - column.left)).toBeLessThanOrEqual(1);

      // The admin sign-in panel starts on the column's left edge, under the breadcrumbs (product §2, Admin).
      const panel = await box(page.getByRole('region', { name: 'Admin Access' }));
      expect(Math.abs(panel.left - column.left)).toBeLessThanOrEqual(1);
      const breadcrumbs = await box(page.getByRole('navigation', { name: 'Breadcrumb' }));
      expect(Math.abs(breadcrumbs.left - column.left)).toBeLessThanOrEqual(1);
    });
  }
});
