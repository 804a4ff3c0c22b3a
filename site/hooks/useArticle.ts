import { useEffect, useState } from 'react';
import { articleUrl, getArticle } from '../data/api';
import { usePrefetched } from '../data/prefetch';
import type { Article } from '../data/types';

export interface ArticleState {
  status: 'idle' | 'loading' | 'error' | 'loaded';
  article: Article | null;
  error: string | null;
  /** The HTTP status of the last failure (404 shows the not-found page). */
  errorStatus: number | null;
  retry: () => void;
}

type Settled = Omit<ArticleState, 'retry'> & { key: string };

/**
 * Spec section 4, article load: loading -> data or error; a changed slug
 * cancels the previous request; an empty slug fetches nothing.
 */
export function useArticle(slug: string | undefined): ArticleState {
  const url = slug ? articleUrl(slug) : null;
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const prefetched = usePrefetched<Article>(url);
  const [settled, setSettled] = useState<Settled | null>(() =>
    prefetched ? { key, status: 'loaded', article: prefetched, error: null, errorStatus: null } : null,
  );
  const isSettled = settled?.key === key;

  useEffect(() => {
    if (!slug || isSettled) return;
    const controller = new AbortController();
    getArticle(slug, { signal: controller.signal }).then((outcome) => {
      if ('aborted' in outcome) return;
      if (outcome.ok) setSettled({ key, status: 'loaded', article: outcome.data, error: null, errorStatus: null });
      else setSettled({ key, status: 'error', article: null, error: outcome.error, errorStatus: outcome.status });
    });
    return () => controller.abort();
  }, [slug, key, isSettled]);

  const retry = () => setAttempt((n) => n + 1);
  if (!slug) return { status: 'idle', article: null, error: null, errorStatus: null, retry };
  if (!isSettled) return { status: 'loading', article: null, error: null, errorStatus: null, retry };
  const { key: _key, ...state } = settled;
  return { ...state, retry };
}
