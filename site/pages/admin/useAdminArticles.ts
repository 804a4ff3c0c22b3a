/**
 * One page of the admin list, fetched with the signed-in user's access token
 * (product §4: only once admin status is confirmed; again whenever the
 * page or a filter changes). A request for a list nobody shows any longer is
 * aborted; Retry fetches the same page again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminArticleRow, AdminFilterValues, DataTableSort } from '../../../src';
import { adminQueries, sessionAfterRefusal } from '../../auth/adminStatus';
import { authConfig } from '../../auth/config';
import { endSession } from '../../auth/session';
import { fetchJson } from '../../data/fetchJson';
import type { AdminListResponse, ListMeta } from '../../../common/api';
import { adminArticlesUrl, adminTableRow, categoriesOnPage, normaliseAdminList } from './adminArticles';

export interface AdminArticlesPage {
  rows: AdminArticleRow[];
  meta: ListMeta;
  categories: string[];
}

export interface AdminArticlesState {
  status: 'loading' | 'ready' | 'error';
  /** The last page that loaded (kept while the next one loads, so pagination stays put). */
  last: AdminArticlesPage | null;
  error: string | null;
  retry: () => void;
}

async function accessToken(client: SupabaseClient): Promise<string | null> {
  try {
    // Asked at request time, so a token refreshed meanwhile is the one sent.
    const { data } = await client.auth.getSession();
    return data.session?.access_token ?? null;
  } catch {
    return null;
  }
}

/** The page, or null when there is nothing to show: the request was abandoned, or the session ended (the page then offers Sign in). Throws what the error box says. */
async function loadPage(client: SupabaseClient, url: string, page: number, signal: AbortSignal, refreshed = false): Promise<AdminArticlesPage | null> {
  const token = await accessToken(client);
  if (signal.aborted) return null;
  if (!token) throw new Error('You are signed out. Sign in again to see the articles.');
  const result = await fetchJson<AdminListResponse>(url, { signal, headers: { Authorization: `Bearer ${token}` } });
  if (result.aborted) return null;
  if (result.status === 401) {
    // The token was refused: a refused refresh means the session ended (the page then offers Sign in, product §4), not an error to retry.
    const verdict = refreshed ? 'ended' : await sessionAfterRefusal(client.auth);
    if (signal.aborted) return null;
    if (verdict === 'ended') {
      await endSession(client);
      return null;
    }
    if (verdict === 'refreshed') return loadPage(client, url, page, signal, true);
    throw new Error(verdict.unreachable);
  }
  if (result.error !== null || result.data === null) throw new Error(result.error ?? 'Failed to fetch articles');
  const { data: items, meta } = normaliseAdminList(result.data, page);
  const storage = authConfig().url;
  return { rows: items.map((item) => adminTableRow(item, storage)), meta, categories: categoriesOnPage(items) };
}

export function useAdminArticles(client: SupabaseClient, filters: AdminFilterValues, page: number, sort: DataTableSort | null = null): AdminArticlesState {
  const url = adminArticlesUrl(filters, page, sort);
  const list = useQuery(
    {
      queryKey: ['admin-articles', url],
      queryFn: ({ signal }) => loadPage(client, url, page, signal),
      // The last page's rows stay while the next one loads, so pagination and the sorted header keep their place.
      placeholderData: keepPreviousData,
    },
    adminQueries,
  );
  const retry = () => void list.refetch();
  const last = list.data ?? null;
  if (list.isError) return { status: 'error', last, error: list.error.message, retry };
  return { status: list.isFetching || !last ? 'loading' : 'ready', last, error: null, retry };
}
