/**
 * Product §2, Search. The box, the URL and the search stay in step:
 *
 * - /search?q=term is searched on the server (data() names the same URL the
 *   search hook looks up), so the results are in the first HTML, and a reader
 *   without JavaScript submits the box's GET form (name="q") back to /search.
 * - /search?tag=name, where tag chips link, searches the tag's text the same
 *   way and says which tag is searched; ?q= wins when both are given.
 * - Typing updates the box at once, keeps ?q= in the URL by replacing the
 *   history entry (no entry per keystroke), and searches after the 500 ms
 *   pause; submitting or picking a popular topic searches immediately.
 * - A blank box clears the results and offers the popular topics.
 * - A navigation this page did not make (back, forward, a link to
 *   /search?q=...) puts the URL's term back in the box.
 */
import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { Breadcrumbs, Chip, PageHeader, PopularTopics, SearchBox, SearchResult, SearchSummary } from '../../src';
import { searchResultHref } from '../content/searchResultHref';
import { searchUrl } from '../data/api';
import { usePageHead, type PageHead } from '../head';
import { useSearch } from '../hooks/useSearch';
import type { PageModule } from '../pageTypes';
import * as styles from './SearchPage.css';

/** What a /search URL asks for. */
export interface SearchRequest {
  /** The term to search, trimmed; empty for none. */
  term: string;
  /** The tag being shown when the term came from ?tag=. */
  tag: string | null;
}

/** ?q= wins; otherwise ?tag= is searched by its text; blank values count as absent. */
export function searchRequest(params: URLSearchParams): SearchRequest {
  const q = params.get('q')?.trim() ?? '';
  if (q) return { term: q, tag: null };
  const tag = params.get('tag')?.trim() ?? '';
  return { term: tag, tag: tag || null };
}

/** The API answers the server embeds: the search for the URL's term, if any. */
export function searchPageData(params: URLSearchParams): string[] {
  const { term } = searchRequest(params);
  return term ? [searchUrl(term)] : [];
}

export function searchHead({ term }: SearchRequest): PageHead {
  return {
    title: term ? `Search results for “${term}”` : 'Search the Archive',
    description: 'Search Parchment’s archive of articles on American history, government and civic life by topic, person or event.',
    // Every search shares one canonical address, so result pages are not indexed as separate pages.
    path: '/search',
  };
}

/** Marks the history entries this page writes, so it can tell them from a reader's own navigation. */
interface SearchNavigationState {
  fromSearchBox: true;
  /** Product §2, moving between pages: the page's own address changes leave scroll and focus (the box) alone. */
  keepView: true;
}

function isOwnNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SearchNavigationState>).fromSearchBox === true;
}

function SearchView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const request = searchRequest(params);
  usePageHead(searchHead(request));

  const [box, setBox] = useState(request.term);
  const [tag, setTag] = useState(request.tag);
  const [immediate, setImmediate] = useState(true);
  const [seenLocation, setSeenLocation] = useState(location.key);

  // The router updates the location in a transition, so the URL can lag the
  // box while someone types; only a navigation this page did not make (or
  // back and forward) may put the URL's term back in the box.
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP' || !isOwnNavigation(location.state)) {
      setBox(request.term);
      setTag(request.tag);
      setImmediate(true);
    }
  }

  const search = useSearch(box, { immediate });

  // Typing replaces the history entry; a deliberate search (submit, a topic)
  // adds one, unless the URL already shows that term.
  const showTerm = (term: string, mode: 'replace' | 'push') => {
    const next = term.trim() ? new URLSearchParams({ q: term.trim() }) : new URLSearchParams();
    const unchanged = searchRequest(next).term === request.term;
    const state: SearchNavigationState = { fromSearchBox: true, keepView: true };
    setParams(next, { replace: mode === 'replace' || unchanged, state });
  };

  const type = (value: string) => {
    setBox(value);
    setImmediate(false);
    setTag(null);
    showTerm(value, 'replace');
  };

  const searchNow = (value: string) => {
    setBox(value);
    setImmediate(true);
    if (value.trim() !== tag) setTag(null);
    showTerm(value, 'push');
  };

  const boxIsEmpty = box.trim() === '';
  return (
    <>
      <Breadcrumbs items={[{ label: 'Search' }]} />
      <PageHeader
        title="Search the Archive"
        intro="Find articles on American history, government and civic life by topic, person or event."
      />
      <div className={styles.page}>
        <SearchBox value={box} onChange={type} onSubmit={searchNow} />
        {tag && !boxIsEmpty ? (
          <p className={styles.tagLine}>
            Search results for the tag <Chip>{tag}</Chip>
          </p>
        ) : null}
        {boxIsEmpty ? <PopularTopics onPick={searchNow} /> : null}
        <SearchSummary
          state={search.status}
          term={search.term}
          count={search.results.length}
          error={search.error ?? undefined}
          onRetry={search.retry}
        />
        {search.status === 'results' ? (
          <ol className={styles.results} aria-label={`Search results for “${search.term}”`}>
            {search.results.map((result) => (
              <li key={result.id}>
                <SearchResult result={result} href={searchResultHref(result)} headingLevel={2} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}

export const searchPage: PageModule = {
  Component: SearchView,
  data: ({ search }) => searchPageData(search),
  head: ({ search }) => searchHead(searchRequest(search)),
};
