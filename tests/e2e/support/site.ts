/**
 * End-to-end support: the real server (API, auth stand-in, server-rendered
 * site from the production build) on port 0 with a fresh seeded database, and
 * Debian's Chromium driven by playwright-core. Build first: `npm run build`.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadSiteBuild, mountSite } from '../../../server/site';
import { startTestServer, type TestServer } from '../../api/helpers/server';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from '../../../scripts/lib/chromium.mjs';

export type SiteServer = TestServer;

/** Starts the whole site; `env` overrides configuration (e.g. ADMIN_EMAILS). */
export async function startSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const build = await loadSiteBuild();
  return startTestServer(env, { compose: (app, config) => mountSite(app, build, config.siteUrl) });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
}

/** A fresh context (no storage shared between tests), optionally in the dark colour scheme. */
export async function newContext(browser: Browser, options: { dark?: boolean; width?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
}

/** Every public route of product §2 with the h1 a reader sees there. */
export const PUBLIC_ROUTES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /American history and civic life/i },
  { path: '/brand-preview', heading: /brand/i },
  { path: '/about', heading: /about/i },
  { path: '/about/ownership', heading: /ownership/i },
  { path: '/about/editorial-policy', heading: /editorial policy/i },
  { path: '/about/corrections-policy', heading: /corrections policy/i },
  { path: '/about/corrections', heading: /corrections log/i },
  { path: '/about/accessibility', heading: /accessibility/i },
  { path: '/contact', heading: /contact/i },
  { path: '/privacy-policy', heading: /privacy policy/i },
  { path: '/foundations', heading: /foundations/i },
  { path: '/civic-life', heading: /civic life/i },
  { path: '/people', heading: /people/i },
  { path: '/landmarks', heading: /landmarks/i },
  { path: '/landmarks/states', heading: /state/i },
  { path: '/landmarks/states/alabama', heading: /alabama/i },
  { path: '/media', heading: /media/i },
  { path: '/features', heading: /features/i },
  { path: '/features/explainer-sample', heading: /bill of rights/i },
  { path: '/articles/monroe-doctrine', heading: /monroe doctrine/i },
  // Classroom material at its fullest: a timeline, and a corrected article (docs/product.md §5).
  { path: '/articles/civil-rights-timeline', heading: /civil rights/i },
  { path: '/articles/apollo-11-broadcast', heading: /apollo 11/i },
  // An article of each pillar at its one address (product §2; the old /{pillar}/{slug} addresses redirect: tests/e2e/addresses.test.ts).
  { path: '/articles/bill-to-law', heading: /bill becomes a law/i },
  { path: '/articles/rosa-parks', heading: /rosa parks/i },
  { path: '/articles/independence-hall', heading: /independence hall/i },
  { path: '/articles/gettysburg-address', heading: /gettysburg address/i },
  { path: '/articles/constitution', heading: /constitution/i },
  { path: '/articles/statue-of-liberty', heading: /statue of liberty/i },
  { path: '/about/authors/history-desk', heading: /history desk/i },
  { path: '/articles', heading: /all articles/i },
  { path: '/articles?category=people&tag=civil%20rights&page=1', heading: /all articles/i },
  { path: '/tags', heading: /topics/i },
  { path: '/search', heading: /search/i },
  { path: '/search?q=constitution', heading: /search/i },
  { path: '/admin', heading: /admin/i },
  { path: '/admin/articles', heading: /articles manager/i },
];

/**
 * The site and a browser for one test file: started before its tests, closed
 * after them; each test's context (from `open`) is closed after that test.
 * Read `harness.site` and `harness.browser` inside tests, not at load time.
 */
export function siteHarness(env: Record<string, string> = {}) {
  const harness = { site: undefined as unknown as SiteServer, browser: undefined as unknown as Browser, context: null as BrowserContext | null };
  beforeAll(async () => {
    harness.site = await startSite(env);
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.site?.stop();
  });
  afterEach(async () => {
    await harness.context?.close();
    harness.context = null;
  });
  return harness;
}
