import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFetchCache } from '../../site/data/fetchJson';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi } from '../support/renderRoute';
import { authorResponse } from './pages-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

const URL = '/api/authors/civics-desk';

describe('Author bio (/about/authors/{id}, where bylines link)', () => {
  const civics = authorResponse('civics-desk');

  it('shows name, role, bio and the articles as cards', () => {
    renderRoute('/about/authors/civics-desk', { [URL]: civics });
    expect(screen.getByRole('heading', { level: 1, name: 'Civics Desk Editor' })).toBeInTheDocument();
    expect(screen.getByText(civics.role)).toBeInTheDocument();
    expect(screen.getByText(civics.bio)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Articles' });
    const links = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual(civics.articles.map((article) => article.title));
    expect(within(section).getByRole('link', { name: 'How a Bill Becomes a Law' })).toHaveAttribute('href', '/articles/bill-to-law');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('declares its data and has a head with the name and the first sentence of the bio', () => {
    const { page, params } = matchPage('/about/authors/civics-desk');
    const context = { pathname: '/about/authors/civics-desk', params, search: new URLSearchParams() };
    expect(page.data?.(context)).toEqual([URL]);
    const head = page.head({ ...context, data: { [URL]: civics }, missing: new Set() });
    expect(head).toMatchObject({ title: 'Civics Desk Editor', path: '/about/authors/civics-desk' });
    expect(head.description).toBe(
      'The Civics Desk explains how American government works in practice: how laws are made, how elections and the census run, and what rights and duties citizens share.',
    );
  });

  it('is a 404 for an unknown author', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Author not found', { status: 404 })));
    await renderRouteFromApi('/about/authors/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
    const { page, params } = matchPage('/about/authors/nobody');
    const head = page.head({ pathname: '/about/authors/nobody', params, search: new URLSearchParams(), data: {}, missing: new Set(['/api/authors/nobody']) });
    expect(head.status).toBe(404);
  });

  it("shows 'Error loading author: {message}' with Retry, a link to the page", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Internal Server Error' }))
      .mockResolvedValueOnce(Response.json(civics));
    vi.stubGlobal('fetch', fetchMock);
    await renderRouteFromApi('/about/authors/civics-desk');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading author: HTTP 500: Internal Server Error');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/about/authors/civics-desk');
  });
});
