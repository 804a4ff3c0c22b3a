import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFetchCache } from '../../site/data/fetchJson';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi } from '../support/renderRoute';
import { alabama } from './pages-fixtures';

const ALABAMA_URL = '/api/states/alabama';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

describe('State Archives (/landmarks/states, product §2)', () => {
  it('explains the Alabama pilot of all 67 counties, with one card to it and more coming soon', () => {
    renderRoute('/landmarks/states');
    expect(screen.getByRole('heading', { level: 1, name: 'State Archives' })).toBeInTheDocument();
    expect(screen.getByText(/pilot for Alabama that covers all 67 of its counties/)).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'State archives' })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByRole('link', { name: 'Alabama State Archive' })).toHaveAttribute('href', '/landmarks/states/alabama');
    expect(screen.getByText('More state archives coming soon...')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Landmarks' })).toHaveAttribute('href', '/landmarks');
  });
});

describe('Alabama State Archive (/landmarks/states/alabama, product §§2 and 9)', () => {
  const content = alabama() as { title: string; dek: string; intro: string[]; counties: Array<{ name: string; seat: string; established: number; summary: string }> };

  it('declares its data and answers 404 when the archive is missing', () => {
    const { page, params } = matchPage('/landmarks/states/alabama');
    const context = { pathname: '/landmarks/states/alabama', params, search: new URLSearchParams() };
    expect(page.data?.(context)).toEqual([ALABAMA_URL]);
    expect(page.head({ ...context, data: { [ALABAMA_URL]: content }, missing: new Set() })).toMatchObject({
      title: 'Alabama State Archive',
      description: content.dek,
      path: '/landmarks/states/alabama',
    });
    expect(page.head({ ...context, data: {}, missing: new Set([ALABAMA_URL]) }).status).toBe(404);
  });

  it('shows the title, introduction, breadcrumbs and sources', () => {
    renderRoute('/landmarks/states/alabama', { [ALABAMA_URL]: content });
    expect(screen.getByRole('heading', { level: 1, name: 'Alabama State Archive' })).toBeInTheDocument();
    for (const paragraph of content.intro) expect(screen.getByText(paragraph)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Landmarks', 'State Archives', 'Alabama']);
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: /Alabama Department of Archives and History/ })).toHaveAttribute(
      'href',
      'https://archives.alabama.gov/',
    );
  });

  it('lists all 67 counties with their seats in a table whose names link to each county section', () => {
    renderRoute('/landmarks/states/alabama', { [ALABAMA_URL]: content });
    const table = screen.getByRole('table', { name: /All 67 counties/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(67);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['County', 'County seat', 'Established']);
    const stClair = within(table).getByRole('link', { name: 'St. Clair County' });
    expect(stClair).toHaveAttribute('href', '#county-st-clair');
    const row = stClair.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ashville and Pell City')).toBeInTheDocument();
    expect(within(row).getByText('1818')).toBeInTheDocument();
  });

  it('gives each county a section (id county-<slug>) with its seat, year and summary', () => {
    const { container } = renderRoute('/landmarks/states/alabama', { [ALABAMA_URL]: content });
    const stClair = content.counties.find((county) => county.name === 'St. Clair');
    const section = container.querySelector('#county-st-clair') as HTMLElement;
    expect(section).not.toBeNull();
    expect(within(section).getByRole('heading', { level: 3, name: 'St. Clair County' })).toBeInTheDocument();
    expect(within(section).getByText('County seats')).toBeInTheDocument();
    expect(within(section).getByText('Ashville and Pell City')).toBeInTheDocument();
    expect(within(section).getByText(String(stClair?.established))).toBeInTheDocument();
    expect(within(section).getByText(stClair?.summary ?? '')).toBeInTheDocument();
    expect(container.querySelectorAll('[id^="county-"]:not(#county-table):not(#county-profiles)')).toHaveLength(67);
    for (const county of content.counties) {
      const link = screen.getByRole('link', { name: `${county.name} County` });
      expect(container.querySelector(link.getAttribute('href') ?? '#none')).not.toBeNull();
    }
  });

  it("shows 'Error loading state archive: {message}' with Retry, a link to the page", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValueOnce(Response.json(content));
    vi.stubGlobal('fetch', fetchMock);
    await renderRouteFromApi('/landmarks/states/alabama');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading state archive: HTTP 503: Service Unavailable');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/landmarks/states/alabama');
  });

  it('shows the 404 page when the archive is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('State archive not found', { status: 404 })));
    await renderRouteFromApi('/landmarks/states/alabama');
    expect(await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
  });
});
