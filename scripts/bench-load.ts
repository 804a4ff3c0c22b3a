/**
 * `npm run bench:load`: the server under sustained load. Builds the site when
 * the build is missing or older than its sources (pass --no-build to use
 * dist/ as it is), copies it to a temporary directory, starts the real server
 * (server/index.ts, as `npm start` runs it) there on a fresh embedded
 * database, and drives it with autocannon, one worker thread per path:
 *
 * - (a) a server-rendered article page (HTML),
 * - (b) the list API, /api/articles,
 * - (c) search, a new term on every request,
 * - (d) a soak: (a), (b) and (c) at once, sharing the connections,
 *
 * each for --duration seconds (default 60, after a 2 s warm-up) over
 * --connections connections (default 100), while the server's resident memory (VmRSS of the server
 * process) is sampled every second. Reports requests/s, p50/p95/p99 latency,
 * answers by status, errors, time-outs and RSS, prints them and writes the
 * "## Load" section of docs/benchmarks.md. Measures; does not judge (exit 0
 * whatever the figures, non-zero when the build or the server fails).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable, replaceSection } from './lib/bench-web-report.ts';
import { ensureBuild, FatalError, startBuiltSite, type BuiltSite as Server } from './lib/built-site.ts';
import { BROWSER_HEADERS, loadAverage, machine, ms, startLoad, TIMEOUT_SECONDS, type LoadFigures } from './lib/load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new FatalError(`--${name} needs a positive number, got ${JSON.stringify(process.argv[index + 1])}.`);
  return value;
}

/** A failure that stops the run: printed as one clear message, exit code 1. */
const log = (message: string) => console.log(message);

/** Unmeasured load before each phase, so connection set-up and a cold cache are not counted against it. */
const WARMUP_SECONDS = 2;

// ---------------------------------------------------------------- memory

/** The process's resident set in MiB, from /proc (null where there is no /proc, or once it has exited). */
function rssMiB(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

interface RssSummary {
  start: number | null;
  end: number | null;
  max: number | null;
}

/** Samples the server's RSS every second until stopped. */
function sampleRss(pid: number): { stop: () => RssSummary } {
  const samples: number[] = [];
  const take = () => {
    const value = rssMiB(pid);
    if (value !== null) samples.push(value);
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples.length ? { start: samples[0], end: samples[samples.length - 1], max: Math.max(...samples) } : { start: null, end: null, max: null };
    },
  };
}

// ---------------------------------------------------------------- load

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Search a new term on every request: "a or b n" over these words (n counts up from `offset`). */
  search?: { words: string[]; offset: number };
}

type TargetFigures = LoadFigures & { name: string; connections: number };

/** Runs the warm-up, then the measured load; `measuring` resolves when the warm-up is over. */
function load(base: string, target: Target, connections: number, seconds: number): { measuring: Promise<void>; done: Promise<TargetFigures> } {
  const run = startLoad({
    url: `${base}${target.path}`,
    connections,
    warmupSeconds: WARMUP_SECONDS,
    seconds,
    headers: target.headers,
    searchWords: target.search?.words,
    offset: target.search?.offset,
    label: target.path,
  });
  return { measuring: run.measuring, done: run.done.then((figures) => ({ name: target.name, connections, ...figures })) };
}

/** Numbered so that no term repeats, within a phase or across phases, and the cache never answers. */
function searchTarget(words: string[], phase: number): Target {
  return { name: 'Search, a new term each request (`/api/search?q=…`)', path: '/api/search?q=constitution', search: { words, offset: phase * 10_000_000 } };
}

interface Phase {
  name: string;
  targets: TargetFigures[];
  rss: RssSummary;
}

async function runPhase(server: Server, name: string, parts: Array<{ target: Target; connections: number }>, seconds: number): Promise<Phase> {
  log(`\n${name}: ${parts.map((part) => `${part.connections} connections on ${part.target.path}`).join(', ')}, ${WARMUP_SECONDS} s warm-up + ${seconds} s`);
  const runs = parts.map((part) => load(server.base, part.target, part.connections, seconds));
  await Promise.all(runs.map((run) => run.measuring));
  const rss = sampleRss(server.pid);
  const targets = await Promise.all(runs.map((run) => run.done));
  const phase = { name, targets, rss: rss.stop() };
  for (const figures of targets) log(`  ${figures.name}: ${summaryLine(figures)}`);
  log(`  server RSS: ${formatRss(phase.rss)}`);
  return phase;
}

// ---------------------------------------------------------------- report

const mib = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)}`);
const formatRss = (rss: RssSummary) => `start ${mib(rss.start)} MiB, end ${mib(rss.end)} MiB, max ${mib(rss.max)} MiB`;
const formatStatuses = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ') || 'none';

function summaryLine(figures: TargetFigures): string {
  return `${Math.round(figures.requestsPerSecond)} req/s, p50 ${ms(figures.p50)} ms, p95 ${ms(figures.p95)} ms, p99 ${ms(figures.p99)} ms; ${formatStatuses(figures.statuses)}; ${figures.errors} errors, ${figures.timeouts} time-outs`;
}

function loadSection(phases: Phase[], options: { seconds: number; connections: number; minutes: number }): string {
  const rows = phases.flatMap((phase) =>
    phase.targets.map((figures, index) => [
      index === 0 ? phase.name : '',
      figures.name,
      `${figures.connections}`,
      `${Math.round(figures.requestsPerSecond)}`,
      ms(figures.p50),
      ms(figures.p95),
      ms(figures.p99),
      formatStatuses(figures.statuses),
      `${figures.errors}`,
      `${figures.timeouts}`,
    ]),
  );
  const memory = phases.map((phase) => [phase.name, mib(phase.rss.start), mib(phase.rss.end), mib(phase.rss.max)]);
  const command = options.seconds === 60 && options.connections === 100 ? 'npm run bench:load' : `npm run bench:load -- --duration ${options.seconds}${options.connections === 100 ? '' : ` --connections ${options.connections}`}`;
  return [
    '## Load',
    '',
    `\`${command}\`: the production build served by the real server (\`server/index.ts\`, as \`npm start\` runs it) on a fresh embedded database, in its own process; autocannon over loopback from the benchmark's process, one worker thread per path, ${options.connections} connections for ${options.seconds} s per phase after a ${WARMUP_SECONDS} s warm-up, a ${TIMEOUT_SECONDS} s client time-out, \`Accept-Encoding: br, gzip\` on the page. The soak runs the three at once, the connections shared among them. About ${Math.ceil(options.minutes)} min.`,
    '',
    markdownTable(['Phase', 'Path', 'Connections', 'Requests/s', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'Answers', 'Errors', 'Time-outs'], rows, ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'left', 'right', 'right']),
    '',
    "Server memory (VmRSS of the server process, sampled every second during each phase, MiB):",
    '',
    markdownTable(['Phase', 'Start', 'End', 'Max'], memory, ['left', 'right', 'right', 'right']),
    '',
    `Machine: ${machine()}; load average ${loadAverage()} at the end of the run; run ${new Date().toISOString()}.`,
    '',
    "Search is gated (server/api/search.ts): searches answered from the in-process index (the default) run one at a time with up to 64 waiting for at most 1 s, and searches answered by SQL one at a time on the embedded database with up to 8 waiting for at most 2 s; a search beyond that is answered 503 with `Retry-After: 1` after a 0.5 s pause (so a client that retries at once cannot keep the server busy answering refusals). The 503s in the search rows are the gate refusing work, not failures (most search answers are such refusals, so the search latencies are mostly that pause); the time-outs column is the one that matters. Answers are cached by term and content version; these terms never repeat, so every 200 here ran the query. The article page comes mostly from the renderer's one-second microcache. A load average above the number of cores means other work shared the machine, and the figures are lower than an idle machine would give.",
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- main

async function main() {
  const seconds = option('duration', 60);
  const connections = Math.round(option('connections', 100));
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
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-bench-load-'));
    cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
    log('Starting the server on a fresh embedded database...');
    const server = await startBuiltSite(workDir);
    cleanups.push(() => server.stop());
    log(`Serving ${server.base} (server pid ${server.pid}, RSS ${mib(rssMiB(server.pid))} MiB)`);

    const listed = (await (await fetch(`${server.base}/api/articles?per_page=50`)).json()) as { data: Array<{ slug: string; title: string }> };
    const slug = listed.data[Math.floor(listed.data.length / 2)].slug;
    const article: Target = { name: `Article page (\`/articles/${slug}\`, HTML)`, path: `/articles/${slug}`, headers: BROWSER_HEADERS };
    const list: Target = { name: 'List API (`/api/articles`)', path: '/api/articles' };
    const words = [...new Set(listed.data.flatMap((entry) => entry.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
    for (const target of [article, list]) {
      const response = await fetch(`${server.base}${target.path}`, { headers: target.headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new FatalError(`${target.path} answered ${response.status}, expected 200.`);
    }

    const third = Math.floor(connections / 3);
    const phases = [
      await runPhase(server, '(a) Article page', [{ target: article, connections }], seconds),
      await runPhase(server, '(b) List API', [{ target: list, connections }], seconds),
      await runPhase(server, '(c) Search', [{ target: searchTarget(words, 3), connections }], seconds),
      await runPhase(
        server,
        '(d) Soak, all three',
        [
          { target: article, connections: connections - 2 * third },
          { target: list, connections: third },
          { target: searchTarget(words, 4), connections: third },
        ],
        seconds,
      ),
    ];

    await cleanup();
    const minutes = (performance.now() - started) / 60_000;
    const file = path.join(root, 'docs', 'benchmarks.md');
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nMeasured figures, each section written by the script named in it.\n';
    writeFileSync(file, replaceSection(current, loadSection(phases, { seconds, connections, minutes })));
    log(`\nWrote the "## Load" section of ${path.relative(process.cwd(), file)} (${minutes.toFixed(1)} min).`);
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof FatalError ? `bench:load: ${error.message}` : error);
  process.exitCode = 1;
}
