/**
 * Hardening fault 13 in real Chromium: every route of the site, rendered on
 * request and as prerendered at build time (in each theme), runs under its
 * strict Content-Security-Policy without a single violation and still
 * hydrates; signing in (supabase-js talking to /auth/v1 and /rest/v1) is not
 * blocked; assets carry the headers too; and /admin cannot be framed.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page, Response as PageResponse } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteBuild, mountSite } from '../../server/site/mount';
import { root, startTestServer } from '../api/helpers/server';
import { signInByMagicLink } from './support/admin';
import { waitForHydration } from './support/reader';
import { PUBLIC_ROUTES, siteForTests } from './support/site';

/** What `npm run build` prerendered (scripts/finish-build.mjs), and for which public origin. */
const prerenderIndex = JSON.parse(readFileSync(path.join(root, 'dist/prerendered/index.json'), 'utf8')) as {
  origin: string;
  pages: Array<{ path: string; theme: 'system' | 'parchment' | 'ink' }>;
};

const { site, openContext } = siteForTests();
/** The same site claiming the origin the build prerendered for, so static pages come from dist/prerendered. */
const { site: prerenderedSite } = siteForTests({
  browser: false,
  start: async () => {
    const build = await loadSiteBuild();
    return startTestServer({}, { compose: (app) => mountSite(app, build, prerenderIndex.origin) });
  },
});

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
async function watchedPage(cookie?: { url: string; theme: string }): Promise<{ page: Page; reports: string[] }> {
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

async function violations(page: Page, reports: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.__cspViolations ?? [])), ...reports];
}

/** The page's policy as directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectStrictPagePolicy(response: PageResponse | null, where: string) {
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
async function expectHydratedAndInteractive(page: Page, where: string) {
  await waitForHydration(page);
  const dark = page.getByRole('button', { name: 'Dark', exact: true });
  if ((await dark.getAttribute('aria-pressed')) !== 'true') await dark.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), { message: where }).toBe('ink');
  expect(await dark.getAttribute('aria-pressed'), where).toBe('true');
}

describe('Hardening fault 13: every route runs under a strict CSP in Chromium', () => {
  const routes = [...PUBLIC_ROUTES.map((route) => route.path), '/no/such/page', '/articles/no-such-article'];

  it.each(routes)('%s: strict policy, no violation, hydrated', async (route) => {
    const { page, reports } = await watchedPage();
    const response = await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    expectStrictPagePolicy(response, route);
    await expectHydratedAndInteractive(page, route);
    expect(await violations(page, reports), `CSP violations on ${route}`).toEqual([]);
  });

  it.each(prerenderIndex.pages)('prerendered $path in the $theme theme: the policy allows exactly what the prerendered page holds', async ({ path: route, theme }) => {
    const { page, reports } = await watchedPage({ url: prerenderedSite.url, theme });
    const response = await page.goto(`${prerenderedSite.url}${route}`, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-page-cache'], `${route} (${theme}) came from dist/prerendered`).toBe('prerendered');
    expectStrictPagePolicy(response, `${route} (${theme}, prerendered)`);
    await expectHydratedAndInteractive(page, `${route} (${theme}, prerendered)`);
    expect(await violations(page, reports), `CSP violations on prerendered ${route} (${theme})`).toEqual([]);

    // The reload revalidates (304 from the prerendered ETag) and must still run.
    const again = await page.reload({ waitUntil: 'networkidle' });
    expectStrictPagePolicy(again, `${route} reloaded`);
    await waitForHydration(page);
    expect(await violations(page, reports), `CSP violations on prerendered ${route} reloaded`).toEqual([]);
  });

  it('signing in by magic link and opening the articles manager is not blocked (supabase-js, /auth/v1, /rest/v1, hero thumbnails)', async () => {
    const { page, reports } = await watchedPage();
    await signInByMagicLink(page, site, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: 'Admin Home' }).waitFor();
    const response = await page.goto(`${site.url}/admin/articles`, { waitUntil: 'networkidle' });
    expectStrictPagePolicy(response, '/admin/articles signed in');
    await page.getByRole('heading', { level: 1, name: 'Articles Manager' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await violations(page, reports)).toEqual([]);
  });
});

describe('Hardening fault 13: assets and framing', () => {
  it('the entry script, a stylesheet, a font and /favicon.svg carry the headers with a nothing-allowed policy', async () => {
    const html = await (await fetch(`${site.url}/about`)).text();
    const boot = JSON.parse(/<script type="application\/json" id="parchment-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
      entryScript: string;
      webFonts: { files: string[] };
    };
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    // No font is preloaded: the boot script fetches the build's font files after the first paint (site/webFonts.ts).
    const font = boot.webFonts.files[0];
    const files = [boot.entryScript, stylesheet, font, '/favicon.svg'];
    for (const file of files) {
      expect(file, 'an asset path found in the page').toMatch(/^\//);
      const response = await fetch(`${site.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Security-Policy'), file).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options'), file).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options'), file).toBe('nosniff');
      expect(response.headers.get('Cross-Origin-Resource-Policy'), file).toBe('same-origin');
      expect(response.headers.get('Cross-Origin-Opener-Policy'), file).toBe('same-origin');
      expect(response.headers.get('Permissions-Policy'), file).toContain('microphone=()');
    }
  });

  it('/admin cannot be framed: X-Frame-Options DENY and frame-ancestors none, and Chromium refuses to show it in a frame', async () => {
    const response = await fetch(`${site.url}/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(directives(response.headers.get('Content-Security-Policy') ?? '').get('frame-ancestors')).toEqual(["'none'"]);

    // A page on another origin of this machine that frames /admin: a real
    // server, as Chromium keeps pages it cannot place on the network (a
    // public host, an intercepted answer) from loading loopback at all.
    const framer = createServer((_request, answer) => {
      answer.writeHead(200, { 'Content-Type': 'text/html' });
      answer.end(`<!doctype html><title>Framer</title><iframe src="${site.url}/admin" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const { page, reports } = await watchedPage();
      const served = page.waitForResponse((answer) => answer.url() === `${site.url}/admin`);
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`, { waitUntil: 'load' });
      expect((await served).status(), 'the server answered the frame').toBe(200);
      // Chromium replaces a refused frame's document with its own error page.
      const frameUrl = () => page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? '';
      await expect.poll(frameUrl).toMatch(/^chrome-error:/);
      await expect.poll(() => reports.some((report) => /frame-ancestors 'none'.*blocked/s.test(report))).toBe(true);
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
