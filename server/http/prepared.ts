/**
 * An answer body prepared once and sent many times: its strong ETag hashed
 * once, and each compressed copy made the first time a client asks for it.
 * The API's cached answers (server/api/answer-cache.ts) keep these, so a
 * hit costs neither a hash nor a compression of the same bytes again; the
 * etags() middleware makes one per answer it tags.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { acceptedEncoding, compressBody, etagMatches, type Encoding } from '../../common/http/negotiation.ts';

/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/** The headers a 304 repeats from the answer it stands for (RFC 9110 §15.4.5). */
const KEPT_ON_NOT_MODIFIED = ['Cache-Control', 'Vary', 'Access-Control-Allow-Origin', 'Access-Control-Expose-Headers'];

export function etagFor(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

export class PreparedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();

  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {
    this.etag = etagFor(bytes);
  }

  static ofText(text: string): PreparedBody {
    return new PreparedBody(new TextEncoder().encode(text));
  }

  /** The body as text (it was made from text). */
  get text(): string {
    return new TextDecoder().decode(this.bytes);
  }

  /** What this entry costs in memory: the body and the copies made so far. */
  get size(): number {
    let size = this.bytes.byteLength;
    for (const copy of this.encoded.values()) size += copy.byteLength;
    return size;
  }

  /** The encoding this client should get, or null for the plain bytes (a small body is never compressed). */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    return this.bytes.byteLength >= COMPRESS_FROM_BYTES ? acceptedEncoding(acceptEncoding) : null;
  }

  body(encoding: Encoding | null): Uint8Array<ArrayBuffer> {
    if (!encoding) return this.bytes;
    let copy = this.encoded.get(encoding);
    if (!copy) {
      copy = compressBody(this.bytes, encoding);
      this.encoded.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * The answer to a GET or HEAD for `prepared`: 304 when If-None-Match holds
 * its tag, else 200 with the body, compressed for a client that accepts it.
 * A compressed answer carries the tag marked weak (W/"..."), on its 304 too,
 * since its bytes differ from the ones hashed: a cache keeps one tag per encoding.
 */
export function preparedResponse(request: Request, prepared: PreparedBody, init: { headers: Headers }): Response {
  const { body, status, headers } = preparedAnswer(request, prepared, init.headers);
  return new Response(body, { status, headers });
}

/** What preparedResponse answers, as its parts (`headers` is changed in place). */
function preparedAnswer(request: Request, prepared: PreparedBody, headers: Headers): { body: Uint8Array<ArrayBuffer> | null; status: 200 | 304; headers: Headers } {
  const encoding = headers.has('Content-Encoding') ? null : prepared.encodingFor(request.headers.get('Accept-Encoding') ?? undefined);
  const etag = encoding ? `W/${prepared.etag}` : prepared.etag;
  const vary = headers.get('Vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (etagMatches(request.headers.get('If-None-Match'), prepared.etag)) {
    const kept = new Headers();
    for (const name of KEPT_ON_NOT_MODIFIED) {
      const value = headers.get(name);
      if (value) kept.set(name, value);
    }
    kept.set('ETag', etag);
    return { body: null, status: 304, headers: kept };
  }
  headers.set('ETag', etag);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return { body: request.method === 'HEAD' ? null : prepared.body(encoding), status: 200, headers };
}

/** Sends a prepared body from a Hono handler, with the headers the handler set so far. */
export function sendPrepared(c: Context, prepared: PreparedBody, contentType: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers(extra);
  headers.set('Content-Type', contentType);
  const answer = preparedAnswer(c.req.raw, prepared, headers);
  // Through c.newResponse, which adds the headers set so far (c.header) to the answer. Reading c.res for them
  // would make Hono build an answer first and then remake this one to merge it in, turning @hono/node-server's
  // lightweight response into a full one that is streamed out: about a tenth of a search's time.
  return c.newResponse(answer.body, { status: answer.status, headers: answer.headers });
}
