/**
 * End to end with the real, unmodified @supabase/supabase-js client in Node
 * against the running server: the magic-link sign-in, admin status by RPC,
 * the admin endpoint, refresh-token rotation and reuse, and sign-out.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runAdminCommand } from '../../server/cli/admin.ts';
import { latestMail } from './helpers/auth.ts';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  // Reuse of a rotated refresh token is refused at once (hosted allows a 10 s grace; tested in auth.test.ts),
  // and one address may be mailed twice in a row (the 60 s interval is tested in auth.test.ts).
  server = await startTestServer({ REFRESH_TOKEN_REUSE_INTERVAL: '0', RATE_LIMIT_EMAIL_INTERVAL: '0' });
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function client(flowType: 'implicit' | 'pkce' = 'implicit', fetcher: typeof fetch = fetch): SupabaseClient {
  return createClient(server.url, 'local-publishable-key', {
    global: { fetch: fetcher },
    auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    // Node 20 has no global WebSocket; the realtime client needs a transport even though it is never used.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function adminArticles(token: string) {
  return server.request('/api/admin/articles', { headers: { Authorization: `Bearer ${token}` } });
}

describe('supabase-js against the local stand-in', () => {
  it('signs in by magic link, learns admin status by RPC, and loses access after sign-out (product §6: admin decided by me_admin_status)', async () => {
    const email = 'reader.e2e@example.com';
    const supabase = client();
    const redirect = `${server.config.siteUrl}/admin`;

    const sent = await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: redirect } });
    expect(sent.error).toBeNull();

    // Follow the mailed link as a browser would: a 303 back to /admin with the session in the fragment.
    const mail = await latestMail(server, email);
    expect(mail.link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]+&type=magiclink&redirect_to=/);
    const followed = await fetch(mail.link!, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('magiclink');

    const set = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();

    const { data: userData, error: userError } = await supabase.auth.getUser();
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe(email);

    const before = await supabase.rpc('me_admin_status');
    expect(before.error).toBeNull();
    expect(before.data).toEqual([{ is_admin: false }]);

    const { data: first } = await supabase.auth.getSession();
    const notYet = await adminArticles(first.session!.access_token);
    expect(notYet.status).toBe(403);
    expect(await notYet.text()).toBe('Your account does not have admin privileges.');

    // `npm run admin -- add <email>` while the server runs: the command goes through the server's loopback control.
    const added = await runAdminCommand(server.config, 'add', email);
    expect(added.changed).toBe(true);
    expect(added.admins).toContain(email);

    const after = await supabase.rpc('me_admin_status');
    expect(after.data).toEqual([{ is_admin: true }]);
    const allowed = await adminArticles(first.session!.access_token);
    expect(allowed.status).toBe(200);
    const list = (await allowed.json()) as { data: unknown[]; meta: { per_page: number } };
    expect(list.meta.per_page).toBe(20);
    expect(list.data).toHaveLength(20);

    const oldRefreshToken = first.session!.refresh_token;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(oldRefreshToken);
    expect((await adminArticles(refreshed.data.session!.access_token)).status).toBe(200);

    // A second client replays the rotated token: refused, and the whole session is revoked.
    const thief = client();
    const replay = await thief.auth.refreshSession({ refresh_token: oldRefreshToken });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect((await adminArticles(refreshed.data.session!.access_token)).status).toBe(401);

    // Sign in again and sign out: the access token stops working at once.
    const again = client();
    expect((await again.auth.signInWithOtp({ email, options: { emailRedirectTo: redirect } })).error).toBeNull();
    const code = await freshSession(again, email);
    expect((await adminArticles(code)).status).toBe(200);
    const out = await again.auth.signOut();
    expect(out.error).toBeNull();
    const gone = await adminArticles(code);
    expect(gone.status).toBe(401);
    expect(await gone.text()).toBe('Sign in to view this page.');
    expect((await again.auth.getSession()).data.session).toBeNull();
  });

  it('signs in with verifyOtp and the token hash, and a non-admin gets 403 from the admin endpoint', async () => {
    const supabase = client();
    const email = 'not.an.admin@example.com';
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(server, email);
    const verified = await supabase.auth.verifyOtp({ token_hash: new URL(mail.link!).searchParams.get('token')!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect((await supabase.rpc('me_admin_status')).data).toEqual([{ is_admin: false }]);
    const response = await adminArticles(verified.data.session!.access_token);
    expect(response.status).toBe(403);
  });

  it('signs in with the 6-digit code from the mail', async () => {
    const supabase = client();
    const email = 'code.reader@example.com';
    await supabase.auth.signInWithOtp({ email });
    const mail = await latestMail(server, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    const wrong = await supabase.auth.verifyOtp({ email, token: mail.code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const right = await supabase.auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(email);
  });

  it('completes the PKCE flow: the link returns ?code= and exchangeCodeForSession gives a session', async () => {
    const supabase = client('pkce');
    const email = 'pkce.reader@example.com';
    expect((await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: `${server.config.siteUrl}/admin` } })).error).toBeNull();
    const mail = await latestMail(server, email);
    expect(new URL(mail.link!).searchParams.get('token')).toMatch(/^pkce_/);
    const followed = await fetch(mail.link!, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const code = new URL(followed.headers.get('Location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await supabase.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    // The code works once.
    const again = await client('pkce').auth.exchangeCodeForSession(code!);
    expect(again.error).not.toBeNull();
  });

  it('Hardening 2: hand-written token code: getClaims() trusts our HS256 tokens only through getUser, and a token labelled RS256 finds no public key', async () => {
    const paths: string[] = [];
    const recording: typeof fetch = (input, init) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const supabase = client('implicit', recording);
    const email = 'claims.reader@example.com';
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    await freshSession(supabase, email);

    paths.length = 0;
    const own = await supabase.auth.getClaims();
    expect(own.error).toBeNull();
    expect(own.data?.claims).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    // HS256: the client cannot check the signature itself and asks the server (getUser), never for a key.
    expect(paths).toEqual(['/auth/v1/user']);

    // A forgery labelled RS256 with a kid: the client looks for a public key, finds none, and the server refuses the token.
    const { data } = await supabase.auth.getSession();
    const [, payload] = data.session!.access_token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'forged' })).toString('base64url');
    paths.length = 0;
    const forged = await supabase.auth.getClaims(`${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`);
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json', '/auth/v1/user']);
    expect(forged.data).toBeNull();
    expect(forged.error?.status).toBe(403);
    expect(forged.error?.code).toBe('bad_jwt');
  });

  it('shows the "Google sign-in is not configured" error through the client redirect', async () => {
    const supabase = client();
    const { data } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${server.config.siteUrl}/admin`, skipBrowserRedirect: true },
    });
    const response = await fetch(data.url!, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(new URL(response.headers.get('Location')!).hash.slice(1));
    expect(fragment.get('error_description')).toBe('Google sign-in is not configured on this server.');
  });
});

async function freshSession(supabase: SupabaseClient, email: string): Promise<string> {
  const mail = await latestMail(server, email);
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: new URL(mail.link!).searchParams.get('token')!, type: 'email' });
  if (error) throw error;
  return data.session!.access_token;
}
