/**
 * What a /search address asks for, and the API answer it is shown from: shared
 * by the server's page (site/pages/SearchPage.tsx) and the browser's island
 * (site/islands/SearchIsland.tsx), with no router or React in it, so the
 * island's code carries neither.
 */
import { articlesUrl, searchUrl } from '../data/api';
import { cleanPage } from '../data/articleQuery';
import { PER_PAGE_DEFAULT } from '../data/constants';
import { SEARCH_FACET_NAMES, type SearchFilters } from '../../common/api';
import type { PageHead } from '../head';

/** Product §9: a page of tagged articles holds 20, as a page of search results does. */
export const TAG_PAGE_SIZE = PER_PAGE_DEFAULT;

/** What a /search URL asks for. */
export interface SearchRequest {
  /** The term to search, trimmed; empty for none. */
  term: string;
  /** The tag whose articles are listed (when there is no term), trimmed; null for none. */
  tag: string | null;
  /** The page of results, counted from 1 (product §5: anything else is 1). */
  page: number;
  /** ?typed=1: the term as typed, never corrected ("Search instead for ..."). */
  typed?: boolean;
  /** ?pillar=, ?kind=, ?era=: the facet values the results are narrowed to (only with a term). */
  filters?: SearchFilters;
}

/** ?q= wins; otherwise ?tag= lists the tag's articles; blank values count as absent. */
export function searchRequest(params: URLSearchParams): SearchRequest {
  const page = cleanPage(params.get('page'));
  const q = params.get('q')?.trim() ?? '';
  if (q) {
    const filters: SearchFilters = {};
    for (const name of SEARCH_FACET_NAMES) {
      const value = params.get(name)?.trim().toLowerCase();
      if (value) filters[name] = value;
    }
    return { term: q, tag: null, page, typed: params.get('typed') === '1', filters };
  }
  const tag = params.get('tag')?.trim() ?? '';
  return { term: '', tag: tag || null, page, typed: false };
}

/** The article list call behind /search?tag=: exactly the articles with that tag, a page at a time. */
export function tagArticlesParams(tag: string, page: number): Record<string, unknown> {
  return { tag, page, per_page: TAG_PAGE_SIZE };
}

/** The API answer a request is shown from: the search for its term, or its tag's articles, at its page; null for neither. */
export function searchRequestUrl({ term, tag, page, typed, filters }: SearchRequest): string | null {
  if (term) return searchUrl(term, page, typed, filters);
  if (tag) return articlesUrl(tagArticlesParams(tag, page));
  return null;
}

/** The API answers the server embeds: the search for the URL's term, or the tag's articles, at the URL's page. */
export function searchPageData(params: URLSearchParams): string[] {
  const url = searchRequestUrl(searchRequest(params));
  return url ? [url] : [];
}

export function searchHead({ term, tag, page }: SearchRequest): PageHead {
  const pageNote = page > 1 ? `, page ${page}` : '';
  return {
    title: term ? `Search results for “${term}”${pageNote}` : tag ? `Articles tagged “${tag}”${pageNote}` : 'Search the Archive',
    description: 'Search Parchment’s archive of articles on American history, government and civic life by topic, person or event.',
    // Every search shares one canonical address, so result pages are not indexed as separate pages.
    path: '/search',
  };
}
