import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPage } from '../../site/routes';
import { renderRoute } from '../support/renderRoute';

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
});
