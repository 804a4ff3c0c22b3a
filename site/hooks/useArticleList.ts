import { useEffect, useState } from 'react';
import { articleListOutcome, articlesUrl, EMPTY_META } from '../data/api';
import { fetchJson } from '../data/fetchJson';
import { usePageAnswer, usePrefetched, usePrefetchedFailure } from '../data/prefetch';
import type { ArticleListItem, ArticleListResponse, ListMeta } from '../../common/api';

export interface ArticleListState {
  status: 'loading' | 'error' | 'loaded';
  articles: ArticleListItem[];
  meta: ListMeta;
  error: string | null;
  /** Fetches again (the Retry button). */
  retry: () => void;
}

type Settled = Omit<ArticleListState, 'retry'> & { key: string };

const LOADING = { status: 'loading', articles: [], meta: EMPTY_META, error: null } as const;

/**
 * Product §4, home and foundations lists: loading -> error or loaded. On
 * error the list empties and meta resets to total 0, page 1, per_page 20. A new
 * fetch aborts the previous one; an aborted request is not an error; Retry
 * refetches. Data the server embedded, or the failure it met, answers the
 * first render.
 *
 * State is kept per request key (URL and attempt), and "loading" is derived:
 * whatever has not settled for the current key is loading.
 */
export function useArticleList(params: Record<string, unknown>, options: { enabled?: boolean } = {}): ArticleListState {
  const { enabled = true } = options;
  const url = articlesUrl(params);
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const prefetched = usePrefetched<ArticleListResponse>(url);
  const knownFailure = usePrefetchedFailure(url);
  const [settled, setSettled] = useState<Settled | null>(() => {
    if (prefetched) return { key, status: 'loaded', articles: prefetched.data ?? [], meta: prefetched.meta ?? EMPTY_META, error: null };
    if (!knownFailure) return null;
    // The failure the server met, worded as the list call words it (product §7).
    const outcome = articleListOutcome({ data: null, ...knownFailure });
    return { key, status: 'error', articles: [], meta: EMPTY_META, error: 'error' in outcome ? outcome.error : knownFailure.error };
  });
  const isSettled = settled?.key === key;

  useEffect(() => {
    if (!enabled || isSettled) return;
    const controller = new AbortController();
    fetchJson<ArticleListResponse>(url, { signal: controller.signal }).then((result) => {
      const outcome = articleListOutcome(result);
      if ('aborted' in outcome) return;
      if (outcome.ok) setSettled({ key, status: 'loaded', articles: outcome.data.data, meta: outcome.data.meta, error: null });
      else setSettled({ key, status: 'error', articles: [], meta: EMPTY_META, error: outcome.error });
    });
    return () => controller.abort();
  }, [url, key, enabled, isSettled]);

  const retry = () => setAttempt((n) => n + 1);
  const { key: _key, ...state } = isSettled ? settled : { key, ...LOADING, articles: [] };
  return { ...state, retry };
}

/** A page's article list as its loader fetched it: loaded, or the failure worded as the list call words it (product §7). */
export function usePageArticleList(params: Record<string, unknown>): Omit<ArticleListState, 'retry' | 'status'> & { status: 'loaded' | 'error' } {
  const url = articlesUrl(params);
  const answer = usePageAnswer<ArticleListResponse>(url);
  const statusText = usePrefetchedFailure(url)?.statusText;
  const outcome = articleListOutcome(
    answer.status === 'loaded' ? { data: answer.data, error: null, status: 200 } : { data: null, error: answer.error, status: answer.errorStatus, statusText },
  );
  if ('ok' in outcome && outcome.ok) return { status: 'loaded', articles: outcome.data.data, meta: outcome.data.meta, error: null };
  return { status: 'error', articles: [], meta: EMPTY_META, error: 'error' in outcome ? outcome.error : answer.error };
}
