import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleUrl } from '../../site/data/api';
import { clearFetchCache } from '../../site/data/fetchJson';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi } from '../support/renderRoute';
import { fullArticle } from './pages-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

function titleLinks(container: HTMLElement, level: number) {
  return within(container)
    .getAllByRole('heading', { level })
    .map((heading) => within(heading).getByRole('link'));
}

describe('Features (/features, product §2)', () => {
  it('has three cards: the explainer sample, the Electoral College analysis and the civil rights timeline', () => {
    renderRoute('/features');
    expect(screen.getByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Featured explainers' });
    expect(titleLinks(grid, 2).map((link) => link.getAttribute('href'))).toEqual([
      '/features/explainer-sample',
      '/articles/electoral-college-analysis',
      '/articles/civil-rights-timeline',
    ]);
  });

  it('lists the other features below', () => {
    renderRoute('/features');
    const more = screen.getByRole('region', { name: 'More features' });
    expect(titleLinks(more, 3).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The Monroe Doctrine', '/articles/monroe-doctrine'],
      ['The Homestead Act of 1862', '/articles/homestead-act'],
      ['Brown v. Board of Education', '/articles/brown-v-board'],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Features')).toHaveAttribute('aria-current', 'page');
  });
});

describe('Feature sample (/features/explainer-sample, product §§2 and 9)', () => {
  const data = { [articleUrl('bill-of-rights')]: fullArticle('bill-of-rights') };

  it('is a static article that stands without the API, with a head of its own', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' }))));
    await renderRouteFromApi('/features/explainer-sample');
    expect(screen.getByRole('heading', { level: 1, name: 'The Bill of Rights, Amendment by Amendment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Civics Desk Editor' })).toHaveAttribute('href', '/about/authors/civics-desk');
    const { page, params } = matchPage('/features/explainer-sample');
    const context = { pathname: '/features/explainer-sample', params, search: new URLSearchParams() };
    expect(page.data?.(context)).toEqual(['/api/article/bill-of-rights']);
    expect(page.head({ ...context, data: {}, missing: new Set() })).toMatchObject({
      title: 'The Bill of Rights, Amendment by Amendment',
      path: '/features/explainer-sample',
    });
  });

  it('is a different piece from the full article (product §2, feature sample): its own title, and links to that article at /articles/bill-of-rights', () => {
    renderRoute('/features/explainer-sample', data);
    const article = fullArticle('bill-of-rights');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(article.title);
    const links = screen.getAllByRole('link', { name: 'The Bill of Rights, Explained' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/articles/bill-of-rights');
    const { page, params } = matchPage('/features/explainer-sample');
    const head = page.head({ pathname: '/features/explainer-sample', params, search: new URLSearchParams(), data, missing: new Set() });
    expect(head.title).not.toBe(article.title);
    expect(head.path).toBe('/features/explainer-sample');
  });

  it('has breadcrumbs and a byline with author, reviewer, dates, read time and share', () => {
    renderRoute('/features/explainer-sample', data);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    expect(within(crumbs).getByText('The Bill of Rights, Amendment by Amendment')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Standards Editor' })).toHaveAttribute('href', '/about/authors/standards-editor');
    expect(screen.getByText('December 15, 2024')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ min read$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
  });

  it("has the product's quick facts: 'Bill of Rights ratified December 15, 1791' and '12 proposed, 10 ratified'", () => {
    renderRoute('/features/explainer-sample', data);
    const facts = within(screen.getByRole('complementary', { name: 'Quick Facts' })).getAllByRole('listitem');
    expect(facts.map((fact) => fact.textContent)).toEqual(
      expect.arrayContaining(['Bill of Rights ratified December 15, 1791', '12 proposed, 10 ratified']),
    );
  });

  it('quotes the First Amendment, attributed to the Bill of Rights, 1791', () => {
    renderRoute('/features/explainer-sample', data);
    const quote = screen.getByText(/^Congress shall make no law respecting an establishment of religion/);
    expect(quote.closest('blockquote')).toHaveAttribute('cite', expect.stringContaining('archives.gov'));
    expect(quote.closest('figure')).toHaveTextContent('First Amendment, Bill of Rights, 1791');
  });

  it('lists the ten amendments in order, one line each', () => {
    renderRoute('/features/explainer-sample', data);
    const list = screen.getByRole('list', { name: 'The ten amendments' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent(/^First Amendment: Freedom of religion, speech and the press/);
    expect(items[9]).toHaveTextContent(/^Tenth Amendment: Powers not delegated to the United States/);
  });

  it('cites the National Archives and the Constitution Annotated, and shows topic tags', () => {
    renderRoute('/features/explainer-sample', data);
    const sources = screen.getByRole('region', { name: 'Sources' });
    const hrefs = within(sources)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['https://www.archives.gov/founding-docs/bill-of-rights', 'https://constitution.congress.gov/']));
    expect(within(screen.getByRole('list', { name: 'Topics' })).getByRole('link', { name: 'Tag: bill of rights' })).toHaveAttribute(
      'href',
      '/search?tag=bill%20of%20rights',
    );
  });

  it("ends with 'Next in this Pillar' (real features), the editorial standards and the AI disclosure", () => {
    renderRoute('/features/explainer-sample', data);
    const next = screen.getByRole('region', { name: 'Next in this Pillar' });
    expect(titleLinks(next, 3).map((link) => link.getAttribute('href'))).toEqual([
      '/articles/electoral-college-analysis',
      '/articles/civil-rights-timeline',
      '/articles/monroe-doctrine',
    ]);
    expect(screen.getByRole('region', { name: 'Our Editorial Standards' })).toBeInTheDocument();
    expect(screen.getByText('Disclosure:').closest('p')).toHaveTextContent('created with AI assistance and reviewed by human editors');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe("Product §2, Features: every feature card shows its article's real illustration, with its size reserved", () => {
  /** Each card's title link and image: the image is the hero of the article the card leads to. */
  function cardImages(container: HTMLElement, level: number) {
    return titleLinks(container, level).map((link) => {
      const href = link.getAttribute('href') ?? '';
      const image = (link.closest('article') as HTMLElement).querySelector('img');
      return { slug: href.slice(href.lastIndexOf('/') + 1), src: image?.getAttribute('src'), size: [image?.getAttribute('width'), image?.getAttribute('height')] };
    });
  }
  const expected = (slug: string) => `/storage/v1/object/public/heroes/${slug === 'explainer-sample' ? 'bill-of-rights' : slug}.svg`;

  it('on /features: the three cards and More features', () => {
    renderRoute('/features');
    const cards = [
      ...cardImages(screen.getByRole('list', { name: 'Featured explainers' }), 2),
      ...cardImages(screen.getByRole('region', { name: 'More features' }), 3),
    ];
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(card).toEqual({ slug: card.slug, src: expected(card.slug), size: ['1200', '675'] });
  });

  it("in the explainer's Next in this Pillar", () => {
    renderRoute('/features/explainer-sample', { [articleUrl('bill-of-rights')]: fullArticle('bill-of-rights') });
    const cards = cardImages(screen.getByRole('region', { name: 'Next in this Pillar' }), 3);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toEqual({ slug: card.slug, src: expected(card.slug), size: ['1200', '675'] });
  });
});
