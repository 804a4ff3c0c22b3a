/**
 * Server configuration, read once from the environment and validated.
 * A bad value throws a ConfigError whose message is one line naming the
 * variable, what it must be and what it got; server/index.ts prints it and stops.
 */
import path from 'node:path';

export interface RateLimits {
  /** Seconds that must pass between two mails to one address (hosted default 60). */
  emailIntervalSeconds: number;
  /** Requests per IP per window to /otp and /verify together (hosted default 30 per 5 minutes). */
  otpPerWindow: number;
  /** Requests per IP per window to /token (hosted default 150 per 5 minutes). */
  tokenPerWindow: number;
  /** Sign-in mails the whole server may send per hour (a guard for the SMTP account). */
  emailsPerHour: number;
  /**
   * Sign-in mails one requester (an IPv4 address or an IPv6 /64) may cause per
   * hour. Kept below emailsPerHour, so no single client can use up the
   * server-wide cap and lock everyone else out of sign-in.
   */
  emailsPerRequesterPerHour: number;
  /** Length of the per-IP window in seconds. */
  windowSeconds: number;
  /** Window in which an address may take 5 wrong 6-digit codes before further tries wait (default 60 s). */
  codeGuessWindowSeconds: number;
}

export interface Config {
  production: boolean;
  port: number;
  /** Interface to listen on; undefined means every interface (Node's default). */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | null;
  /** Origin (and optional path) of the public site, without a trailing slash. */
  siteUrl: string;
  redirectAllowList: string[];
  jwtSecret: string | null;
  /** Secrets replaced in a rotation whose tokens are still accepted (never used to sign). */
  jwtPreviousSecrets: string[];
  jwtExpirySeconds: number;
  adminEmails: string[];
  smtpUrl: string | null;
  /** The longest a sign-in mail may take to reach the SMTP server; the request waits for it. */
  smtpTimeoutSeconds: number;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | null;
  otpExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  limits: RateLimits;
  /** Seconds a client has to send a whole request, headers and body (a slow body holds a connection). */
  requestTimeoutSeconds: number;
  /**
   * How many reverse proxies of ours sit in front of the server (0: none). The
   * client address is the one the outermost of them saw: the Nth entry from
   * the right of X-Forwarded-For, since every proxy appends and the client
   * controls everything to the left of what our proxies wrote.
   */
  trustProxy: number;
  /** How many of the newest articles the site renders ahead of readers (server/site/render-ahead.ts); 0 for none. */
  renderAhead: number;
  /**
   * Keep sign-in mail in the database and show it at /_dev/mailbox (never in
   * production). Off unless asked for: the mailbox holds working sign-in
   * links for every user, the admins' included.
   */
  devMailbox: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(message: string): never {
  throw new ConfigError(`Invalid configuration: ${message}`);
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}.`);
  }
  return Number(raw);
}

/** TRUST_PROXY: false (no proxy), true (one proxy) or the number of proxies in front of the server. */
function proxyHops(env: Env): number {
  const raw = value(env, 'TRUST_PROXY')?.toLowerCase();
  if (raw === undefined) return 0;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  if (['true', 'yes', 'on'].includes(raw)) return 1;
  if (['false', 'no', 'off'].includes(raw)) return 0;
  return fail(`TRUST_PROXY must be true, false or the number of proxies in front of the server (0 to 10), got ${JSON.stringify(raw)}.`);
}

/** A yes/no setting; unset means the default. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', 'yes', 'on', '1'].includes(raw)) return true;
  if (['false', 'no', 'off', '0'].includes(raw)) return false;
  return fail(`${name} must be true or false, got ${JSON.stringify(raw)}.`);
}

function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`${name} must be an http or https URL, got ${JSON.stringify(raw)}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    fail(`${name} must be an http or https URL, got ${JSON.stringify(raw)}.`);
  }
  if (url.search || url.hash || url.username || url.password) {
    fail(`${name} must not carry a query, fragment or credentials, got ${JSON.stringify(raw)}.`);
  }
  return url;
}

function list(env: Env, name: string): string[] | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * What production cannot run without: its own database (the embedded one
 * lives in one container's files and cannot be shared by several instances),
 * the public origin its mail links, feeds and canonical URLs name, and SMTP
 * for sign-in mail (production has no local mailbox).
 */
export const PRODUCTION_REQUIRED = ['DATABASE_URL', 'PUBLIC_SITE_URL', 'SMTP_URL'] as const;

export function loadConfig(env: Env = process.env): Config {
  const production = value(env, 'NODE_ENV') === 'production';
  if (production) {
    // Every missing one at once, so a deployment is fixed in one round; only names, never values.
    const missing = PRODUCTION_REQUIRED.filter((name) => value(env, name) === undefined);
    if (missing.length) fail(`NODE_ENV=production needs ${missing.join(', ')} (missing).`);
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);

  const databaseUrl = value(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null) {
    let ok = false;
    try {
      ok = ['postgres:', 'postgresql:'].includes(new URL(databaseUrl).protocol);
    } catch {
      ok = false;
    }
    // The URL may hold a password, so it is never echoed back.
    if (!ok) fail('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }

  const rawSite = value(env, 'PUBLIC_SITE_URL');
  const siteUrl = httpUrl('PUBLIC_SITE_URL', rawSite ?? `http://localhost:${port}`).href.replace(/\/+$/, '');

  const redirectAllowList = (list(env, 'SITE_REDIRECT_ALLOWLIST') ?? []).map((entry) =>
    httpUrl('SITE_REDIRECT_ALLOWLIST', entry).href.replace(/\/+$/, ''),
  );

  const jwtSecret = value(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) fail('JWT_SECRET must be at least 32 characters long.');
  const jwtPreviousSecrets = list(env, 'JWT_PREVIOUS_SECRETS') ?? [];
  // Secrets are never echoed; their place in the list is enough to find the wrong one.
  jwtPreviousSecrets.forEach((secret, index) => {
    if (secret.length < 32) fail(`JWT_PREVIOUS_SECRETS must be comma-separated secrets of at least 32 characters each; secret ${index + 1} is shorter.`);
  });

  const adminEmails = (list(env, 'ADMIN_EMAILS') ?? (production ? [] : ['admin@example.com'])).map((email) => {
    if (!EMAIL.test(email)) fail(`ADMIN_EMAILS must be comma-separated email addresses, got ${JSON.stringify(email)}.`);
    return email.toLowerCase();
  });

  const smtpUrl = value(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    let ok = false;
    try {
      ok = ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol);
    } catch {
      ok = false;
    }
    if (!ok) fail('SMTP_URL must be an smtp:// or smtps:// URL.');
  }

  const clientId = value(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = value(env, 'GOOGLE_CLIENT_SECRET');
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    fail('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or neither, to turn Google sign-in off).');
  }

  const emailsPerHour = integer(env, 'RATE_LIMIT_EMAIL_SENT', 30, 2, 1_000_000);
  const emailsPerRequesterPerHour = integer(env, 'RATE_LIMIT_EMAIL_PER_IP', Math.min(5, emailsPerHour - 1), 1, 1_000_000);
  if (emailsPerRequesterPerHour >= emailsPerHour) {
    fail(
      `RATE_LIMIT_EMAIL_PER_IP (${emailsPerRequesterPerHour}) must be below RATE_LIMIT_EMAIL_SENT (${emailsPerHour}), so that one client cannot use up the whole server's mail and block everyone's sign-in.`,
    );
  }

  const devMailbox = flag(env, 'DEV_MAILBOX', false);
  if (devMailbox && production) {
    fail('DEV_MAILBOX must not be on with NODE_ENV=production: the mailbox shows working sign-in links for every user; production sends them by SMTP.');
  }

  const host = value(env, 'HOST');
  const mailFrom = value(env, 'MAIL_FROM') ?? `Parchment <no-reply@${new URL(siteUrl).hostname}>`;

  return {
    production,
    port,
    host,
    dataDir: path.resolve(value(env, 'DATA_DIR') ?? '.data'),
    databaseUrl,
    siteUrl,
    redirectAllowList,
    jwtSecret,
    jwtPreviousSecrets,
    jwtExpirySeconds: integer(env, 'JWT_EXPIRY', 3600, 300, 604800),
    adminEmails,
    smtpUrl,
    smtpTimeoutSeconds: integer(env, 'SMTP_TIMEOUT', 30, 1, 300),
    mailFrom,
    google: clientId && clientSecret ? { clientId, clientSecret } : null,
    // At most ten minutes: OWASP ASVS 6.5.5 for out-of-band codes.
    otpExpirySeconds: integer(env, 'OTP_EXPIRY', 600, 1, 600),
    refreshTokenReuseIntervalSeconds: integer(env, 'REFRESH_TOKEN_REUSE_INTERVAL', 10, 0, 3600),
    limits: {
      emailIntervalSeconds: integer(env, 'RATE_LIMIT_EMAIL_INTERVAL', 60, 0, 86400),
      otpPerWindow: integer(env, 'RATE_LIMIT_OTP', 30, 1, 1_000_000),
      tokenPerWindow: integer(env, 'RATE_LIMIT_TOKEN', 150, 1, 1_000_000),
      emailsPerHour,
      emailsPerRequesterPerHour,
      windowSeconds: 300,
      codeGuessWindowSeconds: integer(env, 'RATE_LIMIT_CODE_GUESS_WINDOW', 60, 1, 3600),
    },
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT', 30, 1, 300),
    trustProxy: proxyHops(env),
    renderAhead: integer(env, 'RENDER_AHEAD', 1000, 0, 100_000),
    devMailbox,
  };
}

/**
 * Every variable loadConfig reads, with its meaning in Markdown: the one
 * source of server/README.md's Configuration table, which
 * `npm run docs:config` writes from it (tests/unit/deploy-docs.test.ts fails
 * when the two differ, or when loadConfig reads a variable not listed here).
 */
export const CONFIG_VARIABLES: Record<string, string> = {
  PORT:
    'port (default 3000)',
  HOST:
    'interface (default: all)',
  NODE_ENV:
    '`production`: no mailbox (`DEV_MAILBOX` is refused), no default admin, and `DATABASE_URL`, `PUBLIC_SITE_URL` and `SMTP_URL` required (start refuses with one line naming every missing one)',
  DATA_DIR:
    'embedded database and generated JWT secret (default `.data`)',
  DATABASE_URL:
    'use this Postgres instead of the embedded database (required in production)',
  PUBLIC_SITE_URL:
    'public origin used in mail links, feeds, the sitemap and canonical URLs (required in production; default `http://localhost:$PORT`)',
  SITE_REDIRECT_ALLOWLIST:
    'comma-separated URLs sign-in may return to besides the site; others become `<site>/admin`',
  JWT_SECRET:
    'HS256 secret, at least 32 characters (default: generated into `DATA_DIR/jwt-secret`)',
  JWT_PREVIOUS_SECRETS:
    'comma-separated secrets replaced in a rotation (each at least 32 characters): tokens signed with them are still accepted until they are removed; new tokens are always signed with `JWT_SECRET`. Each token names its key by a hash in its `kid` header',
  JWT_EXPIRY:
    'access token lifetime in seconds (default 3600)',
  ADMIN_EMAILS:
    'admins marked at each start (default `admin@example.com` outside production)',
  SMTP_URL:
    '`smtp://` or `smtps://` URL of the server that sends sign-in mail (required in production)',
  SMTP_TIMEOUT:
    'seconds a sign-in mail may take to reach the SMTP server (default 30): the request waits for it and answers 500 when it fails; a send cut off by a crash stops counting against the limits after this long',
  MAIL_FROM:
    'From header of sign-in mail',
  GOOGLE_CLIENT_ID:
    'Google OAuth client id; with `GOOGLE_CLIENT_SECRET` it turns Google sign-in on (callback URL `<PUBLIC_SITE_URL>/auth/v1/callback`)',
  GOOGLE_CLIENT_SECRET:
    'Google OAuth client secret (see `GOOGLE_CLIENT_ID`)',
  OTP_EXPIRY:
    'link and code lifetime in seconds (default and maximum 600)',
  REFRESH_TOKEN_REUSE_INTERVAL:
    'seconds a rotated refresh token may be used once more (default 10, as hosted)',
  RATE_LIMIT_EMAIL_INTERVAL:
    'seconds between mails to one address (default 60)',
  RATE_LIMIT_OTP:
    '`/otp` + `/verify` requests per IP per 5 minutes (default 30)',
  RATE_LIMIT_TOKEN:
    '`/token` requests per IP per 5 minutes (default 150)',
  RATE_LIMIT_EMAIL_SENT:
    'sign-in mails per hour for the whole server (default 30)',
  RATE_LIMIT_EMAIL_PER_IP:
    'sign-in mails per hour one IP address (IPv6: one /64) may cause (default 5; must be below `RATE_LIMIT_EMAIL_SENT`, so one client cannot use up the server\'s mail)',
  RATE_LIMIT_CODE_GUESS_WINDOW:
    'seconds in which one address may take 5 wrong 6-digit codes; further tries wait for the window (default 60). A wrong code never voids the pending one',
  REQUEST_TIMEOUT:
    'seconds a client has to send a whole request, body included (default 30); slower ones get 408',
  TRUST_PROXY:
    'the number of reverse proxies you run in front of the server (`true` = 1); the client IP is the address the outermost one saw (that many entries from the right of `X-Forwarded-For`), never what the client wrote',
  RENDER_AHEAD:
    'how many of the newest articles the site renders ahead of readers, with the home page and the pillars, at start and after each content change (default 1000; `0` renders every page at its first request). They fill at most three quarters of the page cache',
  DEV_MAILBOX:
    '`true` keeps sign-in mail at `/_dev/mailbox` for this machine (`npm start` and `npm run dev` turn it on); off by default, it answers only loopback requests that came through no proxy, never with `TRUST_PROXY` set, and is refused in production',
};

/** For commands: the configuration, or the one-line reason it is wrong and exit code 1 (no stack trace). */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
