/** docs/product.md §10: slow and vanishing clients (hardening fault 14). */
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

describe('Hardening fault 14: slow and vanishing clients', () => {
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
