/** The 404 page (product §2, 404) and its ways onward: Return to Home and a search of the archive. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteToString } from '../support/renderRoute';

afterEach(() => vi.restoreAllMocks());

describe('404 (product §2)', () => {
  it("shows '404', 'Oops! Page not found' and 'Return to Home', and logs the attempted path", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/no/such/page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
  });

  it('answers unknown paths with status 404 in the head the server writes', () => {
    const { page, params } = matchPage('/no/such/page');
    const head = page.head({ pathname: '/no/such/page', params, search: new URLSearchParams(), data: {}, missing: new Set() });
    expect(head.status).toBe(404);
  });

  it('keeps the shared layout: skip link, main navigation and footer', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/missing');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a search box: a GET form that sends its term as q to /search, in the server HTML, beside Return to Home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderRouteToString('/no/such/page');
    expect(html).toMatch(/<main[^>]*>(?:(?!<\/main>).)*<form[^>]*action="\/search"[^>]*method="get"[^>]*>(?:(?!<\/form>).)*name="q"/s);

    renderRoute('/no/such/page');
    const form = within(screen.getByRole('main')).getByRole('search', { name: 'Search the archive' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search the archive' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the header search form, which also goes to /search', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/missing');
    const header = screen.getByRole('search', { name: 'Search the site' });
    expect(screen.getByRole('banner')).toContainElement(header);
    expect(header).toHaveAttribute('action', '/search');
  });
});
