/**
 * docs/product.md §10, a mail that was never sent: a server killed (kill -9)
 * while a sign-in mail is on its way to the SMTP server leaves a reservation
 * behind; it counts against the address's interval only until the SMTP
 * time-out, so the address can ask again soon after, not a whole interval
 * later. Real server processes over real HTTP, on the embedded database (the
 * rule is in SQL both databases share; the process lifecycle is what this
 * tests, and it needs a data directory to restart on).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyOf, removeScratch, seededDirectory, spawnServer, type ChildServer } from './helpers/child-server.ts';
import { START_TIMEOUT } from './helpers/server.ts';

/** An SMTP server that takes connections and never greets: a send stays under way until its time-out. */
async function silentSmtp(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const SMTP_TIMEOUT_SECONDS = 3;
const EMAIL = 'cut.off@example.com';

let seeded: { dir: string; remove(): void };
let dir = '';
const children: ChildServer[] = [];

beforeAll(async () => {
  seeded = await seededDirectory();
}, START_TIMEOUT);
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill9()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  seeded?.remove();
  removeScratch();
});

const askForLink = (url: string) =>
  fetch(`${url}/auth/v1/otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key' },
    body: JSON.stringify({ email: EMAIL }),
  });

describe.skipIf(Boolean(process.env.DATABASE_URL))('Hardening 2: a mail that was never sent, after kill -9', () => {
  it('a server killed mid-send leaves the address free to ask again once the SMTP time-out has passed, not a whole interval later', async () => {
    const smtp = await silentSmtp();
    try {
      dir = copyOf(seeded.dir, 'parchment-mail-crash-');
      const interval = { RATE_LIMIT_EMAIL_INTERVAL: '600', SMTP_TIMEOUT: String(SMTP_TIMEOUT_SECONDS) };
      const first = spawnServer(dir, { ...interval, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      children.push(first);
      const cutOff = askForLink(await first.ready).then(
        (response) => response.status,
        () => 'no answer' as const,
      );
      // The send has started: the server is talking to the SMTP server. Kill it there.
      await expect.poll(smtp.connections, { timeout: 30_000 }).toBeGreaterThan(0);
      expect((await first.kill9()).signal).toBe('SIGKILL');
      expect(await cutOff).toBe('no answer');

      // The same data directory, now with the development mailbox and no SMTP: the mail can go out.
      const second = spawnServer(dir, interval);
      children.push(second);
      const url = await second.ready;
      // Within the 600 s interval, but past the 3 s time-out of the send that never finished.
      const startedAt = Date.now();
      let status = 0;
      while (Date.now() - startedAt < 60_000) {
        status = (await askForLink(url)).status;
        if (status === 200) break;
        expect(status, 'only the lapsing reservation may refuse it').toBe(429);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(status, 'the address could ask again well within the interval').toBe(200);
      const mail = (await (await fetch(`${url}/_dev/mailbox.json`)).json()) as { to: string; code: string | null }[];
      expect(mail.find((entry) => entry.to === EMAIL)?.code).toMatch(/^\d{6}$/);
    } finally {
      await smtp.close();
    }
  }, START_TIMEOUT);
});
