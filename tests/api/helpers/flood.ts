/**
 * Flooding clients and timed probes for the work-gate tests (API and site),
 * run in a worker thread with its own event loop, as clients on another
 * machine would be: the server's thread (the test's own) then does only the
 * server's work, and an answer is timed as a real client would see it.
 *
 * - flood: `connections` connections that each ask for the next of `paths`
 *   as soon as their last answer arrives, for durationMs. "{n}" in a path
 *   becomes a value unique to the request (a new term, slug or address).
 *   With `spreadAddresses`, each request claims another client address in
 *   X-Forwarded-For (the server must trust one proxy); otherwise `headers`
 *   say who the client is.
 * - probe: the given calls one after another, `rounds` times or until
 *   durationMs has passed, pausing pauseMs between rounds, each timed.
 */
import { Worker } from 'node:worker_threads';

export const CLIENT_TIMEOUT_MS = 10_000;

/** Generous sign-in limits, so a probe's sign-ins are never the ones refused. */
export const FLOOD_ENV = {
  RATE_LIMIT_OTP: '100000',
  RATE_LIMIT_EMAIL_SENT: '100000',
  RATE_LIMIT_EMAIL_PER_IP: '99999',
  RATE_LIMIT_EMAIL_INTERVAL: '0',
};

export interface FloodOptions {
  connections: number;
  durationMs: number;
  paths: string[];
  headers?: Record<string, string>;
  spreadAddresses?: boolean;
}

export interface FloodReport {
  requests: number;
  /** Statuses by path template (the entry of `paths`). */
  statuses: Record<string, Record<string, number>>;
  timeouts: number;
  errors: string[];
  /** 503 answers without a Retry-After header. */
  withoutRetryAfter: number;
  /** The distinct Content-Type and body of the 503 answers (at most a few). */
  busyAnswers: string[];
}

export interface ProbeCall {
  name: string;
  method: 'GET' | 'POST';
  /** "{n}" becomes a number unique to the run. */
  path: string;
  /** JSON body; "{n}" as in the path (a fresh address per sign-in). */
  body?: string;
  headers?: Record<string, string>;
  status: number;
}

export interface ProbeReport {
  /** Milliseconds per answer, by call name. */
  latencies: Record<string, number[]>;
  /** Answers with another status than expected, time-outs and network errors. */
  failures: string[];
  /** X-Page-Cache or X-Cache of each answer, by call name. */
  caches: Record<string, string[]>;
}

const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, timeoutMs } = workerData;

let unique = 0;
const fill = (text) => text.replace(/\\{n\\}/g, () => String((unique += 1)) + Math.random().toString(36).slice(2, 8));
const randomAddress = () => '10.' + [0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.');

async function flood({ connections, durationMs, paths, headers, spreadAddresses }) {
  const report = { requests: 0, statuses: Object.fromEntries(paths.map((path) => [path, {}])), timeouts: 0, errors: [], withoutRetryAfter: 0, busyAnswers: [] };
  const until = Date.now() + durationMs;
  await Promise.all(Array.from({ length: connections }, async (_, connection) => {
    for (let turn = connection; Date.now() < until; turn += connections) {
      const template = paths[turn % paths.length];
      report.requests += 1;
      try {
        const requestHeaders = { ...headers };
        if (spreadAddresses) requestHeaders['X-Forwarded-For'] = randomAddress();
        const response = await fetch(base + fill(template), { headers: requestHeaders, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        const body = await response.text();
        const statuses = report.statuses[template];
        statuses[response.status] = (statuses[response.status] || 0) + 1;
        if (response.status === 503) {
          if (!response.headers.get('retry-after')) report.withoutRetryAfter += 1;
          const answer = response.headers.get('content-type') + ' ' + body;
          if (!report.busyAnswers.includes(answer) && report.busyAnswers.length < 5) report.busyAnswers.push(answer);
        }
      } catch (error) {
        if (error && (error.name === 'TimeoutError' || error.name === 'AbortError')) report.timeouts += 1;
        else if (report.errors.length < 5) report.errors.push(String(error && error.cause ? error.cause : error));
      }
    }
  }));
  return report;
}

async function probe({ calls, rounds, durationMs, pauseMs }) {
  const report = { latencies: Object.fromEntries(calls.map((call) => [call.name, []])), caches: Object.fromEntries(calls.map((call) => [call.name, []])), failures: [] };
  const until = durationMs ? Date.now() + durationMs : Infinity;
  for (let round = 0; (rounds === undefined || round < rounds) && Date.now() < until; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      try {
        const response = await fetch(base + fill(call.path), {
          method: call.method,
          headers: call.headers,
          body: call.body === undefined ? undefined : fill(call.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        report.latencies[call.name].push(performance.now() - started);
        report.caches[call.name].push(response.headers.get('x-page-cache') || response.headers.get('x-cache') || 'none');
        if (response.status !== call.status) report.failures.push(call.name + ' answered ' + response.status);
      } catch (error) {
        report.failures.push(call.name + ': ' + String(error && error.name === 'TimeoutError' ? 'timed out' : error));
      }
    }
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return report;
}

parentPort.on('message', async ({ id, mode, options }) => {
  parentPort.postMessage({ id, result: mode === 'flood' ? await flood(options) : await probe(options) });
});
`;

export interface ClientThread {
  flood(options: FloodOptions): Promise<FloodReport>;
  probe(options: { calls: ProbeCall[]; rounds?: number; durationMs?: number; pauseMs?: number }): Promise<ProbeReport>;
  close(): Promise<number>;
}

/** A client thread of the server at `base`. */
export function clientThread(base: string): ClientThread {
  const worker = new Worker(CLIENT_WORKER, { eval: true, workerData: { base, timeoutMs: CLIENT_TIMEOUT_MS } });
  let ids = 0;
  const pending = new Map<number, (result: unknown) => void>();
  worker.on('message', ({ id, result }: { id: number; result: unknown }) => pending.get(id)?.(result));
  const ask = <T>(mode: 'flood' | 'probe', options: unknown): Promise<T> => {
    const id = (ids += 1);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, (result) => resolve(result as T));
      worker.once('error', reject);
      worker.postMessage({ id, mode, options });
    });
  };
  return {
    flood: (options) => ask('flood', options),
    probe: (options) => ask('probe', options),
    close: () => worker.terminate(),
  };
}

/** The value that `share` of the values are at most (nearest rank). */
export const quantile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)];
export const median = (values: number[]) => quantile(values, 0.5);

/** A sign-in as the site starts one, from a new address each time. */
export function signInCall(headers: Record<string, string> = {}): ProbeCall {
  return {
    name: 'sign-in',
    method: 'POST',
    path: '/auth/v1/otp',
    headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key', ...headers },
    body: JSON.stringify({ email: `gates-${process.pid}-{n}@example.com`, create_user: true }),
    status: 200,
  };
}
