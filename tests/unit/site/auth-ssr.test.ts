/**
 * The admin pages render on the server like every page (no window, storage or
 * auth client there): the first bytes carry their head, and the body the
 * "Loading..." state the browser then replaces.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageServer } from './page-server';

async function render(path: string) {
  const pages = pageServer(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const response = await pages.answer(new Request(`http://localhost:3000${path}`));
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
