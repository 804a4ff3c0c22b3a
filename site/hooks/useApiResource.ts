/**
 * One API answer for a page that has no dedicated hook (an author, a state
 * archive): the data the server embedded answers the first render, otherwise
 * it is fetched; loading -> loaded or error, with the HTTP status of a failure
 * (404 shows the not-found page), Retry, and the request cancelled when the URL
 * changes. It follows useArticle in site/hooks; it lives here because this
 * work may not add to site/hooks (see the report).
 */
import { useEffect, useState } from 'react';
import { fetchJson } from '../data/fetchJson';
import { usePrefetched } from '../data/prefetch';

export interface ApiResourceState<T> {
  status: 'loading' | 'error' | 'loaded';
  data: T | null;
  error: string | null;
  errorStatus: number | null;
  retry: () => void;
}

type Settled<T> = Omit<ApiResourceState<T>, 'retry'> & { key: string };

export function useApiResource<T>(url: string): ApiResourceState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const prefetched = usePrefetched<T>(url);
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    prefetched ? { key, status: 'loaded', data: prefetched, error: null, errorStatus: null } : null,
  );
  const isSettled = settled?.key === key;

  useEffect(() => {
    if (isSettled) return;
    const controller = new AbortController();
    fetchJson<T>(url, { signal: controller.signal }).then((result) => {
      if (result.aborted) return;
      if (result.data !== null) setSettled({ key, status: 'loaded', data: result.data, error: null, errorStatus: null });
      else setSettled({ key, status: 'error', data: null, error: result.error ?? 'Unknown error', errorStatus: result.status });
    });
    return () => controller.abort();
  }, [url, key, isSettled]);

  const retry = () => setAttempt((n) => n + 1);
  if (!isSettled) return { status: 'loading', data: null, error: null, errorStatus: null, retry };
  const { key: _key, ...state } = settled;
  return { ...state, retry };
}
