/**
 * A page's Content-Security-Policy in real Chromium: a page that records
 * every violation, the strict policy every HTML page must carry, and the
 * check that the page's own code still runs under it. Used by routes.test.ts
 * (every route, on the visit that checks its heading) and
 * security-headers.test.ts (prerendered pages, signing in, framing).
 */
import type { BrowserContext, Page, Response as PageResponse } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './reader';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * A fresh page that records every CSP violation twice over: the DOM's
 * securitypolicyviolation events (listened for before any of the page's own
 * script runs) and Chromium's console reports. Permissions-Policy header
 * errors (an unknown feature name) are caught the same way.
 */
export async function watchedPage(openContext: () => Promise<BrowserContext>, cookie?: { url: string; theme: string }): Promise<{ page: Page; reports: string[] }> {
  const context = await openContext();
  if (cookie && cookie.theme !== 'system') await context.addCookies([{ name: 'pm-theme', value: cookie.theme, url: cookie.url }]);
  await context.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) sample: ${event.sample}`);
    });
  });
  const page = await context.newPage();
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) reports.push(message.text());
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  return { page, reports };
}

export async function violations(page: Page, reports: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.__cspViolations ?? [])), ...reports];
}

/** The page's policy as directive name -> sources. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

export function expectStrictPagePolicy(response: PageResponse | null, where: string) {
  expect(response, where).not.toBeNull();
  const headers = (response as PageResponse).headers();
  expect(headers['content-type'], where).toMatch(/^text\/html/);
  const policy = directives(headers['content-security-policy'] ?? '');
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, `${where}: script-src`).toContain("'self'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length, `${where}: the boot script's hash`).toBeGreaterThan(0);
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src') ?? [], `${where}: style-src`).not.toContain("'unsafe-inline'");
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('form-action'), where).toEqual(["'self'"]);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
  expect(headers['permissions-policy'], where).toContain('camera=()');
  expect(headers['strict-transport-security'], `${where}: no HSTS over http`).toBeUndefined();
}

/** The page runs its code: the theme toggle, a React handler, switches the theme. */
export async function expectHydratedAndInteractive(page: Page, where: string) {
  await waitForHydration(page);
  const dark = page.getByRole('button', { name: 'Dark', exact: true });
  if ((await dark.getAttribute('aria-pressed')) !== 'true') await dark.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), { message: where }).toBe('ink');
  expect(await dark.getAttribute('aria-pressed'), where).toBe('true');
}
