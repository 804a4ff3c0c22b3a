/**
 * Product §2, All articles (/articles) and Topics (/tags): the archive lists
 * every article newest first, 20 a page, filtered by pillar and tag from the
 * address, with a GET form and plain page links; the topics page lists every
 * tag with its count, each leading to the archive filtered by it.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFetchCache } from '../../site/data/fetchJson';
import type { PrefetchedData } from '../../site/data/prefetch';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi, renderRouteToString } from '../support/renderRoute';
import { articlesAnswer, fakeApiFetch, listItems, tagsAnswer } from './pages-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

/** What the server embeds for an /articles address: the URLs the page's data() names, answered like the API. */
function archiveData(path: string): PrefetchedData {
  const { page, params } = matchPage('/articles');
  const search = new URL(path, 'http://site.test').searchParams;
  const urls = page.data?.({ pathname: '/articles', params, search }) ?? [];
  return Object.fromEntries(urls.map((url) => [url, url === '/api/tags' ? tagsAnswer() : articlesAnswer(url)]));
}

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const all = listItems();
/** Pages of 20 (product §9). */
const pages = Math.ceil(all.length / 20);

describe('All articles (/articles), product §2', () => {
  it('asks the API for 20 a page, with the filters of the address, plus the tag list', () => {
    const { page, params } = matchPage('/articles');
    const data = (query: string) => page.data?.({ pathname: '/articles', params, search: new URLSearchParams(query) });
    expect(data('')).toEqual(['/api/articles?per_page=20', '/api/tags']);
    expect(data('category=People&tag=civil%20rights&page=2')).toEqual([
      '/api/articles?category=people&page=2&per_page=20&tag=civil+rights',
      '/api/tags',
    ]);
    expect(page.head({ pathname: '/articles', params, search: new URLSearchParams('page=2'), data: {}, missing: new Set() })).toMatchObject({
      title: 'All articles',
      path: '/articles',
    });
  });

  it('shows the newest 20 with the true total, breadcrumbs, and a Next link', () => {
    renderRoute('/articles', archiveData('/articles'));
    expect(screen.getByRole('heading', { level: 1, name: 'All articles' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('All articles')).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(all.slice(0, 20).map((item) => item.title));
    expect(screen.getByText(`${all.length} articles, page 1 of ${pages}`)).toHaveAttribute('role', 'status');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/articles?page=2');
    expect(within(pagination).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse all topics' })).toHaveAttribute('href', '/tags');
  });

  it('renders page 2 on the server with the rest and a Previous link', () => {
    const html = renderRouteToString('/articles?page=2', archiveData('/articles?page=2'));
    const text = html.replace(/<!-- -->/g, '');
    for (const item of all.slice(20, 40)) expect(text).toContain(`>${item.title.replace(/'/g, '&#x27;')}<`);
    expect(text).toContain(`Showing ${Math.min(20, all.length - 20)} of ${all.length} articles (Page 2 of ${pages})`);
    expect(text).toMatch(/<a[^>]*href="\/articles"[^>]*>Previous<\/a>/);
    // The filters are a GET form to /articles, so they work before (or without) JavaScript.
    // The first form in <main>: the header has its own search form.
    const form = text.slice(text.indexOf('<main')).match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/articles"');
  });

  it('filters by pillar and tag from the address, and the form shows them; page links keep the filters', () => {
    const people = all.filter((item) => item.category_slug === 'people');
    renderRoute('/articles?category=people&tag=civil%20rights', archiveData('/articles?category=people&tag=civil%20rights'));
    const expected = people.filter((item) => item.tags.includes('civil rights'));
    expect(expected.length).toBeGreaterThan(0);
    expect(cardTitles()).toEqual(expected.map((item) => item.title));
    expect(screen.getByRole('status')).toHaveTextContent(`People, tagged "civil rights": ${expected.length} article`);
    const form = screen.getByRole('search', { name: 'Filter articles' });
    expect(within(form).getByRole('combobox', { name: 'Pillar' })).toHaveValue('people');
    expect(within(form).getByRole('combobox', { name: 'Tag' })).toHaveValue('civil rights');
    expect(within(form).getByRole('option', { name: `civil rights (${tagsAnswer().data.find((tag) => tag.name === 'civil rights')?.count})` })).toBeInTheDocument();
  });

  it('submitting the form asks for the filtered address at page 1: the form has no page field', async () => {
    renderRoute('/articles?page=2', archiveData('/articles?page=2'));
    const form = screen.getByRole('search', { name: 'Filter articles' }) as HTMLFormElement;
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Pillar' }), 'landmarks');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tag' }), 'battlefields');
    expect(form.getAttribute('action')).toBe('/articles');
    expect(form.method).toBe('get');
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('category=landmarks&tag=battlefields');
    // The address the browser then loads.
    cleanup();
    renderRoute('/articles?category=landmarks&tag=battlefields', archiveData('/articles?category=landmarks&tag=battlefields'));
    const expected = all.filter((item) => item.category_slug === 'landmarks' && item.tags.includes('battlefields'));
    expect(await screen.findByText(`Landmarks, tagged "battlefields": ${expected.length} ${expected.length === 1 ? 'article' : 'articles'}`)).toBeInTheDocument();
    expect(cardTitles()).toEqual(expected.map((item) => item.title));
  });

  it('says so when no article matches, with a way back to all articles', () => {
    renderRoute('/articles?tag=pirates', archiveData('/articles?tag=pirates'));
    expect(screen.getByText('No articles match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/articles');
    // The unknown tag stays selected, so the form shows what was asked.
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('pirates');
  });

  it('a page past the end says so and links back to page 1 with the same filters', () => {
    renderRoute('/articles?category=media&page=7', archiveData('/articles?category=media&page=7'));
    expect(screen.getByText('There is no page 7: these articles fill 1 page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/articles?category=media');
  });

  it("shows 'Error loading articles: {message}' with Retry, a link to the page", async () => {
    const answer = fakeApiFetch();
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) =>
      String(input).startsWith('/api/articles') ? Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' })) : answer(input),
    ));
    await renderRouteFromApi('/articles');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading articles: HTTP 503: Service Unavailable');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/articles');
  });
});

describe('Topics (/tags), product §2', () => {
  it('lists every tag alphabetically, grouped by first letter, with its count, linking to /articles?tag=', () => {
    const { page, params } = matchPage('/tags');
    expect(page.data?.({ pathname: '/tags', params, search: new URLSearchParams() })).toEqual(['/api/tags']);
    renderRoute('/tags', { '/api/tags': tagsAnswer() });
    expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/articles');

    const tags = tagsAnswer().data;
    const shown = screen.getAllByRole('region').flatMap((group) => within(group).getAllByRole('link').map((link) => link.textContent));
    expect(shown).toEqual(tags.map((tag) => tag.name).sort((a, b) => a.localeCompare(b, 'en')));

    const civilRights = tags.find((tag) => tag.name === 'civil rights');
    const link = screen.getByRole('link', { name: 'civil rights' });
    expect(link).toHaveAttribute('href', '/articles?tag=civil%20rights');
    expect(link.closest('li')).toHaveTextContent(`civil rights${civilRights?.count} article`);
    expect(screen.getByRole('heading', { level: 2, name: 'C' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0-9' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the tags cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('down', { status: 500, statusText: 'Server Error' })).mockImplementation(fakeApiFetch()));
    await renderRouteFromApi('/tags');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading topics: HTTP 500');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/tags');
  });
});
