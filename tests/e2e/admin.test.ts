/**
 * The admin area end to end (product §§2, 4, 5, 6, 8), in real Chromium
 * against the real server: signing in by an emailed magic link (read from the
 * development mailbox), the non-admin's No Access and Access Denied, the
 * administrator's home, header menu and read-only Articles Manager, a session
 * that survives a reload, Sign Out, and the errors a reader can meet (an
 * invalid address, Google without credentials, a spent link).
 *
 * @module-tag database
 * (Sessions, sign-in limits, the mailbox and the admin role live in the database:
 * these run again on PostgreSQL.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  headerAdminMenu,
  isUnavailable,
  mailFor,
  readMailbox,
  requestMagicLink,
  signInByMagicLink,
  signInPanel,
  storedSession,
} from './support/admin';
import { siteForTests } from './support/site';

const ADMIN = 'admin@example.com';
/** Further administrators, so each test can ask for its own mail (one mail per address per 60 s). */
const MANAGER = 'manager@example.com';
const KEEPER = 'keeper@example.com';
const READER = 'reader@example.com';
const REUSER = 'reuser@example.com';

const { site, openContext } = siteForTests({ env: { ADMIN_EMAILS: [ADMIN, MANAGER, KEEPER].join(',') } });

/** A fresh context and page for one test; uncaught page errors and console errors are collected. */
async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // With the address, so that a failed request names what failed.
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return { page, errors };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function apiTotal(query: string): Promise<number> {
  const response = await fetch(`${site.url}/api/articles?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { meta: { total: number } };
  return body.meta.total;
}

describe('/admin signed out (product §§2 and 5)', () => {
  it('shows Admin Access with Google sign-in and the email magic-link form', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${site.url}/admin`);
    const panel = signInPanel(page);
    await panel.heading.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Access');
    expect(await page.getByText('Sign in to access the admin dashboard').isVisible()).toBe(true);
    expect(await panel.google.isEnabled()).toBe(true);
    expect(await panel.email.getAttribute('type')).toBe('email');
    expect(await panel.send.isEnabled()).toBe(true);
    // No one is signed in, so the header offers no Admin menu.
    expect(await headerAdminMenu(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("rejects an empty address and one without '@' with 'Please enter a valid email address' and sends no mail", async () => {
    const { page } = await freshPage();
    const mailBefore = (await readMailbox(site)).length;
    const otpRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/otp')) otpRequests.push(request.url());
    });
    const panel = signInPanel(page);
    const message = page.getByText('Please enter a valid email address');
    const cases = [
      { value: '', submit: () => panel.send.click() },
      { value: 'reader.example.com', submit: () => panel.email.press('Enter') },
      { value: '   ', submit: () => panel.send.click() },
    ];
    for (const { value, submit } of cases) {
      // A fresh page each time, so the message is new for this address.
      await page.goto(`${site.url}/admin`);
      await panel.heading.waitFor();
      expect(await message.count()).toBe(0);
      await panel.email.fill(value);
      await submit();
      await message.waitFor();
      expect(await panel.email.getAttribute('aria-invalid')).toBe('true');
      // Focus goes back to the field, where the address can be fixed, and what was typed stays.
      expect(await panel.email.evaluate((input) => input === document.activeElement)).toBe(true);
      // (An email field drops surrounding spaces from its value, so '   ' reads as empty.)
      expect(await panel.email.inputValue()).toBe(value.trim());
      expect(await panel.send.textContent()).toBe('Send Magic Link');
    }

    // Still the form, never the confirmation, and nothing went to the server or the mailbox.
    expect(await panel.sent.count()).toBe(0);
    expect(await panel.send.isVisible()).toBe(true);
    expect(otpRequests).toEqual([]);
    expect((await readMailbox(site)).length).toBe(mailBefore);
  });

  it("'Sign in with Google' on a server without Google credentials comes back to /admin with the not-configured message", async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${site.url}/admin`);
    const panel = signInPanel(page);
    await panel.heading.waitFor();
    const authorize = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/v1/authorize');
    await panel.google.click();
    // The browser went to the server's Google endpoint, which sent it back to /admin with the reason.
    const redirect = await authorize;
    expect(redirect.status()).toBe(303);
    expect(new URL(redirect.headers().location).pathname).toBe('/admin');
    await panel.alert.getByText('Google sign-in is not configured on this server.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await panel.heading.waitFor();
    // The error left the address bar, so a reload does not show it again.
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await panel.heading.waitFor();
    await panel.send.waitFor();
    expect(await panel.alert.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a signed-in non-admin (product §§4 and 6)', () => {
  it("signs in by the emailed link, sees 'Verifying admin access...' then No Access, Access Denied on /admin/articles, and Switch Account signs out", async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${site.url}/admin`);
    await signInPanel(page).heading.waitFor();
    const link = await requestMagicLink(page, site, READER);
    expect(new URL(link).origin).toBe(site.url);

    // Hold the admin check until the waiting state has been seen, so it cannot flash by unnoticed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/rest/v1/rpc/me_admin_status', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(link);
    await page.getByText('Verifying admin access...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    release();

    await page.getByRole('heading', { name: 'No Access' }).waitFor();
    expect(await page.getByText('Your account does not have admin privileges.').isVisible()).toBe(true);
    expect(await page.getByText(`Signed in as ${READER}`).isVisible()).toBe(true);
    const retry = page.getByRole('button', { name: 'Retry' });
    const switchAccount = page.getByRole('button', { name: 'Switch Account' });
    expect(await retry.isEnabled()).toBe(true);
    expect(await switchAccount.isEnabled()).toBe(true);
    // The session came from the link and is kept; the link's tokens left the address bar.
    expect((await storedSession(page))?.user.email).toBe(READER);
    expect(new URL(page.url()).hash).toBe('');
    expect(await headerAdminMenu(page).count()).toBe(0);

    // Retry asks the server again and gets the same answer.
    const recheck = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/me_admin_status'));
    await retry.click();
    expect((await recheck).status()).toBe(200);
    await page.getByRole('heading', { name: 'No Access' }).waitFor();

    await page.goto(`${site.url}/admin/articles`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByText('You do not have permission to view this page.').isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Admin' });
    expect(await back.getAttribute('href')).toBe('/admin');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'No Access' }).waitFor();

    await page.getByRole('button', { name: 'Switch Account' }).click();
    await signInPanel(page).heading.waitFor();
    await signInPanel(page).send.waitFor();
    expect(await storedSession(page)).toBeNull();
    // Signed out for good: a reload shows the sign-in form again.
    await page.reload();
    await signInPanel(page).send.waitFor();
    expect(await page.getByText('No Access').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('an administrator (product §§2, 4 and 6)', () => {
  it('signs in by the emailed link to Admin Home: welcome, Your Account, Admin Tools, and the header Admin menu', async () => {
    const { page, errors } = await freshPage();
    await signInByMagicLink(page, site, ADMIN);

    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();
    expect(await page.getByText(`Welcome, ${ADMIN}.`).isVisible()).toBe(true);
    const account = page.getByRole('region', { name: 'Your Account' });
    expect(await account.getByText(ADMIN, { exact: true }).isVisible()).toBe(true);
    const userId = (await account.locator('dd').nth(1).textContent())?.trim() ?? '';
    expect(userId).toMatch(UUID);
    expect((await storedSession(page))?.user.id).toBe(userId);
    const tools = page.getByRole('region', { name: 'Admin Tools' });
    expect(await tools.getByRole('link', { name: 'Manage Articles' }).getAttribute('href')).toBe('/admin/articles');
    expect(await page.getByRole('button', { name: 'Sign Out' }).isEnabled()).toBe(true);

    const menu = headerAdminMenu(page);
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const adminNav = page.getByRole('banner').getByRole('navigation', { name: 'Admin' });
    expect(await adminNav.getByRole('link').count()).toBe(0);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await adminNav.getByRole('link', { name: 'Admin Home' }).waitFor();
    expect(await adminNav.getByRole('link', { name: 'Admin Home' }).getAttribute('href')).toBe('/admin');
    expect(await adminNav.getByRole('link', { name: 'Articles' }).getAttribute('href')).toBe('/admin/articles');

    // The menu's Articles link leads to the manager.
    await adminNav.getByRole('link', { name: 'Articles' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/articles');
    await page.getByRole('heading', { level: 1, name: 'Articles Manager' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(errors).toEqual([]);
  });

  it('Manage Articles opens the read-only Articles Manager: columns, pages, filters, the empty text and View in a new tab', async () => {
    const { page, errors } = await freshPage();
    const total = await apiTotal('page=1');
    const pages = Math.ceil(total / 20);
    expect(pages).toBeGreaterThan(1);
    await signInByMagicLink(page, site, MANAGER);
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();

    // Inside the admin area a link is the router's (product §2, moving between pages): the same document, focus
    // on the new page's h1, its title announced once.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('region', { name: 'Admin Tools' }).getByRole('link', { name: 'Manage Articles' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/articles');
    const heading = page.getByRole('heading', { level: 1, name: 'Articles Manager' });
    await heading.waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('#route-announcer').textContent()).toBe('Articles Manager | Parchment');
    expect(await page.title()).toBe('Articles Manager | Parchment');
    expect(await page.getByText('Read-only view of published articles').isVisible()).toBe(true);
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Hero', 'Title', 'Category', 'Published', 'Tags', 'Actions']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(20);
    // Read-only: no way to create, edit or delete anything.
    expect(await page.getByRole('main').getByRole('button', { name: /create|new|edit|delete|remove/i }).count()).toBe(0);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const summary = pagination.getByRole('status');
    const previous = pagination.getByRole('button', { name: 'Previous' });
    const next = pagination.getByRole('button', { name: 'Next' });
    const showing = (shown: number, all: number, at: number, of: number) => `Showing ${shown} of ${all} articles (Page ${at} of ${of})`;
    const summaryIs = (text: string) => expect.poll(() => summary.textContent(), { timeout: 10_000 }).toBe(text);
    await summaryIs(showing(20, total, 1, pages));
    expect(await isUnavailable(previous)).toBe(true);
    expect(await isUnavailable(next)).toBe(false);

    const firstTitleOnPage1 = await rows.first().getByRole('rowheader').textContent();
    // Page by page to the last, each page arriving before the next press.
    for (let at = 2; at <= pages; at += 1) {
      // Next is unavailable while a page loads: press it only when the reader could.
      await expect.poll(() => isUnavailable(next), { timeout: 10_000 }).toBe(false);
      await next.click();
      if (at < pages) {
        await summaryIs(showing(20, total, at, pages));
        await expect.poll(() => rows.count()).toBe(20);
      }
    }
    const lastPageRows = total - 20 * (pages - 1);
    await summaryIs(showing(lastPageRows, total, pages, pages));
    await expect.poll(() => rows.count()).toBe(lastPageRows);
    expect(await rows.first().getByRole('rowheader').textContent()).not.toBe(firstTitleOnPage1);
    expect(await isUnavailable(next)).toBe(true);
    expect(await isUnavailable(previous)).toBe(false);
    // Pressing the unavailable Next from the keyboard does nothing, and focus stays on it.
    await next.press('Enter');
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await summary.textContent()).toBe(showing(lastPageRows, total, pages, pages));

    // Text search, typed on the last page, filters and goes back to page 1.
    const search = page.getByPlaceholder('Search by title or description...');
    await search.fill('Monroe');
    await summaryIs(showing(1, 1, 1, 1));
    const monroe = table.getByRole('row', { name: /Monroe Doctrine/ });
    await monroe.waitFor();
    expect(await rows.count()).toBe(1);
    expect(await isUnavailable(previous)).toBe(true);
    expect(await isUnavailable(next)).toBe(true);

    // View opens the public article in a new tab.
    const view = monroe.getByRole('link', { name: /^View/ });
    expect(await view.getAttribute('href')).toBe('/articles/monroe-doctrine');
    expect(await view.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/articles/monroe-doctrine');
    const title = (await monroe.getByRole('rowheader').textContent())?.trim();
    const tabHeading = tab.getByRole('heading', { level: 1 });
    await tabHeading.waitFor();
    expect((await tabHeading.textContent())?.trim()).toBe(title);
    await tab.close();

    // A search with no match: the empty text, and an empty first page.
    await search.fill('no such article anywhere');
    await page.getByText('No articles found matching your filters.').waitFor();
    await summaryIs(showing(0, 0, 1, 1));
    expect(await table.count()).toBe(0);
    await search.fill('');
    await summaryIs(showing(20, total, 1, pages));

    // The category select offers All Categories and the categories of the page; choosing one filters at once.
    const category = page.getByLabel('Category');
    const options = await category.locator('option').evaluateAll((elements) => elements.map((option) => (option as HTMLOptionElement).value));
    expect(options[0]).toBe('all');
    expect(await category.locator('option').first().textContent()).toBe('All Categories');
    expect(options.length).toBeGreaterThan(1);
    const slug = options.includes('foundations') ? 'foundations' : options[1];
    const inCategory = await apiTotal(`category=${slug}`);
    expect(inCategory).toBeGreaterThan(0);
    // Away from page 1 first, so choosing a category is seen to go back to it.
    await next.click();
    await summaryIs(showing(pages === 2 ? lastPageRows : 20, total, 2, pages));
    await category.selectOption(slug);
    await summaryIs(showing(Math.min(20, inCategory), inCategory, 1, Math.max(1, Math.ceil(inCategory / 20))));
    const categoryNames = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[2]?.textContent?.trim()));
    expect(new Set(categoryNames).size).toBe(1);
    await category.selectOption('all');
    await summaryIs(showing(20, total, 1, pages));

    // The tag box filters by tag name.
    const tagsResponse = await fetch(`${site.url}/api/tags`);
    const tag = ((await tagsResponse.json()) as { data: Array<{ name: string; count: number }> }).data[0];
    const tagged = await apiTotal(`tag=${encodeURIComponent(tag.name)}`);
    expect(tagged).toBeGreaterThan(0);
    await page.getByPlaceholder('Filter by tag...').fill(tag.name);
    await summaryIs(showing(Math.min(20, tagged), tagged, 1, Math.max(1, Math.ceil(tagged / 20))));
    const tagLists = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[4]?.textContent ?? ''));
    expect(tagLists).toHaveLength(Math.min(20, tagged));
    for (const cell of tagLists) expect(cell).toContain(tag.name);
    // Combined with a search that nothing matches: the empty text again.
    await search.fill('Monroe');
    await page.getByText('No articles found matching your filters.').waitFor();

    // The address holds the list's query (typed text replaces its entry rather than adding one per word), so a
    // reload shows the same list with the same filters.
    const query = () => Object.fromEntries(new URL(page.url()).searchParams);
    await expect.poll(query).toEqual({ q: 'Monroe', tag: tag.name });
    await page.reload();
    await page.getByText('No articles found matching your filters.').waitFor();
    expect(await search.inputValue()).toBe('Monroe');
    expect(await page.getByPlaceholder('Filter by tag...').inputValue()).toBe(tag.name);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // Back steps through the lists chosen (the category back to all, before it the category), in the same
    // document, without moving focus or announcing a page: the reader is still on the Articles Manager.
    await search.focus();
    await page.goBack();
    await expect.poll(query).toEqual({ category: slug });
    await summaryIs(showing(Math.min(20, inCategory), inCategory, 1, Math.max(1, Math.ceil(inCategory / 20))));
    expect(await search.inputValue()).toBe('');
    expect(await category.inputValue()).toBe(slug);
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('#route-announcer').textContent()).toBe('');

    // The breadcrumb returns to Admin Home in the same document, and announces it.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => page.locator('#route-announcer').textContent()).toBe('Admin | Parchment');
    expect(errors).toEqual([]);
  });

  it('stays signed in after a reload and on public pages (Admin menu in the header); Sign Out returns to the sign-in form and removes the menu', async () => {
    const { page, errors } = await freshPage();
    await signInByMagicLink(page, site, KEEPER);
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();
    expect(await page.getByRole('region', { name: 'Your Account' }).getByText(KEEPER, { exact: true }).isVisible()).toBe(true);

    // A public page: the header finds the stored session and shows the Admin menu.
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const menu = headerAdminMenu(page);
    await menu.waitFor();
    await menu.click();
    const adminNav = page.getByRole('banner').getByRole('navigation', { name: 'Admin' });
    await adminNav.getByRole('link', { name: 'Admin Home' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signInPanel(page).heading.waitFor();
    await signInPanel(page).send.waitFor();
    await expect.poll(() => headerAdminMenu(page).count()).toBe(0);
    expect(await storedSession(page)).toBeNull();

    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await headerAdminMenu(page).count()).toBe(0);
    await page.goto(`${site.url}/admin/articles`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a spent magic link (product §§4 and 8)', () => {
  it('opened a second time shows the error on the sign-in panel', async () => {
    const { page, errors } = await freshPage();
    const link = await signInByMagicLink(page, site, REUSER);
    await page.getByRole('heading', { name: 'No Access' }).waitFor();
    expect((await mailFor(site, REUSER)).length).toBe(1);

    // The same browser, signed out, opens the link again: it was used up by the first sign-in.
    await page.getByRole('button', { name: 'Switch Account' }).click();
    await signInPanel(page).send.waitFor();
    await page.goto(link);
    await signInPanel(page).alert.getByText('Email link is invalid or has expired').waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.context().close();

    // Nor does it work in another browser.
    const second = await freshPage();
    await second.page.goto(link);
    const panel = signInPanel(second.page);
    await panel.heading.waitFor();
    expect(new URL(second.page.url()).pathname).toBe('/admin');
    await panel.alert.getByText('Email link is invalid or has expired').waitFor();
    expect(await storedSession(second.page)).toBeNull();
    expect(await second.page.getByRole('heading', { name: 'No Access' }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });
});
