/**
 * What a search answers (the in-process index, search-index.ts, through the
 * service, search.ts). Its own module so the two import it without
 * importing each other.
 */
import type { SearchResultItem } from '../../common/api.ts';

/** Which page of the matches to answer, counted from 1, and how many a page holds. */
export interface SearchPage {
  page: number;
  perPage: number;
}

export interface SearchAnswerData {
  /** Every match of the term, articles and counties, on all pages. */
  total: number;
  /** The matches on the page asked for, in rank order; empty beyond the last page. */
  data: SearchResult[];
  /** The term with its misspelt words corrected, when the results are for it rather than for the term as typed. */
  corrected?: string;
  /** For each facet (pillar, kind, era), its values and how many results each has. */
  facets?: Record<'pillar' | 'kind' | 'era', Array<{ value: string; count: number }>>;
}

/** What this server answers for a hit: the contract's SearchResultItem, narrowed to what it always sends. */
export interface SearchResult extends SearchResultItem {
  id: string;
  type: 'Article' | 'County' | 'Founding document';
  kicker: string;
  title: string;
  snippet: string;
  slug: string | null;
  canonical_url: string;
  published_at: string | null;
}
