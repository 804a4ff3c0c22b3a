/**
 * Support for the admin page tests: the real server (auth stand-in, RPC,
 * admin list, storage) in a child process on a free port with a fresh
 * database, the page's origin pointed at it, and a few moves a person makes
 * outside the page (reading the mailbox, following a link, an operator
 * granting admin rights).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { vi } from 'vitest';
import { resetAuthSession, loadAuthClient } from '../../site/auth/session';
import { clearFetchCache } from '../../site/data/fetchJson';

export const ADMIN_EMAIL = 'admin@example.com';

export interface AdminTestServer {
  url: string;
  /** Lets the test act as `npm run admin` (grant or revoke admin rights). */
  token: string | null;
  stop(): Promise<void>;
}

// A path string, not a URL object: under happy-dom, URL is the DOM's, which node:url does not accept.
const serverScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages-admin.server.ts');
const repoRoot = path.resolve(path.dirname(serverScript), '../..');

/** Starts the real server with PORT=0 and a temporary DATA_DIR; ADMIN_EMAIL is an admin. */
export async function startAdminTestServer(): Promise<AdminTestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parchment-admin-pages-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'PUBLIC_SITE_URL', 'JWT_SECRET', 'HOST']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT_EMAIL_INTERVAL: '0',
    RATE_LIMIT_OTP: '100000',
    RATE_LIMIT_TOKEN: '100000',
    RATE_LIMIT_EMAIL_SENT: '100000',
    RATE_LIMIT_EMAIL_PER_IP: '99999',
    DEV_MAILBOX: 'true',
  });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: repoRoot,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const started = await new Promise<{ url: string; token: string | null }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as { url: string; token: string | null }));
    child.once('exit', (code) => reject(new Error(`The test server exited with code ${code} before listening.`)));
    child.once('error', reject);
  });
  return {
    ...started,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin?.end();
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes the page's origin (window.location) the given URL, as if the browser had opened it. */
export function openInBrowser(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

/** A fresh page load: no stored session, no auth client yet, no cached API answers; `loader` makes the client. */
export function freshPage(server: AdminTestServer, at = '/', loader = newClientLoader()) {
  openInBrowser(`${server.url}${at}`);
  window.localStorage.clear();
  clearFetchCache();
  resetAuthSession(loader);
  return loader;
}

/** Creates a new client per page load, as a browser does (the site's own getAuthClient keeps one per page). */
export function newClientLoader() {
  return vi.fn(async () => (await import('../../site/auth/client')).createAuthClient());
}

export interface SignInMail {
  to: string;
  link: string;
  code: string;
}

/** The newest sign-in mail to an address, from the server's development mailbox. */
export async function latestMail(server: AdminTestServer, email: string): Promise<SignInMail> {
  const response = await fetch(`${server.url}/_dev/mailbox.json`);
  const mail = (await response.json()) as SignInMail[];
  const entry = mail.find((item) => item.to === email);
  if (!entry) throw new Error(`No mail to ${email}`);
  return entry;
}

/** Asks the server for a magic link to an address, as the sign-in form does, and returns the mail. */
export async function requestMagicLink(server: AdminTestServer, email: string): Promise<SignInMail> {
  const response = await fetch(`${server.url}/auth/v1/otp?redirect_to=${encodeURIComponent(`${server.url}/admin`)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'test' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`POST /otp answered ${response.status}`);
  return latestMail(server, email);
}

/**
 * Signs in through the site's own client (the emailed 6-digit code), so the
 * session is stored exactly as a reader's browser stores it.
 */
export async function signIn(server: AdminTestServer, email: string) {
  const mail = await requestMagicLink(server, email);
  const client = await loadAuthClient();
  const { data, error } = await client.auth.verifyOtp({ email, token: mail.code, type: 'email' });
  if (error || !data.session) throw new Error(`Sign-in failed: ${error?.message}`);
  return data.session;
}

/** Where a link redirects to (the browser following an emailed link or an OAuth start). */
export function redirectTarget(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        const location = response.headers.location;
        if (!location) reject(new Error(`${url} answered ${response.statusCode} without a redirect`));
        else resolve(new URL(location, url).href);
      })
      .on('error', reject);
  });
}

/** Grants or revokes admin rights, as an operator does with `npm run admin`. */
export async function setAdmin(server: AdminTestServer, email: string, admin: boolean): Promise<void> {
  const response = await fetch(`${server.url}/_internal/admins`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Parchment-Admin-Token': server.token ?? '' },
    body: JSON.stringify({ action: admin ? 'add' : 'remove', email }),
  });
  if (!response.ok) throw new Error(`Changing admins answered ${response.status}`);
}

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. /api/admin/articles?page=1&per_page=20. */
  path: string;
  headers: Headers;
}

type Answer = (request: SeenRequest, pass: () => Promise<Response>) => Promise<Response> | undefined;

/**
 * happy-dom keeps its own HTTP cache and throws on a 304 for a request it did
 * not cache itself, where a browser hands the 304 to the page. fetchJson
 * revalidates with If-None-Match, so the tests drop that header: the page
 * then gets a full answer, as a browser does whenever the ETag has changed.
 */
function withoutRevalidation(init: RequestInit | undefined): RequestInit | undefined {
  if (!init?.headers) return init;
  const headers = new Headers(init.headers);
  headers.delete('If-None-Match');
  return { ...init, headers };
}

/**
 * Watches the page's requests (they still reach the real server). `answerWith`
 * may stand in for some, e.g. to make the server's answer fail or wait.
 */
export function watchRequests() {
  const seen: SeenRequest[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let answer: Answer | undefined;
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, window.location.href);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request = { method, path: url.pathname + url.search, headers };
    seen.push(request);
    const pass = () => realFetch(input, withoutRevalidation(init));
    const response = answer?.(request, pass) ?? pass();
    const settled = response.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return response;
  });
  return {
    seen,
    /** The paths requested that start with a prefix, in order. */
    paths: (prefix: string) => seen.filter((request) => request.path.startsWith(prefix)).map((request) => request.path),
    /** Waits for the requests still under way, so none is cut off when the next test opens a new page. */
    settled: () => Promise.all([...inFlight]),
    /** Stands in for the server where `next` returns a response; elsewhere the request goes through. */
    answerWith(next: Answer) {
      answer = next;
    },
  };
}

/** A promise and its resolver, to hold an answer until the test has looked. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
