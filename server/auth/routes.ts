/**
 * /auth/v1: the subset of hosted auth's HTTP API that @supabase/supabase-js
 * uses for email magic links, codes, Google, refresh, getUser and sign-out
 * (tests/api/supabase-js.test.ts drives each with the unmodified client).
 */
import { Hono, type Context } from 'hono';
import type { Config } from '../config.ts';
import { normaliseEmail } from '../db/admins.ts';
import type { Queryable } from '../db/database.ts';
import { clientIp, requesterKey } from '../http/client-ip.ts';
import { NO_STORE } from '../http/responses.ts';
import { logRequestFailure, type Logger } from '../log.ts';
import { GoogleSignIn, pkceFrom, sessionFragment } from './google.ts';
import { API_VERSION, authErrorResponse, bearer, readJsonObject, withFragment, withQuery } from './http.ts';
import { SharedWindowLimiter, type WindowLimiter } from './rate-limit.ts';
import { AuthError, AuthService, CODE_INVALID, LINK_INVALID } from './service.ts';
import { userJson } from './users.ts';

const VERIFY_TYPES = ['magiclink', 'email', 'signup'];
const MAX_TOKEN = 512;
/**
 * Wrong 6-digit codes allowed per address per minute (RATE_LIMIT_CODE_GUESS_WINDOW), and per requester per
 * window. A wrong guess never destroys the pending code (anyone could void
 * someone's sign-in that way); these limits slow guessing instead: at 5 a
 * minute, a code valid for 10 minutes survives 50 guesses out of a million.
 */
const WRONG_CODES_PER_ADDRESS = 5;
const WRONG_CODES_PER_REQUESTER = 20;

export interface AuthRouteDeps {
  service: AuthService;
  /** Where the rate-limit windows are kept (shared by every server on this database). */
  db: Queryable;
  google: GoogleSignIn;
  config: Config;
  log: Logger;
}

export function authRoutes({ service, db, google, config, log }: AuthRouteDeps): Hono {
  const app = new Hono();
  const windowMs = config.limits.windowSeconds * 1000;
  const limiter = (bucket: string, limit: number, windowMs: number) => new SharedWindowLimiter(db, bucket, limit, windowMs);
  const otpLimiter = limiter('otp', config.limits.otpPerWindow, windowMs);
  const tokenLimiter = limiter('token', config.limits.tokenPerWindow, windowMs);
  // Below the server-wide cap (config.ts checks), so one requester cannot spend everyone's sign-in mail.
  const mailLimiter = limiter('mail', config.limits.emailsPerRequesterPerHour, 3_600_000);
  const wrongCodesByAddress = limiter('wrong-code-address', WRONG_CODES_PER_ADDRESS, config.limits.codeGuessWindowSeconds * 1000);
  const wrongCodesByRequester = limiter('wrong-code-requester', WRONG_CODES_PER_REQUESTER, windowMs);
  const requester = (c: Context) => requesterKey(clientIp(c, config.trustProxy));
  const limited = async (c: Context, limiter: WindowLimiter) => {
    if (!(await limiter.take(requester(c)))) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  };
  const tooManyGuesses = async (limiter: WindowLimiter, key: string) =>
    new AuthError(429, 'over_request_rate_limit', `Too many wrong codes. Try again in ${Math.max(1, await limiter.retryAfter(key))} seconds.`);

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
    c.res.headers.set('Cache-Control', NO_STORE);
  });

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error, c.req.path.endsWith('/token'));
    logRequestFailure(log, c.req.method, c.req.path, error);
    return c.json({ code: 'unexpected_failure', message: 'Something went wrong on our side.' }, 500);
  });

  app.get('/health', (c) => c.json({ name: 'parchment-auth', description: 'Local stand-in for hosted Supabase auth', version: API_VERSION }));

  // Hosted auth's key discovery: HS256 keys are secret, so none is published, as hosted answers for a project on a shared secret.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, google: config.google !== null },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/otp', async (c) => {
    await limited(c, otpLimiter);
    const body = await readJsonObject(c);
    if (body.email === undefined || body.email === null || body.email === '') {
      throw new AuthError(400, 'validation_failed', 'An email address is required');
    }
    const email = typeof body.email === 'string' ? normaliseEmail(body.email) : null;
    if (!email) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    const pkce = pkceFrom(
      typeof body.code_challenge === 'string' ? body.code_challenge : undefined,
      typeof body.code_challenge_method === 'string' ? body.code_challenge_method : undefined,
    );
    if (pkce === 'invalid') throw new AuthError(400, 'validation_failed', 'Invalid code challenge or code challenge method');
    const redirect = c.req.query('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : undefined);
    const who = requester(c);
    if (!(await mailLimiter.take(who))) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    try {
      await service.sendMagicLink({
        email,
        createUser: body.create_user !== false,
        redirectTo: service.safeRedirect(redirect),
        pkce,
      });
    } catch (error) {
      // Only a mail that was sent spends the requester's budget (not one refused by the address interval or the cap, nor one SMTP failed).
      await mailLimiter.giveBack(who);
      throw error;
    }
    return c.json({});
  });

  app.get('/verify', async (c) => {
    await limited(c, otpLimiter);
    const target = service.safeRedirect(c.req.query('redirect_to'));
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type') ?? '';
    const failed = () =>
      c.redirect(withFragment(target, { error: 'access_denied', error_code: 'otp_expired', error_description: LINK_INVALID }), 303);
    if (!token || token.length > MAX_TOKEN || !VERIFY_TYPES.includes(type)) return failed();
    try {
      const outcome = await service.verifyLink(token);
      if ('authCode' in outcome) return c.redirect(withQuery(target, { code: outcome.authCode }), 303);
      return c.redirect(withFragment(target, sessionFragment(outcome.session, { type: 'magiclink' })), 303);
    } catch (error) {
      if (error instanceof AuthError) return failed();
      throw error;
    }
  });

  app.post('/verify', async (c) => {
    await limited(c, otpLimiter);
    const body = await readJsonObject(c);
    if (body.type === undefined) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    if (typeof body.type !== 'string' || !VERIFY_TYPES.includes(body.type)) {
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    }
    if (typeof body.token_hash === 'string' && body.token_hash !== '') {
      if (body.token_hash.length > MAX_TOKEN) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      return c.json(await service.verifyTokenHash(body.token_hash));
    }
    if (typeof body.email === 'string' && typeof body.token === 'string' && body.token !== '') {
      const email = normaliseEmail(body.email);
      if (!email) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (!/^\d{6}$/.test(body.token.trim())) throw new AuthError(403, 'otp_expired', CODE_INVALID);
      // Every code checked holds a guess slot of the requester and of the address, taken before the
      // check in one statement each, so guesses sent together cannot all slip past the limits.
      const who = requester(c);
      if (!(await wrongCodesByRequester.take(who))) throw await tooManyGuesses(wrongCodesByRequester, who);
      if (!(await wrongCodesByAddress.take(email))) {
        await wrongCodesByRequester.giveBack(who);
        throw await tooManyGuesses(wrongCodesByAddress, email);
      }
      const session = await service.verifyCode(email, body.token.trim()).catch(async (error: unknown) => {
        await Promise.all([wrongCodesByAddress.giveBack(email), wrongCodesByRequester.giveBack(who)]);
        throw error;
      });
      if (!session) throw new AuthError(403, 'otp_expired', CODE_INVALID);
      // A right code is not a wrong guess: its slots go back.
      await Promise.all([wrongCodesByAddress.giveBack(email), wrongCodesByRequester.giveBack(who)]);
      return c.json(session);
    }
    throw new AuthError(400, 'validation_failed', 'Verify requires either a token and an email, or a token hash');
  });

  app.post('/token', async (c) => {
    await limited(c, tokenLimiter);
    const grant = c.req.query('grant_type');
    const body = await readJsonObject(c);
    if (grant === 'refresh_token') {
      const token = body.refresh_token;
      if (typeof token !== 'string' || token === '') throw new AuthError(400, 'validation_failed', 'Refresh token is required');
      if (token.length > MAX_TOKEN) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return c.json(await service.refresh(token));
    }
    if (grant === 'pkce') {
      const { auth_code: code, code_verifier: verifier } = body;
      if (typeof code !== 'string' || typeof verifier !== 'string' || !code || !verifier || verifier.length > MAX_TOKEN) {
        throw new AuthError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      }
      return c.json(await service.exchangeAuthCode(code, verifier));
    }
    throw new AuthError(400, 'unsupported_grant_type', 'Unsupported grant type; use refresh_token or pkce');
  });

  app.get('/user', async (c) => {
    const { user } = await service.authenticate(bearer(c));
    return c.json(userJson(user));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope; use global, local or others');
    }
    const { claims } = await service.authenticate(bearer(c));
    await service.logout(claims, scope);
    return c.body(null, 204);
  });

  app.get('/authorize', (c) => google.authorize(c));
  app.get('/callback', (c) => google.callback(c));

  app.all('*', (c) => c.json({ code: 'not_found', message: 'Not found' }, 404));
  return app;
}
