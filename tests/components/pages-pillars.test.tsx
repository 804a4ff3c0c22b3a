import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../site/App';
import { clearFetchCache } from '../../site/data/fetchJson';
import { PrefetchProvider, type PrefetchedData } from '../../site/data/prefetch';
import { matchPage } from '../../site/routes';
import { renderRoute } from '../support/renderRoute';
import { listItems, listResponse } from './pages-fixtures';
import { VIDEO_CHANNEL_URL } from '../../site/navigation';

const url = (category: string) => `/api/articles?category=${category}&per_page=12`;
const data = (category: string) => ({ [url(category)]: listResponse(listItems(category), 12) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

/** The site at a path, plus the router's current address, to see what the filters write into the URL. */
function renderWithAddress(path: string, prefetched: PrefetchedData) {
  return render(
    <PrefetchProvider data={prefetched}>
      <MemoryRouter initialEntries={[path]}>
        <App year={2026} theme="system" />
        <LocationProbe />
      </MemoryRouter>
    </PrefetchProvider>,
  );
}

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
    const context = { pathname: `/${slug}`, params, search: new URLSearchParams('topic=documents') };
    expect(page.data?.(context)).toEqual([url(slug)]);
    expect(page.head({ ...context, data: {}, missing: new Set() })).toMatchObject({ title: name, path: `/${slug}` });

    renderRoute(`/${slug}`, data(slug));
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent?.length).toBeGreaterThan(80);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText(name)).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(titlesOf(slug));
  });

  it('links each card to the article at /{category}/{slug}', () => {
    renderRoute('/civic-life', data('civic-life'));
    expect(screen.getByRole('link', { name: 'How a Bill Becomes a Law' })).toHaveAttribute('href', '/civic-life/bill-to-law');
    renderRoute('/people', data('people'));
    expect(screen.getByRole('link', { name: 'Rosa Parks' })).toHaveAttribute('href', '/people/rosa-parks');
  });

  it("shows 'Loading articles...', then 'Error loading articles: {message}' with Retry", async () => {
    let fail: (response: Response) => void = () => undefined;
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(new Promise<Response>((resolve) => (fail = resolve)))
      .mockResolvedValueOnce(Response.json(listResponse(listItems('foundations'), 12)));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/foundations');
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    fail(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading articles: HTTP 503: Service Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'The Constitution of the United States' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(url('foundations'), expect.anything());
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
  ])('%s has the filter buttons %j, with All pressed at first', (slug, labels) => {
    renderRoute(`/${slug}`, data(slug));
    const group = screen.getByRole('group', { name: /Filter .* by topic/ });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(labels);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("filters really filter by the article's topic, and the choice is kept in the address (?topic=)", async () => {
    renderWithAddress('/foundations', data('foundations'));
    const group = screen.getByRole('group', { name: 'Filter Foundations articles by topic' });
    await userEvent.click(within(group).getByRole('button', { name: 'Amendments' }));
    expect(within(group).getByRole('button', { name: 'Amendments' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(titlesOf('foundations', 'amendments'));
    expect(cardTitles()).toEqual(['The Nineteenth Amendment', 'The Fourteenth Amendment']);
    expect(screen.getByText('Amendments: 2 of 7 articles')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/foundations?topic=amendments');

    await userEvent.click(within(group).getByRole('button', { name: 'All' }));
    expect(cardTitles()).toEqual(titlesOf('foundations'));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(/^\/foundations$/);
  });

  it('applies ?topic= from the address on the first render, so a reload keeps the filter', () => {
    renderRoute('/landmarks?topic=battlefields', data('landmarks'));
    expect(screen.getByRole('button', { name: 'Battlefields' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(titlesOf('landmarks', 'battlefields'));
  });

  it('renders the filtered list on the server, too', () => {
    const html = renderToString(
      <PrefetchProvider data={data('media')}>
        <StaticRouter location="/media?topic=speeches">
          <App year={2026} theme="system" />
        </StaticRouter>
      </PrefetchProvider>,
    );
    for (const title of titlesOf('media', 'speeches')) expect(html).toContain(title.replace(/'/g, '&#x27;'));
    for (const title of titlesOf('media', 'videos')) expect(html).not.toContain(title.replace(/'/g, '&#x27;'));
  });

  it('treats an unknown ?topic= as All rather than hiding everything', () => {
    renderRoute('/people?topic=pirates', data('people'));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(titlesOf('people'));
  });

  it('says so, with a way back to All, when a filter leaves nothing', async () => {
    const withoutConcepts = listItems('foundations').filter((item) => item.topic !== 'concepts');
    renderWithAddress('/foundations?topic=concepts', { [url('foundations')]: listResponse(withoutConcepts, 12) });
    expect(screen.getByText('No Concepts articles in Foundations yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all Foundations articles' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
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
