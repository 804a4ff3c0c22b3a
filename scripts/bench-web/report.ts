/** The "## Web" section of docs/benchmarks.md, from what the other parts measured. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  commonFailures,
  formatBytes,
  formatCls,
  formatMs,
  formatRatio,
  formatScore,
  formatSeconds,
  markdownTable,
  plural,
  ratioTo,
  replaceSection,
  verdicts,
  verdictSentences,
} from '../lib/bench-web-report.ts';
import { root } from '../lib/built-site.ts';
import type { InpResult } from './inp.ts';
import type { LighthouseSettings, PageResult } from './lighthouse.ts';
import { CONNECTIONS, CPU_SLOWDOWN, INP_RUNS, LIGHTHOUSE_RUNS, SECONDS, WARMUP_SECONDS } from './settings.ts';
import type { ReferencePage } from './static-reference.ts';
import type { ThroughputRow } from './throughput.ts';

/** The first-paint targets (docs/decisions/0022): FCP and LCP at most 10 % over the static page's, and at most 60 KiB before the first frame. */
export const REFERENCE_TARGETS = { ratioAtMost: 1.1, bytesBeforePaintAtMost: 60 * 1024 } as const;

export interface ReferenceComparison {
  page: PageResult;
  reference: PageResult;
  fcpRatio: number | null;
  lcpRatio: number | null;
}

export function compareToReferences(pages: PageResult[], references: ReferencePage[], measured: PageResult[]): ReferenceComparison[] {
  return references.flatMap((entry) => {
    const page = pages.find((candidate) => candidate.url === entry.page);
    const reference = measured.find((candidate) => candidate.url === entry.url);
    if (!page || !reference) return [];
    return [{ page, reference, fcpRatio: ratioTo(page.median.fcp, reference.median.fcp), lcpRatio: ratioTo(page.median.lcp, reference.median.lcp) }];
  });
}

export function referenceTable(comparisons: ReferenceComparison[]): string {
  return markdownTable(
    ['Page', 'FCP (s)', 'static FCP (s)', 'FCP ratio', 'LCP (s)', 'static LCP (s)', 'LCP ratio', 'Before first paint', 'static, before first paint'],
    comparisons.map(({ page, reference, fcpRatio, lcpRatio }) => [
      `\`${page.url}\``,
      formatSeconds(page.median.fcp),
      formatSeconds(reference.median.fcp),
      formatRatio(fcpRatio),
      formatSeconds(page.median.lcp),
      formatSeconds(reference.median.lcp),
      formatRatio(lcpRatio),
      formatBytes(page.median.bytesBeforePaint),
      formatBytes(reference.median.bytesBeforePaint),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

export function paintRequestsTable(pages: PageResult[]): string {
  return markdownTable(
    ['Page', 'Before first paint', 'Requests (transferred)'],
    pages.map(({ url, median: run, paintRequests }) => [
      `\`${url}\``,
      formatBytes(run.bytesBeforePaint),
      paintRequests.map((request) => `${request.resourceType} \`${shortUrl(request.url)}\` ${formatBytes(request.transferSize)}`).join('; ') || 'n/a',
    ]),
    ['left', 'right', 'left'],
  );
}

/** The path of a request, hashes kept (they tell builds apart), the origin dropped. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export function referenceVerdicts(comparisons: ReferenceComparison[], pages: PageResult[]): string[] {
  const limit = REFERENCE_TARGETS.ratioAtMost;
  const over = (label: 'FCP' | 'LCP') =>
    comparisons
      .filter((entry) => {
        const ratio = label === 'FCP' ? entry.fcpRatio : entry.lcpRatio;
        return ratio === null || ratio > limit;
      })
      .map((entry) => `\`${entry.page.url}\` (${formatRatio(label === 'FCP' ? entry.fcpRatio : entry.lcpRatio)})`);
  const heavy = pages
    .filter((page) => page.median.bytesBeforePaint === null || page.median.bytesBeforePaint > REFERENCE_TARGETS.bytesBeforePaintAtMost)
    .map((page) => `\`${page.url}\` (${formatBytes(page.median.bytesBeforePaint)})`);
  const sentence = (target: string, misses: string[]) => `- ${target}: ${misses.length ? `missed on ${misses.join('; ')}` : 'met everywhere'}.`;
  return [
    sentence(`FCP at most ${limit.toFixed(1)}x the static page's`, over('FCP')),
    sentence(`LCP at most ${limit.toFixed(1)}x the static page's`, over('LCP')),
    sentence(`At most ${formatBytes(REFERENCE_TARGETS.bytesBeforePaintAtMost)} before the first paint`, heavy),
  ];
}

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

export interface Report {
  pages: PageResult[];
  references: ReferencePage[];
  referenceResults: PageResult[];
  settings: LighthouseSettings | null;
  chromiumVersion: string;
  inp: InpResult[];
  throughput: ThroughputRow[];
  searches: number;
  distinctSearches: number;
  minutes: number;
}

export function webSection(report: Report): string {
  const { pages, settings, chromiumVersion, inp, throughput } = report;
  const comparisons = compareToReferences(pages, report.references, report.referenceResults);
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
    '### Against a static page with the same text',
    '',
    `For each page, a plain HTML page with the same text (read from the server-rendered page with JavaScript off; its h1 as a heading, each other line a paragraph; no script, stylesheet, font or image), written into the run's copy of \`dist/client/assets\` with brotli and gzip copies and sent by the same server's static path, measured by Lighthouse in the same run with the same settings (median of ${plural(LIGHTHOUSE_RUNS, 'run')}). A ratio is the page's time over its static page's: 1.00 is as fast as the static page. "Before first paint" is what was transferred by the requests that finished before the observed first contentful paint, plus the document (the requests Lighthouse's simulation can count toward FCP).`,
    '',
    referenceTable(comparisons),
    '',
    ...referenceVerdicts(comparisons, pages),
    '',
    'What each page transferred before its first paint (median run):',
    '',
    paintRequestsTable(pages),
    '',
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

export function writeSection(section: string): string {
  const file = path.join(root, 'docs', 'benchmarks.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nMeasured figures, each section written by the script named in it.\n';
  writeFileSync(file, replaceSection(current, section));
  return file;
}
