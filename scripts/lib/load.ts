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
   * Spread the connections over this many readers, each named by its own
   * X-Forwarded-For (a server with TRUST_PROXY=1 then gates each apart, as it
   * would readers on their own addresses); a connection is one reader, with
   * one request at a time. One client flooding when absent.
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
// Reader n has its own address in the private range 10.0.0.0/16; each connection is one reader, who asks
// for the next thing once the last answer came, as a reader does (never two requests of theirs at once).
const address = (n) => '10.0.' + Math.floor((n % readers) / 250) + '.' + ((n % readers) % 250 + 1);
const searchPath = (n) => {
  const term = searchWords[n % searchWords.length] + ' or ' + searchWords[Math.floor(n / searchWords.length) % searchWords.length] + ' ' + n;
  return '/api/search?q=' + encodeURIComponent(term);
};
const requests = (reader) => {
  const asReader = (request) => (reader === null ? request : { ...request, headers: { ...request.headers, 'x-forwarded-for': address(reader) } });
  return searchWords
    ? [{ setupRequest: (request) => asReader({ ...request, path: searchPath(next++) }) }]
    : paths
      ? [{ setupRequest: (request) => asReader({ ...request, path: paths[next++ % paths.length] }) }]
      : undefined;
};
let clients = 0;
const setupClient = (client) => {
  const ownRequests = readers ? requests(clients++) : undefined;
  if (ownRequests) client.setRequests(ownRequests);
};
(async () => {
  // One run over the same connections: the warm-up goes straight on into the measurement. Two runs would
  // close the warm-up's connections with requests still in the server's line and open fifty new ones at
  // once, and the first measured requests would wait behind both: an artefact of the change-over.
  const instance = autocannon({ url, connections, duration: warmupSeconds + seconds, timeout, headers, requests: requests(null), setupClient });
  let measuredFrom = null;
  let measuredNext = next;
  const begin = () => {
    measuredFrom = performance.now();
    measuredNext = next;
    parentPort.postMessage({ type: 'measuring' });
  };
  if (warmupSeconds) setTimeout(begin, warmupSeconds * 1000);
  else begin();
  const latencies = [];
  const statuses = {};
  let answered = 0;
  let errors = 0;
  let timeouts = 0;
  instance.on('response', (client, status, bytes, responseTime) => {
    if (measuredFrom === null) return;
    // Every answer in the measured time counts towards the rate; latencies are of requests sent in it.
    answered += 1;
    statuses[status] = (statuses[status] || 0) + 1;
    if (performance.now() - responseTime >= measuredFrom) latencies.push(responseTime);
  });
  instance.on('reqError', (error) => {
    if (measuredFrom === null) return;
    errors += 1;
    if (/timed out/.test(error.message)) timeouts += 1;
  });
  await new Promise((resolve, reject) => {
    instance.on('error', reject);
    instance.on('done', resolve);
  });
  const measuredSeconds = (performance.now() - measuredFrom) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const percentile = (fraction) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : null);
  parentPort.postMessage({
    type: 'done',
    figures: {
      requestsPerSecond: answered / measuredSeconds,
      requests: answered,
      p50: percentile(0.5),
      p95: percentile(0.95),
      p99: percentile(0.99),
      statuses,
      errors,
      timeouts,
      distinctPaths: paths ? Math.min(next - measuredNext, paths.length) : 1,
      repeated: paths ? next - measuredNext > paths.length : false,
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
