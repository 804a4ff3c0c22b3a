/**
 * The local stand-in for hosted auth: magic links and 6-digit codes,
 * sessions with rotating refresh tokens, PKCE, and access-token checks.
 * Errors carry hosted auth's status, code and message (AuthError).
 */
import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Logger } from '../log.ts';
import type { Mailer, SignInMail } from '../mail.ts';
import { keyRing, signJwt, verifyJwt, type AccessClaims, type KeyRing } from './jwt.ts';
import { linkToken, pkceMatches, randomToken, sha256, sixDigitCode } from './secrets.ts';
import { findUserById, signInUser, userJson, type UserRow } from './users.ts';

export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 422 | 429 | 500,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const LINK_INVALID = 'Email link is invalid or has expired';
/** A PKCE sign-in finishes only at /token with its code verifier (RFC 7636), never by the link's hash or the code alone. */
export const PKCE_ONLY = 'This sign-in was started with PKCE: follow the link and exchange its code with the code verifier';

/** A UUID in Postgres's text form; anything else must be refused before it reaches a ::uuid cast (which would throw). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
export const CODE_INVALID = 'Token has expired or is invalid';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

interface TokenRow {
  id: string;
  email: string;
  code_hash: string;
  flow_state_id: string | null;
}

export interface PkceChallenge {
  challenge: string;
  method: 's256';
}

/** Taken around every send reservation: the hourly cap counts the sends to all addresses. */
const SEND_LOCK_KEY = 7_310_452_119;

function signInMail(to: string, link: string, code: string, expirySeconds: number): SignInMail {
  const minutes = Math.max(1, Math.round(expirySeconds / 60));
  const text = [
    'Follow this link to sign in to Parchment:',
    '',
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    `The link and the code work once, within ${minutes} minute${minutes === 1 ? '' : 's'}. If you did not ask to sign in, ignore this mail.`,
  ].join('\n');
  return { to, subject: 'Your Parchment sign-in link', link, code, text };
}

/** For an unknown address when create_user is false: the same work as a sign-in mail, and its reader learns why no link came. */
function noAccountMail(to: string): SignInMail {
  const text = [
    'Someone asked to sign in to Parchment with this address, but no account uses it, so there is no sign-in link.',
    '',
    'If it was you, ask the site\'s editors for an account. If not, ignore this mail.',
  ].join('\n');
  return { to, subject: 'Your Parchment sign-in', link: null, code: null, text };
}

/** The audience of access tokens, as hosted auth's; other tokens signed with the same keys have their own. */
const ACCESS_AUDIENCE = 'authenticated';

export class AuthService {
  readonly issuer: string;
  private readonly keys: KeyRing;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly secret: string,
    private readonly log: Logger,
  ) {
    this.issuer = `${config.siteUrl}/auth/v1`;
    this.keys = keyRing(secret, config.jwtPreviousSecrets);
  }

  /** redirect_to if it is on the site or the allow-list; otherwise the site's admin page. */
  safeRedirect(raw: string | undefined | null): string {
    const fallback = `${this.config.siteUrl}/admin`;
    if (!raw) return fallback;
    let target: URL;
    try {
      target = new URL(raw);
    } catch {
      return fallback;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
    if (target.username || target.password) return fallback;
    const allowed = [this.config.siteUrl, ...this.config.redirectAllowList].some((entry) => {
      const base = new URL(entry);
      if (base.origin !== target.origin) return false;
      const prefix = base.pathname.replace(/\/+$/, '');
      return prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
    });
    return allowed ? target.href : fallback;
  }

  private cutoff(seconds: number): string {
    return new Date(Date.now() - seconds * 1000).toISOString();
  }

  /**
   * POST /otp: the mail is sent before the answer, so the client hears when
   * it could not be (500, as hosted auth answers), and only a mail the SMTP
   * server took counts against the limits. Known and unknown addresses do
   * the same work: each gets a mail (the sign-in link and code, or word
   * that no account uses the address when create_user is false), so the
   * answer, its time and its failures say nothing about which it was.
   */
  async sendMagicLink(options: { email: string; createUser: boolean; redirectTo: string; pkce: PkceChallenge | null }) {
    const reservation = await this.reserveSend(options.email);
    let pendingToken: string | null = null;
    try {
      const mail = await this.prepareMail(options);
      pendingToken = mail.tokenId;
      await this.mailer.send(mail.mail);
    } catch (error) {
      this.log.error(`Could not send the sign-in mail to ${options.email}`, error);
      // Best effort: an unsent reservation also expires by itself, and an unsent token was never seen by anyone.
      await this.cancelSend(reservation, pendingToken).catch(() => undefined);
      throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
    }
    try {
      await this.confirmSend(reservation, options.email, pendingToken);
    } catch (error) {
      // The mail is out, so the answer is success; the reservation then lapses uncounted.
      this.log.error(`Could not record the sign-in mail to ${options.email}`, error);
    }
  }

  /**
   * Reserves one send against the address's interval and the hourly cap, or
   * throws 429 when either is used up. One advisory lock for every address
   * is held around the count and the insert, on both databases: with a lock
   * per address, requests for different addresses counted the cap side by
   * side and all passed it. A reservation counts like a sent mail until it
   * is confirmed (the mail went out) or cancelled (it did not); one left by
   * a process that died lapses after the SMTP time-out (SMTP_TIMEOUT).
   */
  private async reserveSend(email: string): Promise<string> {
    const interval = this.config.limits.emailIntervalSeconds;
    const outcome = await this.db.transaction(async (tx) => {
      // Its own statement: a statement's snapshot is taken when it starts, so the reads below must start after the lock is held.
      await tx.query('select pg_advisory_xact_lock($1::bigint)', [SEND_LOCK_KEY]);
      const [{ last_sent_at: lastSentAt, sent }] = await tx.query<{ last_sent_at: string | null; sent: number }>(
        `select (select sent_at from local_auth.email_sends
                 where email = $1::text and (pending_until is null or pending_until > clock_timestamp())
                 order by sent_at desc limit 1) as last_sent_at,
                (select count(*)::int from local_auth.email_sends
                 where sent_at > $2::timestamptz and (pending_until is null or pending_until > clock_timestamp())) as sent`,
        [email, this.cutoff(3600)],
      );
      if (lastSentAt && interval > 0) {
        const wait = Math.ceil((new Date(lastSentAt).getTime() + interval * 1000 - Date.now()) / 1000);
        if (wait > 0) return new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
      }
      if (sent >= this.config.limits.emailsPerHour) return new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
      // The reservation, and housekeeping while we are here: send records past the hourly window,
      // reservations that lapsed, expired one-time tokens and PKCE flows that were never finished.
      const [reserved] = await tx.query<{ id: string }>(
        `with recorded as (
                insert into local_auth.email_sends (email, sent_at, pending_until)
                values ($1::text, clock_timestamp(), clock_timestamp() + $4::int * interval '1 millisecond') returning id),
              old_sends as (delete from local_auth.email_sends where sent_at < $2::timestamptz or pending_until <= clock_timestamp()),
              old_tokens as (delete from local_auth.one_time_tokens where created_at < $3::timestamptz),
              old_flows as (delete from local_auth.flow_states where created_at < $2::timestamptz)
         select id::text as id from recorded`,
        [email, this.cutoff(86_400), this.cutoff(this.config.otpExpirySeconds), this.config.smtpTimeoutSeconds * 1000],
      );
      return reserved.id;
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /**
   * The mail went out: the reservation counts as sent from now, and the new
   * link and code replace the address's older ones (only older: of two
   * mails sent at once, the newer one stays valid whichever is confirmed first).
   */
  private async confirmSend(reservation: string, email: string, tokenId: string | null): Promise<void> {
    await this.db.query(
      `with sent as (update local_auth.email_sends set pending_until = null, sent_at = clock_timestamp() where id = $1::bigint)
       delete from local_auth.one_time_tokens
       where email = $2::text and created_at < (select created_at from local_auth.one_time_tokens where id = $3::uuid)`,
      [reservation, email, tokenId ?? '00000000-0000-0000-0000-000000000000'],
    );
  }

  /** The mail did not go out: nothing of it counts, and its link and code are void. */
  private async cancelSend(reservation: string, tokenId: string | null): Promise<void> {
    await this.db.query(
      `with unsent as (delete from local_auth.email_sends where id = $1::bigint)
       delete from local_auth.one_time_tokens where id = $2::uuid`,
      [reservation, tokenId ?? '00000000-0000-0000-0000-000000000000'],
    );
  }

  /**
   * The mail for this request: a new pending link and code (kept beside the
   * address's older ones until the mail is sent, so a failed send leaves
   * the earlier mail working), or, for an unknown address with create_user
   * false, a note that no account uses it.
   */
  private async prepareMail(options: { email: string; createUser: boolean; redirectTo: string; pkce: PkceChallenge | null }) {
    const { email } = options;
    if (!options.createUser) {
      const [known] = await this.db.query('select 1 from auth.users where lower(email) = $1::text', [email]);
      if (!known) return { tokenId: null, mail: noAccountMail(email) };
    }

    const token = linkToken();
    const code = sixDigitCode();
    const tokenId = await this.db.transaction(async (tx) => {
      let flowStateId: string | null = null;
      if (options.pkce) {
        const [flow] = await tx.query<{ id: string }>(
          `insert into local_auth.flow_states (code_challenge, code_challenge_method, provider) values ($1::text, $2::text, 'email') returning id::text as id`,
          [options.pkce.challenge, options.pkce.method],
        );
        flowStateId = flow.id;
      }
      const [row] = await tx.query<{ id: string }>(
        `insert into local_auth.one_time_tokens (email, token_hash, code_hash, flow_state_id, created_at)
         values ($1::text, $2::text, $3::text, $4::uuid, clock_timestamp()) returning id::text as id`,
        [email, sha256(token), sha256(`${email}:${code}`), flowStateId],
      );
      return row.id;
    });

    const linkValue = options.pkce ? `pkce_${token}` : token;
    const link = `${this.issuer}/verify?token=${linkValue}&type=magiclink&redirect_to=${encodeURIComponent(options.redirectTo)}`;
    return { tokenId, mail: signInMail(email, link, code, this.config.otpExpirySeconds) };
  }

  /** Spends a pending token (and every other one of that address) and signs the user in. */
  private async consume(tx: Queryable, token: TokenRow): Promise<UserRow> {
    await tx.query('delete from local_auth.one_time_tokens where email = $1::text', [token.email]);
    return signInUser(tx, token.email, 'email');
  }

  /**
   * Spends the pending token a link carries. `allowPkce` false (POST /verify)
   * refuses a PKCE sign-in's token without spending it, so the link in the
   * mail still works for the client that holds the verifier.
   */
  private async takeLinkToken(tx: Queryable, raw: string, allowPkce: boolean): Promise<TokenRow | null> {
    const hash = sha256(raw.replace(/^pkce_/, ''));
    const [row] = await tx.query<TokenRow>(
      `select id::text as id, email, code_hash, flow_state_id::text as flow_state_id
       from local_auth.one_time_tokens where token_hash = $1::text and created_at > $2::timestamptz for update`,
      [hash, this.cutoff(this.config.otpExpirySeconds)],
    );
    if (!row) return null;
    if (row.flow_state_id && !allowPkce) throw new AuthError(403, 'bad_code_verifier', PKCE_ONLY);
    await tx.query('delete from local_auth.one_time_tokens where id = $1::uuid', [row.id]);
    return row;
  }

  /** GET /verify (the mailed link): a session for the implicit flow, or an auth code for PKCE. */
  async verifyLink(raw: string): Promise<{ session: SessionJson } | { authCode: string }> {
    const outcome = await this.db.transaction(async (tx) => {
      const token = await this.takeLinkToken(tx, raw, true);
      if (!token) return null;
      const user = await this.consume(tx, token);
      if (token.flow_state_id) {
        const [flow] = await tx.query<{ auth_code: string }>(
          `update local_auth.flow_states set user_id = $2::uuid, auth_code = gen_random_uuid(), auth_code_issued_at = now()
           where id = $1::uuid returning auth_code::text as auth_code`,
          [token.flow_state_id, user.id],
        );
        return { authCode: flow.auth_code };
      }
      return { session: await this.createSession(tx, user, 'otp') };
    });
    if (!outcome) throw new AuthError(403, 'otp_expired', LINK_INVALID);
    return outcome;
  }

  /** POST /verify with the link's token_hash. */
  async verifyTokenHash(raw: string): Promise<SessionJson> {
    const session = await this.db.transaction(async (tx) => {
      const token = await this.takeLinkToken(tx, raw, false);
      if (!token) return null;
      return this.createSession(tx, await this.consume(tx, token), 'otp');
    });
    if (!session) throw new AuthError(403, 'otp_expired', CODE_INVALID);
    return session;
  }

  /**
   * POST /verify with the address and its 6-digit code. A wrong code leaves
   * the pending one in place: guessing is slowed per address and per
   * requester by the caller (routes.ts), so a stranger's wrong guesses can
   * no longer void someone's sign-in. Returns null for a wrong or expired code.
   */
  async verifyCode(email: string, code: string): Promise<SessionJson | null> {
    return this.db.transaction(async (tx) => {
      const [token] = await tx.query<TokenRow>(
        `select id::text as id, email, code_hash, flow_state_id::text as flow_state_id
         from local_auth.one_time_tokens where email = $1::text and code_hash = $3::text and created_at > $2::timestamptz for update`,
        [email, this.cutoff(this.config.otpExpirySeconds), sha256(`${email}:${code}`)],
      );
      if (!token) return null;
      if (token.flow_state_id) throw new AuthError(403, 'bad_code_verifier', PKCE_ONLY);
      return this.createSession(tx, await this.consume(tx, token), 'otp');
    });
  }

  /** Starts a session for a verified user and returns hosted auth's session JSON. */
  async createSession(tx: Queryable, user: UserRow, method: 'otp' | 'oauth'): Promise<SessionJson> {
    const [session] = await tx.query<{ id: string; created_at: string }>(
      `insert into local_auth.sessions (user_id, method) values ($1::uuid, $2::text) returning id::text as id, created_at`,
      [user.id, method],
    );
    const refreshToken = randomToken();
    await tx.query('insert into local_auth.refresh_tokens (token_hash, session_id) values ($1::text, $2::uuid)', [
      sha256(refreshToken),
      session.id,
    ]);
    return this.sessionJson(user, session.id, method, session.created_at, refreshToken);
  }

  private async sessionJson(user: UserRow, sessionId: string, method: string, startedAt: string, refreshToken: string): Promise<SessionJson> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.config.jwtExpirySeconds;
    const body = userJson(user);
    const claims: AccessClaims = {
      iss: this.issuer,
      sub: user.id,
      aud: ACCESS_AUDIENCE,
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: body.app_metadata,
      user_metadata: body.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(new Date(startedAt).getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
    };
    return {
      access_token: await signJwt(claims, this.keys),
      token_type: 'bearer',
      expires_in: this.config.jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: body,
    };
  }

  /**
   * The token that replaces `parent` when it is rotated: derived from it with
   * the server's secret, so a second use of `parent` within the reuse
   * interval can name the very token the first use got instead of forking
   * the session, while only the server can compute it.
   */
  private childToken(parent: string): string {
    return createHmac('sha256', this.secret).update(`refresh-rotation:${parent}`).digest('base64url');
  }

  /**
   * POST /token?grant_type=refresh_token. Each use rotates the token. Using a
   * rotated token again within the reuse interval (two tabs refreshing at
   * once) answers with the session's current token, the one already issued,
   * as hosted auth does; after the interval, the whole session is revoked.
   */
  async refresh(raw: string): Promise<SessionJson> {
    const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string; session_id: string; revoked_at: string | null; user_id: string; method: string; created_at: string }>(
        `select rt.id::text as id, rt.session_id::text as session_id, rt.revoked_at, s.user_id::text as user_id, s.method, s.created_at
         from local_auth.refresh_tokens rt join local_auth.sessions s on s.id = rt.session_id
         where rt.token_hash = $1::text for update of rt`,
        [sha256(raw)],
      );
      if (!row) return notFound();
      const user = await findUserById(tx, row.user_id);
      if (!user) return notFound();
      if (row.revoked_at) {
        const grace = this.config.refreshTokenReuseIntervalSeconds * 1000;
        if (Date.now() - new Date(row.revoked_at).getTime() > grace) {
          await tx.query('delete from local_auth.sessions where id = $1::uuid', [row.session_id]);
          return 'revoked' as const;
        }
        // Follow the rotations from this token to the one still active.
        let current = raw;
        for (let step = 0; step < 100; step++) {
          current = this.childToken(current);
          const [next] = await tx.query<{ revoked_at: string | null }>(
            'select revoked_at from local_auth.refresh_tokens where token_hash = $1::text and session_id = $2::uuid',
            [sha256(current), row.session_id],
          );
          if (!next) return notFound();
          if (!next.revoked_at) return this.sessionJson(user, row.session_id, row.method, row.created_at, current);
        }
        return notFound();
      }
      await tx.query('update local_auth.refresh_tokens set revoked_at = now() where id = $1::bigint', [row.id]);
      const next = this.childToken(raw);
      await tx.query(
        'insert into local_auth.refresh_tokens (token_hash, parent_hash, session_id) values ($1::text, $2::text, $3::uuid)',
        [sha256(next), sha256(raw), row.session_id],
      );
      await tx.query('update local_auth.sessions set refreshed_at = now() where id = $1::uuid', [row.session_id]);
      return this.sessionJson(user, row.session_id, row.method, row.created_at, next);
    });
    // The revocation above must be committed before the error is reported.
    if (outcome === 'revoked') throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /**
   * POST /token?grant_type=pkce: the auth code from the link (or Google) plus
   * the client's verifier. The flow state is locked, not deleted, while the
   * verifier is checked: a wrong verifier (a stray or hostile request) leaves
   * the code for the client that holds the right one; only a success or the
   * code's expiry removes it.
   */
  async exchangeAuthCode(authCode: string, verifier: string): Promise<SessionJson> {
    if (!isUuid(authCode)) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const outcome = await this.db.transaction(async (tx) => {
      const [flow] = await tx.query<{ id: string; user_id: string; code_challenge: string; code_challenge_method: string; auth_code_issued_at: string; provider: string }>(
        `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method, auth_code_issued_at, provider
         from local_auth.flow_states where auth_code = $1::uuid and user_id is not null for update`,
        [authCode],
      );
      if (!flow) return new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > this.config.otpExpirySeconds * 1000) {
        await tx.query('delete from local_auth.flow_states where id = $1::uuid', [flow.id]);
        return new AuthError(403, 'flow_state_expired', 'Flow state has expired, please sign in again');
      }
      if (!pkceMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
        return new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      await tx.query('delete from local_auth.flow_states where id = $1::uuid', [flow.id]);
      const user = await findUserById(tx, flow.user_id);
      if (!user) return new AuthError(404, 'user_not_found', 'User not found');
      return this.createSession(tx, user, flow.provider === 'email' ? 'otp' : 'oauth');
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  /**
   * The user behind a Bearer access token: signature, expiry, and that the
   * session it names still exists (signed-out sessions are refused at once).
   */
  async authenticate(token: string | null): Promise<{ user: UserRow; claims: Record<string, unknown> }> {
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await verifyJwt(token, this.keys, { audience: ACCESS_AUDIENCE });
    if (!verified.ok) throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.detail}`);
    const { claims } = verified;
    const sessionId = isUuid(claims.session_id) ? claims.session_id : null;
    const sub = isUuid(claims.sub) ? claims.sub : null;
    if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!sessionId) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const [session] = await this.db.query(await this.sessionLookupSql(), [sessionId, sub]);
    if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const user = await findUserById(this.db, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, claims };
  }

  private sessionLookup: Promise<string> | null = null;

  /**
   * On hosted Supabase's own database (DATABASE_URL pointing at it, JWT_SECRET
   * set to the project's JWT secret) sessions started by hosted auth live in
   * auth.sessions; those tokens are accepted too, so the admin endpoint works
   * with the hosted client. Locally that table does not exist.
   */
  private sessionLookupSql(): Promise<string> {
    this.sessionLookup ??= this.db
      .query<{ hosted: boolean }>(`select to_regclass('auth.sessions') is not null as hosted`)
      .then(([row]) =>
        row.hosted
          ? `select 1 from local_auth.sessions where id = $1::uuid and user_id = $2::uuid
             union all select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid`
          : 'select 1 from local_auth.sessions where id = $1::uuid and user_id = $2::uuid',
      );
    return this.sessionLookup;
  }

  /** POST /logout: scope global (every session of the user), local (this one) or others. */
  async logout(claims: Record<string, unknown>, scope: 'global' | 'local' | 'others'): Promise<void> {
    const sessionId = String(claims.session_id);
    const userId = String(claims.sub);
    if (scope === 'local') await this.db.query('delete from local_auth.sessions where id = $1::uuid', [sessionId]);
    else if (scope === 'others') {
      await this.db.query('delete from local_auth.sessions where user_id = $1::uuid and id <> $2::uuid', [userId, sessionId]);
    } else await this.db.query('delete from local_auth.sessions where user_id = $1::uuid', [userId]);
  }

  /** A verified address from an OAuth provider: a session, or (PKCE) an auth code for the client to exchange. */
  async signInFromProvider(
    email: string,
    provider: 'google',
    metadata: Record<string, unknown>,
    pkce: PkceChallenge | null,
  ): Promise<{ session: SessionJson } | { authCode: string }> {
    return this.db.transaction(async (tx) => {
      const user = await signInUser(tx, email, provider, metadata);
      if (pkce) {
        const [flow] = await tx.query<{ auth_code: string }>(
          `insert into local_auth.flow_states (code_challenge, code_challenge_method, provider, user_id, auth_code, auth_code_issued_at)
           values ($1::text, $2::text, $3::text, $4::uuid, gen_random_uuid(), now()) returning auth_code::text as auth_code`,
          [pkce.challenge, pkce.method, provider, user.id],
        );
        return { authCode: flow.auth_code };
      }
      return { session: await this.createSession(tx, user, 'oauth') };
    });
  }

  /** Where state tokens are addressed: only the OAuth callback reads them, and no access token is addressed there. */
  private get stateAudience() {
    return `${this.issuer}/callback`;
  }

  /** Signs short-lived state (the OAuth round trip) with the same keys as access tokens, for another audience. */
  signState(state: Record<string, unknown>): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return signJwt({ ...state, iss: this.issuer, aud: this.stateAudience, iat: now, exp: now + 600 }, this.keys);
  }

  async readState(token: string): Promise<Record<string, unknown> | null> {
    const verified = await verifyJwt(token, this.keys, { audience: this.stateAudience, issuer: this.issuer });
    return verified.ok ? verified.claims : null;
  }

  /** Claims for row level security from a Bearer value that may be an access token or just the publishable key. */
  async claimsFor(token: string | null): Promise<Record<string, unknown> | null> {
    if (!token || token.split('.').length !== 3) return null;
    // A JWT-shaped key of ours with another role (a legacy anon key) reads as anonymous.
    const verified = await verifyJwt(token, this.keys);
    if (verified.ok && verified.claims.role !== 'authenticated') return null;
    return (await this.authenticate(token)).claims;
  }
}
