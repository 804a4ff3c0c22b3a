/**
 * Product §2, Search. The box, the URL and the search stay in step:
 *
 * - /search?q=term&page=P is searched on the server (data() names the same
 *   URL the search hook looks up), so the page's results are in the first
 *   HTML, and a reader without JavaScript submits the box's GET form
 *   (name="q") back to /search and follows Previous and Next, which are
 *   plain links.
 * - "Found N results" counts every match; a page shows 20 of them.
 * - /search?tag=name, where tag chips link, lists exactly the published
 *   articles carrying that tag (the article list filtered by tag), under the
 *   tag's name; it is not a search for the tag's words. ?q= wins when both
 *   are given.
 * - Typing updates the box at once, keeps ?q= in the URL by replacing the
 *   history entry (no entry per keystroke), and searches after the 500 ms
 *   pause; submitting or picking a popular topic searches immediately. A new
 *   term starts again at page 1.
 * - A blank box clears the results and offers the popular topics.
 * - A navigation this page did not make (back, forward, Previous, Next, a
 *   link to /search?q=...) puts the URL's term and page back.
 */
import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { Breadcrumbs, Button, PageHeader, PopularTopics, SearchBox, SearchResult, SearchSummary, Stack, Inline } from '../../src';
import { searchPageHref } from '../content/searchPageHref';
import { searchResultHref } from '../content/searchResultHref';
import { articlesUrl, searchUrl } from '../data/api';
import { cleanPage } from '../data/articleQuery';
import { PER_PAGE_DEFAULT } from '../data/constants';
import type { ArticleListItem, SearchResultItem } from '../../common/api';
import { usePageHead, type PageHead } from '../head';
import { useArticleList } from '../hooks/useArticleList';
import { useSearch } from '../hooks/useSearch';
import type { PageModule } from '../pageTypes';
import * as styles from './SearchPage.css';

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
}

/** ?q= wins; otherwise ?tag= lists the tag's articles; blank values count as absent. */
export function searchRequest(params: URLSearchParams): SearchRequest {
  const page = cleanPage(params.get('page'));
  const q = params.get('q')?.trim() ?? '';
  if (q) return { term: q, tag: null, page };
  const tag = params.get('tag')?.trim() ?? '';
  return { term: '', tag: tag || null, page };
}

/** The article list call behind /search?tag=: exactly the articles with that tag, a page at a time. */
export function tagArticlesParams(tag: string, page: number): Record<string, unknown> {
  return { tag, page, per_page: TAG_PAGE_SIZE };
}

/** The API answers the server embeds: the search for the URL's term, or the tag's articles, at the URL's page. */
export function searchPageData(params: URLSearchParams): string[] {
  const { term, tag, page } = searchRequest(params);
  if (term) return [searchUrl(term, page)];
  if (tag) return [articlesUrl(tagArticlesParams(tag, page))];
  return [];
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

/** Marks the history entries this page writes, so it can tell them from a reader's own navigation. */
interface SearchNavigationState {
  fromSearchBox: true;
  /** Product §2, moving between pages: the page's own address changes leave scroll and focus (the box) alone. */
  keepView: true;
}

function isOwnNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SearchNavigationState>).fromSearchBox === true;
}

const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / Math.max(1, perPage)));

interface ResultPagesProps {
  page: number;
  pages: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** The landmark's name, e.g. "Search results pages". */
  label: string;
}

/**
 * Previous and Next as plain links, so they work without JavaScript and can
 * be opened in a new tab; each is left out where there is no page to go to.
 * From a page past the last, Previous goes to the last page.
 */
function ResultPages({ page, pages, hrefFor, label }: ResultPagesProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <span className={styles.pagerPrevious}>
        {page > 1 ? (
          <Button variant="secondary" size="small" href={hrefFor(Math.min(page - 1, pages))}>
            Previous
          </Button>
        ) : null}
      </span>
      <p className={styles.pagerPosition}>
        Page {page} of {pages}
      </p>
      <span className={styles.pagerNext}>
        {page < pages ? (
          <Button variant="secondary" size="small" href={hrefFor(page + 1)}>
            Next
          </Button>
        ) : null}
      </span>
    </nav>
  );
}

/** A tagged article shown as a search result: kicker, linked title, dek and date. */
function articleAsResult(article: ArticleListItem): SearchResultItem {
  return {
    id: article.id,
    type: 'Article',
    kicker: article.kicker || article.category || null,
    title: article.title,
    snippet: article.dek || null,
    slug: article.slug,
    canonical_url: `/articles/${article.slug}`,
    published_at: article.published_at ?? null,
  };
}

const countFormat = new Intl.NumberFormat('en-US');

/** Product §2, Search: the published articles that carry `tag`, exactly, a page at a time. */
function TagArticles({ tag, page }: { tag: string; page: number }) {
  const list = useArticleList(tagArticlesParams(tag, page));
  const { total, per_page: perPage } = list.meta;
  const pages = pageCount(total, perPage);
  const message =
    list.status === 'loading'
      ? 'Loading articles...'
      : list.status === 'error'
        ? `Error loading articles: ${list.error}`
        : total === 0
          ? `No articles are tagged “${tag}”`
          : `${countFormat.format(total)} ${total === 1 ? 'article' : 'articles'} tagged “${tag}”`;
  return (
    <>
      <Inline space="3" alignY="center" className={styles.tagStatus}>
        <p role="status" aria-live="polite" aria-atomic="true" className={list.status === 'error' ? styles.tagError : styles.tagMessage}>
          {message}
        </p>
        {list.status === 'error' ? (
          <Button variant="secondary" size="small" onClick={list.retry}>
            Retry
          </Button>
        ) : null}
      </Inline>
      {list.status === 'loaded' && list.articles.length > 0 ? (
        <ol className={styles.results} start={(page - 1) * perPage + 1} aria-label={`Articles tagged “${tag}”`}>
          {list.articles.map((article) => {
            const result = articleAsResult(article);
            return (
              <li key={article.id}>
                <SearchResult result={result} href={searchResultHref(result)} headingLevel={2} />
              </li>
            );
          })}
        </ol>
      ) : null}
      {list.status === 'loaded' && total > 0 ? (
        <ResultPages page={page} pages={pages} hrefFor={(to) => searchPageHref({ term: '', tag }, to)} label={`Pages of articles tagged “${tag}”`} />
      ) : null}
    </>
  );
}

function SearchView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const request = searchRequest(params);
  usePageHead(searchHead(request));

  const [box, setBox] = useState(request.term);
  const [tag, setTag] = useState(request.tag);
  const [page, setPage] = useState(request.page);
  const [immediate, setImmediate] = useState(true);
  const [seenLocation, setSeenLocation] = useState(location.key);

  // The router updates the location in a transition, so the URL can lag the
  // box while someone types; only a navigation this page did not make (back
  // and forward, Previous and Next, a link) may put the URL's term back.
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP' || !isOwnNavigation(location.state)) {
      setBox(request.term);
      setTag(request.tag);
      setPage(request.page);
      setImmediate(true);
    }
  }

  const search = useSearch(box, { immediate, page });

  // Typing replaces the history entry; a deliberate search (submit, a topic)
  // adds one, unless the URL already shows that term's first page. Either
  // way a new term starts at page 1.
  const showTerm = (term: string, mode: 'replace' | 'push') => {
    const next = term.trim() ? new URLSearchParams({ q: term.trim() }) : new URLSearchParams();
    const unchanged = term.trim() === request.term && request.page === 1 && request.tag === null;
    const state: SearchNavigationState = { fromSearchBox: true, keepView: true };
    setParams(next, { replace: mode === 'replace' || unchanged, state });
  };

  const type = (value: string) => {
    setBox(value);
    setImmediate(false);
    setTag(null);
    setPage(1);
    showTerm(value, 'replace');
  };

  const searchNow = (value: string) => {
    setBox(value);
    setImmediate(true);
    setTag(null);
    setPage(1);
    showTerm(value, 'push');
  };

  const boxIsEmpty = box.trim() === '';
  const { total, per_page: perPage } = search.meta;
  return (
    <>
      <Breadcrumbs items={tag !== null ? [{ label: 'Search', href: '/search' }, { label: `Tag: ${tag}` }] : [{ label: 'Search' }]} />
      {tag !== null ? (
        <PageHeader title={`Articles tagged “${tag}”`} intro="Every published article that carries this tag, newest first." />
      ) : (
        <PageHeader title="Search the Archive" intro="Find articles on American history, government and civic life by topic, person or event." />
      )}
      <Stack space="6" className={styles.page}>
        <SearchBox value={box} onChange={type} onSubmit={searchNow} />
        {tag !== null ? (
          <TagArticles tag={tag} page={page} />
        ) : (
          <>
            {/* Each topic links to its results, so it works without JavaScript; with it, a click searches in place. */}
            {boxIsEmpty ? <PopularTopics onPick={searchNow} hrefForTopic={(topic) => searchPageHref({ term: topic, tag: null })} /> : null}
            <SearchSummary state={search.status} term={search.term} count={total} error={search.error ?? undefined} onRetry={search.retry} />
            {search.status === 'results' && search.results.length > 0 ? (
              <ol className={styles.results} start={(page - 1) * perPage + 1} aria-label={`Search results for “${search.term}”`}>
                {search.results.map((result) => (
                  <li key={result.id}>
                    <SearchResult result={result} href={searchResultHref(result)} headingLevel={2} />
                  </li>
                ))}
              </ol>
            ) : null}
            {search.status === 'results' && search.results.length === 0 ? <p className={styles.pastEnd}>There are no results on page {page}.</p> : null}
            {search.status === 'results' ? (
              <ResultPages
                page={page}
                pages={pageCount(total, perPage)}
                hrefFor={(to) => searchPageHref({ term: search.term, tag: null }, to)}
                label={`Pages of search results for “${search.term}”`}
              />
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}

export const searchPage: PageModule = {
  source: 'site/pages/SearchPage.tsx',
  Component: SearchView,
  data: ({ search }) => searchPageData(search),
  head: ({ search }) => searchHead(searchRequest(search)),
};
