/**
 * One page of the admin list, fetched with the signed-in user's access token
 * (product §4: only once admin status is confirmed; again whenever the
 * page or a filter changes). A newer request aborts the one in flight;
 * Retry fetches the same page again.
 */
import { useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminArticleRow, AdminFilterValues, DataTableSort } from '../../../src';
import { sessionAfterRefusal } from '../../auth/adminStatus';
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

type Outcome = { ok: true; page: AdminArticlesPage } | { ok: false; error: string };

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

async function loadPage(client: SupabaseClient, url: string, page: number, signal: AbortSignal, refreshed = false): Promise<Outcome | null> {
  const token = await accessToken(client);
  if (signal.aborted) return null;
  if (!token) return { ok: false, error: 'You are signed out. Sign in again to see the articles.' };
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
    return { ok: false, error: verdict.unreachable };
  }
  if (result.error !== null || result.data === null) return { ok: false, error: result.error ?? 'Failed to fetch articles' };
  const { data: items, meta } = normaliseAdminList(result.data, page);
  const storage = authConfig().url;
  return { ok: true, page: { rows: items.map((item) => adminTableRow(item, storage)), meta, categories: categoriesOnPage(items) } };
}

export function useAdminArticles(client: SupabaseClient, filters: AdminFilterValues, page: number, sort: DataTableSort | null = null): AdminArticlesState {
  const url = adminArticlesUrl(filters, page, sort);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; outcome: Outcome } | null>(null);
  const [last, setLast] = useState<AdminArticlesPage | null>(null);
  const key = `${attempt}:${url}`;

  useEffect(() => {
    const controller = new AbortController();
    void loadPage(client, url, page, controller.signal).then((outcome) => {
      if (!outcome || controller.signal.aborted) return;
      setAnswer({ key: `${attempt}:${url}`, outcome });
      if (outcome.ok) setLast(outcome.page);
    });
    return () => controller.abort();
  }, [client, url, page, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (!answer || answer.key !== key) return { status: 'loading', last, error: null, retry };
  if (!answer.outcome.ok) return { status: 'error', last, error: answer.outcome.error, retry };
  return { status: 'ready', last: answer.outcome.page, error: null, retry };
}
