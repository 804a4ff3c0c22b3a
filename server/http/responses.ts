/**
 * Response helpers and the cross-cutting HTTP rules: strong ETags with 304
 * on JSON and XML, compression, cache headers by area, short plain-text
 * errors on /api.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { PreparedBody, preparedResponse } from './prepared.ts';

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';

/** A short, human, plain-text error: reads well inside the client's "HTTP {status}: {body}". */
export function textError(c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 429 | 500, message: string): Response {
  c.header('Cache-Control', NO_STORE);
  return c.text(message, status);
}

const TAGGED_TYPES = /^(application\/(json|rss\+xml|xml)|text\/(xml|plain)|image\/svg\+xml)\b/;

/**
 * Adds a strong ETag (hash of the body) to every successful GET answer with
 * a JSON, XML, text or SVG body, and answers a matching If-None-Match with
 * 304 and no body. A body of 1 KB or more goes brotli or gzip compressed to a
 * client that accepts it (see preparedResponse in ./prepared.ts). An answer
 * that already carries an ETag was prepared by its handler (the API's cached
 * answers) and passes through as it is.
 */
export function etags(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (c.res.status !== 200 || c.res.headers.has('ETag') || !TAGGED_TYPES.test(c.res.headers.get('Content-Type') ?? '')) return;
    const prepared = new PreparedBody(new Uint8Array(await c.res.clone().arrayBuffer()));
    c.res = preparedResponse(c.req.raw, prepared, { headers: new Headers(c.res.headers) });
  };
}

/** Sets Cache-Control on answers that did not set their own. */
export function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', c.res.status === 200 || c.res.status === 304 ? value : NO_STORE);
    }
  };
}
