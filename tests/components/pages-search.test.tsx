/**
 * The search page (product §2, Search; §§4, 5 and 9 for the search
 * rules). Server-embedded answers come through renderRoute's prefetched data;
 * searches the page makes itself go to a real HTTP server on loopback (the
 * page's origin is pointed at it, as in site-hooks.test.tsx).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { articlesUrl, searchUrl } from '../../site/data/api';
import { SEARCH_DEBOUNCE_MS } from '../../site/data/constants';
import { clearFetchCache } from '../../site/data/fetchJson';
import type { PrefetchedData } from '../../site/data/prefetch';
import type { SearchResultItem } from '../../common/api';
import { searchPage } from '../../site/pages/SearchPage';
import { renderRoute, renderRouteToString } from '../support/renderRoute';

const constitution: SearchResultItem = {
  id: 'a1',
  type: 'Article',
  kicker: 'Foundations',
  title: 'The Constitution of the United States',
  snippet: 'Written in Philadelphia in the summer of 1787, the <mark>Constitution</mark> still frames the national government.',
  slug: 'constitution',
  canonical_url: '/articles/constitution',
  published_at: '2024-09-17T00:00:00.000Z',
};
const billOfRights: SearchResultItem = {
  id: 'a2',
  type: 'article',
  kicker: 'Features',
  title: 'The Bill of Rights, Explained',
  snippet: 'The first ten amendments to the <mark>Constitution</mark>, ratified in 1791.',
  slug: 'bill-of-rights',
  canonical_url: null,
  published_at: '2024-12-15T00:00:00.000Z',
};
const county: SearchResultItem = {
  id: 'county-alabama-montgomery',
  type: 'County',
  kicker: 'Alabama',
  title: 'Montgomery County',
  snippet: 'County seat: Montgomery. Home of the <mark>Montgomery</mark> bus boycott.',
  slug: null,
  canonical_url: '/landmarks/states/alabama#county-montgomery',
  published_at: null,
};
const documentResult: SearchResultItem = {
  id: 'd1',
  type: 'Document',
  kicker: null,
  title: 'Federalist No. 51',
  snippet: null,
  slug: 'federalist-51',
  canonical_url: null,
  published_at: null,
};
const rosaParks: SearchResultItem = {
  id: 'a3',
  type: 'Article',
  kicker: 'People',
  title: 'Rosa Parks',
  snippet: 'Her arrest in <mark>Montgomery</mark> launched a boycott.',
  slug: 'rosa-parks',
  canonical_url: '/articles/rosa-parks',
  published_at: '2024-12-02T00:00:00.000Z',
};

/** 67 county results, as the archive has, for a term that matches them all. */
const counties: SearchResultItem[] = Array.from({ length: 67 }, (_, index) => ({
  ...county,
  id: `county-${index + 1}`,
  title: `County number ${index + 1}`,
  canonical_url: `/landmarks/states/alabama#county-${index + 1}`,
}));

const civilRightsArticles = [
  { id: 't1', slug: 'rosa-parks', title: 'Rosa Parks', dek: 'Her arrest launched a boycott.', kicker: 'People', category: 'People', category_slug: 'people', tags: ['civil rights'], hero_media_url: null, published_at: '2024-12-02T00:00:00.000Z' },
  { id: 't2', slug: 'brown-v-board', title: 'Brown v. Board of Education', dek: 'The court ended school segregation.', kicker: 'Foundations', category: 'Foundations', category_slug: 'foundations', tags: ['civil rights'], hero_media_url: null, published_at: '2024-05-17T00:00:00.000Z' },
];

let requests: string[] = [];
let searchIsDown = false;
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  requests.push(url.pathname + url.search);
  const json = (body: unknown) => void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname === '/api/articles') {
    const tag = url.searchParams.get('tag');
    const data = tag === 'civil rights' ? civilRightsArticles : [];
    return json({ data, meta: { total: data.length, page: Number(url.searchParams.get('page') ?? 1), per_page: 20 } });
  }
  if (url.pathname !== '/api/search') return void res.writeHead(404).end();
  if (searchIsDown) return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Search is down');
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? 1);
  if (q === 'county') return json({ data: counties.slice((page - 1) * 20, page * 20), meta: { total: counties.length, page, per_page: 20 } });
  const data = q === 'zzz' ? [] : q.includes('montgomery') ? [rosaParks, county] : [constitution];
  json({ data, meta: { total: data.length, page, per_page: 20 } });
});

/** What the API answers for one page of "county", as the server would embed it. */
const countyPage = (page: number) => ({ data: counties.slice((page - 1) * 20, page * 20), meta: { total: 67, page, per_page: 20 } });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  requests = [];
  searchIsDown = false;
  clearFetchCache();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * renderRoute with the browser's address at `path`, as when the server hands
 * the page over: the search island keeps that address in step itself (the
 * history API), so the address bar and the entries Back can reach are what
 * a reader notices.
 */
function renderAt(path: string, data: PrefetchedData = {}) {
  window.history.replaceState(null, '', path);
  const entries = window.history.length;
  renderRoute(path, data);
  return {
    address: () => window.location.pathname + window.location.search,
    /** How many history entries the page added (Back steps through them). */
    entriesAdded: () => window.history.length - entries,
  };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the archive' });
const status = () => screen.getByRole('status');

describe('Search page: before a search (product §2)', () => {
  it("shows 'Search the Archive', breadcrumbs, the box with its placeholder and 'Enter a search term to find articles'", () => {
    renderRoute('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search the Archive' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Search')).toHaveAttribute('aria-current', 'page');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search for topics, people, or events...');
    expect(searchBox()).toHaveValue('');
    expect(status()).toHaveTextContent('Enter a search term to find articles');
  });

  it("offers the five 'Popular Topics' while the box is empty", () => {
    renderRoute('/search');
    const topics = screen.getByRole('list', { name: 'Popular Topics' });
    expect(within(topics).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Constitution',
      'Founding Fathers',
      'Civil Rights',
      'American Revolution',
      'Civil War',
    ]);
  });

  it('works without JavaScript: a GET form whose field is named q submits to /search', () => {
    renderRoute('/search');
    const form = screen.getByRole('search', { name: 'Search the archive' });
    expect(form.tagName).toBe('FORM');
    // No method and no action: the browser sends GET to this page's own address, /search.
    expect(form.getAttribute('method') ?? 'get').toBe('get');
    expect(form.getAttribute('action')).toBeNull();
    expect(searchBox()).toHaveAttribute('name', 'q');
  });
});

describe('Search page: ?q= runs the search (server-rendered)', () => {
  it('renders embedded results with no request: type badge, kicker, linked title, snippet with highlights, US long date', () => {
    renderRoute('/search?q=constitution', { [searchUrl('constitution')]: { data: [constitution, billOfRights] } });
    expect(searchBox()).toHaveValue('constitution');
    expect(status()).toHaveTextContent('Found 2 results');
    const results = screen.getByRole('list', { name: 'Search results for “constitution”' });
    const [first] = within(results).getAllByRole('article');
    expect(within(first).getByText('Article')).toBeInTheDocument();
    expect(within(first).getByText('Foundations')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2, name: 'The Constitution of the United States' })).toBeInTheDocument();
    expect(within(first).getByText('Constitution', { selector: 'mark' })).toBeInTheDocument();
    expect(within(first).getByText('September 17, 2024')).toHaveAttribute('datetime', '2024-09-17');
    expect(screen.queryByRole('list', { name: 'Popular Topics' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('the snippet is text: markup other than the highlights is shown, never run', () => {
    const sneaky = { ...constitution, snippet: 'A <b>bold</b> <mark>claim</mark> <img src=x onerror=alert(1)>' };
    renderRoute('/search?q=claim', { [searchUrl('claim')]: { data: [sneaky] } });
    const result = screen.getByRole('article');
    expect(result.querySelector('b, img')).toBeNull();
    expect(within(result).getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    expect(within(result).getByText('claim', { selector: 'mark' })).toBeInTheDocument();
  });

  it('says "Found 1 result" for exactly one', () => {
    renderRoute('/search?q=constitution', { [searchUrl('constitution')]: { data: [constitution] } });
    expect(status()).toHaveTextContent('Found 1 result');
  });

  it('shows \'No results found for "{term}"\'', () => {
    renderRoute('/search?q=zzz', { [searchUrl('zzz')]: { data: [] } });
    expect(status()).toHaveTextContent('No results found for "zzz"');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('Product §2, search, did you mean: results for a corrected term say so, and link to the term as typed', () => {
    renderRoute('/search?q=consitution', { [searchUrl('consitution')]: { data: [constitution], meta: { total: 1, page: 1, per_page: 20, corrected: 'constitution' } } });
    const notice = screen.getByText(/Showing results for/);
    expect(notice).toHaveTextContent('Showing results for constitution. Search instead for consitution');
    expect(within(notice).getByRole('link', { name: 'constitution' })).toHaveAttribute('href', '/search?q=constitution');
    expect(within(notice).getByRole('link', { name: 'consitution' })).toHaveAttribute('href', '/search?q=consitution&typed=1');
    expect(status()).toHaveTextContent('Found 1 result');
  });

  it('Product §2, search, did you mean: ?typed=1 asks for the term as typed, says nothing of corrections, and its pages keep it', () => {
    const many = { data: counties.slice(0, 20), meta: { total: 67, page: 1, per_page: 20 } };
    renderRoute('/search?q=consitution&typed=1', { [searchUrl('consitution', 1, true)]: many });
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=consitution&page=2&typed=1');
    const data = searchPage.data?.({ pathname: '/search', params: {}, search: new URLSearchParams('q=consitution&typed=1') });
    expect(data).toEqual([searchUrl('consitution', 1, true)]);
    expect(searchUrl('consitution', 1, true)).toMatch(/\/search\?q=consitution&typed=1$/);
  });

  it('Product §2, search, facets: each facet with two values or more is All and its values with counts, as links that narrow the results', () => {
    const facets = {
      pillar: [
        { value: 'foundations', count: 5 },
        { value: 'people', count: 2 },
      ],
      kind: [{ value: 'article', count: 7 }],
      era: [
        { value: 'revolution', count: 4 },
        { value: 'today', count: 3 },
      ],
    };
    renderRoute('/search?q=constitution', { [searchUrl('constitution')]: { data: [constitution], meta: { total: 7, page: 1, per_page: 20, facets } } });
    const pillar = screen.getByRole('group', { name: 'Narrow the results by pillar' });
    expect(within(pillar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/search?q=constitution'],
      ['Foundations (5)', '/search?q=constitution&pillar=foundations'],
      ['People (2)', '/search?q=constitution&pillar=people'],
    ]);
    expect(within(pillar).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const era = screen.getByRole('group', { name: 'Narrow the results by era' });
    expect(within(era).getByRole('link', { name: 'Revolution and Founding (1763–1800) (4)' })).toHaveAttribute('href', '/search?q=constitution&era=revolution');
    // One kind only: nothing to narrow, so no kind facet.
    expect(screen.queryByRole('group', { name: 'Narrow the results by kind' })).not.toBeInTheDocument();
  });

  it('Product §2, search, facets: a chosen value is the current page, All leaves it, and the other facets and the pages keep it', () => {
    const facets = {
      pillar: [
        { value: 'foundations', count: 25 },
        { value: 'people', count: 2 },
      ],
      kind: [
        { value: 'article', count: 25 },
        { value: 'county', count: 1 },
      ],
      era: [{ value: 'revolution', count: 25 }],
    };
    const url = searchUrl('constitution', 1, false, { pillar: 'foundations' });
    renderRoute('/search?q=constitution&pillar=foundations', { [url]: { data: counties.slice(0, 20), meta: { total: 25, page: 1, per_page: 20, facets } } });
    const pillar = screen.getByRole('group', { name: 'Narrow the results by pillar' });
    expect(within(pillar).getByRole('link', { name: 'Foundations (25)' })).toHaveAttribute('aria-current', 'page');
    expect(within(pillar).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/search?q=constitution');
    const kind = screen.getByRole('group', { name: 'Narrow the results by kind' });
    expect(within(kind).getByRole('link', { name: 'Counties (1)' })).toHaveAttribute('href', '/search?q=constitution&pillar=foundations&kind=county');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=constitution&page=2&pillar=foundations');
    expect(searchPage.data?.({ pathname: '/search', params: {}, search: new URLSearchParams('q=constitution&pillar=Foundations&era=') })).toEqual([url]);
    expect(requests).toEqual([]);
  });

  it('is in the server HTML, so a reader without JavaScript sees the results', () => {
    const html = renderRouteToString('/search?q=constitution', { [searchUrl('constitution')]: { data: [constitution] } });
    expect(html).toContain('Found 1 result');
    expect(html).toContain('href="/articles/constitution"');
    expect(html).toContain('value="constitution"');
  });

  it('asks the server to embed exactly the URL the search hook looks up, for ?q= with its page and for ?tag=', () => {
    const data = (query: string) => searchPage.data?.({ pathname: '/search', params: {}, search: new URLSearchParams(query) });
    expect(data('q=civil%20war')).toEqual([searchUrl('civil war')]);
    expect(data('q=county&page=2')).toEqual([searchUrl('county', 2)]);
    expect(data('tag=civil%20rights')).toEqual([articlesUrl({ tag: 'civil rights', page: 1, per_page: 20 })]);
    expect(data('q=%20%20')).toEqual([]);
    expect(data('')).toEqual([]);
  });

  it('without embedded data, shows "Searching..." and then searches at once (no pause for a term from the URL)', async () => {
    renderRoute('/search?q=constitution');
    expect(status()).toHaveTextContent('Searching...');
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'), { timeout: SEARCH_DEBOUNCE_MS - 50 });
    expect(requests).toEqual(['/api/search?q=constitution']);
  });
});

describe('Search page: pages of results (product §§2 and 9: 20 a page, the true total)', () => {
  it('"Found 67 results" counts every match, the page shows 20, and Next is a real link to page 2', () => {
    renderRoute('/search?q=county', { [searchUrl('county')]: countyPage(1) });
    expect(status()).toHaveTextContent('Found 67 results');
    const results = screen.getByRole('list', { name: 'Search results for “county”' });
    expect(within(results).getAllByRole('article')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages of search results for “county”' });
    expect(pages).toHaveTextContent('(Page 1 of 4)');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=county&page=2');
  });

  it('a middle page links back and on; the last page has no Next; the numbering carries on from the page before', () => {
    renderRoute('/search?q=county&page=2', { [searchUrl('county', 2)]: countyPage(2) });
    const pages = screen.getByRole('navigation', { name: 'Pages of search results for “county”' });
    expect(pages).toHaveTextContent('(Page 2 of 4)');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=county');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=county&page=3');
    expect(screen.getByRole('list', { name: 'Search results for “county”' })).toHaveAttribute('start', '21');
    expect(screen.getByRole('link', { name: 'County number 21' })).toBeInTheDocument();
    cleanup();

    renderRoute('/search?q=county&page=4', { [searchUrl('county', 4)]: countyPage(4) });
    const last = screen.getByRole('navigation', { name: 'Pages of search results for “county”' });
    expect(last).toHaveTextContent('(Page 4 of 4)');
    expect(within(last).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=county&page=3');
    expect(within(last).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it('a page past the last keeps the true total, says the page is empty and links back to the last page', () => {
    renderRoute('/search?q=county&page=9', { [searchUrl('county', 9)]: countyPage(9) });
    expect(status()).toHaveTextContent('Found 67 results');
    expect(screen.getByText('There are no results on page 9.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=county&page=4');
  });

  it('one page of results shows no page links', () => {
    renderRoute('/search?q=constitution', { [searchUrl('constitution')]: { data: [constitution], meta: { total: 1, page: 1, per_page: 20 } } });
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument();
  });

  it('from a later page, a new term starts again at page 1', async () => {
    const browser = renderAt('/search?q=county&page=2', { [searchUrl('county', 2)]: countyPage(2) });
    expect(searchBox()).toHaveValue('county');
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'constitution{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'));
    expect(browser.address()).toBe('/search?q=constitution');
    expect(requests[requests.length - 1]).toBe('/api/search?q=constitution');
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument();
  });
});

describe('Search page: ?tag= lists the articles with that tag (tag chips link to /search?tag={tag})', () => {
  it("is headed by the tag's name, counts the tagged articles and lists exactly them, with no full-text search", () => {
    renderRoute('/search?tag=civil%20rights', { [articlesUrl({ tag: 'civil rights', page: 1, per_page: 20 })]: { data: civilRightsArticles, meta: { total: 2, page: 1, per_page: 20 } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Articles tagged “civil rights”' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('2 articles tagged “civil rights”');
    const list = screen.getByRole('list', { name: 'Articles tagged “civil rights”' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Rosa Parks', 'Brown v. Board of Education']);
    expect(within(list).getByRole('link', { name: 'Rosa Parks' })).toHaveAttribute('href', '/articles/rosa-parks');
    expect(within(list).getByText('Her arrest launched a boycott.')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(requests).toEqual([]);
  });

  it('without embedded data, asks the article list for the tag (not the search)', async () => {
    renderRoute('/search?tag=civil%20rights');
    await waitFor(() => expect(status()).toHaveTextContent('2 articles tagged “civil rights”'));
    expect(requests).toEqual([articlesUrl({ tag: 'civil rights', page: 1, per_page: 20 })]);
  });

  it('says so when no article carries the tag', async () => {
    renderRoute('/search?tag=nothing%20here');
    await waitFor(() => expect(status()).toHaveTextContent('No articles are tagged “nothing here”'));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('?q= wins over ?tag=', () => {
    renderRoute('/search?q=constitution&tag=civil%20rights', { [searchUrl('constitution')]: { data: [constitution] } });
    expect(searchBox()).toHaveValue('constitution');
    expect(screen.getByRole('heading', { level: 1, name: 'Search the Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Articles tagged/ })).not.toBeInTheDocument();
  });

  it('typing a term leaves the tag for a search of the term', async () => {
    renderRoute('/search?tag=civil%20rights', { [articlesUrl({ tag: 'civil rights', page: 1, per_page: 20 })]: { data: civilRightsArticles, meta: { total: 2, page: 1, per_page: 20 } } });
    await userEvent.type(searchBox(), 'montgomery{Enter}');
    // The page leaves tag mode and fetches the search over real HTTP: on a busy machine (the full test run) that
    // has taken longer than the usual 5 s, so this one wait is longer.
    await waitFor(() => expect(status()).toHaveTextContent('Found 2 results'), { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Search the Archive' })).toBeInTheDocument();
  });
});

describe('Search page: result links (product §2, Search)', () => {
  it('type Article in either case goes to /articles/{slug}; otherwise canonical_url; otherwise /search?q= with the slug or type', () => {
    const noSlug = { ...documentResult, id: 'd2', slug: null, title: 'An undated speech', type: 'Speech' };
    renderRoute('/search?q=montgomery', {
      [searchUrl('montgomery')]: { data: [constitution, billOfRights, county, documentResult, noSlug] },
    });
    expect(screen.getByRole('link', { name: 'The Constitution of the United States' })).toHaveAttribute('href', '/articles/constitution');
    expect(screen.getByRole('link', { name: 'The Bill of Rights, Explained' })).toHaveAttribute('href', '/articles/bill-of-rights');
    expect(screen.getByRole('link', { name: 'Montgomery County' })).toHaveAttribute('href', '/landmarks/states/alabama#county-montgomery');
    expect(screen.getByRole('link', { name: 'Federalist No. 51' })).toHaveAttribute('href', '/search?q=federalist-51');
    expect(screen.getByRole('link', { name: 'An undated speech' })).toHaveAttribute('href', '/search?q=Speech');
  });

});

describe('Search page: typing, submitting and popular topics (product §§4, 5 and 9)', () => {
  it('a popular topic fills the box and searches immediately, and the URL shows ?q=', async () => {
    const browser = renderAt('/search');
    const topic = screen.getByRole('link', { name: 'Constitution' });
    // A link to the topic's results, so it works without JavaScript too.
    expect(topic).toHaveAttribute('href', '/search?q=Constitution');
    await userEvent.click(topic);
    expect(searchBox()).toHaveValue('Constitution');
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'), { timeout: SEARCH_DEBOUNCE_MS - 50 });
    expect(requests).toEqual(['/api/search?q=Constitution']);
    expect(browser.address()).toBe('/search?q=Constitution');
    expect(browser.entriesAdded()).toBe(1);
    expect(screen.queryByRole('list', { name: 'Popular Topics' })).not.toBeInTheDocument();
  });

  it(`typing updates the box, shows "Searching...", waits the ${SEARCH_DEBOUNCE_MS} ms pause, then searches once; the URL is replaced, not pushed`, async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    const browser = renderAt('/search');
    await userEvent.type(searchBox(), 'civil war');
    expect(searchBox()).toHaveValue('civil war');
    expect(status()).toHaveTextContent('Searching...');
    expect(browser.address()).toBe('/search?q=civil%20war');
    expect(browser.entriesAdded()).toBe(0);
    expect(requests).toEqual([]);
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'), { timeout: 2000 });
    expect(requests).toEqual(['/api/search?q=civil%20war']);
  });

  it('submitting searches immediately, without waiting for the pause', async () => {
    renderRoute('/search');
    await userEvent.type(searchBox(), 'constitution{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'), { timeout: SEARCH_DEBOUNCE_MS - 50 });
    expect(requests).toEqual(['/api/search?q=constitution']);
  });

  it('a blank or whitespace-only term does not search, clears the results and offers the popular topics again', async () => {
    const browser = renderAt('/search?q=constitution', { [searchUrl('constitution')]: { data: [constitution] } });
    expect(screen.getByRole('article')).toBeInTheDocument();
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), '   ');
    expect(status()).toHaveTextContent('Enter a search term to find articles');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Popular Topics' })).toBeInTheDocument();
    expect(browser.address()).toBe('/search');
    // From here the clock moves only when told, so the whole pause can pass at once: no search starts, now or after it.
    const fetches = vi.spyOn(globalThis, 'fetch');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // fireEvent rather than userEvent, whose own pauses would wait on the stopped clock.
    act(() => {
      fireEvent.click(within(screen.getByRole('search', { name: 'Search the archive' })).getByRole('button', { name: 'Search' }));
    });
    expect(status()).toHaveTextContent('Enter a search term to find articles');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100));
    expect(fetches).not.toHaveBeenCalled();
    vi.useRealTimers();
    expect(requests).toEqual([]);
  });

  it('shows "Error: {message}" with Retry, and Retry searches again', async () => {
    searchIsDown = true;
    renderRoute('/search?q=constitution');
    await waitFor(() => expect(status()).toHaveTextContent('Error: HTTP 500: Search is down'));
    searchIsDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'));
    expect(requests).toEqual(['/api/search?q=constitution', '/api/search?q=constitution']);
  });

  it('Back after a search puts the earlier state back (the box, its results or the topics) and Forward the later one; typing added no entry', async () => {
    const browser = renderAt('/search');
    await userEvent.click(screen.getByRole('link', { name: 'Civil War' }));
    await waitFor(() => expect(status()).toHaveTextContent('Found 1 result'));
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'montgomery{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Found 2 results'));
    // The topic added an entry; typing replaced it (no entry per keystroke), and so did submitting what the address already showed.
    expect(browser.address()).toBe('/search?q=montgomery');
    expect(browser.entriesAdded()).toBe(1);
    expect(document.title).toBe('Search results for “montgomery” | Parchment');

    window.history.back();
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(browser.address()).toBe('/search');
    expect(screen.getByRole('list', { name: 'Popular Topics' })).toBeInTheDocument();
    expect(document.title).toBe('Search the Archive | Parchment');

    window.history.forward();
    await waitFor(() => expect(searchBox()).toHaveValue('montgomery'));
    await waitFor(() => expect(status()).toHaveTextContent('Found 2 results'));
    expect(document.title).toBe('Search results for “montgomery” | Parchment');
  });
});
