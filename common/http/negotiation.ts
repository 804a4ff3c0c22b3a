/**
 * Content negotiation shared by the API and the site's renderer: which
 * compression a client accepts, compressing a body for it, and the weak ETag
 * comparison of If-None-Match. In common/ because both import it; Node only
 * (node:zlib), like the server and the renderer.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** brotli or gzip when the client accepts it (a q=0 refuses one), else none. */
export function acceptedEncoding(header: string | null | undefined): Encoding | null {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  if ((weights.get('br') ?? 0) > 0) return 'br';
  if ((weights.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** If-None-Match by the weak comparison: W/ prefixes are ignored, and * matches anything. */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === bare;
  });
}

/**
 * A body compressed for sending. `fast` (brotli 5, gzip 6) is for answers
 * compressed on request: brotli 5 is about as quick as gzip and some 15%
 * smaller; `best` (brotli 11, gzip 9) for bodies compressed once and kept.
 */
export function compressBody(body: Uint8Array, encoding: Encoding, effort: 'fast' | 'best' = 'fast'): Uint8Array<ArrayBuffer> {
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5 } })
      : gzipSync(body, { level: effort === 'best' ? 9 : 6 });
  return new Uint8Array(packed);
}
