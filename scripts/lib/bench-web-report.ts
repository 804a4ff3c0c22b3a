/**
 * Pure helpers for `npm run bench:web` (scripts/bench-web.ts): reading the
 * parts of a Lighthouse result the report uses, picking the median run,
 * listing the audits that hold a score back, formatting markdown tables, and
 * replacing one section of docs/benchmarks.md. No I/O here, so the unit tests
 * (tests/unit/bench-web-report.test.ts) can feed them plain objects.
 */

/** The four Lighthouse categories the benchmark runs. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The slice of a Lighthouse audit result (LH.Audit.Result) read here. */
export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: unknown;
}

/** The slice of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResultLike {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> }>;
  audits: Record<string, AuditLike>;
  runWarnings?: string[];
}

/** One Lighthouse run, reduced to what the report shows. Scores are 0-100, times in ms, sizes in bytes. */
export interface RunSummary {
  scores: Record<CategoryId, number | null>;
  lcp: number | null;
  fcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  totalBytes: number | null;
  scriptBytes: number | null;
  /** Bytes of the requests that finished before the observed first paint (see bytesBeforeFirstPaint). */
  bytesBeforePaint: number | null;
}

/** An audit that scored under 0.9 in a category of the run. */
export interface FailingAudit {
  id: string;
  title: string;
  /** 0-100. */
  score: number;
  displayValue: string;
  categories: CategoryId[];
  /** A few lines of detail (the offending URLs, elements or checks), for the console. */
  details: string[];
}

/** Display modes whose score says nothing about the page (or that did not run). */
const UNSCORED_MODES = new Set(['informative', 'notApplicable', 'manual', 'error']);

const numeric = (result: LighthouseResultLike, id: string): number | null => {
  const value = result.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const toScore = (score: number | null | undefined): number | null => (typeof score === 'number' ? Math.round(score * 100) : null);

interface ResourceRow {
  resourceType?: string;
  transferSize?: number;
}

function resourceBytes(result: LighthouseResultLike, type: string): number | null {
  const details = result.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined;
  const row = details?.items?.find((item) => item.resourceType === type);
  return typeof row?.transferSize === 'number' ? row.transferSize : null;
}

export function summarizeRun(result: LighthouseResultLike): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, toScore(result.categories[id]?.score)])) as Record<CategoryId, number | null>;
  return {
    scores,
    lcp: numeric(result, 'largest-contentful-paint'),
    fcp: numeric(result, 'first-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    speedIndex: numeric(result, 'speed-index'),
    totalBytes: numeric(result, 'total-byte-weight') ?? resourceBytes(result, 'total'),
    scriptBytes: resourceBytes(result, 'script'),
    bytesBeforePaint: bytesBeforeFirstPaint(result)?.bytes ?? null,
  };
}

export interface PaintRequest {
  url: string;
  resourceType: string;
  transferSize: number;
}

/**
 * What arrived before the first frame: every request that finished before
 * the observed first contentful paint, and the document itself. This is the
 * set Lighthouse's simulation (Lantern's first-paint graph) draws from when
 * it estimates FCP: a request that ended after the paint did not hold it
 * back, and every byte that did end before it shared the throttled line with
 * what the paint needed. Times in the network-requests audit count from the
 * first request; the observed FCP counts from navigation start, a few ms
 * earlier, so a request ending within that gap is counted (the safe side).
 */
export function bytesBeforeFirstPaint(result: Pick<LighthouseResultLike, 'audits'>): { bytes: number; requests: PaintRequest[] } | null {
  const metrics = (result.audits.metrics?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.[0];
  const paint = metrics?.observedFirstContentfulPaint;
  const items = (result.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
  if (typeof paint !== 'number' || !items?.length) return null;
  const requests = items
    // The first request is the navigation (the document), which the paint always needs.
    .filter((item, index) => index === 0 || (typeof item.networkEndTime === 'number' && item.networkEndTime <= paint))
    .map((item) => ({ url: String(item.url), resourceType: String(item.resourceType ?? 'Other'), transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0 }));
  return { bytes: requests.reduce((sum, request) => sum + request.transferSize, 0), requests };
}

/** A page's time as a multiple of the static reference's (1.00: as fast); null when either is missing. */
export function ratioTo(value: number | null, reference: number | null): number | null {
  if (value === null || reference === null || reference <= 0) return null;
  return value / reference;
}

export const formatRatio = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(2));

/**
 * The median run: runs ordered from worst to best by performance score, then
 * (at equal scores) by LCP, slower first; the middle one (the lower middle for
 * an even count). A run without a score counts as the worst.
 */
export function medianRunIndex(runs: Array<Pick<RunSummary, 'lcp'> & { scores: Pick<RunSummary['scores'], 'performance'> }>): number {
  if (runs.length === 0) throw new Error('medianRunIndex needs at least one run');
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance ?? -1, lcp: run.lcp ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.score - b.score || b.lcp - a.lcp || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)].index;
}

/** The median of numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

interface ChainNode {
  url?: string;
  navStartToEndTime?: number;
  isLongest?: boolean;
  children?: Record<string, ChainNode>;
}

/** The longest request chain of a network-dependency-tree insight, as "a -> b -> c (n ms)". */
function longestChain(details: unknown): string | null {
  const sections = (details as { items?: Array<{ value?: { chains?: Record<string, ChainNode> } }> })?.items ?? [];
  for (const section of sections) {
    let level = section.value?.chains;
    const hops: string[] = [];
    let end = 0;
    while (level) {
      const next: ChainNode | undefined = Object.values(level).find((node) => node.isLongest) ?? Object.values(level)[0];
      if (!next?.url) break;
      hops.push(next.url.replace(/^https?:\/\/[^/]+/, ''));
      end = next.navStartToEndTime ?? end;
      level = next.children && Object.keys(next.children).length ? next.children : undefined;
    }
    if (hops.length) return `longest chain (${Math.round(end)} ms): ${hops.join(' -> ')}`;
  }
  return null;
}

interface SourceLocation {
  type?: string;
  url?: string;
  line?: number;
  column?: number;
  value?: string;
  original?: { file?: string; line?: number };
}

/** "url:line:column (original file:line)" for a source-location value, or its text. */
function sourceText(source: SourceLocation | undefined): string {
  if (!source) return '';
  if (source.type === 'text' || typeof source.value === 'string') return source.value ?? '';
  if (!source.url) return '';
  const place = typeof source.line === 'number' ? `:${source.line + 1}:${(source.column ?? 0) + 1}` : '';
  const original = source.original?.file ? ` (${source.original.file}${typeof source.original.line === 'number' ? `:${source.original.line + 1}` : ''})` : '';
  return `${source.url}${place}${original}`;
}

function tableLines(items: Array<Record<string, unknown>>, limit: number): string[] {
  const lines: string[] = [];
  for (const item of items.slice(0, limit)) {
    const node = item.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
    const where =
      (typeof item.url === 'string' && item.url) ||
      node?.selector ||
      node?.snippet ||
      sourceText(item.source as SourceLocation | undefined) ||
      (typeof item.description === 'string' && item.description) ||
      (typeof item.label === 'string' && item.label) ||
      (typeof item.groupLabel === 'string' && item.groupLabel) ||
      '';
    if (!where) continue;
    const extra: string[] = [];
    if (typeof item.wastedBytes === 'number') extra.push(`${formatBytes(item.wastedBytes)} to save`);
    if (typeof item.wastedMs === 'number') extra.push(`${Math.round(item.wastedMs)} ms to save`);
    if (typeof item.reflowTime === 'number') extra.push(`${Math.round(item.reflowTime)} ms of reflow`);
    if (typeof item.duration === 'number') extra.push(`${Math.round(item.duration)} ms`);
    if (typeof item.total === 'number') extra.push(`${Math.round(item.total)} ms in all`);
    if (typeof item.score === 'number') extra.push(`shift ${formatCls(item.score)}`);
    if (node?.nodeLabel && node.nodeLabel !== where) extra.push(truncate(node.nodeLabel, 60));
    lines.push(`${truncate(where, 110)}${extra.length ? ` (${extra.join(', ')})` : ''}`);
  }
  if (items.length > limit) lines.push(`… and ${items.length - limit} more`);
  return lines;
}

/**
 * A few readable lines from an audit's details: failed checks, the longest
 * request chain, or the first rows of its tables (URLs, elements, source
 * locations, with the savings or time they cost).
 */
export function auditDetailLines(audit: Pick<AuditLike, 'details'>, limit = 3): string[] {
  const details = audit.details as { type?: string; items?: unknown } | undefined;
  if (!details || typeof details !== 'object') return [];
  if (details.type === 'checklist' && details.items && typeof details.items === 'object') {
    return Object.values(details.items as Record<string, { label?: string; value?: boolean }>)
      .filter((item) => item.value === false && item.label)
      .map((item) => `failed check: ${item.label}`);
  }
  if (!Array.isArray(details.items)) return [];
  if (details.type === 'list') {
    const chain = longestChain(details);
    if (chain) return [chain];
    // A list of sub-details (tables, or sections holding one); read each.
    return (details.items as Array<{ type?: string; value?: unknown }>).flatMap((item) =>
      auditDetailLines({ details: item.type === 'list-section' ? item.value : item }, limit),
    );
  }
  return tableLines(details.items as Array<Record<string, unknown>>, limit);
}

/**
 * Audits that score under 0.9 in one of the run's categories, skipping those
 * whose score means nothing (informative, not applicable, manual, errored) and
 * those Lighthouse itself hides from the report. Worst first.
 */
export function failingAudits(result: LighthouseResultLike, threshold = 0.9): FailingAudit[] {
  const inCategories = new Map<string, CategoryId[]>();
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      if (ref.group === 'hidden') continue;
      inCategories.set(ref.id, [...(inCategories.get(ref.id) ?? []), category]);
    }
  }
  const failing: FailingAudit[] = [];
  for (const [id, categories] of inCategories) {
    const audit = result.audits[id];
    if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= threshold) continue;
    failing.push({
      id,
      title: audit.title,
      score: Math.round(audit.score * 100),
      displayValue: audit.displayValue ?? '',
      categories,
      details: auditDetailLines(audit),
    });
  }
  return failing.sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
}

/** Markdown-safe table cell: no pipes or line breaks. */
function cell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A GitHub-flavoured markdown table; `align` per column, 'right' for figures. */
export function markdownTable(headers: string[], rows: string[][], align: Array<'left' | 'right'> = []): string {
  for (const row of rows) {
    if (row.length !== headers.length) throw new Error(`markdownTable: a row has ${row.length} cells for ${headers.length} columns`);
  }
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = headers.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
  return [line(headers), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/**
 * Puts `section` (which starts with its own "## Heading" line) in place of the
 * document's section of that heading, up to the next "## " heading, or adds
 * it at the end. Other sections are left as they are.
 */
export function replaceSection(document: string, section: string): string {
  const heading = section.split('\n', 1)[0].trim();
  if (!/^## \S/.test(heading)) throw new Error(`replaceSection: the section must start with a "## " heading, got ${JSON.stringify(heading)}`);
  const body = `${section.trim()}\n`;
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === heading);
  if (start === -1) return `${document.trimEnd()}\n\n${body}`;
  let end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n').trim();
  return `${before}${before ? '\n' : ''}${body}${after ? `\n${after}\n` : ''}`;
}

export const formatMs = (value: number | null): string => (value === null ? 'n/a' : `${Math.round(value)}`);
export const formatSeconds = (ms: number | null): string => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)}`);
/** Three decimals, except that a shift too small to show there still shows (CLS 0 is a target). */
export function formatCls(value: number | null): string {
  if (value === null) return 'n/a';
  if (value > 0 && value < 0.0005) return value.toPrecision(1);
  return value.toFixed(3);
}
export const formatScore = (value: number | null): string => (value === null ? 'n/a' : `${value}`);

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'n/a';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;
}

/** The site's targets (docs/benchmarks.md): scores 100, CLS 0, TBT under 50 ms, LCP at most 1.2 s, INP at most 100 ms. */
export const TARGETS = { score: 100, cls: 0, tbtBelow: 50, lcpAtMost: 1200, inpAtMost: 100 } as const;

export interface PageFigures {
  url: string;
  summary: RunSummary;
}

export interface Verdict {
  target: string;
  met: boolean;
  /** The pages (or scenarios) that miss it, with their figure, e.g. "/ (1.31 s)". */
  misses: string[];
}

/** Which targets every page (and every INP scenario) meets, and where each is missed. */
export function verdicts(pages: PageFigures[], inp: Array<{ name: string; worst: number | null }>): Verdict[] {
  const check = (target: string, miss: (page: PageFigures) => string | null): Verdict => {
    const misses = pages.map(miss).filter((entry): entry is string => entry !== null);
    return { target, met: misses.length === 0, misses };
  };
  const scoreCheck = (label: string, ids: CategoryId[]) =>
    check(label, ({ url, summary }) => {
      const low = ids.filter((id) => summary.scores[id] !== TARGETS.score).map((id) => `${id} ${formatScore(summary.scores[id])}`);
      return low.length ? `${url} (${low.join(', ')})` : null;
    });
  const inpMisses = inp.filter((entry) => entry.worst === null || entry.worst > TARGETS.inpAtMost).map((entry) => `${entry.name} (${formatMs(entry.worst)} ms)`);
  return [
    scoreCheck('Performance 100', ['performance']),
    scoreCheck('Accessibility, best practices and SEO 100', ['accessibility', 'best-practices', 'seo']),
    check('CLS 0', ({ url, summary }) => (summary.cls === null || summary.cls > TARGETS.cls ? `${url} (${formatCls(summary.cls)})` : null)),
    check('TBT under 50 ms', ({ url, summary }) => (summary.tbt === null || summary.tbt >= TARGETS.tbtBelow ? `${url} (${formatMs(summary.tbt)} ms)` : null)),
    check('LCP at most 1.2 s', ({ url, summary }) => (summary.lcp === null || summary.lcp > TARGETS.lcpAtMost ? `${url} (${formatSeconds(summary.lcp)} s)` : null)),
    { target: 'INP at most 100 ms', met: inpMisses.length === 0, misses: inpMisses },
  ];
}

/** One sentence per verdict, for the section's closing paragraph. */
export function verdictSentences(list: Verdict[]): string[] {
  return list.map((verdict) => (verdict.met ? `${verdict.target}: met everywhere.` : `${verdict.target}: missed on ${verdict.misses.join('; ')}.`));
}

/** Each failing audit once, with the pages it fails on; the most widespread first. */
export function commonFailures(pages: Array<{ url: string; failing: Array<Pick<FailingAudit, 'id' | 'title'>> }>): Array<{ id: string; title: string; urls: string[] }> {
  const byId = new Map<string, { id: string; title: string; urls: string[] }>();
  for (const page of pages) {
    for (const audit of page.failing) {
      const entry = byId.get(audit.id) ?? { id: audit.id, title: audit.title, urls: [] };
      entry.urls.push(page.url);
      byId.set(audit.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => b.urls.length - a.urls.length || a.title.localeCompare(b.title));
}

/** "1 run", "3 runs". */
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
