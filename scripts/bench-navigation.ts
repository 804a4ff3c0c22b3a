/**
 * `npm run bench:nav`: how fast a reader's next page opens.
 *
 * The site builds with `modulePreload: false` (decision 0028): dynamic
 * imports carry the list of CSS files they need, not every JavaScript chunk
 * as well, and site/linkPrefetch.ts fetches the code of the pages the
 * visible links lead to once the page is idle. This builds the site twice,
 * as shipped and with Vite's preload back on (SITE_MODULE_PRELOAD=on, read by
 * vite.config.ts for this comparison only), starts each build's server on a
 * copy of it, and in Chromium on a slow network (150 ms round trips,
 * 1.6 Mbps down) opens the home page, waits until it is hydrated and the
 * network is quiet, clicks the first article card and times until the
 * article's heading replaces the home page's. Three cases take turns, ROUNDS
 * times each: as shipped; as shipped with the prefetch chunk blocked (the
 * click alone loads the page's code); and Vite's preload without the
 * prefetch (the site before decision 0028, the reference). It also reports
 * each build's JavaScript at the start of the article route (the budget
 * test's measure). Prints the figures and writes "## Navigation" in
 * docs/benchmarks.md. About five minutes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startBuiltSite, type BuiltSite } from './lib/built-site.ts';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 11);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Build {
  env: Record<string, string>;
  site?: BuiltSite;
  dir?: string;
  startKb?: number;
}

interface Variant {
  name: string;
  build: Build;
  /** Blocks site/linkPrefetch.ts's chunk, so only the click loads the next page's code. */
  withoutPrefetch: boolean;
  times: number[];
}

const shipped: Build = { env: {} };
const vitePreload: Build = { env: { SITE_MODULE_PRELOAD: 'on' } };
const builds = [shipped, vitePreload];
const variants: Variant[] = [
  { name: 'as shipped: no preload lists, visible links prefetched', build: shipped, withoutPrefetch: false, times: [] },
  { name: 'no preload lists, prefetch blocked', build: shipped, withoutPrefetch: true, times: [] },
  { name: "Vite's module preload, prefetch blocked (the reference)", build: vitePreload, withoutPrefetch: true, times: [] },
];

/** The gzipped JavaScript the article route loads at start: the entry's and the page chunk's static graphs. */
function articleStartKb(clientDir: string): number {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const graph = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) graph(imported, seen);
    return seen;
  };
  const files = graph('site/pages/ArticlePage.tsx', graph(entry));
  return [...files].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(clientDir, manifest[key].file))).length, 0) / 1024;
}

async function navigate(browser: Browser, variant: Variant): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const base = variant.build.site!.base;
  try {
    const page = await context.newPage();
    if (variant.withoutPrefetch) {
      // Files are named by their hash alone (vite.config.ts): the manifest says which is the watcher's.
      const manifest = JSON.parse(readFileSync(path.join(variant.build.dir!, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
      const watcher = `/${manifest['site/linkPrefetch.ts'].file}`;
      await page.route((url) => url.pathname === watcher, (route) => route.abort());
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    const card = page.locator('main a[href^="/articles/"]').first();
    const href = (await card.getAttribute('href'))!;
    const homeHeading = await page.locator('main h1').first().textContent();
    const started = Date.now();
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    // The router keeps the home page on screen while the article's code and data load: wait for the article's own heading.
    await page.waitForFunction((before) => {
      const heading = document.querySelector('main h1');
      return heading !== null && heading.textContent !== before;
    }, homeHeading);
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const workDirs: string[] = [];
let browser: Browser | undefined;
try {
  for (const build of builds) {
    console.log(`Building the site${build === vitePreload ? " with Vite's module preload" : ''}...`);
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, env: { ...process.env, ...build.env }, stdio: ['ignore', 'ignore', 'inherit'] });
    build.dir = mkdtempSync(path.join(os.tmpdir(), 'parchment-nav-'));
    workDirs.push(build.dir);
    build.site = await startBuiltSite(build.dir);
    build.startKb = articleStartKb(path.join(build.dir, 'dist/client'));
  }
  // Leave dist/ as shipped for whoever runs the tests next.
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  browser = await chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 ? [...variants].reverse() : variants) variant.times.push(await navigate(browser, variant));
  }
} finally {
  await browser?.close();
  for (const build of builds) await build.site?.stop();
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
}

const rows = variants.map(
  (variant) =>
    `| ${variant.name} | ${variant.build.startKb!.toFixed(2)} KB | ${median(variant.times)} ms | ${Math.min(...variant.times)}–${Math.max(...variant.times)} ms |`,
);
const section = `## Navigation

\`npm run bench:nav\`: home page to an article by its card, in Chromium on a slow network (150 ms round trips, 1.6 Mbps down), timed from the click until the article's heading replaces the home page's; ${ROUNDS} runs of each case, taking turns; "prefetch blocked" aborts the request for site/linkPrefetch.ts's chunk, so the click alone loads the article's code.

| Case | Article route's JavaScript at start (gzip) | Median | Range |
| --- | ---: | ---: | ---: |
${rows.join('\n')}

Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; run ${new Date().toISOString()}.

`;
const benchmarks = path.join(root, 'docs/benchmarks.md');
const current = readFileSync(benchmarks, 'utf8');
const existing = /^## Navigation\n[\s\S]*?(?=^## |(?![\s\S]))/m;
writeFileSync(benchmarks, existing.test(current) ? current.replace(existing, section) : current.replace(/^## Library$/m, `${section}## Library`));
console.log(section);
