/**
 * Google sign-in: a real OAuth 2.0 authorization-code round trip when
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. The id_token comes
 * straight from Google's token endpoint over TLS, so (OpenID Connect Core
 * 3.1.3.7, item 6) its issuer, audience, authorized party, expiry and
 * email_verified are checked but its signature need not be. An id_token
 * received any other way (from the browser, or a client's sign-in with an
 * id_token) would have to be verified against Google's keys: see
 * docs/decisions/0002-tokens-with-jose.md.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { decodeJwt, errors, type JWTPayload } from 'jose';
import type { Config } from '../config.ts';
import { normaliseEmail } from '../db/admins.ts';
import { cleanText } from '../http/input.ts';
import type { Logger } from '../log.ts';
import { withFragment, withQuery } from './http.ts';
import { AuthService, type PkceChallenge, type SessionJson } from './service.ts';

export interface GoogleEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
};

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
const NONCE_COOKIE = 'parchment-oauth-nonce';

export function sessionFragment(session: SessionJson, extra: Record<string, string> = {}): Record<string, string | number> {
  return {
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...extra,
  };
}

function errorRedirect(c: Context, target: string, code: string, description: string, error = 'access_denied'): Response {
  return c.redirect(withFragment(target, { error, error_code: code, error_description: description }), 303);
}

export function pkceFrom(challenge: string | undefined, method: string | undefined): PkceChallenge | null | 'invalid' {
  if (!challenge) return null;
  const normalised = (method ?? 's256').toLowerCase();
  // S256 only, as hosted auth's PKCE: `plain` would send the verifier itself along with the link.
  if (normalised !== 's256' || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) return 'invalid';
  return { challenge, method: 's256' };
}

/** The claims of an id_token taken from Google's token endpoint over TLS (its signature stands unchecked, see above). */
function idTokenClaims(idToken: string): JWTPayload {
  try {
    return decodeJwt(idToken);
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new Error('the id_token is malformed');
    throw error;
  }
}

export class GoogleSignIn {
  constructor(
    private readonly service: AuthService,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private get callbackUrl() {
    return `${this.config.siteUrl}/auth/v1/callback`;
  }

  /** GET /authorize?provider=google&redirect_to=... */
  async authorize(c: Context): Promise<Response> {
    const target = this.service.safeRedirect(c.req.query('redirect_to'));
    const provider = c.req.query('provider');
    if (provider !== 'google') {
      return errorRedirect(c, target, 'validation_failed', 'Unsupported provider: provider is not enabled', 'invalid_request');
    }
    if (!this.config.google) return errorRedirect(c, target, 'provider_disabled', GOOGLE_NOT_CONFIGURED, 'invalid_request');
    const pkce = pkceFrom(c.req.query('code_challenge'), c.req.query('code_challenge_method'));
    if (pkce === 'invalid') return errorRedirect(c, target, 'validation_failed', 'Invalid code challenge', 'invalid_request');
    const nonce = randomBytes(16).toString('base64url');
    setCookie(c, NONCE_COOKIE, nonce, {
      path: '/auth/v1',
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.config.siteUrl.startsWith('https:'),
      maxAge: 600,
    });
    const state = await this.service.signState({ redirect_to: target, nonce, pkce });
    const url = new URL(this.endpoints.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: this.config.google.clientId,
      redirect_uri: this.callbackUrl,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      prompt: 'select_account',
    }).toString();
    return c.redirect(url.href, 302);
  }

  /** GET /callback?code=...&state=... from Google. */
  async callback(c: Context): Promise<Response> {
    const fallback = this.service.safeRedirect(null);
    const state = await this.service.readState(c.req.query('state') ?? '');
    if (!state || typeof state.nonce !== 'string') {
      return errorRedirect(c, fallback, 'bad_oauth_state', 'OAuth state is invalid or has expired. Please sign in again.');
    }
    const target = this.service.safeRedirect(typeof state.redirect_to === 'string' ? state.redirect_to : null);
    const cookie = getCookie(c, NONCE_COOKIE) ?? '';
    deleteCookie(c, NONCE_COOKIE, { path: '/auth/v1' });
    const expected = Buffer.from(state.nonce);
    if (cookie.length !== state.nonce.length || !timingSafeEqual(Buffer.from(cookie), expected)) {
      return errorRedirect(c, target, 'bad_oauth_callback', 'OAuth state does not match this browser. Please sign in again.');
    }
    const googleError = c.req.query('error');
    if (googleError) {
      return errorRedirect(c, target, 'oauth_provider_error', c.req.query('error_description') ?? `Google sign-in failed: ${googleError}`);
    }
    const code = c.req.query('code');
    if (!code || !this.config.google) return errorRedirect(c, target, 'bad_oauth_callback', 'Google did not return an authorization code.');

    let profile: { email: string; name?: unknown; picture?: unknown };
    try {
      profile = await this.exchange(code);
    } catch (error) {
      this.log.error('Google sign-in failed', error);
      return errorRedirect(c, target, 'oauth_provider_error', `Google sign-in failed: ${(error as Error).message}`, 'server_error');
    }
    const pkce = state.pkce && typeof state.pkce === 'object' ? (state.pkce as PkceChallenge) : null;
    const metadata = { name: cleanText(profile.name, 200), avatar_url: cleanText(profile.picture, 2000), email: profile.email, provider: 'google' };
    const outcome = await this.service.signInFromProvider(profile.email, 'google', metadata, pkce);
    if ('authCode' in outcome) return c.redirect(withQuery(target, { code: outcome.authCode }), 303);
    return c.redirect(withFragment(target, sessionFragment(outcome.session)), 303);
  }

  private async exchange(code: string): Promise<{ email: string; name?: unknown; picture?: unknown }> {
    const google = this.config.google!;
    const response = await this.fetcher(this.endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: this.callbackUrl,
        grant_type: 'authorization_code',
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the token endpoint answered ${response.status}`);
    const body = (await response.json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') throw new Error('no id_token in the answer');
    const claims = idTokenClaims(body.id_token);
    // OpenID Connect Core 3.1.3.7, items 2 to 5 and 9: the issuer, the audience (and azp when present), the expiry.
    if (claims.iss !== 'https://accounts.google.com' && claims.iss !== 'accounts.google.com') throw new Error('unexpected issuer');
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audience.includes(google.clientId)) throw new Error('the id_token is for another client');
    if (claims.azp !== undefined && claims.azp !== google.clientId) throw new Error('the id_token was issued to another client');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new Error('the id_token has expired');
    const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : null;
    if (claims.email_verified !== true || !email) throw new Error('Google has not verified this email address');
    return { email, name: claims.name, picture: claims.picture };
  }
}
