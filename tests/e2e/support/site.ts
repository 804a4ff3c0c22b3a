/**
 * End-to-end support: the real server (API, auth stand-in, server-rendered
 * site from the production build) on port 0 with a fresh seeded database, and
 * Debian's Chromium driven by playwright-core. Build first: `npm run build`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadSiteBuild, mountSite } from '../../../server/site/mount';
import { START_TIMEOUT, startTestServer, type TestServer } from '../../api/helpers/server';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from '../../../scripts/lib/chromium.mjs';

export type SiteServer = TestServer;

/** Starts the whole site; `env` overrides configuration (e.g. ADMIN_EMAILS). */
export async function startSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const build = await loadSiteBuild();
  return startTestServer(env, { compose: (app, config, content) => mountSite(app, build, config.siteUrl, content) });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
}

/** A fresh context (no storage shared between tests), optionally in the dark colour scheme. */
export async function newContext(browser: Browser, options: { dark?: boolean; width?: number; javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
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
  { path: '/glossary', heading: /glossary/i },
  { path: '/documents', heading: /founding documents/i },
  { path: '/documents/constitution', heading: /constitution of the united states/i },
  { path: '/documents/declaration-of-independence', heading: /declaration of independence/i },
  { path: '/search', heading: /search/i },
  { path: '/search?q=constitution', heading: /search/i },
  { path: '/admin', heading: /admin/i },
  { path: '/admin/articles', heading: /articles manager/i },
];

/** A stand-in for a value that a beforeAll hook creates: usable inside tests, an error before then. */
function startedLater<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`${what} is started in beforeAll; use it inside tests, not at load time.`);
      const member = Reflect.get(value, key) as unknown;
      // Methods run on the real object (playwright's classes keep private state).
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(value) : member;
    },
  });
}

export interface SiteForTestsOptions {
  /** Configuration overrides (e.g. ADMIN_EMAILS), as for startSite. */
  env?: Record<string, string>;
  /** Launch Chromium too (default true); files that only fetch say false. */
  browser?: boolean;
  /** Starts the server instead of startSite (e.g. with another `compose`); it must return a SiteServer that stop() cleans up. */
  start?: () => Promise<SiteServer>;
}

export interface SiteForTests {
  /** The running site (read inside tests). */
  site: SiteServer;
  /** The shared Chromium (read inside tests); contexts made on it directly are the test's to close. */
  browser: Browser;
  /** A fresh context (see newContext), closed after the test that opened it. */
  openContext(options?: Parameters<typeof newContext>[1]): Promise<BrowserContext>;
  /**
   * A page in a fresh context, failing a wait after 10 s rather than 30:
   * every wait in these tests is for something the server or the browser does at once.
   */
  openPage(options?: Parameters<typeof newContext>[1]): Promise<Page>;
  /** Closes `context` after the current test (for contexts made with other options). */
  closeAfterTest<T extends BrowserContext>(context: T): T;
}

/**
 * The site (and a browser) for the enclosing test file or describe block,
 * as serverForTests (tests/api/helpers/server.ts) is for the API: started
 * before its tests; after them the browser is closed and the site stopped,
 * which drops its database (on Postgres) and removes its data folder, even
 * when a hook or test failed. Contexts from `openContext` are closed after
 * each test. Hooks registered after this call run after the site is up.
 */
export function siteForTests(options: SiteForTestsOptions = {}): SiteForTests {
  let site: SiteServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const starting = options.start ? options.start() : startSite(options.env);
    const launching = options.browser === false ? undefined : launchBrowser();
    // Whichever of the two started is stopped in afterAll, even if the other failed.
    const [started, launched] = await Promise.allSettled([starting, launching]);
    if (started.status === 'fulfilled') site = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  }, START_TIMEOUT);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await site?.stop();
    }
  });
  const closeAfterTest = <T extends BrowserContext>(context: T): T => {
    contexts.push(context);
    return context;
  };
  const browserForTests = startedLater<Browser>('The browser', () => browser);
  return {
    site: startedLater<SiteServer>('The site', () => site),
    browser: browserForTests,
    openContext: async (contextOptions) => closeAfterTest(await newContext(browserForTests, contextOptions)),
    openPage: async (contextOptions) => {
      const page = await closeAfterTest(await newContext(browserForTests, contextOptions)).newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
    closeAfterTest,
  };
}
