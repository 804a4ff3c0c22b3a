/**
 * Hardening fault 3: a search flood must not stall the server. Searches are
 * answered from the in-process index, one at a time behind a gate (beyond
 * it 503 with Retry-After, never a hang); answers are cached by term, page
 * and content version, and article, list and sign-in requests are not
 * starved meanwhile: within ten times their idle latency or a second,
 * whichever is more (nine in ten of them; none beyond twice that).
 *
 * The flood and the timed requests come from worker threads (see
 * CLIENT_WORKER), so the server's event loop does only the server's work.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyGate, GateBusy } from '../../server/http/concurrency.ts';
import { LruCache } from '../../server/http/lru-cache.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const FLOOD_CONNECTIONS = 100;
const FLOOD_MS = 5000;
const CLIENT_TIMEOUT_MS = 10_000;
const IDLE_SAMPLES = 7;
/**
 * Ten times idle, but never below this: a 3 ms idle answer must not make the
 * bound 30 ms, less than one garbage collection, batch of search headlines or
 * scheduler slice on a busy two-core machine. Before the fix these requests
 * took 3 to 15 s; the rule is that they are not starved, and a second still
 * tells that apart. (At 250 ms a sign-in's 90th percentile once came out at
 * 355 ms on PostgreSQL with the machine's load at 11 on two cores.) How fast
 * they are under load is a figure for `npm run bench:load`, not a rule.
 */
const BOUND_FLOOR_MS = 1000;
/**
 * The bound holds for nine answers in ten. The slowest single answer is the
 * machine's as much as the server's, so it gets OUTLIER_FACTOR times the
 * bound: still below the 3 s and more that a starved request took.
 */
const BOUNDED_SHARE = 0.9;
const OUTLIER_FACTOR = 2;

const FLOOD_ENV = {
  RATE_LIMIT_OTP: '100000',
  RATE_LIMIT_EMAIL_SENT: '100000',
  RATE_LIMIT_EMAIL_PER_IP: '99999',
  RATE_LIMIT_EMAIL_INTERVAL: '0',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(FLOOD_ENV);
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

const timeoutSignal = () => AbortSignal.timeout(CLIENT_TIMEOUT_MS);

/** The value that `share` of the values are at most (nearest rank). */
const quantile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface FloodReport {
  requests: number;
  statuses: Record<string, number>;
  timeouts: number;
  errors: string[];
  /** 503/429 answers without a Retry-After header. */
  withoutRetryAfter: number;
  slowestMs: number;
}

interface ProbeReport {
  /** Milliseconds per answer, by call name. */
  latencies: Record<string, number[]>;
  /** Answers with another status than expected, time-outs and network errors. */
  failures: string[];
}

interface ProbeCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** JSON body; "{n}" becomes a number unique to the run (a fresh address per sign-in). */
  body?: string;
  headers?: Record<string, string>;
  status: number;
}

/**
 * Clients in a worker thread, with their own event loop, as clients on
 * another machine would be: the server's thread then does only the server's
 * work, and a request that needs several turns of the server's loop is
 * measured as a real client would see it.
 *
 * - flood: connections that each search a new term as soon as their last
 *   answer arrives, for durationMs;
 * - probe: the cheap calls one after another, `rounds` times or until
 *   durationMs has passed, pausing pauseMs between rounds, each timed.
 */
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, timeoutMs } = workerData;

async function flood({ connections, durationMs, words }) {
  const report = { requests: 0, statuses: {}, timeouts: 0, errors: [], withoutRetryAfter: 0, slowestMs: 0 };
  let next = 0;
  const term = () => {
    const n = next++;
    // A number on the end keeps every term distinct even after the pairs run out.
    return words[n % words.length] + ' or ' + words[Math.floor(n / words.length) % words.length] + ' ' + n;
  };
  const until = Date.now() + durationMs;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < until) {
      const started = Date.now();
      report.requests += 1;
      try {
        const response = await fetch(base + '/api/search?q=' + encodeURIComponent(term()), { signal: AbortSignal.timeout(timeoutMs) });
        await response.arrayBuffer();
        report.statuses[response.status] = (report.statuses[response.status] || 0) + 1;
        if ((response.status === 503 || response.status === 429) && !response.headers.get('retry-after')) report.withoutRetryAfter += 1;
      } catch (error) {
        if (error && (error.name === 'TimeoutError' || error.name === 'AbortError')) report.timeouts += 1;
        else if (report.errors.length < 5) report.errors.push(String(error && error.cause ? error.cause : error));
      }
      report.slowestMs = Math.max(report.slowestMs, Date.now() - started);
    }
  }));
  return report;
}

let unique = 0;
async function probe({ calls, rounds, durationMs, pauseMs }) {
  const report = { latencies: Object.fromEntries(calls.map((call) => [call.name, []])), failures: [] };
  const until = durationMs ? Date.now() + durationMs : Infinity;
  for (let round = 0; (rounds === undefined || round < rounds) && Date.now() < until; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      try {
        const response = await fetch(base + call.path, {
          method: call.method,
          headers: call.headers,
          body: call.body === undefined ? undefined : call.body.replace('{n}', String((unique += 1))),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        report.latencies[call.name].push(performance.now() - started);
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

/** A client thread of `target`; `ask` runs one flood or probe there and resolves with its report. */
function clientThread(target: TestServer) {
  const worker = new Worker(CLIENT_WORKER, { eval: true, workerData: { base: target.url, timeoutMs: CLIENT_TIMEOUT_MS } });
  let ids = 0;
  const pending = new Map<number, (result: unknown) => void>();
  worker.on('message', ({ id, result }: { id: number; result: unknown }) => pending.get(id)?.(result));
  return {
    ask<T>(mode: 'flood' | 'probe', options: unknown): Promise<T> {
      const id = (ids += 1);
      return new Promise<T>((resolve, reject) => {
        pending.set(id, (result) => resolve(result as T));
        worker.once('error', reject);
        worker.postMessage({ id, mode, options });
      });
    },
    close: () => worker.terminate(),
  };
}

function cheapCalls(slug: string): ProbeCall[] {
  return [
    { name: 'article', method: 'GET', path: `/api/article/${slug}`, status: 200 },
    { name: 'list', method: 'GET', path: '/api/articles?per_page=20', status: 200 },
    {
      name: 'sign-in',
      method: 'POST',
      path: '/auth/v1/otp',
      headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key' },
      body: JSON.stringify({ email: `flood-${process.pid}-{n}@example.com`, create_user: true }),
      status: 200,
    },
  ];
}

async function searchOnce(q: string, target: TestServer = server) {
  const response = await target.request(`/api/search?q=${encodeURIComponent(q)}`, { signal: timeoutSignal() });
  const text = await response.text();
  return { status: response.status, cache: response.headers.get('X-Cache'), text };
}

describe('Hardening fault 3: a search flood does not starve cheap requests', () => {
  const servedBy = () => server;
  it(
    'keeps article, list and sign-in answers within ten times idle, answers every search 200 or 503 with Retry-After, and never times out',
    async () => {
      const target = servedBy();
      const listed = (await (await target.request('/api/articles?per_page=50')).json()) as { data: Array<{ slug: string; title: string }> };
      const slug = listed.data[Math.floor(listed.data.length / 2)].slug;
      const words = [...new Set(listed.data.flatMap((article) => article.title.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
      const calls = cheapCalls(slug);
      const prober = clientThread(target);
      const flooder = clientThread(target);
      try {
        // One round to warm up (first queries plan and fill caches), then the idle figures.
        await prober.ask<ProbeReport>('probe', { calls, rounds: 1 });
        const idleReport = await prober.ask<ProbeReport>('probe', { calls, rounds: IDLE_SAMPLES, pauseMs: 20 });
        expect(idleReport.failures).toEqual([]);
        const idle = Object.fromEntries(calls.map(({ name }) => [name, median(idleReport.latencies[name])]));
        // A term searched before the flood, to be asked again (in other letter case and spacing) during it.
        const warm = await searchOnce('Monroe Doctrine', target);
        expect(warm).toMatchObject({ status: 200 });

        const flood = flooder.ask<FloodReport>('flood', { connections: FLOOD_CONNECTIONS, durationMs: FLOOD_MS, words });
        // Let the gate fill before measuring; stop measuring before the flood ends.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const during = prober.ask<ProbeReport>('probe', { calls, durationMs: FLOOD_MS - 800, pauseMs: 50 });
        const cachedDuring: Array<Awaited<ReturnType<typeof searchOnce>>> = [];
        for (let i = 0; i < 5; i += 1) {
          cachedDuring.push(await searchOnce('  monroe   DOCTRINE ', target));
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const [report, duringReport] = await Promise.all([flood, during]);

        const lines = calls.map(({ name }) => {
          const samples = duringReport.latencies[name];
          const bound = Math.max(10 * idle[name], BOUND_FLOOR_MS);
          const worst = Math.max(...samples);
          const bounded = quantile(samples, BOUNDED_SHARE);
          return {
            name,
            bound,
            bounded,
            worst,
            line: `${name}: idle median ${idle[name].toFixed(1)} ms; during the flood ${samples.length} requests, median ${median(samples).toFixed(1)} ms, ${BOUNDED_SHARE * 100}th percentile ${bounded.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (bound ${bound.toFixed(0)} ms)`,
          };
        });
        console.log(
          [
            `Search flood: ${report.requests} searches over ${FLOOD_CONNECTIONS} connections in ${FLOOD_MS / 1000} s; statuses ${JSON.stringify(report.statuses)}; time-outs ${report.timeouts}; slowest ${report.slowestMs} ms`,
            ...lines.map(({ line }) => line),
          ].join('\n'),
        );

        expect(report.errors).toEqual([]);
        expect(report.timeouts).toBe(0);
        expect(report.withoutRetryAfter).toBe(0);
        expect(Object.keys(report.statuses).filter((status) => !['200', '429', '503'].includes(status))).toEqual([]);
        // Searches got through.
        expect(report.statuses['200'] ?? 0).toBeGreaterThan(0);
        expect(duringReport.failures).toEqual([]);
        for (const { name, bound, bounded, worst } of lines) {
          expect(bounded, `${name} during the flood, ${BOUNDED_SHARE * 100}th percentile`).toBeLessThanOrEqual(bound);
          expect(worst, `${name} during the flood, slowest answer`).toBeLessThanOrEqual(OUTLIER_FACTOR * bound);
        }

        // A cached term never waits for the gate: answered from the cache, the same body, throughout the flood.
        for (const answer of cachedDuring) expect(answer).toEqual({ status: 200, cache: 'hit', text: warm.text });
      } finally {
        await Promise.all([prober.close(), flooder.close()]);
      }
    },
    60_000,
  );

  it('serves a repeated term from the cache, and a content change reaches the next search after the version is reread', async () => {
    const target = servedBy();
    const term = 'Quetzalcoatl';
    const first = await searchOnce(term, target);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(JSON.parse(first.text)).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
    expect(await searchOnce(term, target)).toEqual({ ...first, cache: 'hit' });

    // Content is edited in SQL (the admin area is read-only; editors write to the database), not through this server.
    await target.db.query(`update public.articles set title = title || ' and Quetzalcoatl' where slug = 'monroe-doctrine'`);
    await target.contentChanged();
    const after = await searchOnce(term, target);
    expect(after).toMatchObject({ status: 200, cache: 'miss' });
    expect((JSON.parse(after.text) as { data: Array<{ slug: string }> }).data.map((result) => result.slug)).toContain('monroe-doctrine');
    expect(await searchOnce(term, target)).toEqual({ ...after, cache: 'hit' });
  });

  it('shares one query among identical searches that arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => searchOnce('constitution or amendment', servedBy())));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });
});

describe('Hardening fault 3: the gate and the cache', () => {
  // A task runs across a turn of the event loop, so the ones started together overlap; how long it runs does not matter.
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most maxRunning tasks, queues maxQueued in order, and refuses the rest at once', async () => {
    const gate = new ConcurrencyGate({ maxRunning: 1, maxQueued: 2, maxWaitMs: 1000 });
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await nextTurn();
      order.push(n);
      running -= 1;
      return n;
    };
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => gate.run(task(n))));
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as GateBusy).reason))).toEqual([1, 2, 3, 'full', 'full']);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    // The slot is handed back from a macrotask.
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.stats).toMatchObject({ running: 0, queued: 0, started: 3, refused: 2 });
  });

  it('refuses a task that waited longer than maxWaitMs, even when the loop was too busy for its timer', async () => {
    const gate = new ConcurrencyGate({ maxRunning: 1, maxQueued: 5, maxWaitMs: 50 });
    const blocking = gate.run(async () => {
      // Holds the event loop, as a PGlite statement does, past the waiter's deadline.
      const until = Date.now() + 120;
      while (Date.now() < until);
    });
    const waiting = gate.run(async () => 'ran');
    await blocking;
    await expect(waiting).rejects.toMatchObject({ name: 'GateBusy', reason: 'waited' });
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('evicts the least recently used entries beyond the entry and byte bounds', () => {
    const cache = new LruCache<string, string>({ maxEntries: 3, maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 'aa');
    cache.set('b', 'bb');
    cache.set('c', 'cc');
    expect(cache.get('a')).toBe('aa');
    cache.set('d', 'dd');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual(['aa', undefined, 'cc', 'dd']);
    cache.set('e', 'eeeeee');
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    expect(cache.get('e')).toBe('eeeeee');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
  });
});
