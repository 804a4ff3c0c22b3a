/**
 * The Hono app: content API under /api, the hosted-Supabase stand-in under
 * /auth/v1, /rest/v1 and /storage/v1, the development mailbox under /_dev,
 * the health check /healthz (server/health.ts), /robots.txt, and the feed
 * and sitemap at their standard addresses (/feed.xml, /sitemap.xml). The site
 * mounts its pages and assets into the same app under / (see createApp's
 * return value), so nothing here claims other paths.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { apiRoutes } from './api/routes.ts';
import { robotsTxt, STANDARD_ADDRESSES } from './api/feeds.ts';
import { SEARCH_UNAVAILABLE, SearchUnavailable } from './api/search.ts';
import { GoogleSignIn, type GoogleEndpoints } from './auth/google.ts';
import { API_VERSION } from './auth/http.ts';
import { authRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import type { Config } from './config.ts';
import type { ContentChanges } from './db/content-version.ts';
import type { Database } from './db/database.ts';
import { devRoutes } from './dev/routes.ts';
import { healthRoutes } from './health.ts';
import { adminControlRoutes } from './dev/admin-control.ts';
import { GateBusy } from './http/concurrency.ts';
import { cacheControl, etags, NO_STORE, PUBLIC_CACHE } from './http/responses.ts';
import { securityHeaders } from './http/security-headers.ts';
import { BUSY_HEADERS, refusalPause, WORK_BUSY, WorkGate } from './http/work-gate.ts';
import { consoleLogger, logRequestFailure, type Logger } from './log.ts';
import { createMailer, watchMailer, type Mailer } from './mail.ts';
import { restRoutes } from './rest/routes.ts';
import { storageRoutes } from './storage/routes.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  /** HS256 secret for access tokens (config.jwtSecret, or the one generated into DATA_DIR). */
  jwtSecret: string;
  log?: Logger;
  mailer?: Mailer;
  /** Google's endpoints and fetch, replaceable so tests can stand in for Google on loopback. */
  google?: { endpoints?: GoogleEndpoints; fetch?: typeof fetch };
  /** Token that lets `npm run admin` reach a running server (see dev/admin-control.ts). */
  adminControlToken?: string;
  /** What the server remembers from the content version, to drop on request (RunningServer.contentChanged). */
  content: ContentChanges;
}

const SUPABASE_HEADERS = ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type', 'content-profile', 'accept-profile', 'prefer', 'if-none-match'];

export const GENERIC_ERROR = 'Something went wrong on our side.';
const MAX_BODY = 64 * 1024;

function internalError(c: Context): Response {
  const path = c.req.path;
  const headers = { 'Cache-Control': NO_STORE };
  if (path.startsWith('/auth/v1')) return c.json({ code: 'unexpected_failure', message: GENERIC_ERROR }, 500, headers);
  if (path.startsWith('/rest/v1')) return c.json({ code: 'PGRST000', details: null, hint: null, message: GENERIC_ERROR }, 500, headers);
  return c.text(GENERIC_ERROR, 500, headers);
}

/** A request the work gate refused (server/http/work-gate.ts): 503 with Retry-After, in the error format of its area. */
async function busyAnswer(c: Context, error: GateBusy): Promise<Response> {
  await refusalPause(error);
  const path = c.req.path;
  if (path.startsWith('/rest/v1')) return c.json({ code: 'PGRST000', details: null, hint: null, message: WORK_BUSY }, 503, BUSY_HEADERS);
  if (path.startsWith('/storage/v1')) return c.json({ statusCode: '503', error: 'busy', message: WORK_BUSY }, 503, BUSY_HEADERS);
  return c.text(WORK_BUSY, 503, BUSY_HEADERS);
}

/**
 * An error answered in the type of the file asked for (serveStatic's 416 for
 * an unsatisfiable Range on an SVG, say) reaches a client as an empty image;
 * every error should say what went wrong in a type a client can show.
 */
function readableErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { status } = c.res;
    if (status < 400) return;
    const type = c.res.headers.get('Content-Type') ?? '';
    if (/^(application\/(json|problem\+json|xml)|text\/(html|plain|xml))/.test(type)) return;
    const headers = new Headers(c.res.headers);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    headers.delete('ETag');
    c.res = new Response(c.req.method === 'HEAD' ? null : `${STATUS_TEXT[status] ?? 'Request failed'}.\n`, { status, headers });
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  500: 'Something went wrong on our side',
};

export function createApp(deps: AppDeps): Hono {
  const { db, config } = deps;
  const log = deps.log ?? consoleLogger;
  const mailer = watchMailer(deps.mailer ?? createMailer(config, db, log));
  const auth = new AuthService(db, config, mailer, deps.jwtSecret, log);
  const google = new GoogleSignIn(auth, config, log, deps.google?.endpoints, deps.google?.fetch);

  const app = new Hono();

  // First, so it also dresses the site's pages, 404s and onError's answers.
  app.use('*', securityHeaders({ siteUrl: config.siteUrl }));
  app.use('*', readableErrors());
  // Before the ETag and cache layers, and outside every rate limit: a balancer's check is answered afresh each time.
  app.route('/', healthRoutes({ db, log, mailFailing: () => mailer.failing() }));
  // Work no cache answers, the site's pages included, passes this one gate (per client and overall).
  app.use('*', new WorkGate(config.trustProxy).middleware());

  const corsFor = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: SUPABASE_HEADERS,
    exposeHeaders: ['X-Supabase-Api-Version', 'ETag', 'Content-Range'],
    maxAge: 86400,
  });
  // A preflight is answered by the middleware itself; on any other request its headers are added to the finished
  // answer. Added before the handler runs, they make Hono remake the handler's answer to merge them in, which
  // turns @hono/node-server's lightweight response into a full one streamed out (about a tenth of a search's time).
  const corsAfter: MiddlewareHandler = async (c, next) => {
    if (c.req.method === 'OPTIONS') return corsFor(c, next);
    await next();
    await corsFor(c, async () => {});
  };
  for (const prefix of ['/api/*', '/auth/v1/*', '/rest/v1/*', '/storage/v1/*']) app.use(prefix, corsAfter);

  // Bodies are read only up to 64 KB; larger ones are refused without being buffered. A GET or HEAD has none,
  // and asking for one would build the full Request that @hono/node-server otherwise never makes.
  const limitBody = (answer: (c: Context) => Response): MiddlewareHandler => {
    const limit = bodyLimit({ maxSize: MAX_BODY, onError: answer });
    return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
  };
  app.use(
    '/auth/v1/*',
    limitBody((c) =>
      c.json({ code: 'request_too_large', message: 'Request body is too large' }, 413, { 'X-Supabase-Api-Version': API_VERSION, 'Cache-Control': NO_STORE }),
    ),
  );
  app.use('/rest/v1/*', limitBody((c) => c.json({ code: 'PGRST413', details: null, hint: null, message: 'Request body is too large' }, 413)));
  app.use('/_internal/*', limitBody((c) => c.text('Request body is too large', 413)));
  app.use('/api/*', limitBody((c) => c.text('Request body is too large', 413)));

  // Every successful JSON, XML, text or SVG answer to a GET gets a strong ETag.
  app.use('*', etags());
  app.use('/api/*', cacheControl(PUBLIC_CACHE));
  app.use('/robots.txt', cacheControl(PUBLIC_CACHE));

  app.route('/api', apiRoutes({ db, config, auth, content: deps.content, log }));
  app.route('/auth/v1', authRoutes({ service: auth, db, google, config, log }));
  app.route('/rest/v1', restRoutes({ db, service: auth }));
  app.route('/storage/v1', storageRoutes({ db }));
  if (mailer.hasMailbox) app.route('/_dev', devRoutes({ db, config }));
  if (deps.adminControlToken) app.route('/_internal', adminControlRoutes({ db, token: deps.adminControlToken }));

  app.get('/robots.txt', (c) => c.text(robotsTxt(config.siteUrl)));
  // The addresses feed readers and crawlers look for (product §7): the API's answers, forwarded in process
  // with the request's method and conditions, so their ETag, caching and 304s are the API's own.
  for (const [path, apiPath] of Object.entries(STANDARD_ADDRESSES)) {
    app.get(path, (c) => app.request(apiPath, { method: c.req.method, headers: c.req.raw.headers }));
  }

  app.notFound((c) => c.text('Not found', 404, { 'Cache-Control': NO_STORE }));
  app.onError(async (error, c) => {
    // A refusal is the gate doing its job under load, not a failure to log.
    if (error instanceof GateBusy) return busyAnswer(c, error);
    // The search index has never been built: the database could not be read. Worth a retry, not a 500.
    if (error instanceof SearchUnavailable) {
      logRequestFailure(log, c.req.method, c.req.path, error);
      return c.text(SEARCH_UNAVAILABLE, 503, BUSY_HEADERS);
    }
    logRequestFailure(log, c.req.method, c.req.path, error);
    return internalError(c);
  });
  return app;
}
