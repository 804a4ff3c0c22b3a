/**
 * `npm run bench:nav`: how fast a reader's next page opens.
 *
 * Links between public pages are page loads, and each such page asks the
 * browser to fetch a page ahead when the reader points at its link
 * (speculation rules, decision 0037). This starts the built site on a copy
 * of dist/ and, in Chromium on a slow network (150 ms round trips,
 * 1.6 Mbps down), opens the home page, waits until it is hydrated and the
 * network is quiet, points at the first article card for HOVER_MS (a
 * reader's pause between pointing and clicking), clicks it, and times until
 * the article's heading is on screen. Two cases take turns, ROUNDS times
 * each: as served, and with the page's speculation rules removed before
 * pointing (the reference: a plain page load). It also counts how often the
 * browser did fetch the article ahead. Prints the figures and writes
 * "## Navigation" in docs/benchmarks.md. About three minutes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ensureBuild, root, startBuiltSite, type BuiltSite } from './lib/built-site.ts';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from './lib/chromium.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 11);
const HOVER_MS = Number(process.env.HOVER_MS ?? 300);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Variant {
  name: string;
  withoutRules: boolean;
  times: number[];
  /** Runs in which the browser fetched the article ahead. */
  fetchedAhead: number;
}

const variants: Variant[] = [
  { name: 'as served: the article fetched ahead when pointed at', withoutRules: false, times: [], fetchedAhead: 0 },
  { name: 'speculation rules removed (the reference: a plain page load)', withoutRules: true, times: [], fetchedAhead: 0 },
];

async function navigate(browser: Browser, site: BuiltSite, variant: Variant): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    if (variant.withoutRules) {
      // Removing the element removes its rules (HTML's speculation rules processing).
      await page.evaluate(() => document.querySelectorAll('script[type="speculationrules"]').forEach((script) => script.remove()));
    }
    const card = page.locator('main h3 a[href^="/articles/"]').first();
    const href = (await card.getAttribute('href'))!;
    const title = ((await card.textContent()) ?? '').trim();
    let aheadOfClick = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === href && request.headers()['sec-purpose']?.includes('prefetch')) aheadOfClick = true;
    });
    await card.hover();
    await page.waitForTimeout(HOVER_MS);
    const started = Date.now();
    await card.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const elapsed = Date.now() - started;
    if (aheadOfClick) variant.fetchedAhead += 1;
    return elapsed;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureBuild(process.argv.includes('--no-build'));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-nav-'));
let site: BuiltSite | undefined;
let browser: Browser | undefined;
try {
  site = await startBuiltSite(workDir);
  browser = await chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 ? [...variants].reverse() : variants) variant.times.push(await navigate(browser, site, variant));
  }
} finally {
  await browser?.close();
  await site?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const rows = variants.map(
  (variant) => `| ${variant.name} | ${median(variant.times)} ms | ${Math.min(...variant.times)}–${Math.max(...variant.times)} ms | ${variant.fetchedAhead} of ${ROUNDS} |`,
);
const section = `## Navigation

\`npm run bench:nav\`: home page to an article by its card (a page load), in Chromium on a slow network (150 ms round trips, 1.6 Mbps down): the card pointed at for ${HOVER_MS} ms, then clicked, timed from the click until the article's heading is on screen; ${ROUNDS} runs of each case, taking turns.

| Case | Median | Range | Article fetched ahead |
| --- | ---: | ---: | ---: |
${rows.join('\n')}

Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; run ${new Date().toISOString()}.

`;
const benchmarks = path.join(root, 'docs/benchmarks.md');
const current = readFileSync(benchmarks, 'utf8');
const existing = /^## Navigation\n[\s\S]*?(?=^## |(?![\s\S]))/m;
writeFileSync(benchmarks, existing.test(current) ? current.replace(existing, section) : current.replace(/^## Library$/m, `${section}## Library`));
console.log(section);
