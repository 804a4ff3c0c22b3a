import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFetchCache } from '../../site/data/fetchJson';
import { matchPage } from '../../site/routes';
import { renderRoute, renderRouteFromApi } from '../support/renderRoute';
import { listItems, listResponse } from './pages-fixtures';

const HOME_URL = '/api/articles?per_page=20';
const newest = listItems().slice(0, 20);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFetchCache();
});

function rail(name: string) {
  return screen.getByRole('region', { name });
}

function cardLinks(region: HTMLElement) {
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('link'));
}

describe('Home (product §2)', () => {
  it("declares the 20 newest articles as its data (product §9: home requests 20)", () => {
    const { page, params } = matchPage('/');
    expect(page.data?.({ pathname: '/', params, search: new URLSearchParams() })).toEqual([HOME_URL]);
    const head = page.head({ pathname: '/', params, search: new URLSearchParams(), data: {}, missing: new Set() });
    expect(head).toMatchObject({ title: 'Parchment', path: '/' });
    expect(head.description).toMatch(/\.$/);
  });

  it("shows 'Error loading articles: {message}' with Retry, a link to the page", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }))
      .mockResolvedValueOnce(Response.json(listResponse(newest)));
    vi.stubGlobal('fetch', fetchMock);
    await renderRouteFromApi('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading articles: HTTP 500: Internal Server Error');
    // Retry is a link to the page itself: the page runs no script, and its server asks again (product §8).
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/');
  });

  it('features the newest article with the Featured badge, and the next two as secondary cards', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    const links = cardLinks(latest);
    expect(links.map((link) => link.textContent)).toEqual(newest.slice(0, 3).map((item) => item.title));
    expect(links[0]).toHaveAttribute('href', `/articles/${newest[0].slug}`);
    const featured = links[0].closest('article');
    expect(featured).toHaveAttribute('data-card-variant', 'featured');
    expect(within(featured as HTMLElement).getByText('Featured')).toBeInTheDocument();
    expect(within(latest).getAllByText('Featured')).toHaveLength(1);
  });

  it('groups the rest into the five standard rails, in order, each with a View all link to its category', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const standard = ['Foundations', 'Civic Life', 'People', 'Landmarks', 'Media'];
    expect(headings.filter((text) => standard.includes(text ?? ''))).toEqual(standard);
    for (const [name, href] of [
      ['Foundations', '/foundations'],
      ['Civic Life', '/civic-life'],
      ['People', '/people'],
      ['Landmarks', '/landmarks'],
      ['Media', '/media'],
    ]) {
      expect(within(rail(name)).getByRole('link', { name: `View all ${name} articles` })).toHaveAttribute('href', href);
    }
    // The rest (articles 4 to 20) sit in the rail of their kicker, newest first, up to a row of three.
    const rest = newest.slice(3);
    const foundations = rest.filter((item) => item.kicker === 'Foundations').map((item) => item.title);
    expect(foundations.length).toBeGreaterThan(0);
    expect(cardLinks(rail('Foundations')).map((link) => link.textContent).slice(0, foundations.length)).toEqual(foundations.slice(0, 3));
    // Articles of other kickers (Features) get a rail of their own rather than being dropped.
    const features = rest.filter((item) => item.kicker === 'Features');
    expect(cardLinks(rail('Features')).map((link) => link.textContent)).toEqual(features.slice(0, 3).map((item) => item.title));
  });

  it('Product §4: every rail shows a full row of three cards, topping up its articles with samples', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    for (const name of ['Foundations', 'Civic Life', 'People', 'Landmarks', 'Media', 'Features', 'From the Archive']) {
      expect(cardLinks(rail(name)), name).toHaveLength(3);
    }
  });

  it('Product §4: no article appears twice anywhere on the page', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    const hrefs = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link').getAttribute('href') ?? '');
    const slugs = hrefs.map((href) => href.slice(href.lastIndexOf('/') + 1));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it('falls back to static samples for a standard rail with no articles, and every sample leads to a real article', () => {
    const onlyMedia = listItems('media');
    renderRoute('/', { [HOME_URL]: listResponse(onlyMedia) });
    const people = cardLinks(rail('People'));
    expect(people.map((link) => link.getAttribute('href'))).toEqual(['/articles/george-washington', '/articles/james-madison', '/articles/rosa-parks']);
    // A sample card shows its article's real illustration, not the grey placeholder.
    const image = (people[0].closest('article') as HTMLElement).querySelector('img');
    expect(image).toHaveAttribute('src', '/storage/v1/object/public/heroes/george-washington.svg');
    expect(image).toHaveAttribute('width', '1200');
    // Media had articles beyond the first three, so its rail shows them, not samples.
    expect(cardLinks(rail('Media')).map((link) => link.textContent)).toEqual(onlyMedia.slice(3, 6).map((item) => item.title));
  });

  it('shows only static sample rails when the API has no articles', () => {
    renderRoute('/', { [HOME_URL]: { data: [], meta: { total: 0, page: 1, per_page: 20 } } });
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest articles' })).not.toBeInTheDocument();
    expect(cardLinks(rail('Civic Life')).map((link) => link.getAttribute('href'))).toEqual([
      '/articles/bill-to-law',
      '/articles/voting-rights',
      '/articles/census',
    ]);
    expect(cardLinks(rail('Landmarks')).map((link) => link.getAttribute('href'))).toEqual([
      '/articles/independence-hall',
      '/articles/mount-rushmore',
      '/articles/ellis-island',
    ]);
  });

  it('has a Start Here button to /foundations and no breadcrumbs', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    expect(screen.getByRole('link', { name: 'Start Here' })).toHaveAttribute('href', '/foundations');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists From the Archive: Monroe Doctrine, Homestead Act and Brown v. Board of Education while nothing else shows them', () => {
    renderRoute('/', { [HOME_URL]: { data: [], meta: { total: 0, page: 1, per_page: 20 } } });
    const archive = screen.getByRole('region', { name: 'From the Archive' });
    expect(cardLinks(archive).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The Monroe Doctrine', '/articles/monroe-doctrine'],
      ['The Homestead Act of 1862', '/articles/homestead-act'],
      ['Brown v. Board of Education', '/articles/brown-v-board'],
    ]);
    // Each with its real illustration.
    const images = within(archive).getAllByRole('presentation');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      ['monroe-doctrine', 'homestead-act', 'brown-v-board'].map((slug) => `/storage/v1/object/public/heroes/${slug}.svg`),
    );
  });

  it('From the Archive skips a feature already shown above it and takes the next older piece', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    const shownAbove = ['Latest articles', 'Features'].flatMap((name) => cardLinks(rail(name)).map((link) => link.textContent));
    const archive = cardLinks(rail('From the Archive')).map((link) => link.textContent);
    expect(archive).toHaveLength(3);
    expect(archive.filter((title) => shownAbove.includes(title))).toEqual([]);
  });

  it('shows at most two tags on a card (product §9), linking to /search?tag=', () => {
    renderRoute('/', { [HOME_URL]: listResponse(newest) });
    // Any article on the home page with more than two tags.
    const shown = newest.find((item) => item.tags.length > 2 && screen.queryAllByRole('link', { name: item.title }).length > 0);
    expect(shown).toBeDefined();
    const card = screen.getAllByRole('link', { name: shown?.title })[0].closest('article') as HTMLElement;
    const tags = within(card).getAllByRole('link', { name: /^Tag: / });
    expect(tags).toHaveLength(2);
    expect(tags[0]).toHaveAttribute('href', `/search?tag=${encodeURIComponent(shown?.tags[0] ?? '')}`);
  });
});
