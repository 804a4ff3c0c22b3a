/**
 * The admin pages render on the server like every page (no window, storage or
 * auth client there): the first bytes carry their head, and the body the
 * "Loading..." state the browser then replaces.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleSiteRequest, type SiteAssets } from '../../../site/entry-server';

const assets: SiteAssets = {
  buildId: 'test',
  entryScript: '/assets/entry.js',
  fontPreloads: [],
  forRoute: () => ({ modulePreloads: [], inlineCss: '', inlinedStylesheets: [] }),
};

async function render(path: string) {
  const response = await handleSiteRequest(new Request(`http://localhost:3000${path}`), {
    apiFetch: async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    assets,
  });
  return { status: response.status, html: await response.text() };
}

afterEach(() => vi.restoreAllMocks());

describe('admin pages on the server', () => {
  it('/admin: title, canonical URL and the Loading... state, without errors', async () => {
    const errors = vi.spyOn(console, 'error');
    const { status, html } = await render('/admin');
    expect(status).toBe(200);
    expect(html).toContain('<title>Admin | Parchment</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/admin">');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('supabase');
    expect(errors).not.toHaveBeenCalled();
  });

  it('/admin/articles: the Articles Manager heading and the Loading... state, without errors', async () => {
    const errors = vi.spyOn(console, 'error');
    const { status, html } = await render('/admin/articles');
    expect(status).toBe(200);
    expect(html).toContain('<title>Articles Manager | Parchment</title>');
    expect(html).toMatch(/<h1[^>]*>Articles Manager<\/h1>/);
    expect(html).toContain('Read-only view of published articles');
    expect(html).toContain('Loading...');
    expect(errors).not.toHaveBeenCalled();
  });
});
