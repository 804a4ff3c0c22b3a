/**
 * One API answer for a page: the data the server embedded answers the first
 * render (including a 404 or another failure the server already met),
 * otherwise it is fetched;
 * loading -> loaded or error, with the HTTP status of a failure (404 shows the
 * not-found page), Retry, and the request cancelled when the URL changes. A
 * null URL fetches nothing.
 */
import { useEffect, useState } from 'react';
import { fetchJson } from '../data/fetchJson';
import { usePrefetched, usePrefetchedFailure, usePrefetchedMissing } from '../data/prefetch';

export interface ApiResourceState<T> {
  status: 'idle' | 'loading' | 'error' | 'loaded';
  data: T | null;
  error: string | null;
  errorStatus: number | null;
  retry: () => void;
}

type Settled<T> = Omit<ApiResourceState<T>, 'retry'> & { key: string };

/** The message a 404 the server met is shown with, as the fetch helper would have built it. */
export const NOT_FOUND_ERROR = 'HTTP 404: Not found';

export function useApiResource<T>(url: string | null): ApiResourceState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const prefetched = usePrefetched<T>(url);
  const knownMissing = usePrefetchedMissing(url);
  const knownFailure = usePrefetchedFailure(url);
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    if (prefetched !== undefined) return { key, status: 'loaded', data: prefetched, error: null, errorStatus: null };
    if (knownMissing) return { key, status: 'error', data: null, error: NOT_FOUND_ERROR, errorStatus: 404 };
    if (knownFailure) return { key, status: 'error', data: null, error: knownFailure.error, errorStatus: knownFailure.status };
    return null;
  });
  const isSettled = settled?.key === key;

  useEffect(() => {
    if (!url || isSettled) return;
    const controller = new AbortController();
    fetchJson<T>(url, { signal: controller.signal }).then((result) => {
      if (result.aborted) return;
      if (result.data !== null) setSettled({ key, status: 'loaded', data: result.data, error: null, errorStatus: null });
      else setSettled({ key, status: 'error', data: null, error: result.error ?? 'Unknown error', errorStatus: result.status });
    });
    return () => controller.abort();
  }, [url, key, isSettled]);

  const retry = () => setAttempt((n) => n + 1);
  if (!url) return { status: 'idle', data: null, error: null, errorStatus: null, retry };
  if (!isSettled) return { status: 'loading', data: null, error: null, errorStatus: null, retry };
  const { key: _key, ...state } = settled;
  return { ...state, retry };
}
