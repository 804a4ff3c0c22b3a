/**
 * `npm run bench:web`: the site as readers get it. Builds the site when the
 * build is missing or older than its sources (as `npm start` does; pass
 * --no-build to use dist/ as it is), copies the build to a temporary
 * directory (so a rebuild during the run cannot change what is measured),
 * starts the real server on it (server/index.ts, as `npm start` does) on a
 * free port with a fresh embedded database, and measures (one module each,
 * under scripts/bench-web/):
 *
 * - Lighthouse (default mobile settings, simulated throttling), three runs of
 *   each page in a fresh Chromium; the median run's scores and metrics, the
 *   bytes that arrived before its first paint, and the audits that hold a
 *   score back (lighthouse.ts);
 * - the same for a static page with each page's text and nothing else,
 *   served by the same server, and each page's FCP and LCP as a ratio to it
 *   (static-reference.ts);
 * - INP with web-vitals injected into the page (the site does not ship it),
 *   at 4x CPU slowdown: typing into the search box, and opening and closing the
 *   small-screen menu, five fresh contexts each (inp.ts);
 * - server throughput with autocannon: a server-rendered article, the entry
 *   script (a static file), and searches that miss the page cache
 *   (throughput.ts).
 *
 * Writes the "## Web" section of docs/benchmarks.md (report.ts) and prints
 * what it finds. `--lighthouse-only` measures the four pages that have a
 * static reference and their references, prints the comparison and writes
 * nothing (a few minutes: for trying one change against another). Exits 0 whatever the figures (this measures, it does not
 * judge); non-zero when the build, the server or Chromium fails. About
 * fifteen minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { formatCls } from './lib/bench-web-report.ts';
import { ensureBuild, FatalError } from './lib/built-site.ts';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { ensureChromium } from './lib/chromium.mjs';
import { measureInp, SCENARIOS } from './bench-web/inp.ts';
import { measureLighthouse, printFailing } from './bench-web/lighthouse.ts';
import { compareToReferences, paintRequestsTable, referenceTable, referenceVerdicts, webSection, writeSection } from './bench-web/report.ts';
import { startSite } from './bench-web/server.ts';
import { CHROMIUM_ARGS, CONNECTIONS, CPU_SLOWDOWN, INP_RUNS, LIGHTHOUSE_RUNS, PAGES, REFERENCE_PAGES, SECONDS, SOME_PAGES_ONLY, WARMUP_SECONDS, log } from './bench-web/settings.ts';
import { writeReferencePages } from './bench-web/static-reference.ts';
import { measureThroughput } from './bench-web/throughput.ts';

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
    const lighthouseOnly = process.argv.includes('--lighthouse-only');
    const measuredPages = lighthouseOnly ? REFERENCE_PAGES : PAGES;
    if (SOME_PAGES_ONLY && !lighthouseOnly) throw new FatalError('BENCH_PAGES measures some pages for a comparison: use it with --lighthouse-only (a full run measures every page).');
    if (measuredPages.length === 0) throw new FatalError(`BENCH_PAGES (${process.env.BENCH_PAGES}) names none of the pages this run measures.`);
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
    for (const url of measuredPages) await (await fetch(`${server.base}${url}`)).arrayBuffer();

    let browser: Browser;
    try {
      browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
    } catch (error) {
      throw new FatalError(`Chromium (${chromePath}) could not start: ${(error as Error).message}`);
    }
    cleanups.push(() => browser.close());
    const chromiumVersion = browser.version();
    const references = await writeReferencePages(browser, server.base, server.clientDir, REFERENCE_PAGES);
    log(`Static references: ${references.map((entry) => `${entry.page} -> ${entry.url} (${entry.characters} characters)`).join(', ')}`);
    // Lighthouse launches its own Chromium for each run; this one waits closed meanwhile.
    await browser.close();

    log(`\nLighthouse: ${measuredPages.length} pages and ${references.length} static references x ${LIGHTHOUSE_RUNS} runs`);
    // Each page, then its static reference, so both meet the machine in the same state.
    const { pages, settings } = await measureLighthouse(chromePath, server.base, workDir, measuredPages, 'page');
    const { pages: referenceResults } = await measureLighthouse(
      chromePath,
      server.base,
      workDir,
      references.map((entry) => entry.url),
      'reference',
    );
    if (lighthouseOnly) {
      const comparisons = compareToReferences(pages, references, referenceResults);
      log(`\n${referenceTable(comparisons)}\n\n${referenceVerdicts(comparisons, pages).join('\n')}\n\n${paintRequestsTable(pages)}`);
      return;
    }

    log(`\nINP: ${SCENARIOS.length} scenarios x ${INP_RUNS} runs at ${CPU_SLOWDOWN}x CPU slowdown`);
    let inpBrowser: Browser;
    try {
      inpBrowser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
    } catch (error) {
      throw new FatalError(`Chromium (${chromePath}) could not start for the INP runs: ${(error as Error).message}`);
    }
    cleanups.push(() => inpBrowser.close());
    const inp = await measureInp(inpBrowser, server.base);
    await inpBrowser.close();

    log(`\nServer: autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per path`);
    const { rows, searches, distinctSearches } = await measureThroughput(server.base, server.entryScript);

    log('\nAudits under 0.9 in the median Lighthouse run of each page:');
    for (const page of pages) {
      printFailing(page.url, page.failing);
      if (page.shifts.length) log(`    layout shifts (CLS ${formatCls(page.median.cls)}):\n${page.shifts.map((line) => `        ${line}`).join('\n')}`);
      for (const warning of page.warnings) log(`    warning: ${warning}`);
    }

    await cleanup();
    const section = webSection({
      pages,
      references,
      referenceResults,
      settings,
      chromiumVersion,
      inp,
      throughput: rows,
      searches,
      distinctSearches,
      minutes: (performance.now() - started) / 60_000,
    });
    const file = writeSection(section);
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
