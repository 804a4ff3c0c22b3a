/**
 * Google sign-in: "not configured" is an error fragment the client can show;
 * configured, it runs the OAuth code flow (Google played by a loopback server).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForTests, startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let google: Server;
let googleUrl: string;
let idTokenClaims: Record<string, unknown>;
/** When set, Google's token endpoint answers this id_token instead of one made from idTokenClaims. */
let rawIdToken: string | null = null;
let lastTokenRequest: URLSearchParams | null = null;

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

beforeAll(async () => {
  google = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      lastTokenRequest = new URLSearchParams(body);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'google-access', id_token: rawIdToken ?? unsignedJwt(idTokenClaims) }));
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => google.close(resolve));
});

describe('Google sign-in not configured', () => {
  const server = serverForTests();

  it('redirects back with an error fragment saying Google sign-in is not configured', async () => {
    const redirect = `${server.config.siteUrl}/admin`;
    const response = await server.request(`/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirect)}`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('error_description')).toBe('Google sign-in is not configured on this server.');
    expect(fragment.get('error_code')).toBe('provider_disabled');
  });

  it('an unknown provider or a foreign redirect is handled without leaving the site', async () => {
    const response = await server.request('/auth/v1/authorize?provider=myspace&redirect_to=https://evil.example.com');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin).toBe(server.config.siteUrl);
    expect(new URLSearchParams(location.hash.slice(1)).get('error_description')).toMatch(/Unsupported provider/);
  });
});

describe('Google sign-in configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'shh' },
      { deps: { google: { endpoints: { authorizeUrl: `${googleUrl}/authorize`, tokenUrl: `${googleUrl}/token` } } } },
    );
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
  });

  async function authorize() {
    const response = await server.request(`/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${server.config.siteUrl}/admin`)}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    const cookie = response.headers.get('Set-Cookie')!.split(';')[0];
    return { location, cookie, state: location.searchParams.get('state')! };
  }

  it('sends the browser to Google with the client id, callback and a state, then signs the user in from the callback', async () => {
    const { location, cookie, state } = await authorize();
    expect(location.origin + location.pathname).toBe(`${googleUrl}/authorize`);
    expect(location.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.config.siteUrl}/auth/v1/callback`);
    expect(location.searchParams.get('scope')).toBe('openid email profile');

    idTokenClaims = { iss: 'https://accounts.google.com', aud: 'client-123.apps.googleusercontent.com', email: 'Google.User@Example.com', email_verified: true, exp: Math.floor(Date.now() / 1000) + 300, name: 'G User' };
    const callback = await server.request(`/auth/v1/callback?code=google-code&state=${state}`, { headers: { Cookie: cookie } });
    expect(callback.status).toBe(303);
    expect(lastTokenRequest?.get('code')).toBe('google-code');
    expect(lastTokenRequest?.get('client_secret')).toBe('shh');
    const fragment = new URLSearchParams(new URL(callback.headers.get('Location')!).hash.slice(1));
    const token = fragment.get('access_token')!;
    const user = await (await server.request('/auth/v1/user', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(user.email).toBe('google.user@example.com');
    expect(user.app_metadata.providers).toContain('google');
  });

  it('refuses a callback without the browser cookie, with a forged state, or with an id_token for another client', async () => {
    const { state, cookie } = await authorize();
    const description = (response: Response) =>
      new URLSearchParams(new URL(response.headers.get('Location')!).hash.slice(1)).get('error_description');

    const noCookie = await server.request(`/auth/v1/callback?code=c&state=${state}`);
    expect(description(noCookie)).toMatch(/does not match this browser/);
    const forged = await server.request(`/auth/v1/callback?code=c&state=${state.slice(0, -3)}abc`, { headers: { Cookie: cookie } });
    expect(description(forged)).toMatch(/state is invalid/);

    idTokenClaims = { iss: 'https://accounts.google.com', aud: 'someone-else', email: 'x@example.com', email_verified: true, exp: Math.floor(Date.now() / 1000) + 300 };
    const fresh = await authorize();
    const wrongAudience = await server.request(`/auth/v1/callback?code=c&state=${fresh.state}`, { headers: { Cookie: fresh.cookie } });
    expect(description(wrongAudience)).toMatch(/Google sign-in failed/);

    const denied = await authorize();
    const cancelled = await server.request(`/auth/v1/callback?error=access_denied&state=${denied.state}`, { headers: { Cookie: denied.cookie } });
    expect(description(cancelled)).toMatch(/access_denied/);
  });

  it('Hardening 2: hand-written token code: the id_token\'s issuer, audience, authorized party, expiry and verified address are checked, each with its own reason', async () => {
    const now = Math.floor(Date.now() / 1000);
    const valid = { iss: 'accounts.google.com', aud: 'client-123.apps.googleusercontent.com', email: 'checked@example.com', email_verified: true, exp: now + 300 };
    const cases: [Record<string, unknown> | string, RegExp][] = [
      ['not-a-jwt', /the id_token is malformed/],
      [{ ...valid, iss: 'https://accounts.example.com' }, /unexpected issuer/],
      [{ ...valid, aud: ['someone-else', valid.aud], azp: 'someone-else' }, /issued to another client/],
      [{ ...valid, exp: now - 10 }, /has expired/],
      [{ ...valid, email_verified: false }, /has not verified this email address/],
    ];
    try {
      for (const [idToken, reason] of cases) {
        rawIdToken = typeof idToken === 'string' ? idToken : null;
        if (typeof idToken !== 'string') idTokenClaims = idToken;
        const { state, cookie } = await authorize();
        const callback = await server.request(`/auth/v1/callback?code=c&state=${state}`, { headers: { Cookie: cookie } });
        expect(callback.status).toBe(303);
        const fragment = new URLSearchParams(new URL(callback.headers.get('Location')!).hash.slice(1));
        expect(fragment.get('access_token'), String(reason)).toBeNull();
        expect(fragment.get('error_description'), String(reason)).toMatch(reason);
      }
    } finally {
      rawIdToken = null;
    }
    idTokenClaims = { ...valid, azp: valid.aud };
    const { state, cookie } = await authorize();
    const accepted = await server.request(`/auth/v1/callback?code=c&state=${state}`, { headers: { Cookie: cookie } });
    expect(new URLSearchParams(new URL(accepted.headers.get('Location')!).hash.slice(1)).get('access_token')).toBeTruthy();
  });
});
