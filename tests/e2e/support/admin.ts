/**
 * End-to-end support for the admin area: the development mailbox (read as
 * JSON from the test, which runs on the server's machine) and signing in
 * through the real magic-link round trip in a real browser.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SiteServer } from './site';

/** One sign-in mail as GET /_dev/mailbox.json lists it (newest first). */
export interface Mail {
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

export async function readMailbox(site: SiteServer): Promise<Mail[]> {
  const response = await fetch(`${site.url}/_dev/mailbox.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** The mail sent to `address`, newest first. */
export async function mailFor(site: SiteServer, address: string): Promise<Mail[]> {
  return (await readMailbox(site)).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for a mail to `address` newer than the `before` it had, and returns its sign-in link. */
export async function newestLinkFor(site: SiteServer, address: string, before: number): Promise<string> {
  await expect.poll(async () => (await mailFor(site, address)).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const [newest] = await mailFor(site, address);
  expect(newest.link, `the mail to ${address} carries a sign-in link`).toBeTruthy();
  return newest.link as string;
}

/** The sign-in panel of /admin, as a signed-out reader sees it. */
export function signInPanel(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Admin Access' }),
    email: page.getByLabel('Email address'),
    send: page.getByRole('button', { name: 'Send Magic Link' }),
    google: page.getByRole('button', { name: 'Sign in with Google' }),
    sent: page.getByText('Check your email for the magic link!'),
    alert: page.getByRole('alert'),
  };
}

/**
 * Asks for a magic link on /admin (the page must show the sign-in panel),
 * waits for the confirmation and the mail, and returns the mail's link
 * without opening it.
 */
export async function requestMagicLink(page: Page, site: SiteServer, address: string): Promise<string> {
  const before = (await mailFor(site, address)).length;
  const panel = signInPanel(page);
  await panel.email.fill(address);
  await panel.send.click();
  await panel.sent.waitFor();
  return newestLinkFor(site, address, before);
}

/** Signs in on /admin by the emailed link, opened in the page's own context; returns the link. */
export async function signInByMagicLink(page: Page, site: SiteServer, address: string): Promise<string> {
  await page.goto(`${site.url}/admin`);
  await signInPanel(page).heading.waitFor();
  const link = await requestMagicLink(page, site, address);
  await page.goto(link);
  return link;
}

/** The supabase-js session this page's origin keeps in localStorage, or null. */
export async function storedSession(page: Page): Promise<{ user: { id: string; email: string } } | null> {
  return page.evaluate(() => {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index) ?? '';
      if (/^sb-.*-auth-token$/.test(key)) return JSON.parse(window.localStorage.getItem(key) ?? 'null');
    }
    return null;
  });
}

/** The header's admin-only menu: its disclosure button. */
export function headerAdminMenu(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Admin' });
}

/** Whether a button is unavailable (Pagination marks its ends with aria-disabled, so focus stays put). */
export async function isUnavailable(locator: ReturnType<Page['getByRole']>): Promise<boolean> {
  return (await locator.getAttribute('aria-disabled')) === 'true' || (await locator.isDisabled());
}
