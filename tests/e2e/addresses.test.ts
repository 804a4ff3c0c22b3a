/**
 * Product §2, other link targets: one address per article. Every link the
 * site makes to an article goes to /articles/{slug}; the older
 * /{pillar}/{slug} addresses answer 301 to the article, or to the pillar
 * filtered to a topic for a topic word; the sample link targets of the spec
 * all lead to real pages; the feature sample is a piece of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addressRedirect } from '../../site/content/addresses';
import { apiJson, openHydrated, pathOf, waitForH1, type ListItem } from './support/reader';
import { siteForTests } from './support/site';

const { site, openPage } = siteForTests();

const freshPage = (width = 1280): Promise<Page> => openPage({ width });

/** The server's first answer, without following a redirect. */
async function firstAnswer(path: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

const ARTICLE_TARGETS = [
  { path: '/people/abraham-lincoln', to: '/articles/abraham-lincoln', heading: 'Abraham Lincoln' },
  { path: '/people/frederick-douglass', to: '/articles/frederick-douglass', heading: 'Frederick Douglass' },
  { path: '/landmarks/statue-of-liberty', to: '/articles/statue-of-liberty', heading: 'The Statue of Liberty' },
  { path: '/features/monroe-doctrine', to: '/articles/monroe-doctrine', heading: 'The Monroe Doctrine' },
  { path: '/people/rosa-parks', to: '/articles/rosa-parks', heading: 'Rosa Parks' },
];

const TOPIC_TARGETS = [
  { path: '/foundations/documents', to: '/foundations?topic=documents', pillar: 'foundations', name: 'Foundations', topic: 'documents', filter: 'Documents' },
  { path: '/civic-life/voting', to: '/civic-life?topic=elections', pillar: 'civic-life', name: 'Civic Life', topic: 'elections', filter: 'Elections' },
  { path: '/media/speeches', to: '/media?topic=speeches', pillar: 'media', name: 'Media', topic: 'speeches', filter: 'Speeches' },
];

describe('the sample links of the spec lead to real pages (product §2, other link targets)', () => {
  it.each(ARTICLE_TARGETS)('$path moves permanently to $to, where the reader finds the article "$heading"', async ({ path, to, heading }) => {
    const first = await firstAnswer(path);
    expect(first.status).toBe(301);
    expect(first.location).toBe(to);
    expect(first.body).toBe('');

    const page = await freshPage();
    const response = await page.goto(`${site.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe(to);
    await waitForH1(page, heading);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.config.siteUrl}${to}`);
  });

  it.each(TOPIC_TARGETS)(
    '$path opens the $name page with the $filter filter pressed and only its articles shown',
    async ({ path, to, pillar, name, topic, filter }) => {
      const first = await firstAnswer(path);
      expect(first.status).toBe(301);
      expect(first.location).toBe(to);

      const { data } = await apiJson<{ data: ListItem[] }>(site, `/api/articles?category=${pillar}&per_page=12`);
      const expected = data.filter((item) => item.topic === topic).map((item) => item.title).sort();
      expect(expected.length, `${pillar} has ${topic} articles`).toBeGreaterThan(0);
      expect(expected.length, `${pillar} has other articles too`).toBeLessThan(data.length);

      const page = await freshPage();
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      expect(pathOf(page)).toBe(to);
      await waitForH1(page, name);
      const filters = page.getByRole('group', { name: `Filter ${name} articles by topic` });
      expect(await filters.getByRole('link', { name: filter }).getAttribute('aria-current')).toBe('page');
      expect(await filters.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
      const titles = page.getByRole('list', { name: `${name} articles` }).getByRole('heading', { level: 3 });
      expect((await titles.allTextContents()).map((title) => title.trim()).sort()).toEqual(expected);
    },
  );

  it('an alias whose slug is neither an article nor a topic gets the 404 page with status 404', async () => {
    const first = await firstAnswer('/people/no-such-person');
    expect(first.status).toBe(404);
    expect(first.location).toBeNull();
    expect(first.body).toContain('Oops! Page not found');
  });

  it('keeps the query string when it moves an address', async () => {
    expect((await firstAnswer('/people/rosa-parks?utm_source=newsletter')).location).toBe('/articles/rosa-parks?utm_source=newsletter');
  });

  it('keeps the pages with routes of their own under the pillar prefixes', async () => {
    for (const path of ['/features/explainer-sample', '/landmarks/states', '/landmarks/states/alabama']) {
      expect((await firstAnswer(path)).status, path).toBe(200);
    }
  });
});

describe('following a link to an old address ends on the canonical one', () => {
  it.each([375, 1280])('at %i px, the reader lands on /articles/rosa-parks, and Back skips the alias', async (width) => {
    const page = await freshPage(width);
    await openHydrated(page, site, '/search');
    // A link to the old address, as another site or an old page would have it.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/people/rosa-parks', textContent: 'Rosa Parks (old address)' });
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Rosa Parks (old address)' }).click();
    await waitForH1(page, 'Rosa Parks');
    expect(pathOf(page)).toBe('/articles/rosa-parks');
    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search the archive' }).waitFor();
    expect(pathOf(page)).toBe('/search');
  });
});

/** Addresses that only redirect: /{prefix}/{slug} other than the pages with routes of their own. */
function isAliasAddress(path: string): boolean {
  const url = new URL(path, 'http://site.test');
  if (/^\/(features\/explainer-sample|landmarks\/states)(\/|$)/.test(url.pathname)) return false;
  return addressRedirect(url.pathname, url.search) !== null;
}

describe('every card, rail and related link leads to /articles/{slug} (product §2)', () => {
  it.each(['/', '/foundations', '/civic-life', '/people', '/landmarks', '/media', '/features', '/features/explainer-sample', '/articles/rosa-parks'])(
    '%s links articles by their one address, and never by an old one',
    async (path) => {
      const page = await freshPage();
      await openHydrated(page, site, path);
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter(isAliasAddress)).toEqual([]);
      expect(hrefs.filter((href) => href.startsWith('/articles/')).length, `${path} links to articles`).toBeGreaterThan(0);
      // Every card's title link: an article, or the feature sample (a page of its own).
      const cardLinks = await page
        .locator('main article h2 a, main article h3 a, main li h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(cardLinks.length, `${path} shows cards`).toBeGreaterThan(0);
      for (const href of cardLinks) expect(href.startsWith('/articles/') || href === '/features/explainer-sample', href).toBe(true);
    },
  );
});

describe('the feature sample and the article on the Bill of Rights are two pieces', () => {
  it('differ in title, h1 and og:title, and the feature sample links to the full article', async () => {
    const read = async (path: string) => {
      const html = await (await fetch(`${site.url}${path}`)).text();
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      };
    };
    const explainer = await read('/features/explainer-sample');
    const article = await read('/articles/bill-of-rights');
    expect(explainer.title).toBeTruthy();
    expect(explainer.title).not.toBe(article.title);
    expect(explainer.ogTitle).toBeTruthy();
    expect(explainer.ogTitle).not.toBe(article.ogTitle);
    expect(explainer.canonical).toBe(`${site.config.siteUrl}/features/explainer-sample`);
    expect(article.canonical).toBe(`${site.config.siteUrl}/articles/bill-of-rights`);

    const page = await freshPage(375);
    await openHydrated(page, site, '/features/explainer-sample');
    const explainerH1 = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    const fullArticle = page.getByRole('link', { name: 'The Bill of Rights, Explained' });
    expect(await fullArticle.getAttribute('href')).toBe('/articles/bill-of-rights');
    await fullArticle.click();
    await waitForH1(page, 'The Bill of Rights, Explained');
    expect(pathOf(page)).toBe('/articles/bill-of-rights');
    expect(explainerH1).toBe('The Bill of Rights, Amendment by Amendment');
  });
});
