/**
 * Lighthouse (default mobile settings, simulated throttling): each page in a
 * fresh Chromium with a fresh profile, several runs, the median run kept with
 * the audits that hold a score back.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result as LighthouseResult } from 'lighthouse';
import { FatalError } from '../lib/built-site.ts';
import {
  auditDetailLines,
  bytesBeforeFirstPaint,
  CATEGORIES,
  failingAudits,
  formatBytes,
  formatCls,
  formatMs,
  formatScore,
  formatSeconds,
  medianRunIndex,
  summarizeRun,
  type FailingAudit,
  type LighthouseResultLike,
  type PaintRequest,
  type RunSummary,
} from '../lib/bench-web-report.ts';
import { CHROMIUM_ARGS, LIGHTHOUSE_RUNS, log } from './settings.ts';

/** BENCH_WEB_REPORTS=dir keeps each page's median Lighthouse report there. */
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;

interface LighthouseRun {
  summary: RunSummary;
  result: LighthouseResultLike;
  lhr: LighthouseResult;
}

export interface PageResult {
  url: string;
  runs: RunSummary[];
  median: RunSummary;
  failing: FailingAudit[];
  /** The elements that moved, when the median run's CLS is not 0. */
  shifts: string[];
  warnings: string[];
  /** The median run's requests that finished before its first paint. */
  paintRequests: PaintRequest[];
}

export interface LighthouseSettings {
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
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], userDataDir: profileDir, handleSIGINT: false, logLevel: 'silent' });
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

export function printFailing(url: string, failing: FailingAudit[]): void {
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

export async function measureLighthouse(chromePath: string, base: string, workDir: string, urls: string[], profilePrefix: string): Promise<{ pages: PageResult[]; settings: LighthouseSettings | null }> {
  const pages: PageResult[] = [];
  let settings: LighthouseSettings | null = null;
  for (const url of urls) {
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
      const started = performance.now();
      const profile = path.join(workDir, `chromium-profile-${profilePrefix}-${pages.length}-${index}`);
      // A trace Lighthouse could not read (NO_NAVSTART and the like) happens now and then on a busy machine: one more try.
      const outcome = (await lighthouseRun(chromePath, `${base}${url}`, profile)) ?? (await lighthouseRun(chromePath, `${base}${url}`, profile));
      if (!outcome) continue;
      settings ??= outcome.settings;
      runs.push(outcome.run);
      const { summary } = outcome.run;
      log(
        `  ${url} run ${index + 1}: performance ${formatScore(summary.scores.performance)}, LCP ${formatSeconds(summary.lcp)} s, TBT ${formatMs(summary.tbt)} ms, CLS ${formatCls(summary.cls)}, ${formatBytes(summary.bytesBeforePaint)} before first paint (${((performance.now() - started) / 1000).toFixed(0)} s)`,
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
      paintRequests: bytesBeforeFirstPaint(chosen.result)?.requests ?? [],
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
