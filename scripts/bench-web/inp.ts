/**
 * INP with web-vitals injected into the page (the site does not ship it), at
 * 4x CPU slowdown: typing into the search box, and opening and closing the
 * small-screen menu, each in several fresh contexts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { median } from '../lib/bench-web-report.ts';
import { CPU_SLOWDOWN, INP_RUNS, log } from './settings.ts';

const requireFrom = createRequire(import.meta.url);

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

export interface InpResult {
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

/** Waits until React has hydrated the server-rendered page: site/islands/entry.tsx marks <html data-hydrated> then. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

export const SCENARIOS: InpScenario[] = [
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
    // What the page says went wrong, for the error when it never hydrates (the entry logs why it could not start).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} from ${response.url()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' });
    try {
      await waitForHydration(page);
    } catch (error) {
      throw new Error(`${scenario.path} never hydrated (${(error as Error).message.split('\n')[0]}); the page reported: ${problems.join('; ') || 'nothing'}`);
    }
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

export async function measureInp(browser: Browser, base: string): Promise<InpResult[]> {
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
