import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFetchCache, fetchJson } from '../../../site/data/fetchJson';
import { REQUEST_TIMEOUT_MS } from '../../../site/data/constants';

// A real HTTP server on loopback: the helper is tested over real HTTP, not a mock.
let base = '';
let requests: Array<{ url: string; ifNoneMatch?: string }> = [];
const server = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] as string | undefined });
  if (req.url === '/articles') {
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { ETag: '"v1"' }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"v1"' }).end(JSON.stringify({ data: [1, 2] }));
  } else if (req.url === '/missing') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Article not found');
  } else if (req.url === '/bare-error') {
    res.writeHead(503).end();
  } else if (req.url === '/slow') {
    // Never answers; the client must give up.
  } else if (req.url === '/not-json') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{not json');
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  requests = [];
  clearFetchCache();
});

describe('fetchJson (product §7, the general fetch helper)', () => {
  it('answers data, error and status', async () => {
    await expect(fetchJson(`${base}/articles`)).resolves.toEqual({ data: { data: [1, 2] }, error: null, status: 200 });
  });

  it('sends If-None-Match on a repeat request and returns the cached body on 304', async () => {
    await fetchJson(`${base}/articles`);
    const repeat = await fetchJson(`${base}/articles`);
    expect(requests[1].ifNoneMatch).toBe('"v1"');
    expect(repeat).toEqual({ data: { data: [1, 2] }, error: null, status: 304 });
  });

  it('product §8: a non-OK answer is "HTTP {status}: {response body}"', async () => {
    await expect(fetchJson(`${base}/missing`)).resolves.toMatchObject({ data: null, error: 'HTTP 404: Article not found', status: 404 });
  });

  it('product §8: with no body, "HTTP {status}: {status text}"', async () => {
    const result = await fetchJson(`${base}/bare-error`);
    expect(result).toMatchObject({ data: null, error: 'HTTP 503: Service Unavailable', status: 503, statusText: 'Service Unavailable' });
  });

  it('product §8: a timeout is "Request timeout" with status 408', async () => {
    const result = await fetchJson(`${base}/slow`, { timeoutMs: 50 });
    expect(result).toEqual({ data: null, error: 'Request timeout', status: 408 });
  });

  it('product §9: the default timeout is 10 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('product §8: another network failure gives its message and status 0', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await fetchJson(`http://127.0.0.1:${port}/`);
    expect(result.status).toBe(0);
    expect(result.error).toBeTruthy();
    expect(result.error).not.toBe('Unknown error');
  });

  it('product §8: a failure without a message is "Unknown error", status 0', async () => {
    const throwsNothingUseful = (() => Promise.reject('boom')) as unknown as typeof fetch;
    await expect(fetchJson('/anything', { fetchImpl: throwsNothingUseful })).resolves.toEqual({
      data: null,
      error: 'Unknown error',
      status: 0,
    });
  });

  it('a malformed JSON body is an error with status 0, not a crash', async () => {
    const result = await fetchJson(`${base}/not-json`);
    expect(result.data).toBeNull();
    expect(result.status).toBe(0);
    expect(result.error).toMatch(/JSON/);
  });

  it('product §4: a request cancelled by the caller is not an error', async () => {
    const controller = new AbortController();
    const pending = fetchJson(`${base}/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ data: null, error: null, status: 0, aborted: true });
  });
});
