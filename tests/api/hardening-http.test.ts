/** docs/product.md §10: slow and vanishing clients (hardening fault 14); the development mailbox behind a proxy (Hardening 2). */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/log.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const running: TestServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

function recordingLogger() {
  const lines = { info: [] as string[], error: [] as string[], debug: [] as string[] };
  const log: Logger = {
    info: (message) => void lines.info.push(message),
    error: (message) => void lines.error.push(message),
    debug: (message) => void lines.debug.push(message),
  };
  return { log, lines };
}

/** Sends `raw` on a new connection and resolves with what came back once the server closed it (or `giveUpMs` passed). */
function rawRequest(port: number, raw: string, options: { closeAfterMs?: number; giveUpMs?: number } = {}) {
  return new Promise<{ received: string; closedByServer: boolean }>((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(raw);
      if (options.closeAfterMs !== undefined) setTimeout(() => socket.destroy(), options.closeAfterMs);
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ received, closedByServer: false });
    }, options.giveUpMs ?? 20_000);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedByServer: options.closeAfterMs === undefined });
    });
    socket.on('error', reject);
  });
}

const partialPost = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`;

// Sockets and time-outs, before any SQL: runs on the embedded database only.
describe('Hardening fault 14: slow and vanishing clients', { tags: ['process'] }, () => {
  it('a client that disconnects mid-body is one debug line, not an error with a stack trace', async () => {
    const { log, lines } = recordingLogger();
    const server = await startTestServer({}, { log });
    running.push(server);
    for (const path of ['/auth/v1/otp', '/rest/v1/rpc/me_admin_status', '/api/articles']) {
      await rawRequest(server.port, partialPost(path), { closeAfterMs: 100 });
    }
    await expect.poll(() => lines.debug.length).toBeGreaterThanOrEqual(2);
    expect(lines.error).toEqual([]);
    expect(lines.debug.every((line) => !line.includes('\n') && /the client went away/.test(line))).toBe(true);
  }, START_TIMEOUT);

  it('a request body that stalls is cut off after REQUEST_TIMEOUT (default 30 s) instead of holding a connection', async () => {
    const server = await startTestServer({ REQUEST_TIMEOUT: '2' });
    running.push(server);
    expect(server.config.requestTimeoutSeconds).toBe(2);
    const started = Date.now();
    const answer = await rawRequest(server.port, partialPost('/auth/v1/otp'), { giveUpMs: 20_000 });
    expect(answer.closedByServer).toBe(true);
    expect(answer.received).toMatch(/^HTTP\/1\.1 408/);
    console.log(`stalled body cut off after ${Date.now() - started} ms`);
  }, START_TIMEOUT);
});

describe('Hardening 2: the dev mailbox trusts the socket address', () => {
  const start = async (env: Record<string, string>, options: Parameters<typeof startTestServer>[1] = {}) => {
    const server = await startTestServer(env, options);
    running.push(server);
    return server;
  };
  const askForLink = (server: TestServer, email: string) =>
    server.request('/auth/v1/otp', { method: 'POST', headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key' }, body: JSON.stringify({ email }) });

  it('is off unless DEV_MAILBOX is on: /_dev is 404, and sign-in mail is printed on the console but kept nowhere', async () => {
    const { log, lines } = recordingLogger();
    const server = await start({ DEV_MAILBOX: 'false' }, { log });
    for (const path of ['/_dev/mailbox', '/_dev/mailbox.json']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not found');
    }
    expect((await askForLink(server, 'printed.only@example.com')).status).toBe(200);
    await expect.poll(() => lines.info.some((line) => line.includes('To: printed.only@example.com') && line.includes('/auth/v1/verify?'))).toBe(true);
    const [{ kept }] = await server.db.query<{ kept: number }>('select count(*)::int as kept from local_auth.mailbox');
    expect(kept).toBe(0);
  }, START_TIMEOUT);

  it('refuses, with a readable 403, a loopback request that a proxy relayed (X-Forwarded-For, Forwarded, Via, X-Real-IP, X-Forwarded-Host)', async () => {
    const server = await start({ DEV_MAILBOX: 'true' });
    expect((await server.request('/_dev/mailbox.json')).status).toBe(200);
    const relayed: Array<Record<string, string>> = [
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Forwarded-For': '203.0.113.7' },
      { Forwarded: 'for=127.0.0.1;proto=http' },
      { Via: '1.1 proxy.local' },
      { 'X-Real-IP': '127.0.0.1' },
      { 'X-Forwarded-Host': 'localhost' },
    ];
    for (const headers of relayed) {
      for (const path of ['/_dev/mailbox', '/_dev/mailbox.json']) {
        const response = await server.request(path, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await response.text()).toBe('The development mailbox does not answer requests relayed by a proxy.');
      }
    }
  }, START_TIMEOUT);

  it('with TRUST_PROXY set (a server behind a proxy has no direct local clients) refuses every request, relayed or not', async () => {
    const server = await start({ DEV_MAILBOX: 'true', TRUST_PROXY: '1' });
    const asked: Array<Record<string, string>> = [{}, { 'X-Forwarded-For': '127.0.0.1' }];
    for (const headers of asked) {
      const response = await server.request('/_dev/mailbox.json', { headers });
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/^The development mailbox is closed: TRUST_PROXY says this server is reached through a proxy/);
    }
  }, START_TIMEOUT);
});
