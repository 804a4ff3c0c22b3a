/**
 * The content calls of product §7. The client path /api/... is the
 * backend's path without the prefix; the server renderer answers the same URLs
 * in-process, so a URL here is also the key of the data a page embeds.
 */
import { cleanArticleQuery } from './articleQuery';
import { fetchJson, type FetchJsonOptions, type FetchResult } from './fetchJson';
import type { Article, ArticleListResponse, ListMeta, SearchResultItem } from './types';

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

export function searchUrl(term: string): string {
  return `${API_BASE}/search?q=${encodeURIComponent(term.trim())}`;
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

export async function getArticles(params: Record<string, unknown>, options?: FetchJsonOptions) {
  return articleListOutcome(await fetchJson<ArticleListResponse>(articlesUrl(params), options));
}

/** Product §7, GET /article/{slug}: non-OK raises "HTTP {status}: {body text}". */
export async function getArticle(slug: string, options?: FetchJsonOptions): Promise<Outcome<Article>> {
  const result = await fetchJson<Article>(articleUrl(slug), options);
  if (result.aborted) return { aborted: true };
  if (result.data) return { ok: true, data: result.data, status: result.status };
  return { ok: false, error: result.error ?? 'Unknown error', status: result.status };
}

/** The search call: an error or data; data that is not an array is treated as empty (product §7). */
export async function searchArticles(term: string, options?: FetchJsonOptions): Promise<Outcome<SearchResultItem[]>> {
  const result = await fetchJson<{ data?: unknown } | unknown[]>(searchUrl(term), options);
  if (result.aborted) return { aborted: true };
  if (result.error || result.data === null) return { ok: false, error: result.error ?? 'Unknown error', status: result.status };
  const payload = Array.isArray(result.data) ? result.data : (result.data as { data?: unknown }).data;
  return { ok: true, data: Array.isArray(payload) ? (payload as SearchResultItem[]) : [], status: result.status };
}
