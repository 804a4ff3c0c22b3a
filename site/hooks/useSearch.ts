import { useEffect, useState } from 'react';
import { searchArticles, searchUrl } from '../data/api';
import { SEARCH_DEBOUNCE_MS } from '../data/constants';
import { usePrefetched } from '../data/prefetch';
import type { SearchResultItem } from '../data/types';

export interface SearchState {
  status: 'idle' | 'searching' | 'results' | 'empty' | 'error';
  /** The term the shown results belong to. */
  term: string;
  results: SearchResultItem[];
  error: string | null;
  retry: () => void;
}

type Settled = Omit<SearchState, 'retry'> & { key: string };

/**
 * Product §§4 and 5, search: a blank or whitespace-only term does not
 * query and clears the results; a typed term waits 500 ms, then searches;
 * searching -> error, results or no results. `immediate` skips the pause (a
 * popular topic, or a term from the URL).
 */
export function useSearch(term: string, options: { immediate?: boolean; debounceMs?: number } = {}): SearchState {
  const { immediate = false, debounceMs = SEARCH_DEBOUNCE_MS } = options;
  const trimmed = term.trim();
  const [attempt, setAttempt] = useState(0);
  const key = `${trimmed}#${attempt}`;
  const prefetched = usePrefetched<{ data?: SearchResultItem[] }>(trimmed ? searchUrl(trimmed) : null);
  const [settled, setSettled] = useState<Settled | null>(() => {
    const results = Array.isArray(prefetched?.data) ? prefetched.data : null;
    return results ? { key, status: results.length ? 'results' : 'empty', term: trimmed, results, error: null } : null;
  });
  const isSettled = settled?.key === key;

  useEffect(() => {
    if (!trimmed || isSettled) return;
    const controller = new AbortController();
    const run = () =>
      searchArticles(trimmed, { signal: controller.signal }).then((outcome) => {
        if ('aborted' in outcome) return;
        if (outcome.ok) {
          setSettled({ key, status: outcome.data.length ? 'results' : 'empty', term: trimmed, results: outcome.data, error: null });
        } else {
          setSettled({ key, status: 'error', term: trimmed, results: [], error: outcome.error });
        }
      });
    const timer = immediate || attempt > 0 ? undefined : setTimeout(run, debounceMs);
    if (timer === undefined) run();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, key, attempt, immediate, debounceMs, isSettled]);

  const retry = () => setAttempt((n) => n + 1);
  if (!trimmed) return { status: 'idle', term: '', results: [], error: null, retry };
  if (!isSettled) return { status: 'searching', term: trimmed, results: [], error: null, retry };
  const { key: _key, ...state } = settled;
  return { ...state, retry };
}
