/**
 * Cleaning of untrusted text from URLs and bodies before it reaches SQL:
 * Postgres text cannot hold NUL, and lone UTF-16 surrogates cannot be
 * encoded, so both are removed; length is capped so a 10 000-character
 * query costs no more than a short one.
 */
export const MAX_QUERY_LENGTH = 200;

// C0 controls except tab/newline, DEL, and unpaired surrogates.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Removes characters Postgres cannot store, trims, and keeps at most `max` code points. */
export function cleanText(value: unknown, max = MAX_QUERY_LENGTH): string {
  if (typeof value !== 'string') return '';
  const clean = value.replace(UNSAFE, '').trim();
  const points = Array.from(clean);
  return points.length > max ? points.slice(0, max).join('').trim() : clean;
}

/** First value of a query parameter (repeated parameters keep the first), or undefined. */
export function firstParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null ? undefined : value;
}

/** The page rule of docs/product.md §5: a finite number >= 1, else 1 (fractions round down). */
export function cleanPage(raw: string | undefined): number {
  const text = raw?.trim();
  if (!text) return 1;
  const page = Number(text);
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

/** The per_page rule of docs/product.md §5: clamped to 1..50, default 20 when not numeric. */
export function cleanPerPage(raw: string | undefined, fallback = 20): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const perPage = Number(text);
  if (Number.isNaN(perPage)) return fallback;
  return Math.min(50, Math.max(1, Math.floor(perPage)));
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= 200 && SLUG_PATTERN.test(value);
}
