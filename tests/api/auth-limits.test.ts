/**
 * Rules that need their own server configuration: per-IP limits, the hourly
 * mail cap, expiry of one-time tokens, one pending link per address, refresh
 * reuse after the grace interval, and production mail (SMTP, no mailbox).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, postJson, requestLink } from './helpers/auth.ts';
import { fakeSmtp } from './helpers/smtp.ts';
import { productionPostgres, startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

const running: TestServer[] = [];
async function start(env: Record<string, string>) {
  const server = await startTestServer(env);
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});


/** Simulated clients: with TRUST_PROXY each X-Forwarded-For address has its own per-IP budget. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('per-IP and global limits', () => {
  let shared: TestServer;
  beforeAll(async () => {
    shared = await startTestServer({
      TRUST_PROXY: 'true',
      RATE_LIMIT_OTP: '3',
      RATE_LIMIT_TOKEN: '2',
      RATE_LIMIT_EMAIL_INTERVAL: '0',
      REFRESH_TOKEN_REUSE_INTERVAL: '0',
    });
  }, START_TIMEOUT);
  afterAll(async () => {
    await shared?.stop();
  });

  it('limits /otp and /verify together per IP (over_request_rate_limit), each IP on its own', async () => {
    const ip = from('203.0.113.1');
    expect((await postJson(shared, '/auth/v1/otp', { email: 'ip.one@example.com' }, ip)).status).toBe(200);
    expect((await postJson(shared, '/auth/v1/otp', { email: 'ip.two@example.com' }, ip)).status).toBe(200);
    expect((await postJson(shared, '/auth/v1/verify', { type: 'email', token_hash: 'x' }, ip)).status).toBe(403);
    const limited = await postJson(shared, '/auth/v1/otp', { email: 'ip.three@example.com' }, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect((await postJson(shared, '/auth/v1/verify', { type: 'email', token_hash: 'x' }, ip)).status).toBe(429);
    expect((await postJson(shared, '/auth/v1/otp', { email: 'ip.three@example.com' }, from('203.0.113.2'))).status).toBe(200);
  });

  it('limits /token per IP', async () => {
    const ip = from('203.0.113.3');
    for (let i = 0; i < 2; i++) {
      expect((await postJson(shared, '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'x' }, ip)).status).toBe(400);
    }
    expect((await postJson(shared, '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'x' }, ip)).status).toBe(429);
  });

  it('one pending link per address: a new mail replaces the previous link', async () => {
    const ip = from('203.0.113.4');
    await postJson(shared, '/auth/v1/otp', { email: 'twice@example.com' }, ip);
    const first = await latestMail(shared, 'twice@example.com');
    await postJson(shared, '/auth/v1/otp', { email: 'twice@example.com' }, ip);
    const second = await latestMail(shared, 'twice@example.com');
    expect(second.link).not.toBe(first.link);
    const follow = (link: string) => fetch(link, { redirect: 'manual', headers: from('203.0.113.5') });
    expect((await follow(first.link!)).headers.get('Location')).toContain('error_code=otp_expired');
    expect((await follow(second.link!)).headers.get('Location')).toContain('access_token=');
  });

  it('after the reuse interval, a rotated refresh token revokes the whole session (refresh_token_already_used)', async () => {
    const mailed = await postJson(shared, '/auth/v1/otp', { email: 'replay@example.com' }, from('203.0.113.6'));
    expect(mailed.status).toBe(200);
    const mail = await latestMail(shared, 'replay@example.com');
    const verified = await postJson(shared, '/auth/v1/verify', { type: 'email', email: 'replay@example.com', token: mail.code }, from('203.0.113.6'));
    const session = (await verified.json()) as { refresh_token: string };
    const token = (body: unknown, ip: string) => postJson(shared, '/auth/v1/token?grant_type=refresh_token', body, from(ip));
    const rotated = await token({ refresh_token: session.refresh_token }, '203.0.113.7');
    const next = (await rotated.json()) as { refresh_token: string; access_token: string };
    const replay = await token({ refresh_token: session.refresh_token }, '203.0.113.8');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The newest token of that session is dead too, and so is its access token.
    expect((await token({ refresh_token: next.refresh_token }, '203.0.113.9')).status).toBe(400);
    const user = await shared.request('/auth/v1/user', { headers: { Authorization: `Bearer ${next.access_token}` } });
    expect(user.status).toBe(403);
  });

  it('caps sign-in mail per hour for the whole server (reached only by several requesters together)', async () => {
    const server = await start({ RATE_LIMIT_EMAIL_SENT: '2', RATE_LIMIT_EMAIL_PER_IP: '1', TRUST_PROXY: 'true' });
    expect((await postJson(server, '/auth/v1/otp', { email: 'cap.one@example.com' }, from('198.51.100.1'))).status).toBe(200);
    expect((await postJson(server, '/auth/v1/otp', { email: 'cap.two@example.com' }, from('198.51.100.2'))).status).toBe(200);
    const capped = await postJson(server, '/auth/v1/otp', { email: 'cap.three@example.com' }, from('198.51.100.3'));
    expect(capped.status).toBe(429);
    expect(await capped.json()).toEqual({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
  }, START_TIMEOUT);
});

describe('one-time tokens', () => {
  it('expire: a link and a code older than OTP_EXPIRY (default 10 minutes) are refused', async () => {
    const server = await start({ OTP_EXPIRY: '120' });
    expect(server.config.otpExpirySeconds).toBe(120);
    const mail = await requestLink(server, 'slow.reader@example.com');
    // As if the reader came back two minutes later: the token is made that much older rather than waited for.
    await server.db.query(`update local_auth.one_time_tokens set created_at = created_at - interval '120 seconds' where email = 'slow.reader@example.com'`);
    const link = await fetch(mail.link!, { redirect: 'manual' });
    expect(link.headers.get('Location')).toContain('error_code=otp_expired');
    const code = await postJson(server, '/auth/v1/verify', { type: 'email', email: 'slow.reader@example.com', token: mail.code });
    expect(code.status).toBe(403);
  }, START_TIMEOUT);
});

describe('housekeeping on each sign-in mail', () => {
  it('forgets sends older than a day, expired one-time tokens and PKCE flows never finished within a day; keeps the rest', async () => {
    const server = await start({ RATE_LIMIT_EMAIL_INTERVAL: '0' });
    await server.db.exec(`
      insert into local_auth.email_sends (email, sent_at) values
        ('old.send@example.com', now() - interval '25 hours'), ('recent.send@example.com', now() - interval '2 hours');
      insert into local_auth.flow_states (id, code_challenge, code_challenge_method, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'challenge', 's256', now() - interval '25 hours'),
        ('00000000-0000-4000-8000-000000000002', 'challenge', 's256', now() - interval '1 hour');
      insert into local_auth.one_time_tokens (email, token_hash, code_hash, created_at) values
        ('expired@example.com', 'expired-token', 'expired-code', now() - interval '11 minutes'),
        ('pending@example.com', 'pending-token', 'pending-code', now() - interval '1 minute');
    `);
    await requestLink(server, 'tidy.reader@example.com');
    const sends = await server.db.query<{ email: string }>('select email from local_auth.email_sends order by email');
    expect(sends.map((row) => row.email)).toEqual(['recent.send@example.com', 'tidy.reader@example.com']);
    const flows = await server.db.query<{ id: string }>('select id::text as id from local_auth.flow_states');
    expect(flows.map((row) => row.id)).toEqual(['00000000-0000-4000-8000-000000000002']);
    const tokens = await server.db.query<{ email: string }>('select email from local_auth.one_time_tokens order by email');
    expect(tokens.map((row) => row.email)).toEqual(['pending@example.com', 'tidy.reader@example.com']);
  }, START_TIMEOUT);
});

// Production refuses the embedded database, so these servers need a Postgres.
describe.skipIf(!(await productionPostgres()))('production mail (needs Postgres: DATABASE_URL or 127.0.0.1:5432)', () => {
  it('with NODE_ENV=production there is no mailbox and sign-in mail goes out by SMTP', async () => {
    const smtp = await fakeSmtp();
    try {
      const server = await start({
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        PUBLIC_SITE_URL: 'https://parchment.example.org',
        MAIL_FROM: 'Parchment <no-reply@parchment.example.org>',
      });
      expect((await server.request('/_dev/mailbox.json')).status).toBe(404);
      expect((await server.request('/_dev/mailbox')).status).toBe(404);
      const sent = await postJson(server, '/auth/v1/otp', { email: 'prod.reader@example.com' });
      expect(sent.status).toBe(200);
      // The mail went out before the answer.
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('To: prod.reader@example.com');
      const body = smtp.messages[0].replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(body).toContain('https://parchment.example.org/auth/v1/verify?token=');
      // Production has no default admin.
      expect(server.config.adminEmails).toEqual([]);
    } finally {
      await smtp.close();
    }
  }, START_TIMEOUT);

  it('a failing SMTP server is logged, not a crash, and the client hears that the mail was not sent', async () => {
    const smtp = await fakeSmtp();
    const port = smtp.port;
    await smtp.close();
    const errors: string[] = [];
    const log = { info: () => {}, error: (message: string) => void errors.push(message) };
    const server = await startTestServer(
      { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_SITE_URL: 'https://parchment.example.org' },
      { log },
    );
    running.push(server);
    const sent = await postJson(server, '/auth/v1/otp', { email: 'prod.fail@example.com' });
    expect(sent.status).toBe(500);
    expect(await sent.json()).toEqual({ code: 'unexpected_failure', message: 'Error sending magic link email' });
    expect(errors).toContain('Could not send the sign-in mail to prod.fail@example.com');
  }, START_TIMEOUT);
});
