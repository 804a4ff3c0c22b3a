/**
 * docs/product.md §10, the second audit of sign-in: limits that hold when
 * requests arrive together, mail that counts only once it was sent, and PKCE
 * codes that survive a wrong verifier. Real servers over real HTTP; with
 * TRUST_PROXY=true each X-Forwarded-For value stands for one client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { silentLogger } from '../../server/log.ts';
import { MAIL_NOT_SENT, sendErrorMessage } from '../../site/auth/session.ts';
import type { Mailer, SignInMail } from '../../server/mail.ts';
import { fakeSmtp } from './helpers/smtp.ts';
import { latestMail, mailbox, postJson, requestLink } from './helpers/auth.ts';
import { startTestServer, START_TIMEOUT, testConfig, type TestServer } from './helpers/server.ts';

const running: TestServer[] = [];
const extra: RunningServer[] = [];
async function start(env: Record<string, string>, options: Parameters<typeof startTestServer>[1] = {}) {
  const server = await startTestServer(env, options);
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(extra.splice(0).map((server) => server.close()));
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

/**
 * A second server on the first one's PostgreSQL database, as behind a load
 * balancer; null on the embedded database, which one process holds alone.
 */
async function secondServer(first: TestServer, env: Record<string, string>): Promise<TestServer | null> {
  if (!first.config.databaseUrl) return null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-api-second-'));
  const server = await startServer(testConfig({ ...env, DATA_DIR: dataDir, DATABASE_URL: first.config.databaseUrl }), { log: silentLogger });
  extra.push({ ...server, close: () => server.close().finally(() => rmSync(dataDir, { recursive: true, force: true })) });
  return { ...server, request: (pathname, init) => fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init }), stop: () => server.close() };
}

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;
const otherCode = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function client(server: TestServer, flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  return createClient(server.url, 'local-publishable-key', {
    auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('Hardening 2: wrong-code limit races', () => {
  it('30 wrong codes for one address at once: exactly 5 are checked, the rest wait, and the right code is refused while they do', async () => {
    const server = await start({ TRUST_PROXY: 'true', RATE_LIMIT_EMAIL_INTERVAL: '0' });
    const email = 'raced.address@example.com';
    const mail = await requestLink(server, email);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postJson(server, '/auth/v1/verify', { type: 'email', email, token: otherCode(mail.code!, n) }, from(`203.0.113.${n + 1}`)),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect([count(statuses, 403), count(statuses, 429)]).toEqual([5, 25]);
    const right = await postJson(server, '/auth/v1/verify', { type: 'email', email, token: mail.code }, from('198.51.100.7'));
    expect(right.status).toBe(429);
    expect(String((await json(right)).message)).toMatch(/^Too many wrong codes\. Try again in \d+ seconds\.$/);
  }, START_TIMEOUT);

  it('30 wrong codes from one requester at once, each for another address: exactly 20 are checked', async () => {
    const server = await start({ TRUST_PROXY: 'true' });
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postJson(server, '/auth/v1/verify', { type: 'email', email: `sprayed${n}@example.com`, token: '123456' }, from('203.0.113.250')),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect([count(statuses, 403), count(statuses, 429)]).toEqual([20, 10]);
  }, START_TIMEOUT);

  it('a right code does not count as a wrong guess', async () => {
    const server = await start({ TRUST_PROXY: 'true', RATE_LIMIT_EMAIL_INTERVAL: '0' });
    const email = 'right.often@example.com';
    for (let i = 0; i < 7; i++) {
      const mail = await requestLink(server, email);
      const right = await postJson(server, '/auth/v1/verify', { type: 'email', email, token: mail.code }, from('198.51.100.8'));
      expect(right.status).toBe(200);
    }
    // All five wrong guesses of the address are still there to take.
    const mail = await requestLink(server, email);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      statuses.push((await postJson(server, '/auth/v1/verify', { type: 'email', email, token: otherCode(mail.code!, n) }, from('198.51.100.8'))).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  }, START_TIMEOUT);
});

describe('Hardening 2: the mail cap holds under concurrency', () => {
  it('60 sign-in requests at once for 60 addresses (over two servers on PostgreSQL) send exactly the 30 the hourly cap allows', async () => {
    const env = { TRUST_PROXY: 'true', RATE_LIMIT_EMAIL_SENT: '30', RATE_LIMIT_EMAIL_PER_IP: '1' };
    const first = await start(env);
    const second = (await secondServer(first, env)) ?? first;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        postJson(n % 2 ? second : first, '/auth/v1/otp', { email: `capped${n}@example.com` }, from(`203.0.113.${n + 1}`)),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect([count(statuses, 200), count(statuses, 429)]).toEqual([30, 30]);
    expect((await mailbox(first)).filter((mail) => mail.to.startsWith('capped'))).toHaveLength(30);
  }, START_TIMEOUT);
});

describe('Hardening 2: one wrong PKCE verifier burns the code', () => {
  it('a stray exchange with a wrong verifier is 403 bad_code_verifier, and the real client then gets its session', async () => {
    const server = await start({});
    const email = 'pkce.survivor@example.com';
    const supabase = client(server, 'pkce');
    expect((await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: `${server.config.siteUrl}/admin` } })).error).toBeNull();
    const mail = await latestMail(server, email);
    const followed = await fetch(mail.link!, { redirect: 'manual' });
    const code = new URL(followed.headers.get('Location')!).searchParams.get('code')!;
    const stray = await postJson(server, '/auth/v1/token?grant_type=pkce', { auth_code: code, code_verifier: 'w'.repeat(64) });
    expect(stray.status).toBe(403);
    expect(await json(stray)).toMatchObject({ code: 'bad_code_verifier' });
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    // Still single use.
    const again = await client(server, 'pkce').auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  }, START_TIMEOUT);
});

describe('Hardening 2: a mail that was never sent', () => {
  it('is an error the client shows (500 Error sending magic link email), and counts against no limit', async () => {
    const smtp = await fakeSmtp({ accept: false });
    try {
      const server = await start({
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        RATE_LIMIT_EMAIL_INTERVAL: '60',
        RATE_LIMIT_EMAIL_SENT: '2',
        RATE_LIMIT_EMAIL_PER_IP: '1',
      });
      const email = 'smtp.down@example.com';
      const ask = () => postJson(server, '/auth/v1/otp', { email }, from('203.0.113.31'));
      // More tries than the address interval, the requester's budget and the server's cap would each allow.
      for (let i = 0; i < 3; i++) {
        const failed = await ask();
        expect(failed.status).toBe(500);
        expect(await json(failed)).toEqual({ code: 'unexpected_failure', message: 'Error sending magic link email' });
      }
      // The real client reports a 5xx without the server's message (as for hosted auth); the admin page says what happened.
      const shown = await client(server).auth.signInWithOtp({ email });
      expect(shown.error?.status).toBe(500);
      expect(sendErrorMessage(shown.error!)).toBe(MAIL_NOT_SENT);
      // Nothing unsent is listed as sent.
      expect((await mailbox(server)).filter((mail) => mail.to === email)).toEqual([]);

      smtp.accept = true;
      const sent = await ask();
      expect(sent.status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain(`To: ${email}`);
      // Now a mail was sent, so the address interval applies.
      expect((await ask()).status).toBe(429);
    } finally {
      await smtp.close();
    }
  }, START_TIMEOUT);

  it('known and unknown addresses (create_user false) both get a mail, and fail the same way when it cannot be sent', async () => {
    const smtp = await fakeSmtp({ accept: false });
    try {
      const server = await start({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_EMAIL_INTERVAL: '0' });
      const known = 'known.reader@example.com';
      smtp.accept = true;
      const first = await requestLink(server, known);
      expect((await postJson(server, '/auth/v1/verify', { type: 'email', email: known, token: first.code })).status).toBe(200);

      smtp.accept = false;
      const failures = [];
      for (const email of [known, 'unknown.reader@example.com']) {
        const response = await postJson(server, '/auth/v1/otp', { email, create_user: false });
        failures.push([response.status, await response.text()]);
      }
      expect(failures[0]).toEqual([500, JSON.stringify({ code: 'unexpected_failure', message: 'Error sending magic link email' })]);
      expect(failures[1]).toEqual(failures[0]);

      smtp.accept = true;
      const before = smtp.messages.length;
      for (const email of [known, 'unknown.reader@example.com']) {
        const response = await postJson(server, '/auth/v1/otp', { email, create_user: false });
        expect([response.status, await response.text()]).toEqual([200, '{}']);
      }
      const sent = smtp.messages.slice(before);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toContain(`To: ${known}`);
      expect(sent[1]).toContain('To: unknown.reader@example.com');
      expect(sent[1]).not.toMatch(/verify\?token=/);
      // No account was made for the unknown address.
      expect(await server.db.query(`select 1 from auth.users where email = 'unknown.reader@example.com'`)).toEqual([]);
    } finally {
      await smtp.close();
    }
  }, START_TIMEOUT);

  it('the answer waits for the mail, for known and unknown addresses alike', async () => {
    const held: { mail: SignInMail; release: () => void }[] = [];
    const heldMailer: Mailer = {
      description: 'held until released',
      hasMailbox: false,
      send: (mail) => new Promise<void>((resolve) => held.push({ mail, release: resolve })),
    };
    const server = await start({ RATE_LIMIT_EMAIL_INTERVAL: '0' }, { deps: { mailer: heldMailer } });
    let answered = 0;
    const asks = [
      { email: 'held.new@example.com', create_user: true },
      { email: 'held.unknown@example.com', create_user: false },
    ].map((body) =>
      postJson(server, '/auth/v1/otp', body).then(async (response) => {
        answered++;
        return [response.status, await response.text()];
      }),
    );
    await expect.poll(() => held.length).toBe(2);
    expect(answered).toBe(0);
    for (const entry of held) entry.release();
    expect(await Promise.all(asks)).toEqual([
      [200, '{}'],
      [200, '{}'],
    ]);
  }, START_TIMEOUT);
});
