/**
 * The content calls of product §7. The client path /api/... is the
 * backend's path without the prefix; the server renderer answers the same URLs
 * in-process, so a URL here is also the key of the data a page embeds.
 */
import { cleanArticleQuery } from './articleQuery';
import { fetchJson, type FetchJsonOptions, type FetchResult } from './fetchJson';
import { SEARCH_FACET_NAMES, type ArticleListResponse, type ListMeta, type SearchFacets, type SearchFilters, type SearchResponse, type SearchResultItem } from '../../common/api';

/** Product §4: after an error a list's meta resets to total 0, page 1, per_page 20. */
export const EMPTY_META: ListMeta = { total: 0, page: 1, per_page: 20 };

export const API_BASE = '/api';

export function articlesUrl(params: Record<string, unknown>): string {
  const query = cleanArticleQuery(params).toString();
  return `${API_BASE}/articles${query ? `?${query}` : ''}`;
}

export function articleUrl(slug: string): string {
  return `${API_BASE}/article/${encodeURIComponent(slug)}`;
}

/** An article's related articles (up to three list items). */
export function relatedUrl(slug: string): string {
  return `${API_BASE}/article/${encodeURIComponent(slug)}/related`;
}

/** The search call for a term's page; page 1 leaves the page out, so the first page has one URL (and one cache entry). */
/** The query parameters of the facet values a search is narrowed to, in the facets' order ("&pillar=people&era=civil-war"). */
export function facetParams(filters: SearchFilters = {}): string {
  return SEARCH_FACET_NAMES.map((name) => (filters[name] ? `&${name}=${encodeURIComponent(filters[name])}` : '')).join('');
}

/** The search call for a term's page; `typed` asks for the term as typed, never corrected; `filters` narrow it to facet values. */
export function searchUrl(term: string, page = 1, typed = false, filters: SearchFilters = {}): string {
  const base = `${API_BASE}/search?q=${encodeURIComponent(term.trim())}`;
  return `${base}${page > 1 ? `&page=${page}` : ''}${typed ? '&typed=1' : ''}${facetParams(filters)}`;
}

/** The facets of an answer, when it has them in the contract's shape (each a list of value and count); null otherwise. */
function facetsOf(value: unknown): SearchFacets | null {
  if (typeof value !== 'object' || value === null) return null;
  const facets = value as Record<string, unknown>;
  const valid = SEARCH_FACET_NAMES.every(
    (name) =>
      Array.isArray(facets[name]) &&
      (facets[name] as unknown[]).every((entry) => typeof (entry as { value?: unknown })?.value === 'string' && typeof (entry as { count?: unknown })?.count === 'number'),
  );
  return valid ? (facets as SearchFacets) : null;
}

export type Outcome<T> = { ok: true; data: T; status: number } | { ok: false; error: string; status: number } | { aborted: true };

/** Product §7, GET /articles: non-OK raises "HTTP {status}: {statusText}"; otherwise the failure's message, or "Failed to fetch articles". */
export function articleListOutcome(result: FetchResult<ArticleListResponse>): Outcome<ArticleListResponse> {
  if (result.aborted) return { aborted: true };
  if (result.data) {
    return {
      ok: true,
      status: result.status,
      data: {
        data: Array.isArray(result.data.data) ? result.data.data : [],
        meta: { ...EMPTY_META, ...(result.data.meta as Partial<ListMeta> | undefined) },
      },
    };
  }
  const httpFailure = result.status >= 400 && result.status !== 408 && result.statusText !== undefined;
  const error = httpFailure ? `HTTP ${result.status}: ${result.statusText}` : result.error || 'Failed to fetch articles';
  return { ok: false, error, status: result.status };
}

/**
 * A search answer as the page uses it (product §7): `data` that is not an
 * array counts as no results; a missing or partial `meta` is filled in from
 * what is there (the total is then the results given).
 */
export function searchResponse(payload: unknown, page = 1): SearchResponse {
  const body = Array.isArray(payload) ? payload : (payload as { data?: unknown } | null)?.data;
  const data = Array.isArray(body) ? (body as SearchResultItem[]) : [];
  const meta = (Array.isArray(payload) ? undefined : (payload as { meta?: Partial<ListMeta> } | null)?.meta) ?? {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);
  const corrected = (meta as { corrected?: unknown }).corrected;
  const facets = facetsOf((meta as { facets?: unknown }).facets);
  return {
    data,
    meta: {
      total: number(meta.total, data.length),
      page: number(meta.page, page),
      per_page: number(meta.per_page, EMPTY_META.per_page),
      ...(typeof corrected === 'string' && corrected.trim() ? { corrected } : {}),
      ...(facets ? { facets } : {}),
    },
  };
}

/** The search call for one page of a term: an error, or the page's results with the total (product §7). */
export function searchArticles(term: string, page = 1, options?: FetchJsonOptions, typed = false, filters: SearchFilters = {}): Promise<Outcome<SearchResponse>> {
  return searchAnswerAt(searchUrl(term, page, typed, filters), page, options);
}

/** The search call at a URL searchUrl made (for `page`): an error, or the page's results with the total. */
export async function searchAnswerAt(url: string, page: number, options?: FetchJsonOptions): Promise<Outcome<SearchResponse>> {
  const result = await fetchJson<unknown>(url, options);
  if (result.aborted) return { aborted: true };
  if (result.error || result.data === null) return { ok: false, error: result.error ?? 'Unknown error', status: result.status };
  return { ok: true, data: searchResponse(result.data, page), status: result.status };
}
