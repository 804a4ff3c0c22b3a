/**
 * `npm run bench:web`: the site as readers get it. Builds the site when the
 * build is missing or older than its sources (as `npm start` does; pass
 * --no-build to use dist/ as it is), copies the build to a temporary
 * directory (so a rebuild during the run cannot change what is measured),
 * starts the real server on it (server/index.ts, as `npm start` does) on a
 * free port with a fresh embedded database, and measures:
 *
 * - Lighthouse (default mobile settings, simulated throttling), three runs of
 *   each page in a fresh Chromium; the median run's scores and metrics, and the
 *   audits that hold a score back;
 * - INP with web-vitals injected into the page (the site does not ship it),
 *   at 4x CPU slowdown: typing into the search box, and opening and closing the
 *   small-screen menu, five fresh contexts each;
 * - server throughput with autocannon: a server-rendered article, the entry
 *   script (a static file), and searches that miss the page cache.
 *
 * Writes the "## Web" section of docs/benchmarks.md and prints what it finds.
 * Exits 0 whatever the figures (this measures, it does not judge); non-zero
 * when the build, the server or Chromium fails. About ten minutes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result as LighthouseResult } from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  auditDetailLines,
  CATEGORIES,
  commonFailures,
  failingAudits,
  formatBytes,
  formatCls,
  formatMs,
  formatScore,
  formatSeconds,
  markdownTable,
  median,
  medianRunIndex,
  plural,
  replaceSection,
  summarizeRun,
  verdicts,
  verdictSentences,
  type FailingAudit,
  type LighthouseResultLike,
  type RunSummary,
} from './lib/bench-web-report.ts';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from './lib/chromium.mjs';
import { ensureBuild, FatalError, startBuiltSite } from './lib/built-site.ts';

const requireFrom = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const INP_RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const CPU_SLOWDOWN = 4;
const PAGES = ['/', '/foundations', '/articles/monroe-doctrine', '/search?q=constitution', '/brand-preview'];
const ARTICLE = '/articles/monroe-doctrine';
/** BENCH_WEB_REPORTS=dir keeps each page's median Lighthouse report there. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;
/** The project's Chromium flags (scripts/lib/chromium.mjs), headless; chrome-launcher adds its own profile directory. */
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...(chromiumArgs as string[])];

const log = (message: string) => console.log(message);

// ---------------------------------------------------------------- server

interface Server {
  base: string;
  entryScript: string;
  stop(): Promise<void>;
}

/** The production server on a copy of dist/ (scripts/lib/built-site.ts), with the entry script's path. */
async function startSite(workDir: string): Promise<Server> {
  const site = await startBuiltSite(workDir);
  const manifest = JSON.parse(readFileSync(path.join(workDir, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith('.js'));
  if (!entry) {
    await site.stop();
    throw new FatalError('dist/client/.vite/manifest.json has no entry chunk.');
  }
  return { base: site.base, entryScript: `/${entry.file}`, stop: site.stop };
}

// ---------------------------------------------------------------- lighthouse

interface LighthouseRun {
  summary: RunSummary;
  result: LighthouseResultLike;
  lhr: LighthouseResult;
}

interface PageResult {
  url: string;
  runs: RunSummary[];
  median: RunSummary;
  failing: FailingAudit[];
  /** The elements that moved, when the median run's CLS is not 0. */
  shifts: string[];
  warnings: string[];
}

interface LighthouseSettings {
  version: string;
  rttMs: number;
  throughputKbps: number;
  cpuSlowdown: number;
  benchmarkIndex: number | null;
  screen: string;
}

/** One Lighthouse run in a new Chromium with a new profile in `profileDir` (removed afterwards, even when Chromium fails). */
async function lighthouseRun(chromePath: string, url: string, profileDir: string): Promise<{ run: LighthouseRun; settings: LighthouseSettings } | null> {
  let chrome: chromeLauncher.LaunchedChrome;
  mkdirSync(profileDir, { recursive: true });
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, userDataDir: profileDir, handleSIGINT: false, logLevel: 'silent' });
  } catch (error) {
    rmSync(profileDir, { recursive: true, force: true });
    throw new FatalError(`Chromium (${chromePath}) could not start for Lighthouse: ${(error as Error).message}`);
  }
  try {
    const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = runner?.lhr;
    if (!lhr) return null;
    if (lhr.runtimeError) {
      log(`    Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return null;
    }
    const result = lhr as unknown as LighthouseResultLike;
    const throttling = lhr.configSettings.throttling;
    const screen = lhr.configSettings.screenEmulation;
    return {
      run: { summary: summarizeRun(result), result, lhr },
      settings: {
        version: lhr.lighthouseVersion,
        rttMs: throttling.rttMs ?? 0,
        throughputKbps: throttling.throughputKbps ?? 0,
        cpuSlowdown: throttling.cpuSlowdownMultiplier ?? 1,
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        screen: screen.disabled ? 'no screen emulation' : `${lhr.configSettings.formFactor} ${screen.width}x${screen.height} at ${screen.deviceScaleFactor}x`,
      },
    };
  } finally {
    const exited = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
    });
    chrome.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function printFailing(url: string, failing: FailingAudit[]): void {
  if (!failing.length) {
    log(`  ${url}: no audit under 0.9`);
    return;
  }
  log(`  ${url}: ${failing.length} audit(s) under 0.9`);
  for (const audit of failing) {
    log(`    [${audit.score}] ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''} (${audit.id}; ${audit.categories.join(', ')})`);
    for (const line of audit.details) log(`        ${line}`);
  }
}

async function measureLighthouse(chromePath: string, base: string, workDir: string): Promise<{ pages: PageResult[]; settings: LighthouseSettings | null }> {
  const pages: PageResult[] = [];
  let settings: LighthouseSettings | null = null;
  for (const url of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
      const started = performance.now();
      const outcome = await lighthouseRun(chromePath, `${base}${url}`, path.join(workDir, `chromium-profile-${pages.length}-${index}`));
      if (!outcome) continue;
      settings ??= outcome.settings;
      runs.push(outcome.run);
      const { summary } = outcome.run;
      log(
        `  ${url} run ${index + 1}: performance ${formatScore(summary.scores.performance)}, LCP ${formatSeconds(summary.lcp)} s, TBT ${formatMs(summary.tbt)} ms, CLS ${formatCls(summary.cls)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    if (!runs.length) throw new FatalError(`Lighthouse produced no result for ${url}.`);
    const chosen = runs[medianRunIndex(runs.map((run) => run.summary))];
    pages.push({
      url,
      runs: runs.map((run) => run.summary),
      median: chosen.summary,
      failing: failingAudits(chosen.result),
      shifts: chosen.summary.cls ? auditDetailLines(chosen.result.audits['layout-shifts'] ?? {}, 5) : [],
      warnings: chosen.result.runWarnings ?? [],
    });
    if (REPORTS_DIR) {
      // The median run's full report, to open in a browser (HTML) or the Lighthouse viewer (JSON).
      const name = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(path.join(REPORTS_DIR, `${name}.html`), generateReport(chosen.lhr, 'html'));
      writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(chosen.lhr));
    }
  }
  return { pages, settings };
}

// ---------------------------------------------------------------- INP

interface InpReport {
  value: number;
  target: string;
  type: string;
  eventType: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

interface InpScenario {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  act(page: Page): Promise<void>;
}

interface InpResult {
  name: string;
  viewport: string;
  values: number[];
  median: number | null;
  worst: number | null;
  slowest: InpReport | null;
}

/**
 * web-vitals' attribution build, then onINP with every change reported and
 * the smallest duration threshold the Event Timing API allows (16 ms), so
 * quick interactions are counted too. Added by the test, never by the site.
 */
function inpInitScript(): string {
  const library = readFileSync(path.join(path.dirname(requireFrom.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');
  return `${library}
;(function () {
  var reports = (window.__benchInp = []);
  webVitals.onINP(function (metric) {
    var a = metric.attribution || {};
    reports.push({
      value: metric.value,
      target: a.interactionTarget || '',
      type: a.interactionType || '',
      eventType: (metric.entries[0] && metric.entries[0].name) || '',
      inputDelay: a.inputDelay || 0,
      processingDuration: a.processingDuration || 0,
      presentationDelay: a.presentationDelay || 0,
    });
  }, { reportAllChanges: true, durationThreshold: 16 });
})();`;
}

/** Waits until React has hydrated the server-rendered page (as tests/e2e/support/reader.ts does). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const container = document.getElementById('root');
    if (!container) return false;
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
    if (!key) return false;
    const fiber = (container as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key];
    return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

const SCENARIOS: InpScenario[] = [
  {
    name: 'Search: type "constitution" into the box on `/search`',
    path: '/search',
    viewport: { width: 1280, height: 800 },
    async act(page) {
      const box = page.getByRole('searchbox', { name: /search the archive/i });
      await box.focus();
      await box.pressSequentially('constitution', { delay: 120 });
      await page.getByRole('list', { name: /search results for .constitution./i }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'Menu: open and close the small-screen menu on `/`',
    path: '/',
    viewport: { width: 375, height: 800 },
    async act(page) {
      const button = page.getByRole('button', { name: /^menu$/i });
      await button.click();
      await page.locator('button[aria-expanded="true"]', { hasText: /^menu$/i }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor({ state: 'visible' });
      await page.waitForTimeout(500);
      await button.click();
      await page.locator('button[aria-expanded="false"]', { hasText: /^menu$/i }).waitFor();
    },
  },
];

async function inpRun(browser: Browser, base: string, scenario: InpScenario, script: string): Promise<InpReport | null> {
  const context = await browser.newContext({ viewport: scenario.viewport });
  try {
    await context.addInitScript({ content: script });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await scenario.act(page);
    // Event Timing entries arrive after the next paint; then report as a page being hidden would.
    await page.waitForTimeout(1000);
    // A string, not a function: tsx would wrap the getter in a helper the page does not have.
    await page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, get: function () { return 'hidden'; } });
      document.dispatchEvent(new Event('visibilitychange'));`);
    await page.waitForTimeout(200);
    const reports = await page.evaluate(() => (window as unknown as { __benchInp?: InpReport[] }).__benchInp ?? []);
    return reports.reduce<InpReport | null>((worst, report) => (!worst || report.value > worst.value ? report : worst), null);
  } finally {
    await context.close();
  }
}

async function measureInp(browser: Browser, base: string): Promise<InpResult[]> {
  const script = inpInitScript();
  const results: InpResult[] = [];
  for (const scenario of SCENARIOS) {
    const reports: InpReport[] = [];
    for (let index = 0; index < INP_RUNS; index += 1) {
      const report = await inpRun(browser, base, scenario, script);
      // No report means no interaction reached the 16 ms threshold.
      const value = report?.value ?? 0;
      log(`  ${scenario.name}, run ${index + 1}: INP ${report ? `${Math.round(value)} ms (${report.eventType || report.type} on ${report.target || 'unknown'})` : 'under 16 ms'}`);
      reports.push(report ?? { value: 0, target: '', type: '', eventType: '', inputDelay: 0, processingDuration: 0, presentationDelay: 0 });
    }
    const values = reports.map((report) => report.value);
    const slowest = reports.reduce((worst, report) => (report.value > worst.value ? report : worst));
    results.push({
      name: scenario.name,
      viewport: `${scenario.viewport.width}x${scenario.viewport.height}`,
      values,
      median: median(values),
      worst: Math.max(...values),
      slowest: slowest.value > 0 ? slowest : null,
    });
  }
  return results;
}

// ---------------------------------------------------------------- server throughput

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonRequest {
  path?: string;
  setupRequest?: (request: { path: string }) => { path: string };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

/** Asked for as a browser asks, so the server may answer compressed. */
const LOAD_HEADERS = { 'accept-encoding': 'br, gzip' };

// autocannon ships no types; these are the calls we make.
const autocannon = requireFrom('autocannon') as Autocannon;

interface ThroughputRow {
  name: string;
  result: AutocannonResult;
  /** Content-Encoding of the answer (null: sent as is). */
  encoding: string | null;
}

/** Search terms that each find articles: "a or b" over pairs of words from the archive's titles, never the same twice in a run. */
async function searchPaths(base: string): Promise<{ next: () => string; distinct: number }> {
  const listed = (await (await fetch(`${base}/api/articles?per_page=100`)).json()) as { data: Array<{ title: string }> };
  const words = [...new Set(listed.data.flatMap((article) => article.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
  const pairs: string[] = [];
  for (const first of words) for (const second of words) if (first !== second) pairs.push(`${first} or ${second}`);
  let index = 0;
  return { next: () => `/search?q=${encodeURIComponent(pairs[index++ % pairs.length])}`, distinct: pairs.length };
}

async function measureThroughput(base: string, entryScript: string): Promise<{ rows: ThroughputRow[]; searches: number; distinctSearches: number }> {
  const { next: nextSearch, distinct } = await searchPaths(base);
  let searches = 0;
  const cases: Array<{ name: string; path: string; requests?: AutocannonRequest[] }> = [
    { name: `Server-rendered article (\`${ARTICLE}\`)`, path: ARTICLE },
    { name: `Static entry script (\`${entryScript.replace(/-[\w-]{8}\.js$/, '-[hash].js')}\`)`, path: entryScript },
    {
      name: 'Search page, a new term each request (`/search?q=…`)',
      path: '/search?q=constitution',
      requests: [
        {
          setupRequest: (request) => {
            searches += 1;
            return { ...request, path: nextSearch() };
          },
        },
      ],
    },
  ];
  const rows: ThroughputRow[] = [];
  for (const entry of cases) {
    const check = await fetch(`${base}${entry.path}`, { headers: LOAD_HEADERS });
    await check.arrayBuffer();
    if (check.status !== 200) throw new FatalError(`${entry.path} answered ${check.status}, expected 200.`);
    const url = `${base}${entry.path}`;
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: LOAD_HEADERS, requests: entry.requests });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: LOAD_HEADERS, requests: entry.requests });
    const encoding = check.headers.get('content-encoding');
    const failures = result.errors + result.timeouts + result.non2xx;
    log(
      `  ${entry.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(result.throughput.average / 2 ** 20).toFixed(1)} MiB/s${failures ? `, ${failures} failed` : ''}`,
    );
    rows.push({ name: entry.name, result, encoding });
  }
  return { rows, searches, distinctSearches: distinct };
}

// ---------------------------------------------------------------- report

function lighthouseTables(pages: PageResult[]): string[] {
  const scores = markdownTable(
    ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'Performance, every run'],
    pages.map(({ url, median: run, runs }) => [
      `\`${url}\``,
      formatScore(run.scores.performance),
      formatScore(run.scores.accessibility),
      formatScore(run.scores['best-practices']),
      formatScore(run.scores.seo),
      runs.map((entry) => formatScore(entry.scores.performance)).join(', '),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right'],
  );
  const metrics = markdownTable(
    ['Page', 'LCP (s)', 'FCP (s)', 'TBT (ms)', 'CLS', 'Speed Index (s)', 'Transferred', 'of it JS'],
    pages.map(({ url, median: run }) => [
      `\`${url}\``,
      formatSeconds(run.lcp),
      formatSeconds(run.fcp),
      formatMs(run.tbt),
      formatCls(run.cls),
      formatSeconds(run.speedIndex),
      formatBytes(run.totalBytes),
      formatBytes(run.scriptBytes),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  return [scores, '', metrics];
}

function failingList(pages: PageResult[]): string[] {
  return pages.map(({ url, failing }) => {
    if (!failing.length) return `- \`${url}\`: none.`;
    const audits = failing.map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${audit.score}]`);
    return `- \`${url}\`: ${audits.join('; ')}.`;
  });
}

/** The elements behind a CLS above 0 (tiny shifts count: the target is 0), as a paragraph, or nothing. */
function shiftLines(pages: PageResult[]): string[] {
  const shifted = pages.filter((page) => page.shifts.length);
  if (!shifted.length) return [];
  const described = shifted.map((page) => `\`${page.url}\` (${formatCls(page.median.cls)}): ${page.shifts.map((line) => `\`${line}\``).join(', ')}`);
  return [`What moved (the layout shifts behind a CLS above 0): ${described.join('; ')}.`, ''];
}

function inpTable(results: InpResult[]): string {
  return markdownTable(
    ['Scenario', 'Viewport', 'Median INP (ms)', 'Worst INP (ms)', 'Every run (ms)', 'Slowest interaction'],
    results.map((result) => [
      result.name,
      result.viewport,
      formatMs(result.median),
      formatMs(result.worst),
      result.values.map((value) => formatMs(value)).join(', '),
      result.slowest
        ? `${result.slowest.eventType || result.slowest.type} on \`${result.slowest.target || 'unknown'}\`: input delay ${Math.round(result.slowest.inputDelay)}, processing ${Math.round(result.slowest.processingDuration)}, presentation ${Math.round(result.slowest.presentationDelay)} ms`
        : 'none over 16 ms',
    ]),
    ['left', 'left', 'right', 'right', 'right', 'left'],
  );
}

function serverTable(rows: ThroughputRow[]): string {
  return markdownTable(
    ['Path', 'Encoding', 'Requests/s', 'p50 (ms)', 'p99 (ms)', 'MiB/s'],
    rows.map(({ name, result, encoding }) => [
      name,
      encoding ?? 'none',
      `${Math.round(result.requests.average)}`,
      `${result.latency.p50}`,
      `${result.latency.p99}`,
      (result.throughput.average / 2 ** 20).toFixed(1),
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right'],
  );
}

function machineLine(): string {
  const cpus = os.cpus();
  // Other work on the machine skews the figures; the load average says how much there was.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${load} at the end of the run; run ${new Date().toISOString()}.`;
}

interface Report {
  pages: PageResult[];
  settings: LighthouseSettings | null;
  chromiumVersion: string;
  inp: InpResult[];
  throughput: ThroughputRow[];
  searches: number;
  distinctSearches: number;
  minutes: number;
}

function webSection(report: Report): string {
  const { pages, settings, chromiumVersion, inp, throughput } = report;
  const settingsLine = settings
    ? `Lighthouse ${settings.version} (node API) in Chromium ${chromiumVersion}, headless; default config: ${settings.screen}, simulated throttling (${settings.rttMs} ms RTT, ${(settings.throughputKbps / 1024).toFixed(1)} Mbit/s, ${settings.cpuSlowdown}x CPU); benchmark index ${settings.benchmarkIndex ?? 'n/a'}`
    : `Lighthouse in Chromium ${chromiumVersion}`;
  const article = throughput[0]?.result.requests.average ?? 0;
  const asset = throughput[1]?.result.requests.average ?? 0;
  const ratio = asset ? article / asset : null;
  const worst = verdicts(
    pages.map(({ url, median: summary }) => ({ url: `\`${url}\``, summary })),
    inp.map((entry) => ({ name: entry.name.split(':')[0], worst: entry.worst })),
  );
  const holdingBack = commonFailures(pages).map(({ title, urls }) => `${title} (${urls.length === pages.length ? 'every page' : urls.map((url) => `\`${url}\``).join(', ')})`);

  return [
    '## Web',
    '',
    `\`npm run bench:web\`: the production build served by the real server (\`server/index.ts\`, as \`npm start\` runs it) on a fresh embedded database, over loopback. About ${Math.max(1, Math.round(report.minutes))} minutes.`,
    '',
    '### Lighthouse',
    '',
    `${settingsLine}; ${plural(LIGHTHOUSE_RUNS, 'run')} per page, each in a fresh Chromium. The tables show the median run (by performance score, then LCP); scores are 0-100.`,
    '',
    ...lighthouseTables(pages),
    '',
    'Audits under 0.9 in the median run (informative and hidden audits left out; the script prints the offending URLs and elements):',
    '',
    ...failingList(pages),
    '',
    ...shiftLines(pages),
    '### Interaction to Next Paint',
    '',
    `playwright-core in the same Chromium, ${CPU_SLOWDOWN}x CPU slowdown (\`Emulation.setCPUThrottlingRate\`), web-vitals' attribution build injected by the script (\`onINP\` with \`reportAllChanges\` and the 16 ms minimum threshold; the site does not ship web-vitals). Each scenario ${plural(INP_RUNS, 'time')} in a fresh context, after hydration. Typing is one key every 120 ms. Target: at most 100 ms.`,
    '',
    inpTable(inp),
    '',
    '### Server',
    '',
    `autocannon, ${CONNECTIONS} connections for ${SECONDS} s per path after a ${WARMUP_SECONDS} s warm-up, against the same server (a separate process from the load generator), each request with \`Accept-Encoding: br, gzip\` as a browser sends.`,
    '',
    serverTable(throughput),
    '',
    `Server-rendered article ÷ static file: ${ratio === null ? 'n/a' : ratio.toFixed(2)} (requests per second). The renderer keeps finished pages by ETag and answers a repeat of the same request within a second from memory without asking the API (a one-second microcache), so under load the article costs one set of API queries a second and no render; the static file is read from disk and streamed on every request. A page served from memory outrunning a file from disk is expected, not a fault of the static path. The search row defeats the cache: each request searches a different "word or word" pair from the archive's titles (${report.searches} requests, taken in turn from ${report.distinctSearches} pairs${report.searches <= report.distinctSearches ? ', so none repeated' : ', so some repeated and met the cache'}), so each one runs the search query and renders the page.`,
    '',
    machineLine(),
    '',
    '### Against the targets',
    '',
    `Targets: performance 100; accessibility, best practices and SEO 100; CLS 0; TBT under 50 ms; LCP at most 1.2 s; INP at most 100 ms (figures from the median Lighthouse run of each page and the worst INP run of each scenario).`,
    '',
    ...verdictSentences(worst).map((sentence) => `- ${sentence}`),
    '',
    holdingBack.length
      ? `What holds them back, by audit (under 0.9 in the median run): ${holdingBack.join('; ')}.`
      : 'No audit scored under 0.9 on any page.',
    '',
    'Lighthouse simulates a slow phone on a slow network from a trace taken on this machine, so the metrics move with how busy the machine is: a load average above the number of cores means other work shared the machine during the run.',
    '',
  ].join('\n');
}

function writeSection(section: string): string {
  const file = path.join(root, 'docs', 'benchmarks.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nMeasured figures, each section written by the script named in it.\n';
  writeFileSync(file, replaceSection(current, section));
  return file;
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const started = performance.now();
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`Cleaning up: ${(error as Error).message}`);
      }
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping.`);
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    ensureBuild(process.argv.includes('--no-build'));
    let chromePath: string;
    try {
      chromePath = ensureChromium({ log }) as string;
    } catch (error) {
      throw new FatalError((error as Error).message);
    }

    const workDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-bench-web-'));
    cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
    log('Starting the server on a fresh embedded database...');
    const server = await startSite(workDir);
    cleanups.push(() => server.stop());
    log(`Serving ${server.base}`);
    // Render each page once, so every Lighthouse run meets the same (cached) page.
    for (const url of PAGES) await (await fetch(`${server.base}${url}`)).arrayBuffer();

    log(`\nLighthouse: ${PAGES.length} pages x ${LIGHTHOUSE_RUNS} runs`);
    const { pages, settings } = await measureLighthouse(chromePath, server.base, workDir);

    log(`\nINP: ${SCENARIOS.length} scenarios x ${INP_RUNS} runs at ${CPU_SLOWDOWN}x CPU slowdown`);
    let browser: Browser;
    try {
      browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs as string[] });
    } catch (error) {
      throw new FatalError(`Chromium (${chromePath}) could not start for the INP runs: ${(error as Error).message}`);
    }
    cleanups.push(() => browser.close());
    const chromiumVersion = browser.version();
    const inp = await measureInp(browser, server.base);
    await browser.close();

    log(`\nServer: autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per path`);
    const { rows, searches, distinctSearches } = await measureThroughput(server.base, server.entryScript);

    log('\nAudits under 0.9 in the median Lighthouse run of each page:');
    for (const page of pages) {
      printFailing(page.url, page.failing);
      if (page.shifts.length) log(`    layout shifts (CLS ${formatCls(page.median.cls)}):\n${page.shifts.map((line) => `        ${line}`).join('\n')}`);
      for (const warning of page.warnings) log(`    warning: ${warning}`);
    }

    await cleanup();
    const file = writeSection(
      webSection({ pages, settings, chromiumVersion, inp, throughput: rows, searches, distinctSearches, minutes: (performance.now() - started) / 60_000 }),
    );
    log(`\nWrote the "## Web" section of ${path.relative(process.cwd(), file)} (${((performance.now() - started) / 60_000).toFixed(1)} min).`);
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof FatalError ? `bench:web: ${error.message}` : error);
  process.exitCode = 1;
}
