/**
 * The auth stand-in over raw HTTP: hosted auth's request and answer shapes,
 * its error codes and messages, one-time tokens, refresh rotation, sign-out,
 * redirects, and bad input on every endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecretFor } from '../../server/boot.ts';
import { keyRing, signJwt } from '../../server/auth/jwt.ts';
import { signInUser } from '../../server/auth/users.ts';
import { bearer, latestMail, mailbox, postJson, requestLink, signIn, tokenFromLink, type Session } from './helpers/auth.ts';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SITE_REDIRECT_ALLOWLIST: 'https://preview.example.org/app' });
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('POST /auth/v1/otp', () => {
  it('answers 200 {} with the API version header, and mails a link and a 6-digit code', async () => {
    const response = await postJson(server, '/auth/v1/otp', { email: 'Mixed.Case@Example.com', create_user: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const mail = await latestMail(server, 'mixed.case@example.com');
    expect(mail.subject).toBe('Your Parchment sign-in link');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toMatch(new RegExp(`^${server.config.siteUrl}/auth/v1/verify\\?token=[0-9a-f]{56}&type=magiclink&redirect_to=`));
  });

  it('gives the same answer for known and unknown addresses; with create_user false an unknown one is mailed no link, only word that it has no account', async () => {
    // Known without a recent mail (which the per-address interval would hold against the next one).
    await signInUser(server.db, 'known.person@example.com', 'google');
    const known = await postJson(server, '/auth/v1/otp', { email: 'known.person@example.com', create_user: false });
    const unknown = await postJson(server, '/auth/v1/otp', { email: 'never.seen@example.com', create_user: false });
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    const mails = await mailbox(server);
    expect(mails.find((mail) => mail.to === 'known.person@example.com')?.code).toMatch(/^\d{6}$/);
    expect(mails.filter((mail) => mail.to === 'never.seen@example.com')).toEqual([expect.objectContaining({ link: null, code: null })]);
    expect(await server.db.query(`select 1 from auth.users where email = 'never.seen@example.com'`)).toEqual([]);
  });

  it('allows one mail per address per 60 s: over_email_send_rate_limit, for known and unknown addresses alike', async () => {
    for (const email of ['interval.known@example.com', 'interval.unknown@example.com']) {
      expect((await postJson(server, '/auth/v1/otp', { email })).status).toBe(200);
      const again = await postJson(server, '/auth/v1/otp', { email });
      expect(again.status).toBe(429);
      const body = await json(again);
      expect(body.code).toBe('over_email_send_rate_limit');
      const wait = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(String(body.message));
      expect(wait, String(body.message)).not.toBeNull();
      expect(Number(wait![1])).toBeGreaterThan(0);
      expect(Number(wait![1])).toBeLessThanOrEqual(60);
    }
  });

  it('product §5: an empty email or one lacking "@" sends nothing; malformed, over-long or wrongly typed ones get validation_failed', async () => {
    const cases: unknown[] = [
      {},
      { email: '' },
      { email: 'no-at-sign' },
      { email: 'two@@example.com' },
      { email: 42 },
      { email: ['a@example.com'] },
      { email: { address: 'a@example.com' } },
      { email: true },
      { email: `${'a'.repeat(10_000)}@example.com` },
      { email: 'nul\u0000byte@example.com' },
    ];
    for (const body of cases) {
      const response = await postJson(server, '/auth/v1/otp', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await json(response)).code).toBe('validation_failed');
    }
    const sent = (await mailbox(server)).map((mail) => mail.to);
    expect(sent.some((to) => to === '' || !to.includes('@') || to.includes('byte'))).toBe(false);
  });

  it('rejects malformed JSON bodies with 400 bad_json, never 500', async () => {
    for (const path of ['/auth/v1/otp', '/auth/v1/verify', '/auth/v1/token?grant_type=refresh_token']) {
      for (const body of ['{', '{"email":', 'not json', '[1,2]', '"a string"', '42', 'null', '\u0000']) {
        const response = await postJson(server, path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect((await json(response)).code).toBe('bad_json');
      }
    }
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const response = await postJson(server, '/auth/v1/otp', { email: 'big@example.com', data: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
  });

  it('rejects a malformed PKCE code challenge', async () => {
    const response = await postJson(server, '/auth/v1/otp', { email: 'pkce.bad@example.com', code_challenge: 'short', code_challenge_method: 's256' });
    expect(response.status).toBe(400);
  });
});

describe('redirect allow-list', () => {
  it('keeps redirect_to on the site and on the allow-list, and replaces anything else with the site /admin', async () => {
    const site = server.config.siteUrl;
    const cases: [string, string][] = [
      [`${site}/admin`, `${site}/admin`],
      ['https://preview.example.org/app/admin', 'https://preview.example.org/app/admin'],
      ['https://preview.example.org/elsewhere', `${site}/admin`],
      ['https://evil.example.com/admin', `${site}/admin`],
      [`https://evil.example.com/${site}`, `${site}/admin`],
      ['javascript:alert(1)', `${site}/admin`],
      ['//evil.example.com', `${site}/admin`],
      [`http://user:pass@${new URL(site).host}/admin`, `${site}/admin`],
    ];
    let index = 0;
    for (const [requested, expected] of cases) {
      const email = `redirect.${index++}@example.com`;
      const mail = await requestLink(server, email, requested);
      expect(new URL(mail.link!).searchParams.get('redirect_to'), requested).toBe(expected);
      // The link's own redirect_to is checked again when it is followed.
      const tampered = new URL(mail.link!);
      tampered.searchParams.set('redirect_to', 'https://evil.example.com/steal');
      const followed = await fetch(tampered, { redirect: 'manual' });
      expect(new URL(followed.headers.get('Location')!).origin).toBe(site);
    }
  });
});

describe('GET and POST /auth/v1/verify', () => {
  it('the link works once: a second use redirects with otp_expired', async () => {
    const mail = await requestLink(server, 'single.use@example.com');
    const first = await fetch(mail.link!, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const ok = new URLSearchParams(new URL(first.headers.get('Location')!).hash.slice(1));
    expect(ok.get('access_token')).toBeTruthy();
    expect(Number(ok.get('expires_in'))).toBeGreaterThan(120);

    const second = await fetch(mail.link!, { redirect: 'manual' });
    expect(second.status).toBe(303);
    const failed = new URLSearchParams(new URL(second.headers.get('Location')!).hash.slice(1));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('a used link also spends the code mailed with it', async () => {
    const mail = await requestLink(server, 'spend.both@example.com');
    expect((await fetch(mail.link!, { redirect: 'manual' })).status).toBe(303);
    const code = await postJson(server, '/auth/v1/verify', { type: 'email', email: 'spend.both@example.com', token: mail.code });
    expect(code.status).toBe(403);
    expect(await json(code)).toEqual({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('bad links redirect with the error fragment, never 500: unknown, empty, huge, NUL, Unicode, wrong type', async () => {
    const tokens = ['deadbeef', '', 'x'.repeat(10_000), '%00', encodeURIComponent('ünïcødé🙂'), encodeURIComponent("' or 1=1 --")];
    for (const token of tokens) {
      for (const type of ['magiclink', 'recovery', '']) {
        const response = await server.request(`/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(`${server.config.siteUrl}/admin`)}`);
        expect(response.status, `${token.slice(0, 20)} ${type}`).toBe(303);
        expect(response.headers.get('Location')).toContain('error_code=otp_expired');
      }
    }
  });

  it('POST /verify answers otp_expired for an unknown token hash or wrong code, and validation_failed without a type', async () => {
    const unknown = await postJson(server, '/auth/v1/verify', { type: 'email', token_hash: 'abc' });
    expect(unknown.status).toBe(403);
    expect((await json(unknown)).code).toBe('otp_expired');
    const noType = await postJson(server, '/auth/v1/verify', { token_hash: 'abc' });
    expect(noType.status).toBe(400);
    const badType = await postJson(server, '/auth/v1/verify', { type: 'phone_change', token_hash: 'abc' });
    expect(badType.status).toBe(400);
    const nothing = await postJson(server, '/auth/v1/verify', { type: 'email' });
    expect(nothing.status).toBe(400);
    const notDigits = await postJson(server, '/auth/v1/verify', { type: 'email', email: 'a@example.com', token: "1' or '1'='1" });
    expect(notDigits.status).toBe(403);
    const wrongTypes = await postJson(server, '/auth/v1/verify', { type: 'email', email: 12, token: 123456 });
    expect(wrongTypes.status).toBe(400);
  });

  it('a wrong code is refused and leaves the pending code working (hardening fault 10)', async () => {
    const email = 'guesser@example.com';
    const mail = await requestLink(server, email);
    for (let attempt = 0; attempt < 4; attempt++) {
      const guess = String((Number(mail.code) + 1 + attempt) % 1_000_000).padStart(6, '0');
      expect((await postJson(server, '/auth/v1/verify', { type: 'email', email, token: guess })).status).toBe(403);
    }
    const right = await postJson(server, '/auth/v1/verify', { type: 'email', email, token: mail.code });
    expect(right.status).toBe(200);
  });

  it('the session JSON has what the client needs, and the access token carries hosted auth claims', async () => {
    const session = await signIn(server, 'claims.check@example.com');
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${server.config.siteUrl}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'claims.check@example.com',
      aal: 'aal1',
      is_anonymous: false,
      session_id: expect.any(String),
    });
    expect(claims.amr[0].method).toBe('otp');
  });
});

describe('GET /auth/v1/user and POST /auth/v1/logout', () => {
  let session: Session;
  beforeAll(async () => {
    session = await signIn(server, 'user.endpoint@example.com');
  });

  it('GET /user answers the User JSON', async () => {
    const response = await server.request('/auth/v1/user', { headers: bearer(session.access_token) });
    expect(response.status).toBe(200);
    const user = await json(response);
    for (const field of ['id', 'aud', 'role', 'email', 'email_confirmed_at', 'confirmed_at', 'last_sign_in_at', 'app_metadata', 'user_metadata', 'identities', 'created_at', 'updated_at', 'is_anonymous']) {
      expect(user, field).toHaveProperty(field);
    }
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
  });

  it('refuses a missing, malformed, forged, "alg: none" or expired token', async () => {
    expect((await server.request('/auth/v1/user')).status).toBe(401);
    const secret = jwtSecretFor(server.config);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${session.access_token.split('.')[1]}.`;
    const tokens = [
      'garbage',
      'a.b.c',
      `${session.access_token.slice(0, -4)}AAAA`,
      none,
      await signJwt(claims, keyRing('some-other-secret-that-is-long-enough-000')),
      await signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, keyRing(secret)),
      await signJwt({ ...claims, sub: "1' or '1'='1" }, keyRing(secret)),
      'x'.repeat(10_000),
    ];
    for (const token of tokens) {
      const response = await server.request('/auth/v1/user', { headers: bearer(token) });
      expect(response.status, token.slice(0, 30)).toBe(403);
      expect((await json(response)).code).toBe('bad_jwt');
    }
  });

  it('logout answers 204 and the session is gone at once (session_not_found)', async () => {
    const own = await signIn(server, 'logout.user@example.com');
    const bad = await server.request('/auth/v1/logout?scope=everything', { method: 'POST', headers: bearer(own.access_token) });
    expect(bad.status).toBe(400);
    const out = await server.request('/auth/v1/logout?scope=global', { method: 'POST', headers: bearer(own.access_token) });
    expect(out.status).toBe(204);
    const after = await server.request('/auth/v1/user', { headers: bearer(own.access_token) });
    expect(after.status).toBe(403);
    expect(await json(after)).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const refresh = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: own.refresh_token });
    expect((await json(refresh)).code).toBe('refresh_token_not_found');
  });
});

describe('POST /auth/v1/token', () => {
  it('refresh rotates the token; an unknown token is refresh_token_not_found', async () => {
    const session = await signIn(server, 'rotate@example.com');
    const response = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(response.status).toBe(200);
    const next = (await response.json()) as Session;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.user.email).toBe('rotate@example.com');

    const unknown = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'nope' });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });

  it('within the reuse interval (default 10 s, as hosted) a rotated token may be used once more, for two tabs refreshing at once', async () => {
    const session = await signIn(server, 'two.tabs@example.com');
    const first = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    const second = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
  });

  it('refuses missing or wrongly typed fields, unknown grants, and bad PKCE exchanges', async () => {
    const cases: [string, unknown, number, string][] = [
      ['refresh_token', {}, 400, 'validation_failed'],
      ['refresh_token', { refresh_token: 12 }, 400, 'validation_failed'],
      ['refresh_token', { refresh_token: 'x'.repeat(10_000) }, 400, 'refresh_token_not_found'],
      ['password', { email: 'a@example.com', password: 'x' }, 400, 'unsupported_grant_type'],
      ['pkce', { auth_code: 'x' }, 400, 'validation_failed'],
      ['pkce', { auth_code: 'not-a-uuid', code_verifier: 'v'.repeat(43) }, 404, 'flow_state_not_found'],
      ['pkce', { auth_code: '6f1c2a0e-0000-4000-8000-000000000000', code_verifier: 'v'.repeat(43) }, 404, 'flow_state_not_found'],
    ];
    for (const [grant, body, status, code] of cases) {
      const response = await postJson(server, `/auth/v1/token?grant_type=${grant}`, body);
      expect(response.status, `${grant} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
      const answer = await json(response);
      expect(answer.code).toBe(code);
      expect(answer.error_description).toBe(answer.message);
    }
  });

  it('a PKCE auth code needs the matching verifier (bad_code_verifier)', async () => {
    const verifier = 'a'.repeat(50);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const sent = await postJson(server, '/auth/v1/otp', { email: 'pkce.raw@example.com', code_challenge: challenge, code_challenge_method: 's256' });
    expect(sent.status).toBe(200);
    const mail = await latestMail(server, 'pkce.raw@example.com');
    const followed = await fetch(mail.link!, { redirect: 'manual' });
    const code = new URL(followed.headers.get('Location')!).searchParams.get('code')!;
    const wrong = await postJson(server, '/auth/v1/token?grant_type=pkce', { auth_code: code, code_verifier: 'b'.repeat(50) });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).code).toBe('bad_code_verifier');
  });
});

describe('the development mailbox', () => {
  it('lists mail newest first as [{to, subject, link, code, sent_at}] and as an HTML page', async () => {
    await requestLink(server, 'mailbox.first@example.com');
    await requestLink(server, 'mailbox.second@example.com');
    const mail = await mailbox(server);
    expect(Object.keys(mail[0]).sort()).toEqual(['code', 'link', 'sent_at', 'subject', 'to']);
    expect(mail[0].to).toBe('mailbox.second@example.com');
    expect(mail[1].to).toBe('mailbox.first@example.com');
    const page = await server.request('/_dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('mailbox.second@example.com');
    expect(html).toContain(tokenFromLink(mail[0].link!));
  });
});

describe('CORS for supabase-js', () => {
  it('allows the client headers and exposes X-Supabase-Api-Version', async () => {
    const response = await server.request('/auth/v1/otp', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://preview.example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, x-supabase-api-version, content-type',
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
    for (const header of ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-profile', 'prefer']) {
      expect(allowed).toContain(header);
    }
    const simple = await server.request('/auth/v1/health', { headers: { Origin: 'https://preview.example.org' } });
    expect(simple.headers.get('Access-Control-Expose-Headers')).toContain('X-Supabase-Api-Version');
  });
});
