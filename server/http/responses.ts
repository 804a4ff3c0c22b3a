/**
 * Response helpers and the cross-cutting HTTP rules: strong ETags with 304
 * on JSON and XML, compression, cache headers by area, short plain-text
 * errors on /api.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedEncoding, compressBody, etagMatches } from '../../shared/http/negotiation.ts';

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';

/** A short, human, plain-text error: reads well inside the client's "HTTP {status}: {body}". */
export function textError(c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 429 | 500, message: string): Response {
  c.header('Cache-Control', NO_STORE);
  return c.text(message, status);
}

const TAGGED_TYPES = /^(application\/(json|rss\+xml|xml)|text\/(xml|plain)|image\/svg\+xml)\b/;

function etagFor(body: ArrayBuffer): string {
  return `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 32)}"`;
}

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Adds a strong ETag (hash of the body) to every successful GET answer with
 * a JSON, XML, text or SVG body, and answers a matching If-None-Match with
 * 304 and no body. A body of 1 KB or more goes brotli or gzip compressed to a
 * client that accepts it; that answer carries the same tag marked weak
 * (W/"..."), as the compressed bytes differ from the ones hashed, on its 304
 * too, so a cache keeps one tag per encoding.
 */
export function etags(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (c.res.status !== 200 || !TAGGED_TYPES.test(c.res.headers.get('Content-Type') ?? '')) return;
    const body = await c.res.clone().arrayBuffer();
    const encoding = body.byteLength >= COMPRESS_FROM_BYTES && !c.res.headers.has('Content-Encoding') ? acceptedEncoding(c.req.header('Accept-Encoding')) : null;
    const plainTag = etagFor(body);
    const etag = encoding ? `W/${plainTag}` : plainTag;
    const vary = c.res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (etagMatches(c.req.header('If-None-Match'), plainTag)) {
      const headers = new Headers();
      for (const name of ['Cache-Control', 'Vary', 'Access-Control-Allow-Origin', 'Access-Control-Expose-Headers']) {
        const value = c.res.headers.get(name);
        if (value) headers.set(name, value);
      }
      headers.set('ETag', etag);
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    if (encoding) {
      const packed = compressBody(new Uint8Array(body), encoding);
      const headers = new Headers(c.res.headers);
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      c.res = new Response(c.req.method === 'HEAD' ? null : packed, { status: 200, headers });
    }
    c.res.headers.set('ETag', etag);
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
