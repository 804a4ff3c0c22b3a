import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALIAS_PREFIXES } from '../../site/content/addresses';
import { ALIAS_CATEGORIES } from '../../site/content/links';
import { articleUrl } from '../../site/data/api';
import { clearFetchCache } from '../../site/data/fetchJson';
import type { PrefetchedData } from '../../site/data/prefetch';
import { ARTICLE_ALIAS_PREFIXES, matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi } from '../support/renderRoute';
import { articlePageData, fullArticle } from './pages-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

function headAt(pathname: string, data: PrefetchedData, missing: string[] = [], origin?: string) {
  const { page, params } = matchPage(pathname);
  return page.head({ pathname, params, search: new URLSearchParams(), data, missing: new Set(missing), origin });
}

/** Where the server sends a request for this address (null: it renders the page). */
function redirectAt(pathname: string, data: PrefetchedData, missing: string[] = [], search = '') {
  const { page, params } = matchPage(pathname);
  return page.redirect?.({ pathname, params, search: new URLSearchParams(search), data, missing: new Set(missing) }) ?? null;
}

describe('Article (product §2)', () => {
  it('declares the article and its related articles (picked by the API), nothing more', () => {
    const { page, params } = matchPage('/articles/rosa-parks');
    expect(page.data?.({ pathname: '/articles/rosa-parks', params, search: new URLSearchParams() })).toEqual([
      '/api/article/rosa-parks',
      '/api/article/rosa-parks/related',
    ]);
  });

  it("shows 'Error loading article: {message}' with Retry, a link to the page", async () => {
    const rosa = fullArticle('rosa-parks');
    const fetchMock = vi.fn((url: string) => {
      if (url === articleUrl('rosa-parks') && fetchMock.mock.calls.filter(([called]) => called === url).length === 1) {
        return Promise.resolve(new Response('Database unavailable', { status: 500, statusText: 'Internal Server Error' }));
      }
      if (url === articleUrl('rosa-parks')) return Promise.resolve(Response.json(rosa));
      return Promise.resolve(Response.json({ data: [], meta: { total: 0, page: 1, per_page: 50 } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderRouteFromApi('/articles/rosa-parks');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading article: HTTP 500: Database unavailable');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/articles/rosa-parks');
  });

  it('shows the 404 page for an unknown article, and the server answers 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.startsWith('/api/article/')
            ? new Response('Article not found', { status: 404, statusText: 'Not Found' })
            : Response.json({ data: [], meta: { total: 0, page: 1, per_page: 50 } }),
        ),
      ),
    );
    await renderRouteFromApi('/articles/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(headAt('/articles/no-such-article', {}, ['/api/article/no-such-article']).status).toBe(404);
    expect(headAt('/people/no-such-article', {}, ['/api/article/no-such-article']).status).toBe(404);
  });

  it('shows breadcrumbs: Home, the kicker linking to its category, then the title as the current page', () => {
    renderRoute('/articles/rosa-parks', articlePageData('rosa-parks'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(crumbs).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'People', 'Rosa Parks']);
    expect(within(crumbs).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/people');
    expect(within(items[2]).getByText('Rosa Parks')).toHaveAttribute('aria-current', 'page');
  });

  it('has a header with kicker, title and dek, and a byline with author, dates, read time, share and reviewer', () => {
    const rosa = fullArticle('rosa-parks');
    renderRoute('/articles/rosa-parks', articlePageData('rosa-parks'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rosa Parks');
    expect(screen.getByText(rosa.dek)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History Desk Editor' })).toHaveAttribute('href', '/about/authors/history-desk');
    expect(screen.getByText('December 2, 2024')).toHaveAttribute('datetime', '2024-12-02');
    expect(screen.getByText(/^Updated/)).toBeInTheDocument();
    expect(screen.getByText(`${rosa.read_time_minutes} min read`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.getByText(/Reviewed by/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standards Editor' })).toHaveAttribute('href', '/about/authors/standards-editor');
  });

  it('shows the hero with its size and caption, the disclosure, the body, and the key facts and sources of the article itself', () => {
    const rosa = fullArticle('rosa-parks');
    renderRoute('/articles/rosa-parks', articlePageData('rosa-parks'));
    const hero = screen.getByRole('img', { name: rosa.hero_media_alt ?? '' });
    expect(hero).toHaveAttribute('src', rosa.hero_media_url);
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '675');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Disclosure:')).toBeInTheDocument();
    const firstHeading = rosa.body_rich?.sections?.find((section) => section.type === 'heading');
    expect(screen.getByRole('heading', { level: 2, name: firstHeading?.content })).toBeInTheDocument();
    const facts = screen.getByRole('complementary', { name: 'Key Facts' });
    // Each fact ends with its note (docs/product.md §5): the fact's text, then the numbers of the sources it cites.
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      rosa.key_facts?.facts.map((fact, index) => `${fact}${(rosa.key_facts?.sources?.[index] ?? []).join('')}`),
    );
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(rosa.sources.length);
    expect(within(sources).getAllByRole('link', { name: new RegExp(rosa.sources[0].title.replace(/[.()]/g, '.')) })[0]).toHaveAttribute(
      'href',
      rosa.sources[0].url,
    );
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(within(topics).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      rosa.tags.map((tag) => `/search?tag=${encodeURIComponent(tag)}`),
    );
  });

  it('shows the hero from the data: URL the server wrote into the page for its address, so hydration keeps the picture of the first frame', () => {
    const rosa = fullArticle('rosa-parks');
    const inlined = "data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E";
    renderRoute('/articles/rosa-parks', articlePageData('rosa-parks'), new Set(), { [rosa.hero_media_url as string]: inlined, '/storage/v1/object/public/heroes/other.svg': 'data:,' });
    expect(screen.getByRole('img', { name: rosa.hero_media_alt ?? '' })).toHaveAttribute('src', inlined);
  });

  it('shows the alt text in place of a missing hero image, and no disclosure when the article has none', () => {
    const data = articlePageData('census');
    const census = { ...fullArticle('census'), hero_media_url: null, disclosures: null };
    renderRoute('/articles/census', { ...data, [articleUrl('census')]: census });
    expect(screen.queryByRole('img', { name: census.hero_media_alt ?? '' })).not.toBeInTheDocument();
    expect(screen.getByText(census.hero_media_alt ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Disclosure:')).not.toBeInTheDocument();
  });

  it('lists the related articles the API picked, in its order and linked to /articles/{slug}, then the editorial standards box', () => {
    renderRoute('/articles/rosa-parks', articlePageData('rosa-parks', ['martin-luther-king-jr', 'brown-v-board', 'lincoln-memorial']));
    const related = screen.getByRole('region', { name: 'Related articles' });
    const links = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links).toHaveLength(3);
    // The rule (shared tags, then category, then newest; never itself) is the API's: tests/api/articles.test.ts.
    expect(links[0]).toHaveTextContent('Martin Luther King Jr.');
    expect(links[0]).toHaveAttribute('href', '/articles/martin-luther-king-jr');
    const standards = screen.getByRole('region', { name: 'Our Editorial Standards' });
    expect(within(standards).getByRole('link', { name: 'Editorial Policy' })).toHaveAttribute('href', '/about/editorial-policy');
    expect(within(standards).getByRole('link', { name: 'Corrections Policy' })).toHaveAttribute('href', '/about/corrections-policy');
    expect(within(standards).getByRole('link', { name: /Ownership/ })).toHaveAttribute('href', '/about/ownership');
  });

  it('answers an alias address /{pillar}/{slug} with a redirect to /articles/{slug} (product §2, other link targets)', () => {
    expect(redirectAt('/people/rosa-parks', articlePageData('rosa-parks'))).toBe('/articles/rosa-parks');
    // Under another pillar's prefix too: the slug names the article, the prefix does not matter.
    expect(redirectAt('/people/monroe-doctrine', articlePageData('monroe-doctrine'))).toBe('/articles/monroe-doctrine');
    expect(redirectAt('/features/monroe-doctrine', articlePageData('monroe-doctrine'), [], 'utm_source=mail')).toBe(
      '/articles/monroe-doctrine?utm_source=mail',
    );
  });

  it('answers an alias with a permanent redirect to the article, whose head names its canonical address', () => {
    expect(redirectAt('/people/rosa-parks', articlePageData('rosa-parks'))).toBe('/articles/rosa-parks');
        const head = headAt('/articles/rosa-parks', articlePageData('rosa-parks'));
    expect(head).toMatchObject({ title: 'Rosa Parks', path: '/articles/rosa-parks', type: 'article' });
    // Product §5, link previews: the build's PNG preview; the hero SVG is still the page's preloaded image.
    expect(head.image).toBe('/og/rosa-parks.png');
    expect(head.preloadImage).toBe(fullArticle('rosa-parks').hero_media_url);
  });

  it('answers an alias whose slug is no article with the 404 page, not a redirect', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = ['/api/article/no-such-article'];
    expect(redirectAt('/people/no-such-article', {}, missing)).toBeNull();
    expect(headAt('/people/no-such-article', {}, missing).status).toBe(404);
    renderRoute('/people/no-such-article', {}, new Set(missing));
    expect(screen.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
  });

  it('puts Article and BreadcrumbList JSON-LD in the head, with at most 5 tags and 5 sources (product §5)', async () => {
    const fdr = fullArticle('fdr-first-inaugural');
    expect(fdr.tags.length).toBeGreaterThan(5);
    const data = { ...articlePageData('fdr-first-inaugural'), [articleUrl('fdr-first-inaugural')]: { ...fdr, sources: [...fdr.sources, ...fdr.sources] } };
    // The structured data's code is its own chunk: the server awaits it, the browser loads it after the page.
    const head = headAt('/articles/fdr-first-inaugural', data);
    expect(head.jsonLd).toBeUndefined();
    const [article, breadcrumbs] = (await head.loadJsonLd?.()) as Array<Record<string, unknown>>;
    expect(article).toMatchObject({ '@type': 'Article', headline: fdr.title, keywords: fdr.tags.slice(0, 5) });
    expect(article.citation).toHaveLength(5);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });

    // Its addresses are absolute, on the public origin the server names.
    const [published] = (await headAt('/articles/fdr-first-inaugural', data, [], 'https://parchment.example').loadJsonLd?.()) as Array<Record<string, unknown>>;
    expect(published).toMatchObject({ mainEntityOfPage: { '@id': 'https://parchment.example/articles/fdr-first-inaugural' } });
    expect(published.image).toBe(`https://parchment.example${fdr.hero_media_url}`);
  });

  it('has a category page for every prefix whose /{prefix}/{slug} addresses redirect', () => {
    expect([...ALIAS_CATEGORIES]).toEqual([...ARTICLE_ALIAS_PREFIXES]);
    expect([...ALIAS_PREFIXES]).toEqual([...ARTICLE_ALIAS_PREFIXES]);
  });
});
