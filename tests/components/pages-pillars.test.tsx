import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFetchCache } from '../../site/data/fetchJson';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi, renderRouteToString } from '../support/renderRoute';
import { articlesAnswer, listItems, listResponse, manyPeople } from './pages-fixtures';
import { VIDEO_CHANNEL_URL } from '../../site/navigation';

/** The API URL a pillar page asks for: category, then page when past 1, per_page 12, then topic (the order cleanArticleQuery writes). */
function pillarUrl(category: string, { topic, page }: { topic?: string; page?: number } = {}) {
  return `/api/articles?category=${category}${page && page > 1 ? `&page=${page}` : ''}&per_page=12${topic ? `&topic=${topic}` : ''}`;
}
const url = (category: string) => pillarUrl(category);
const data = (category: string, options: { topic?: string; page?: number } = {}, items = listItems()) => {
  const key = pillarUrl(category, options);
  return { [key]: articlesAnswer(key, items) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

function cardTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function titlesOf(category: string, topic?: string) {
  return listItems(category)
    .filter((item) => !topic || item.topic === topic)
    .map((item) => item.title);
}

describe('pillar pages (product §2)', () => {
  it.each([
    ['foundations', 'Foundations'],
    ['civic-life', 'Civic Life'],
    ['people', 'People'],
    ['landmarks', 'Landmarks'],
    ['media', 'Media'],
  ])('%s asks for its category with per_page 12 and has a title, intro, breadcrumbs and a canonical path', (slug, name) => {
    const { page, params } = matchPage(`/${slug}`);
    const context = { pathname: `/${slug}`, params, search: new URLSearchParams() };
    expect(page.data?.(context)).toEqual([url(slug)]);
    // Filtered and later pages are the same page: the canonical address has neither ?topic nor ?page.
    const filtered = { ...context, search: new URLSearchParams('topic=pirates&page=2') };
    expect(page.head({ ...filtered, data: {}, missing: new Set() })).toMatchObject({ title: name, path: `/${slug}` });

    renderRoute(`/${slug}`, data(slug));
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent?.length).toBeGreaterThan(80);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText(name)).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(titlesOf(slug));
  });

  it('links each card to the article at its one address /articles/{slug} (product §2)', () => {
    renderRoute('/civic-life', data('civic-life'));
    expect(screen.getByRole('link', { name: 'How a Bill Becomes a Law' })).toHaveAttribute('href', '/articles/bill-to-law');
    renderRoute('/people', data('people'));
    expect(screen.getByRole('link', { name: 'Rosa Parks' })).toHaveAttribute('href', '/articles/rosa-parks');
  });

  it("shows 'Error loading articles: {message}' with Retry, a link to the page", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValueOnce(Response.json(listResponse(listItems('foundations'), 12)));
    vi.stubGlobal('fetch', fetchMock);
    await renderRouteFromApi('/foundations');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading articles: HTTP 503: Service Unavailable');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/foundations');
  });

  it("shows 'No articles found in this category yet.' when the category is empty", () => {
    renderRoute('/people', { [url('people')]: { data: [], meta: { total: 0, page: 1, per_page: 12 } } });
    expect(screen.getByText('No articles found in this category yet.')).toBeInTheDocument();
  });

  it.each([
    ['foundations', ['All', 'Documents', 'Concepts', 'Amendments']],
    ['civic-life', ['All', 'Elections', 'Legislation', 'Rights']],
    ['people', ['All', 'Founding Era', 'Civil Rights', 'Modern Era']],
    ['landmarks', ['All', 'Monuments', 'Historic Sites', 'Battlefields']],
    ['media', ['All', 'Documents', 'Speeches', 'Videos']],
  ])('%s has the filter links %j, each to its own address, with All current at first', (slug, labels) => {
    renderRoute(`/${slug}`, data(slug));
    const group = screen.getByRole('group', { name: /Filter .* by topic/ });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels);
    // Product §2: the topic lives in the address, so each filter works as a plain link without JavaScript.
    expect(links[0]).toHaveAttribute('href', `/${slug}`);
    for (const link of links.slice(1)) expect(link.getAttribute('href')).toMatch(new RegExp(`^/${slug}\\?topic=[a-z-]+$`));
    expect(within(group).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it("filters really filter by the article's topic (the API filters), and the choice is kept in the address (?topic=)", () => {
    renderRoute('/foundations', data('foundations'));
    const group = () => screen.getByRole('group', { name: 'Filter Foundations articles by topic' });
    expect(within(group()).getByRole('link', { name: 'Amendments' })).toHaveAttribute('href', '/foundations?topic=amendments');
    expect(within(group()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const { page, params } = matchPage('/foundations');
    expect(page.data?.({ pathname: '/foundations', params, search: new URLSearchParams('topic=amendments') })).toEqual([pillarUrl('foundations', { topic: 'amendments' })]);
    // The link is a page load: the page at the filtered address, from the API's filtered answer.
    cleanup();
    renderRoute('/foundations?topic=amendments', data('foundations', { topic: 'amendments' }));
    expect(within(group()).getByRole('link', { name: 'Amendments' })).toHaveAttribute('aria-current', 'page');
    expect(within(group()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(within(group()).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/foundations');
    const amendments = titlesOf('foundations', 'amendments');
    expect(screen.getByText(`Amendments: ${amendments.length} articles`)).toHaveAttribute('role', 'status');
    expect(cardTitles()).toEqual(amendments);
    expect(cardTitles()).toEqual(expect.arrayContaining(['The Second Amendment', 'The Nineteenth Amendment', 'The Fourteenth Amendment']));
  });

  it('applies ?topic= from the address on the first render, so a reload keeps the filter', () => {
    const { page, params } = matchPage('/landmarks');
    expect(page.data?.({ pathname: '/landmarks', params, search: new URLSearchParams('topic=battlefields') })).toEqual([
      pillarUrl('landmarks', { topic: 'battlefields' }),
    ]);
    renderRoute('/landmarks?topic=battlefields', data('landmarks', { topic: 'battlefields' }));
    expect(screen.getByRole('link', { name: 'Battlefields' })).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(titlesOf('landmarks', 'battlefields'));
  });

  it('renders the filtered list on the server, too', () => {
    const html = renderRouteToString('/media?topic=speeches', data('media', { topic: 'speeches' }));
    expect(titlesOf('media', 'speeches').length).toBeGreaterThan(0);
    expect(titlesOf('media', 'videos').length).toBeGreaterThan(0);
    for (const title of titlesOf('media', 'speeches')) expect(html).toContain(title.replace(/'/g, '&#x27;'));
    for (const title of titlesOf('media', 'videos')) expect(html).not.toContain(title.replace(/'/g, '&#x27;'));
  });

  it('treats an unknown ?topic= as All rather than hiding everything', () => {
    renderRoute('/people?topic=pirates', data('people'));
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(titlesOf('people'));
  });

  it('says so, with a way back to All, when a filter leaves nothing', () => {
    const withoutConcepts = listItems('foundations').filter((item) => item.topic !== 'concepts');
    renderRoute('/foundations?topic=concepts', data('foundations', { topic: 'concepts' }, withoutConcepts));
    expect(screen.getByText('No Concepts articles in Foundations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all Foundations articles' })).toHaveAttribute('href', '/foundations');
    // The link is a page load: the page it leads to.
    cleanup();
    renderRoute('/foundations', data('foundations', {}, withoutConcepts));
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`${withoutConcepts.length} articles`)).toBeInTheDocument();
    expect(cardTitles()).toEqual(withoutConcepts.map((item) => item.title));
  });

  it("Landmarks has a State Archives box with 'Browse by State' to /landmarks/states", () => {
    renderRoute('/landmarks', data('landmarks'));
    const box = screen.getByRole('region', { name: 'State Archives' });
    expect(within(box).getByRole('link', { name: 'Browse by State' })).toHaveAttribute('href', '/landmarks/states');
    expect(screen.queryByRole('region', { name: 'Watch on YouTube' })).not.toBeInTheDocument();
  });

  it("Media has a 'Watch on YouTube' promo whose external link opens in a new tab and says so", () => {
    renderRoute('/media', data('media'));
    const promo = screen.getByRole('region', { name: 'Watch on YouTube' });
    const link = within(promo).getByRole('link', { name: /YouTube.*\(opens in a new tab\)/ });
    expect(link).toHaveAttribute('href', VIDEO_CHANNEL_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('region', { name: 'State Archives' })).not.toBeInTheDocument();
  });
});

describe('pillar pages page past 12 articles (product §2, pillar pages; §9)', () => {
  // The seed has only a handful of articles a pillar, so People gets made-up ones up to 30 in all: three pages of 12.
  const items = manyPeople(30 - listItems('people').length);
  const people = items.filter((item) => item.category_slug === 'people');
  const titles = (from: number, to: number) => people.slice(from, to).map((item) => item.title);

  it('shows the first 12 with the true total, "Page 1 of 3" and a Next link (no Previous)', () => {
    renderRoute('/people', data('people', {}, items));
    expect(cardTitles()).toEqual(titles(0, 12));
    expect(screen.getByText('30 articles, page 1 of 3')).toHaveAttribute('role', 'status');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('Showing 12 of 30 articles (Page 1 of 3)');
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/people?page=2');
    expect(within(pagination).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('renders ?page=2 on the server with the next 12 and real Previous and Next links', () => {
    const { page, params } = matchPage('/people');
    expect(page.data?.({ pathname: '/people', params, search: new URLSearchParams('page=2') })).toEqual([pillarUrl('people', { page: 2 })]);
    const html = renderRouteToString('/people?page=2', data('people', { page: 2 }, items));
    expect(titles(12, 24)).toHaveLength(12);
    for (const title of titles(12, 24)) expect(html).toContain(title);
    for (const title of titles(0, 12)) expect(html).not.toContain(`>${title}<`);
    expect(html).toMatch(/<a[^>]*href="\/people"[^>]*>Previous<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/people\?page=3"[^>]*>Next<\/a>/);
    expect(html.replace(/<!-- -->/g, '')).toContain('Showing 12 of 30 articles (Page 2 of 3)');
  });

  it('Next and Previous lead from page to page: each page is its own address', () => {
    renderRoute('/people', data('people', {}, items));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/people?page=2');
    cleanup();
    renderRoute('/people?page=2', data('people', { page: 2 }, items));
    expect(screen.getByText('30 articles, page 2 of 3')).toBeInTheDocument();
    expect(cardTitles()).toEqual(titles(12, 24));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/people?page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/people');
    cleanup();
    renderRoute('/people?page=3', data('people', { page: 3 }, items));
    expect(screen.getByText('30 articles, page 3 of 3')).toBeInTheDocument();
    expect(cardTitles()).toEqual(titles(24, 30));
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("pages within a topic, keeping ?topic= in the page links, and choosing another topic goes back to page 1", () => {
    const modern = people.filter((item) => item.topic === 'modern-era');
    renderRoute('/people?topic=modern-era&page=2', data('people', { topic: 'modern-era', page: 2 }, items));
    expect(screen.getByText(`Modern Era: ${modern.length} articles, page 2 of 2`)).toBeInTheDocument();
    expect(cardTitles()).toEqual(modern.slice(12).map((item) => item.title));
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/people?topic=modern-era');

    // Another topic starts again at its first page: its link has no ?page=.
    expect(screen.getByRole('link', { name: 'Civil Rights' })).toHaveAttribute('href', '/people?topic=civil-rights');
    cleanup();
    renderRoute('/people?topic=civil-rights', data('people', { topic: 'civil-rights' }, items));
    const civilRights = people.filter((item) => item.topic === 'civil-rights');
    expect(screen.getByText(`Civil Rights: ${civilRights.length} articles, page 1 of 2`)).toBeInTheDocument();
    expect(cardTitles()).toEqual(civilRights.slice(0, 12).map((item) => item.title));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/people?topic=civil-rights&page=2');
  });

  it('a page past the end says so and links back to page 1 of the same topic', () => {
    renderRoute('/people?topic=modern-era&page=9', data('people', { topic: 'modern-era', page: 9 }, items));
    expect(screen.getByText('There is no page 9: these articles fill 2 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/people?topic=modern-era');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows no paging when everything fits on one page', () => {
    renderRoute('/people', data('people'));
    expect(screen.getByText(`${listItems('people').length} articles`)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
