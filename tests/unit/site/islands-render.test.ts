/**
 * How the server writes a page hydrated island by island (site/islands/Island.tsx,
 * docs/decisions/0037-islands.md): the islands' entry and no API answer for
 * the browser to fetch again; and, when the server could not fetch the page's
 * data, the page's error state with Retry as a link, answered 503.
 */
import { describe, expect, it } from 'vitest';
import { articlePageData } from '../../components/pages-fixtures';
import { BOOT_DATA_ID, type BootData } from '../../../site/boot';
import { pageServer } from './page-server';
import { sha256Source } from '../../../common/http/document-policy';
import { SPECULATION_RULES } from '../../../site/entry-server';
import { searchUrl } from '../../../site/data/api';

const SLUG = 'monroe-doctrine';
const MONROE_SEARCH = {
  data: [{ id: 'a1', type: 'Article', kicker: 'Foundations', title: 'The Monroe Doctrine', snippet: 'The <mark>Monroe</mark> Doctrine', slug: SLUG, canonical_url: null, published_at: '2024-01-01T00:00:00.000Z' }],
  meta: { total: 1, page: 1, per_page: 20 },
};

/** The article's API, answering every path it knows, except those told to fail with a 503. */
function api(failing: (path: string) => boolean = () => false) {
  const data: Record<string, unknown> = { ...articlePageData(SLUG), [searchUrl('monroe')]: MONROE_SEARCH };
  return async (path: string) => {
    if (failing(path)) return new Response('busy', { status: 503 });
    if (path in data) return new Response(JSON.stringify(data[path]), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v1"' } });
    return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  };
}

async function render(path: string, failing?: (path: string) => boolean) {
  const response = await pageServer(api(failing)).answer(new Request(`http://islands.test${path}`));
  const html = await response.text();
  const boot = JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as BootData;
  const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]);
  return { response, html, boot, islands };
}

describe('a page hydrated island by island', () => {
  it('an article names the islands’ entry, has its header, byline, contents, Print handout and citation as islands, and leaves the browser no API answer to fetch', async () => {
    const { response, html, boot, islands } = await render(`/articles/${SLUG}`);
    expect(response.status).toBe(200);
    expect(boot.entryScript).toBe('/assets/islands.js');
    expect(Object.keys(boot).sort(), 'the boot data names scripts and fonts, no API answer').toEqual(['entryScript', 'modulePreloads', 'webFonts']);
    expect(islands).toEqual(['header', 'byline', 'contents', 'contents', 'print', 'cite']);
    // The text is the server's HTML, outside every island.
    expect(html).toMatch(/<h1[^>]*>The Monroe Doctrine<\/h1>/);
    // Its links are page loads, which the browser fetches ahead when pointed at; the policy allows those rules.
    expect(html).toContain(`<script type="speculationrules">${SPECULATION_RULES}</script>`);
    expect(response.headers.get('Content-Security-Policy')).toContain(sha256Source(SPECULATION_RULES));
  });

  it('an article whose API failed is still an islands page: it shows the error with Retry as a link to itself, as a 503 no cache keeps', async () => {
    const { response, html, boot, islands } = await render(`/articles/${SLUG}?utm_source=x`, (path) => path === `/api/article/${SLUG}`);
    expect(response.status).toBe(503);
    expect(boot.entryScript).toBe('/assets/islands.js');
    expect(Object.keys(boot).sort(), 'the boot data names scripts and fonts, no API answer').toEqual(['entryScript', 'modulePreloads', 'webFonts']);
    expect(islands).toEqual(['header']);
    expect(html).toMatch(/<div role="alert">.*Error loading article: HTTP 503: busy/);
    // The address the page is known by (the renderer keeps only the parameters a route reads).
    expect(html).toMatch(new RegExp(`<a [^>]*href="/articles/${SLUG}"[^>]*>Retry</a>`));
    expect(html).not.toContain('Loading article...');
  });

  it('an article whose related articles failed shows the article all the same, as a 503 no cache keeps', async () => {
    const { response, html, islands } = await render(`/articles/${SLUG}`, (path) => path === `/api/article/${SLUG}/related`);
    expect(response.status).toBe(503);
    expect(islands).toEqual(['header', 'byline', 'contents', 'contents', 'print', 'cite']);
    expect(html).toMatch(/<h1[^>]*>The Monroe Doctrine<\/h1>/);
  });

  it('an unknown article (a 404 the server met) is still an islands page, which logs the path in the browser', async () => {
    const { response, boot, islands } = await render('/articles/no-such-article');
    expect(response.status).toBe(404);
    expect(boot.entryScript).toBe('/assets/islands.js');
    expect(islands).toContain('not-found-log');
  });

  it('the admin pages are an island of their own each, the admin area, after the header', async () => {
    for (const path of ['/admin', '/admin/articles']) {
      const { response, html, boot, islands } = await render(path);
      expect(response.status).toBe(200);
      expect(boot.entryScript).toBe('/assets/islands.js');
      expect(islands).toEqual(['header', 'admin']);
      expect(islandProps(html, 'admin')).toEqual({ path });
    }
  });

  it('the search page is an island holding the answer the server showed, so the browser asks nothing to start', async () => {
    const { html, boot, islands } = await render('/search?q=monroe');
    expect(boot.entryScript).toBe('/assets/islands.js');
    expect(Object.keys(boot).sort(), 'the boot data names scripts and fonts, no API answer').toEqual(['entryScript', 'modulePreloads', 'webFonts']);
    expect(islands).toEqual(['header', 'search']);
    expect(islandProps(html, 'search')).toEqual({ request: { term: 'monroe', tag: null, page: 1, typed: false, filters: {} }, answer: MONROE_SEARCH });
    expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/articles\/monroe-doctrine"[^>]*>The Monroe Doctrine<\/a>/);
    expect(html).toContain('speculationrules');
  });

  it('a search the server could not answer is still an island, with no answer: the island asks in the browser and shows its own error and Retry', async () => {
    const { html, boot, islands } = await render('/search?q=monroe', (path) => path.startsWith('/api/search'));
    expect(boot.entryScript).toBe('/assets/islands.js');
    expect(islands).toEqual(['header', 'search']);
    expect(islandProps(html, 'search')).toEqual({ request: { term: 'monroe', tag: null, page: 1, typed: false, filters: {} }, answer: null });
    expect(html).toContain('Searching...');
  });
});

/** The props the server wrote beside an island, as the browser reads them. */
function islandProps(html: string, name: string): unknown {
  const attribute = new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`).exec(html)?.[1] ?? 'null';
  const decoded = attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(decoded);
}
