/**
 * Product §2, Search, as an island: the box, the results, the tag's articles
 * and the pages, hydrated with the answer the server showed. The rest of the
 * page (the header, the footer) is the server's HTML, and every link on it,
 * Previous and Next included, is a page load the server answers in full.
 *
 * - The box, the address and the search stay in step. Typing updates the box
 *   at once, keeps ?q= in the address by replacing the history entry (no
 *   entry per keystroke), and searches after the 500 ms pause; submitting or
 *   picking a popular topic searches at once and adds an entry. A new term
 *   starts again at page 1.
 * - Back and Forward between those entries put the entry's term and page
 *   back (popstate).
 * - "Found N results" counts every match; a page shows 20 of them.
 * - /search?tag=name lists exactly the published articles carrying that tag,
 *   under the tag's name; typing a term leaves the tag for a search.
 * - When a word of the term is in no article, the API answers for the
 *   corrected term: "Showing results for {corrected}. Search instead for
 *   {term}", both links; the second asks for the term as typed (typed=1).
 * - Facets narrow the results by pillar, kind and era: links with their
 *   counts (pillar=, kind=, era= in the address), so they work without
 *   JavaScript; a new term starts with none.
 * - A blank box clears the results and offers the popular topics.
 * - Without JavaScript the box is a GET form to /search (name="q"), the
 *   topics and the pages are links: the server answers each.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { Breadcrumbs, Button, FilterBar, Inline, PageHeader, Pagination, pageCount, PopularTopics, SearchBox, SearchResult, SearchSummary, Stack } from '../../src';
import type { ArticleListItem, SearchFacetName, SearchFacets, SearchFilters, SearchResultItem } from '../../common/api';
import { CATEGORIES, ERAS } from '../../common/taxonomy';
import { searchPageHref } from '../content/searchPageHref';
import { searchResultHref } from '../content/searchResultHref';
import { PrefetchProvider } from '../data/prefetch';
import { documentTitle } from '../head';
import { useArticleList } from '../hooks/useArticleList';
import { useSearch } from '../hooks/useSearch';
import { searchHead, searchRequest, searchRequestUrl, tagArticlesParams, type SearchRequest } from '../pages/searchRequest';
import * as styles from './SearchIsland.css';
import { defineIsland } from './Island';


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
      {list.status === 'loaded' && (pages > 1 || page > 1) ? (
        <Pagination
          page={page}
          perPage={perPage}
          total={total}
          shown={list.articles.length}
          noun="articles"
          hrefForPage={(to) => searchPageHref({ term: '', tag }, to)}
          aria-label={`Pages of articles tagged “${tag}”`}
        />
      ) : null}
    </>
  );
}

/** "Showing results for constitution. Search instead for consitution": the corrected term's results are shown; the reader may have the term as typed. */
function Correction({ corrected, typed }: { corrected: string; typed: string }) {
  return (
    <p className={styles.correction}>
      Showing results for{' '}
      <a href={searchPageHref({ term: corrected, tag: null })} className={styles.correctedTerm}>
        {corrected}
      </a>
      . Search instead for <a href={searchPageHref({ term: typed, tag: null, typed: true })}>{typed}</a>
    </p>
  );
}

const FACETS: ReadonlyArray<{ name: SearchFacetName; title: string; labels: Record<string, string> }> = [
  { name: 'pillar', title: 'Pillar', labels: Object.fromEntries(CATEGORIES.map((category) => [category.slug, category.name])) },
  { name: 'kind', title: 'Kind', labels: { article: 'Articles', document: 'Founding documents', county: 'Counties' } },
  { name: 'era', title: 'Era', labels: Object.fromEntries(ERAS.map((era) => [era.value, era.label])) },
];

/**
 * Product §2, search, facets: for each of pillar, kind and era that has two
 * values or more (or one chosen), All and each value with its count, as
 * links to the results narrowed to it (the chosen one is the current page).
 */
function Facets({ facets, filters, hrefFor }: { facets: SearchFacets; filters: SearchFilters; hrefFor: (filters: SearchFilters) => string }) {
  const shown = FACETS.filter(({ name }) => facets[name].length > 1 || filters[name] !== undefined);
  if (!shown.length) return null;
  return (
    <Stack space="3" className={styles.facets}>
      {shown.map(({ name, title, labels }) => (
        <div key={name} className={styles.facet}>
          <span className={styles.facetName} aria-hidden="true">
            {title}
          </span>
          <FilterBar
            label={`Narrow the results by ${title.toLowerCase()}`}
            options={[
              { value: '', label: 'All' },
              ...facets[name].map(({ value, count }) => ({ value, label: `${labels[value] ?? value} (${countFormat.format(count)})` })),
            ]}
            value={filters[name] ?? ''}
            hrefForOption={(value) => hrefFor({ ...filters, [name]: value || undefined })}
          />
        </div>
      ))}
    </Stack>
  );
}

/** The request the browser's address shows now. */
const addressRequest = () => searchRequest(new URLSearchParams(window.location.search));

function SearchView({ initial }: { initial: SearchRequest }) {
  const [box, setBox] = useState(initial.term);
  const [tag, setTag] = useState(initial.tag);
  const [page, setPage] = useState(initial.page);
  // The term as typed, not corrected: only from the address; any new term may be corrected again.
  const [typed, setTyped] = useState(initial.typed ?? false);
  // The facets the results are narrowed to: only from the address; a new term starts with none.
  const [filters, setFilters] = useState<SearchFilters>(initial.filters ?? {});
  // A term from the address is searched at once; a typed one after the pause.
  const [immediate, setImmediate] = useState(true);

  // Back and Forward between the entries this page added put that entry's search back.
  useEffect(() => {
    const restore = () => {
      const request = addressRequest();
      setBox(request.term);
      setTag(request.tag);
      setPage(request.page);
      setTyped(request.typed ?? false);
      setFilters(request.filters ?? {});
      setImmediate(true);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  // The tab's title names what is shown (the server wrote the first one). It
  // changes in the same commit as the page, so the title never lags behind it.
  const title = documentTitle(searchHead({ term: box.trim(), tag, page }).title);
  useLayoutEffect(() => {
    if (document.title !== title) document.title = title;
  }, [title]);

  const search = useSearch(box, { immediate, page, typed, filters });

  // Typing replaces the history entry; a deliberate search (submit, a topic)
  // adds one, unless the address already shows that term's first page.
  const showTerm = (term: string, mode: 'replace' | 'push') => {
    const trimmed = term.trim();
    const current = addressRequest();
    const unchanged = trimmed === current.term && current.page === 1 && current.tag === null;
    const address = searchPageHref({ term: trimmed, tag: null });
    if (mode === 'replace' || unchanged) window.history.replaceState(window.history.state, '', address);
    else window.history.pushState(null, '', address);
  };

  const type = (value: string) => {
    setBox(value);
    setImmediate(false);
    setTag(null);
    setPage(1);
    setTyped(false);
    setFilters({});
    showTerm(value, 'replace');
  };

  const searchNow = (value: string) => {
    setBox(value);
    setImmediate(true);
    setTag(null);
    setPage(1);
    setTyped(false);
    setFilters({});
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
            {search.status === 'results' && search.corrected ? <Correction corrected={search.corrected} typed={search.term} /> : null}
            <SearchSummary state={search.status} term={search.term} count={total} error={search.error ?? undefined} onRetry={search.retry} />
            {search.status === 'results' && search.facets ? (
              <Facets facets={search.facets} filters={filters} hrefFor={(narrowed) => searchPageHref({ term: search.term, tag: null, typed, filters: narrowed })} />
            ) : null}
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
            {search.status === 'results' && (pageCount(total, perPage) > 1 || page > 1) ? (
              <Pagination
                page={page}
                perPage={perPage}
                total={total}
                shown={search.results.length}
                noun={total === 1 ? 'result' : 'results'}
                hrefForPage={(to) => searchPageHref({ term: search.term, tag: null, typed, filters }, to)}
                aria-label={`Pages of search results for “${search.term}”`}
              />
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}

export interface SearchPartProps {
  /** What the page's address asks for. */
  request: SearchRequest;
  /** The API's answer for it as the server fetched it; null when there is none (nothing asked, or the API did not answer: the island then asks). */
  answer: unknown;
}

function SearchPart({ request, answer }: SearchPartProps) {
  const url = searchRequestUrl(request);
  // The island's own root: the server's answer reaches its hooks as it does a page's, and the first render needs no request.
  return (
    <PrefetchProvider data={url && answer !== null ? { [url]: answer } : {}}>
      <SearchView initial={request} />
    </PrefetchProvider>
  );
}

export const SearchIsland = defineIsland('search', SearchPart);
