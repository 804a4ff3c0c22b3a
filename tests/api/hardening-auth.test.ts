/**
 * docs/product.md §10 (hardening of sign-in): each test names the fault it keeps
 * fixed. All of them drive the real server over HTTP; with TRUST_PROXY=1 each
 * X-Forwarded-For value stands for one client behind our proxy.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, SignInMail } from '../../server/mail.ts';
import { latestMail, mailbox, postJson, requestLink, signIn, type Session } from './helpers/auth.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

const running: TestServer[] = [];
async function start(env: Record<string, string>, options: Parameters<typeof startTestServer>[1] = {}) {
  const server = await startTestServer(env, options);
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const challengeFor = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('Hardening fault 1: one client cannot block sign-in for everyone', () => {
  it('a requester that used its hourly mail budget is refused, while another requester (the admin) still gets a link', async () => {
    const server = await start({
      TRUST_PROXY: 'true',
      RATE_LIMIT_EMAIL_INTERVAL: '0',
      RATE_LIMIT_EMAIL_SENT: '6',
      RATE_LIMIT_EMAIL_PER_IP: '3',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await postJson(server, '/auth/v1/otp', { email: `flood${i}@example.com` }, from('203.0.113.50'))).status);
    }
    expect(statuses).toEqual([200, 200, 200, ...Array(9).fill(429)]);
    const refused = await postJson(server, '/auth/v1/otp', { email: 'flood-last@example.com' }, from('203.0.113.50'));
    expect(await json(refused)).toEqual({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });

    const admin = await postJson(server, '/auth/v1/otp', { email: 'admin@example.com' }, from('198.51.100.20'));
    expect(admin.status).toBe(200);
    expect((await latestMail(server, 'admin@example.com')).code).toMatch(/^\d{6}$/);
  }, START_TIMEOUT);

  it('an IPv6 client is one requester across its whole /64', async () => {
    const server = await start({ TRUST_PROXY: 'true', RATE_LIMIT_EMAIL_INTERVAL: '0', RATE_LIMIT_EMAIL_SENT: '10', RATE_LIMIT_EMAIL_PER_IP: '2' });
    const ask = (ip: string, n: number) => postJson(server, '/auth/v1/otp', { email: `v6-${n}@example.com` }, from(ip));
    expect((await ask('2001:db8:1:2::1', 1)).status).toBe(200);
    expect((await ask('2001:db8:1:2:ffff::9', 2)).status).toBe(200);
    expect((await ask('2001:db8:1:2:abcd:1:2:3', 3)).status).toBe(429);
    expect((await ask('2001:db8:1:3::1', 4)).status).toBe(200);
  }, START_TIMEOUT);
});

describe('Hardening fault 6: the client address is the one our proxy saw', () => {
  it('TRUST_PROXY=1 takes the rightmost X-Forwarded-For entry, so a client rotating the leftmost entries stays one requester', async () => {
    const server = await start({ TRUST_PROXY: '1', RATE_LIMIT_OTP: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const forged = `10.0.0.${i + 1}, 192.0.2.${i + 1}`;
      statuses.push((await postJson(server, '/auth/v1/verify', { type: 'email', token_hash: 'x' }, { 'X-Forwarded-For': `${forged}, 203.0.113.77` })).status);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    // Another client behind the same proxy is not affected.
    expect((await postJson(server, '/auth/v1/verify', { type: 'email', token_hash: 'x' }, from('203.0.113.78'))).status).toBe(403);
  }, START_TIMEOUT);

  it('TRUST_PROXY=2 takes the entry our outer proxy wrote, second from the right', async () => {
    const server = await start({ TRUST_PROXY: '2', RATE_LIMIT_OTP: '2' });
    const verify = (chain: string) => postJson(server, '/auth/v1/verify', { type: 'email', token_hash: 'x' }, { 'X-Forwarded-For': chain });
    expect((await verify('1.1.1.1, 203.0.113.90, 10.0.0.2')).status).toBe(403);
    expect((await verify('2.2.2.2, 203.0.113.90, 10.0.0.3')).status).toBe(403);
    expect((await verify('3.3.3.3, 203.0.113.90, 10.0.0.2')).status).toBe(429);
    expect((await verify('203.0.113.90, 203.0.113.91, 10.0.0.2')).status).toBe(403);
  }, START_TIMEOUT);
});

describe('sign-in flows', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_EMAIL_INTERVAL: '0', RATE_LIMIT_CODE_GUESS_WINDOW: '2' });
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
  });

  it('Hardening fault 7: a PKCE auth code shaped like a UUID but not one is 404 flow_state_not_found, not a 500', async () => {
    for (const authCode of ['000000000000000000000000000000000000', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '------------------------------------']) {
      const response = await postJson(server, '/auth/v1/token?grant_type=pkce', { auth_code: authCode, code_verifier: 'x' });
      expect(response.status, authCode).toBe(404);
      expect(await json(response)).toMatchObject({ code: 'flow_state_not_found' });
    }
  });

  it('Hardening fault 8: a PKCE sign-in is not finished by the token hash or the 6-digit code without the verifier', async () => {
    const email = 'pkce.strict@example.com';
    const verifier = 'v'.repeat(64);
    expect((await postJson(server, '/auth/v1/otp', { email, code_challenge: challengeFor(verifier), code_challenge_method: 's256' })).status).toBe(200);
    const mail = await latestMail(server, email);
    const linkToken = new URL(mail.link!).searchParams.get('token')!;
    for (const body of [
      { type: 'magiclink', token_hash: linkToken },
      { type: 'email', token_hash: linkToken.replace(/^pkce_/, '') },
      { type: 'email', email, token: mail.code },
    ]) {
      const response = await postJson(server, '/auth/v1/verify', body);
      expect(response.status, JSON.stringify(body)).toBe(403);
      const answer = await json(response);
      expect(answer.code).toBe('bad_code_verifier');
      expect(answer).not.toHaveProperty('access_token');
    }
    // Refusing did not spend the sign-in: the link and the verifier still finish it.
    const followed = await fetch(mail.link!, { redirect: 'manual' });
    const code = new URL(followed.headers.get('Location')!).searchParams.get('code')!;
    const exchanged = await postJson(server, '/auth/v1/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as Session).user.email).toBe(email);
  });

  it('Hardening fault 8: only S256 is accepted as a code challenge method', async () => {
    const plain = await postJson(server, '/auth/v1/otp', { email: 'pkce.plain@example.com', code_challenge: 'p'.repeat(50), code_challenge_method: 'plain' });
    expect(plain.status).toBe(400);
    expect(await json(plain)).toMatchObject({ code: 'validation_failed' });
  });

  it('Hardening fault 9: reusing a rotated refresh token within the interval returns the token already issued, not a fork', async () => {
    const session = await signIn(server, 'no.fork@example.com');
    const refresh = (token: string) => postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: token });
    const answers: Session[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await refresh(session.refresh_token);
      expect(response.status).toBe(200);
      answers.push((await response.json()) as Session);
    }
    const issued = new Set(answers.map((answer) => answer.refresh_token));
    expect(issued.size).toBe(1);
    const [current] = issued;
    expect(current).not.toBe(session.refresh_token);
    // Rotating the current token moves the session on; the old parent then leads to the newest token.
    const rotated = (await (await refresh(current)).json()) as Session;
    expect(rotated.refresh_token).not.toBe(current);
    const viaParent = (await (await refresh(session.refresh_token)).json()) as Session;
    expect(viaParent.refresh_token).toBe(rotated.refresh_token);
  });

  it('Hardening fault 10: wrong codes slow guessing per address and per requester, and never void the pending code', async () => {
    const email = 'guessed.at@example.com';
    const mail = await requestLink(server, email);
    const wrong = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
    const guess = (token: string, ip: string) => postJson(server, '/auth/v1/verify', { type: 'email', email, token }, from(ip));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await guess(wrong, `203.0.113.${100 + i}`)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    const slowed = await guess(mail.code!, '198.51.100.60');
    expect(slowed.status).toBe(429);
    expect(String((await json(slowed)).message)).toMatch(/Too many wrong codes\. Try again in \d+ seconds\./);
    // Once the window passes, the owner's code still works: the guesses did not destroy it. The window
    // (RATE_LIMIT_CODE_GUESS_WINDOW, 2 s) ends in the database's clock: moved back by it, as if it had passed.
    await server.db.query(`update local_auth.rate_limits set reset_at = reset_at - interval '2 seconds' where bucket = 'wrong-code-address'`);
    const right = await guess(mail.code!, '198.51.100.60');
    expect(right.status).toBe(200);
    expect(((await right.json()) as Session).user.email).toBe(email);
  });

  it('Hardening fault 10: one requester guessing across many addresses is slowed too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await postJson(server, '/auth/v1/verify', { type: 'email', email: `spray${i}@example.com`, token: '123456' }, from('203.0.113.200'));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('Hardening fault 11: known and unknown addresses take the same path and time', () => {
  it('both wait for their mail (an unknown address is told it has no account) and get the same answer', async () => {
    const held: { mail: SignInMail; release: () => void }[] = [];
    const slowMailer: Mailer = {
      description: 'held until released',
      hasMailbox: false,
      send: (mail) => new Promise<void>((resolve) => held.push({ mail, release: resolve })),
    };
    const server = await start({ RATE_LIMIT_EMAIL_INTERVAL: '0' }, { deps: { mailer: slowMailer } });
    const known = 'known.timing@example.com';
    // Make the address known: its first mail is released so its sign-in can finish.
    const first = postJson(server, '/auth/v1/otp', { email: known });
    await expect.poll(() => held.length).toBe(1);
    held[0].release();
    expect((await first).status).toBe(200);
    const code = held[0].mail.code;
    expect((await postJson(server, '/auth/v1/verify', { type: 'email', email: known, token: code })).status).toBe(200);

    // With every mail held, neither answer arrives; once the mails are out, both are the same.
    const knownAnswer = postJson(server, '/auth/v1/otp', { email: known, create_user: false });
    const unknownAnswer = postJson(server, '/auth/v1/otp', { email: 'unknown.timing@example.com', create_user: false });
    await expect.poll(() => held.length).toBe(3);
    for (const entry of held) entry.release();
    const answers = await Promise.all([knownAnswer, unknownAnswer].map(async (answer) => [(await answer).status, await (await answer).text()]));
    expect(answers).toEqual([
      [200, '{}'],
      [200, '{}'],
    ]);
    const latest = held.slice(1).map((entry) => entry.mail);
    expect(latest.find((mail) => mail.to === known)?.code).toMatch(/^\d{6}$/);
    expect(latest.find((mail) => mail.to === 'unknown.timing@example.com')).toMatchObject({ link: null, code: null });
  }, START_TIMEOUT);

  it('the development mailbox lists a mail as soon as its request was answered', async () => {
    const server = await start({});
    await postJson(server, '/auth/v1/otp', { email: 'listed.at.once@example.com' });
    expect((await mailbox(server)).some((mail) => mail.to === 'listed.at.once@example.com')).toBe(true);
  }, START_TIMEOUT);
});

describe('Hardening fault 4: the development mailbox answers only at the site or a loopback name', () => {
  it('refuses a foreign Host (DNS rebinding) and serves localhost and the configured site name', async () => {
    const server = await start({ PUBLIC_SITE_URL: 'http://parchment.test:8080' });
    const { request } = await import('node:http');
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: server.port, path: '/_dev/mailbox.json', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get('attacker.example')).toBe(403);
    expect(await get('attacker.example:8080')).toBe(403);
    expect(await get('127.0.0.1.attacker.example')).toBe(403);
    expect(await get(`localhost:${server.port}`)).toBe(200);
    expect(await get(`127.0.0.1:${server.port}`)).toBe(200);
    expect(await get(`[::1]:${server.port}`)).toBe(200);
    expect(await get('parchment.test:8080')).toBe(200);
  }, START_TIMEOUT);
});
