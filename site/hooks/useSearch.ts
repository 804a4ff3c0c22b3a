import { useEffect, useState } from 'react';
import { EMPTY_META, searchAnswerAt, searchResponse, searchUrl } from '../data/api';
import { SEARCH_DEBOUNCE_MS } from '../data/constants';
import { usePrefetched } from '../data/prefetch';
import type { ListMeta, SearchFacets, SearchFilters, SearchResultItem } from '../../common/api';

export interface SearchState {
  /** "results" whenever the term matched anything, even on a page past the last one (whose list is empty). */
  status: 'idle' | 'searching' | 'results' | 'empty' | 'error';
  /** The term the shown results belong to. */
  term: string;
  /** The results of the page shown. */
  results: SearchResultItem[];
  /** Every match's count, the page shown and the page size, from the answer's meta. */
  meta: ListMeta;
  /** The corrected term the results are for, when a word of the term was in no article; null otherwise. */
  corrected: string | null;
  /** The results' facets with their counts; null when the answer has none (nothing found). */
  facets: SearchFacets | null;
  error: string | null;
  retry: () => void;
}

type Settled = Omit<SearchState, 'retry'> & { key: string };

const settledFrom = (key: string, term: string, answer: unknown, page: number): Settled => {
  const { data, meta } = searchResponse(answer, page);
  return { key, status: meta.total > 0 || data.length ? 'results' : 'empty', term, results: data, meta, corrected: meta.corrected ?? null, facets: meta.facets ?? null, error: null };
};

/**
 * Product §§4 and 5, search: a blank or whitespace-only term does not
 * query and clears the results; a typed term waits 500 ms, then searches;
 * searching -> error, results or no results. `immediate` skips the pause (a
 * popular topic, a term or page from the URL). `page` picks which page of
 * the results to fetch; `typed` asks for the term as typed, never corrected;
 * `filters` narrow the results to facet values.
 */
export function useSearch(term: string, options: { immediate?: boolean; debounceMs?: number; page?: number; typed?: boolean; filters?: SearchFilters } = {}): SearchState {
  const { immediate = false, debounceMs = SEARCH_DEBOUNCE_MS, page = 1, typed = false, filters } = options;
  const trimmed = term.trim();
  const [attempt, setAttempt] = useState(0);
  const url = trimmed ? searchUrl(trimmed, page, typed, filters) : null;
  const key = `${url}#${attempt}`;
  const prefetched = usePrefetched<unknown>(url);
  const [settled, setSettled] = useState<Settled | null>(() => (prefetched ? settledFrom(key, trimmed, prefetched, page) : null));
  const isSettled = settled?.key === key;

  useEffect(() => {
    if (!url || isSettled) return;
    const controller = new AbortController();
    const run = () =>
      searchAnswerAt(url, page, { signal: controller.signal }).then((outcome) => {
        if ('aborted' in outcome) return;
        if (outcome.ok) {
          setSettled(settledFrom(key, trimmed, outcome.data, page));
        } else {
          setSettled({ key, status: 'error', term: trimmed, results: [], meta: { ...EMPTY_META, page }, corrected: null, facets: null, error: outcome.error });
        }
      });
    const timer = immediate || attempt > 0 ? undefined : setTimeout(run, debounceMs);
    if (timer === undefined) run();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      controller.abort();
    };
  }, [url, trimmed, key, page, attempt, immediate, debounceMs, isSettled]);

  const retry = () => setAttempt((n) => n + 1);
  const pending = { term: trimmed, results: [], meta: { ...EMPTY_META, page }, corrected: null, facets: null, error: null, retry };
  if (!trimmed) return { status: 'idle', ...pending, term: '' };
  if (!isSettled) return { status: 'searching', ...pending };
  const { key: _key, ...state } = settled;
  return { ...state, retry };
}
