/**
 * Product §5, article list query cleaning. Two helpers, as docs/product.md has
 * two: `cleanArticleQuery` builds the query string of GET /articles, and
 * `normalizeListParams` normalises the parameters a list screen keeps.
 */
import { PER_PAGE_DEFAULT, PER_PAGE_MAX, PER_PAGE_MIN } from './constants';

export interface ArticleListParams {
  category?: string | null;
  page?: number | string | null;
  per_page?: number | string | null;
  tag?: string | null;
  /** A pillar page's topic filter (product §7). */
  topic?: string | null;
  q?: string | null;
}

const ALLOWED_KEYS = ['category', 'page', 'per_page', 'tag', 'topic', 'q'] as const;

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/** page must be a finite number >= 1, else 1. Fractions are cut to whole pages. */
export function cleanPage(value: unknown): number {
  const page = toNumber(value);
  return Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

/** per_page is clamped to 1..50, and is 20 when it is not a number. */
export function cleanPerPage(value: unknown): number {
  const perPage = toNumber(value);
  if (!Number.isFinite(perPage)) return PER_PAGE_DEFAULT;
  return Math.min(PER_PAGE_MAX, Math.max(PER_PAGE_MIN, Math.floor(perPage)));
}

/**
 * The query string for GET /articles: null and empty values dropped, text
 * trimmed, numbers as text, only category, page, per_page, tag, topic and q; page and
 * per_page cleaned; blank q dropped; category "all" omitted.
 */
export function cleanArticleQuery(params: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ALLOWED_KEYS) {
    const raw = params[key];
    if (raw === null || raw === undefined) continue;
    if (key === 'page') {
      if (String(raw).trim() === '') continue;
      query.set('page', String(cleanPage(raw)));
      continue;
    }
    if (key === 'per_page') {
      if (String(raw).trim() === '') continue;
      query.set('per_page', String(cleanPerPage(raw)));
      continue;
    }
    const text = String(raw).trim();
    if (text === '') continue;
    if (key === 'category' && text.toLowerCase() === 'all') continue;
    query.set(key, text);
  }
  return query;
}

export interface NormalizedListParams {
  category?: string;
  tag?: string;
  q?: string;
  page: number;
  per_page: number;
}

/** The second helper: trims category, tag and q, page 1 when below 1 or not a number, per_page clamped to 1..50 (default 20). */
export function normalizeListParams(params: ArticleListParams): NormalizedListParams {
  const normalized: NormalizedListParams = { page: cleanPage(params.page), per_page: cleanPerPage(params.per_page) };
  for (const key of ['category', 'tag', 'q'] as const) {
    const text = params[key]?.trim();
    if (text) normalized[key] = text;
  }
  return normalized;
}
