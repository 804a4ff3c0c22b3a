/**
 * docs/product.md §10: work no cache answers passes a gate per client and
 * one for the whole server (server/http/work-gate.ts), beyond which the
 * answer is 503 with Retry-After; cached answers and sign-in never wait for
 * it. And a precondition never turns a missing resource's 404 into a 304.
 * The site's pages are tested in tests/e2e/hardening-gates.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GateBusy, KeyedConcurrencyGate } from '../../server/http/concurrency.ts';
import { WORK_BUSY } from '../../server/http/work-gate.ts';
import { clientThread, FLOOD_ENV, median, quantile, signInCall, type ClientThread, type FloodReport, type ProbeCall } from './helpers/flood.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const FLOODER = { 'X-Forwarded-For': '203.0.113.7' };
const READER = { 'X-Forwarded-For': '203.0.113.8' };
const FLOOD_MS = 4000;
/**
 * Ten times idle, but never below this (see search-flood.test.ts): the bound
 * holds for the median, which one slow answer on a busy machine cannot move.
 */
const BOUND_FLOOR_MS = 250;

/** Each class of uncached API work: a full-text list, unknown slugs, a search, a stored file, the REST call. */
const UNCACHED_API = [
  '/api/articles?q=zq{n}',
  '/api/articles?tag=t{n}',
  '/api/article/no-such-{n}',
  '/api/authors/no-such-{n}',
  '/api/search?q=zq{n}',
  '/storage/v1/object/public/heroes/no-such-{n}.svg',
  '/rest/v1/rpc/me_admin_status?x={n}',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ...FLOOD_ENV, TRUST_PROXY: '1' });
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

function readerCalls(): ProbeCall[] {
  return [
    { name: 'article', method: 'GET', path: '/api/article/monroe-doctrine', headers: READER, status: 200 },
    { name: 'cached full-text list', method: 'GET', path: '/api/articles?q=constitution', headers: READER, status: 200 },
    signInCall(READER),
  ];
}

function expectTurnedAway(report: FloodReport, paths: string[]) {
  console.log(`Flood: ${report.requests} requests; statuses ${JSON.stringify(report.statuses)}; time-outs ${report.timeouts}; 503 answers ${JSON.stringify(report.busyAnswers)}`);
  expect(report.errors).toEqual([]);
  expect(report.timeouts).toBe(0);
  expect(report.withoutRetryAfter).toBe(0);
  for (const path of paths) {
    const statuses = report.statuses[path];
    expect(Object.keys(statuses).filter((status) => !['200', '404', '503'].includes(status)), path).toEqual([]);
    expect(statuses['503'] ?? 0, `${path} answered 503 at least once`).toBeGreaterThan(0);
  }
}

/** Each reader call's median during the flood within ten times its idle median (or the floor). */
async function expectReaderUnharmed(flood: (flooder: ClientThread) => Promise<FloodReport>, paths: string[]) {
  const reader = clientThread(server.url);
  const flooder = clientThread(server.url);
  try {
    const calls = readerCalls();
    await reader.probe({ calls, rounds: 1 });
    const idleReport = await reader.probe({ calls, rounds: 7, pauseMs: 20 });
    expect(idleReport.failures).toEqual([]);
    const flooding = flood(flooder);
    // Let the gates fill before measuring; stop measuring before the flood ends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await reader.probe({ calls, durationMs: FLOOD_MS - 800, pauseMs: 50 });
    const report = await flooding;
    expectTurnedAway(report, paths);
    expect(during.failures).toEqual([]);
    for (const { name } of calls) {
      const bound = Math.max(10 * median(idleReport.latencies[name]), BOUND_FLOOR_MS);
      const samples = during.latencies[name];
      console.log(`${name}: idle median ${median(idleReport.latencies[name]).toFixed(1)} ms; during the flood ${samples.length} answers, median ${median(samples).toFixed(1)} ms, 90th percentile ${quantile(samples, 0.9).toFixed(1)} ms (bound ${bound.toFixed(0)} ms)`);
      expect(median(samples), `${name} during the flood, median`).toBeLessThanOrEqual(bound);
    }
    // Cached answers are answered from the cache throughout, never from the gate.
    expect(new Set(during.caches.article)).toEqual(new Set(['hit']));
    expect(new Set(during.caches['cached full-text list'])).toEqual(new Set(['hit']));
  } finally {
    await Promise.all([reader.close(), flooder.close()]);
  }
}

describe('Hardening 2: uncached routes no gate protects', () => {
  it(
    'turns one client flooding uncached API work away with 503 and Retry-After while another client reads cached answers and signs in',
    async () => {
      const paths = UNCACHED_API;
      await expectReaderUnharmed((flooder) => flooder.flood({ connections: 30, durationMs: FLOOD_MS, paths, headers: FLOODER }), paths);
      // The flood over, the same client is served again.
      expect((await server.request('/api/articles?q=after+the+flood', { headers: FLOODER })).status).toBe(200);
    },
    60_000,
  );

  it(
    'meets a flood spread over many client addresses with the gate of the whole server',
    async () => {
      const paths = ['/api/articles?q=zq{n}', '/api/article/no-such-{n}'];
      await expectReaderUnharmed((flooder) => flooder.flood({ connections: 80, durationMs: FLOOD_MS, paths, spreadAddresses: true }), paths);
    },
    60_000,
  );

  it('answers a refusal in the error format of its area, plain text on /api', async () => {
    const flooder = clientThread(server.url);
    try {
      const report = await flooder.flood({
        connections: 30,
        durationMs: 2000,
        paths: ['/api/articles?q=zq{n}', '/rest/v1/rpc/me_admin_status?x={n}', '/storage/v1/object/public/heroes/no-such-{n}.svg'],
        headers: FLOODER,
      });
      const answers = report.busyAnswers.join('\n');
      expect(answers).toContain(`text/plain; charset=UTF-8 ${WORK_BUSY}`);
      expect(answers).toContain(`application/json ${JSON.stringify({ code: 'PGRST000', details: null, hint: null, message: WORK_BUSY })}`);
      expect(answers).toContain(`application/json ${JSON.stringify({ statusCode: '503', error: 'busy', message: WORK_BUSY })}`);
    } finally {
      await flooder.close();
    }
  }, 30_000);

  describe('the keyed gate', () => {
    // A task runs across a turn of the event loop, so the ones started together overlap; how long it runs does not matter.
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

    it('bounds each key and all keys together, and forgets a key when its last task ends', async () => {
      const gate = new KeyedConcurrencyGate({ maxRunning: 1, maxQueued: 1, maxWaitMs: 1000 }, { maxRunning: 2, maxQueued: 1, maxWaitMs: 1000 });
      let running = 0;
      let most = 0;
      const task = async () => {
        running += 1;
        most = Math.max(most, running);
        await nextTurn();
        running -= 1;
        return 'ran';
      };
      const outcome = (promise: Promise<string>) => promise.catch((error: GateBusy) => error.reason);
      // One key: one runs, one waits, the third is refused at once.
      const one = await Promise.all(['a', 'a', 'a'].map((key) => outcome(gate.run(key, task))));
      expect(one).toEqual(['ran', 'ran', 'full']);
      // Slots are handed back from a macrotask.
      await new Promise((resolve) => setImmediate(resolve));
      // Five keys: two run and one waits at the shared gate; the other two are refused there.
      const many = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => outcome(gate.run(key, task))));
      expect(many).toEqual(['ran', 'ran', 'ran', 'full', 'full']);
      expect(most).toBe(2);
      expect(gate.keys).toBe(0);
    });

    it('holds no more keys than tasks in flight, however many keys pass', async () => {
      const gate = new KeyedConcurrencyGate({ maxRunning: 1, maxQueued: 0, maxWaitMs: 1000 }, { maxRunning: 4, maxQueued: 4, maxWaitMs: 1000 });
      let mostKeys = 0;
      const tasks = Array.from({ length: 1000 }, (_, n) =>
        gate
          .run(`10.0.${n >> 8}.${n & 255}`, async () => {
            await nextTurn();
            // The refused are gone by now: only the tasks running or waiting at the shared gate have a key.
            mostKeys = Math.max(mostKeys, gate.keys);
          })
          .catch(() => undefined),
      );
      await Promise.all(tasks);
      expect(mostKeys).toBeGreaterThan(0);
      expect(mostKeys).toBeLessThanOrEqual(8);
      expect(gate.keys).toBe(0);
    });
  });
});

describe('Hardening 2: conditional requests on missing pages', () => {
  it('answers a missing API answer, stored file or path 404 whatever If-None-Match says, and a present one 304', async () => {
    const found = await server.request('/api/article/monroe-doctrine');
    const etag = found.headers.get('ETag') as string;
    expect(found.status).toBe(200);
    const missing = [
      '/api/article/no-such-article',
      '/api/article/no-such-article/related',
      '/api/authors/no-such-author',
      '/api/states/no-such-state',
      '/api/no-such-call',
      '/storage/v1/object/public/heroes/no-such-file.svg',
      '/rest/v1/rpc/no_such_function',
      '/no-such-path-outside-the-site',
    ];
    for (const path of missing) {
      for (const condition of ['*', etag, `W/${etag}`]) {
        const response = await server.request(path, { headers: { 'If-None-Match': condition } });
        expect(`${path} (If-None-Match: ${condition}) answered ${response.status}`).toBe(`${path} (If-None-Match: ${condition}) answered 404`);
        expect((await response.text()).length).toBeGreaterThan(0);
      }
    }
    // Its own 404's ETag, if it had one, would not make it 304 either.
    const notFound = await server.request('/api/article/no-such-article');
    const notFoundTag = notFound.headers.get('ETag');
    if (notFoundTag) expect((await server.request('/api/article/no-such-article', { headers: { 'If-None-Match': notFoundTag } })).status).toBe(404);
    for (const condition of ['*', etag]) {
      expect((await server.request('/api/article/monroe-doctrine', { headers: { 'If-None-Match': condition } })).status).toBe(304);
    }
  });
});
