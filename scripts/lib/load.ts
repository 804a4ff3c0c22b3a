/**
 * What `npm run bench:api` and `npm run bench:load` share: autocannon driven
 * from a worker thread, its figures (latency percentiles from every
 * response), and the lines of their reports that describe the machine.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { FatalError } from './built-site.ts';

const requireFrom = createRequire(import.meta.url);

/** Asked for as a browser asks, so pages may come compressed as readers get them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
/** The client's own limit (site/data/fetchJson.ts gives up after 10 s too). */
export const TIMEOUT_SECONDS = 10;

export interface LoadFigures {
  requestsPerSecond: number;
  requests: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** With `paths`: how many of them the measured requests asked for, and whether the list ran out and started over. */
  distinctPaths: number;
  repeated: boolean;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Unmeasured load first, so connection set-up and a cold cache are not counted; 0 for none. */
  warmupSeconds: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Each request takes the next of these paths, starting at `offset`. */
  paths?: string[];
  offset?: number;
  /** Or: search a new term on every request, "a or b n" over these words (n counts up from `offset`). */
  searchWords?: string[];
  /** Names the load in the error when its worker stops. */
  label?: string;
  /**
   * Spread the requests over this many readers, each named by its own
   * X-Forwarded-For (a server with TRUST_PROXY=1 then gates each apart, as it
   * would readers on their own addresses); one client flooding when absent.
   */
  readers?: number;
}

/**
 * The load, in a worker thread: the load generator is a client with its own
 * event loop, as a client on another machine would be. Driven from one loop,
 * a target whose answers come back slowly (search) was measured seconds
 * slower than the server answered it, behind the thousands of quick answers
 * the same loop was reading; and a server in this process keeps its event
 * loop to itself. autocannon ships no types, its summary has no p95 and in a
 * worker thread its result is its raw tracker state, so latencies come from
 * its 'response' events, summed up here.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const { url, connections, warmupSeconds, seconds, timeout, headers, paths, offset, searchWords, readers } = workerData;
let next = offset;
// Reader n has its own address in the private range 10.0.0.0/16.
const asReader = (request, n) =>
  readers ? { ...request, headers: { ...request.headers, 'x-forwarded-for': '10.0.' + Math.floor((n % readers) / 250) + '.' + ((n % readers) % 250 + 1) } } : request;
const searchPath = (n) => {
  const term = searchWords[n % searchWords.length] + ' or ' + searchWords[Math.floor(n / searchWords.length) % searchWords.length] + ' ' + n;
  return '/api/search?q=' + encodeURIComponent(term);
};
const requests = () =>
  searchWords
    ? [{ setupRequest: (request) => asReader({ ...request, path: searchPath(next) }, next++) }]
    : paths
      ? [{ setupRequest: (request) => asReader({ ...request, path: paths[next % paths.length] }, next++) }]
      : undefined;
const run = (duration, latencies) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, timeout, headers, requests: requests() });
    if (latencies) instance.on('response', (client, status, bytes, responseTime) => latencies.push(responseTime));
    instance.on('error', reject);
    instance.on('done', resolve);
  });
(async () => {
  if (warmupSeconds) await run(warmupSeconds);
  parentPort.postMessage({ type: 'measuring' });
  const measuredFrom = next;
  const latencies = [];
  const result = await run(seconds, latencies);
  const sorted = Float64Array.from(latencies).sort();
  const percentile = (fraction) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : null);
  // Inside a worker thread autocannon answers its raw tracker state, not the summary.
  const requests = result.totalCompletedRequests ?? result.requests.total;
  parentPort.postMessage({
    type: 'done',
    figures: {
      requestsPerSecond: requests / (result.duration || seconds),
      requests,
      p50: percentile(0.5),
      p95: percentile(0.95),
      p99: percentile(0.99),
      statuses: Object.fromEntries(Object.entries(result.statusCodeStats || {}).map(([status, { count }]) => [status, count])),
      errors: result.errors,
      timeouts: result.timeouts,
      distinctPaths: paths ? Math.min(next - measuredFrom, paths.length) : 1,
      repeated: paths ? next - measuredFrom > paths.length : false,
    },
  });
})();
`;

/** Runs the warm-up, then the measured load; `measuring` resolves when the warm-up is over, `done` with the measured figures. */
export function startLoad(options: LoadOptions): { measuring: Promise<void>; done: Promise<LoadFigures> } {
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: {
      autocannonPath: requireFrom.resolve('autocannon'),
      url: options.url,
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
      timeout: TIMEOUT_SECONDS,
      headers: options.headers,
      paths: options.paths,
      offset: options.offset ?? 0,
      searchWords: options.searchWords,
      readers: options.readers ?? 0,
    },
  });
  let measuring!: () => void;
  const started = new Promise<void>((resolve) => (measuring = resolve));
  const done = new Promise<LoadFigures>((resolve, reject) => {
    worker.on('message', (message: { type: 'measuring' } | { type: 'done'; figures: LoadFigures }) => {
      if (message.type === 'measuring') measuring();
      else resolve(message.figures);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new FatalError(`The load generator${options.label ? ` for ${options.label}` : ''} stopped (exit ${code}).`)));
  }).finally(() => worker.terminate());
  return { measuring: started, done };
}

/** Milliseconds as the reports give them: one decimal under 10, whole numbers above. */
export const ms = (value: number | null) => (value === null ? 'n/a' : value < 10 ? value.toFixed(1) : `${Math.round(value)}`);

/** The load average over 1, 5 and 15 minutes, as "1.2, 0.8, 0.5". */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

/** The machine a report was measured on: CPU, cores, memory, Node and the system. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}
