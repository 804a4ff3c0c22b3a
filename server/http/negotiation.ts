/**
 * Content negotiation shared by the API and the site's renderer: which
 * compression a client accepts, and the weak ETag comparison of If-None-Match.
 */

/** brotli or gzip when the client accepts it (a q=0 refuses one), else none. */
export function acceptedEncoding(header: string | null | undefined): 'br' | 'gzip' | null {
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
