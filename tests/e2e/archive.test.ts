/**
 * Product §2, All articles (/articles), Topics (/tags) and pillar paging, in
 * real Chromium against the real server, at 1280 and 375 px: the archive
 * lists every article newest first, 20 a page; its pillar and tag filters
 * work with JavaScript and without; each topic's count matches the archive
 * filtered by it; a pillar with more than 12 articles pages; and the footer
 * leads to both pages.
 *
 * @module-tag database
 * (Paging, filters and topic counts are SQL over articles inserted here: these
 * run again on PostgreSQL.)
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openHydrated, pathOf, waitForH1, type ListItem } from './support/reader';
import { siteForTests } from './support/site';

interface ListBody {
  data: ListItem[];
  meta: { total: number; page: number; per_page: number };
}

/** Made-up People articles, so one pillar has more than the 12 a pillar page shows (the seed has at most 7 a pillar). */
const EXTRA_PEOPLE = 9;

const { site, openPage } = siteForTests();

beforeAll(async () => {
  await site.db.query(
    `insert into public.articles (slug, status, title, dek, kicker, category_slug, topic, published_at, updated_at)
     select 'extra-person-' || n, 'published', 'Extra person ' || n, 'A made-up profile for paging.', 'People', 'people', 'modern-era',
       timestamp '1990-01-01' - n * interval '1 day', now()
     from generate_series(1, ${EXTRA_PEOPLE}) n`,
  );
  // Pages and API answers follow the content version once the server rereads it (docs/product.md §11).
  await site.contentChanged();
});

const freshPage = (width: number, javaScriptEnabled = true): Promise<Page> => openPage({ width, javaScriptEnabled });

/** Every article the API lists for a query, walking its pages of 50. */
async function everyArticle(query = ''): Promise<ListItem[]> {
  const first = await apiJson<ListBody>(site, `/api/articles?per_page=50${query}`);
  const items = [...first.data];
  for (let page = 2; page <= Math.ceil(first.meta.total / 50); page++) {
    items.push(...(await apiJson<ListBody>(site, `/api/articles?per_page=50&page=${page}${query}`)).data);
  }
  return items;
}

async function cardTitles(page: Page, listName: string): Promise<string[]> {
  const titles = page.getByRole('list', { name: listName }).getByRole('heading', { level: 3 });
  return (await titles.allTextContents()).map((title) => title.trim());
}

describe.each([1280, 375])('at %i px', (width) => {
  it('All articles lists every article newest first, 20 a page, with Next and Previous links', async () => {
    const all = await everyArticle();
    expect(all.length).toBeGreaterThan(20);
    const pages = Math.ceil(all.length / 20);
    const page = await freshPage(width);
    await openHydrated(page, site, '/articles');
    await waitForH1(page, 'All articles');
    expect(await cardTitles(page, 'Articles')).toEqual(all.slice(0, 20).map((item) => item.title));
    expect(await page.getByRole('status').filter({ hasText: 'articles, page' }).textContent()).toBe(`${all.length} articles, page 1 of ${pages}`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pagination.getByRole('link', { name: 'Previous' }).count()).toBe(0);

    await pagination.getByRole('link', { name: 'Next' }).click();
    await page.getByText(`${all.length} articles, page 2 of ${pages}`).waitFor();
    expect(pathOf(page)).toBe('/articles?page=2');
    expect(await cardTitles(page, 'Articles')).toEqual(all.slice(20, 40).map((item) => item.title));

    await pagination.getByRole('link', { name: 'Previous' }).click();
    await page.getByText(`${all.length} articles, page 1 of ${pages}`).waitFor();
    expect(pathOf(page)).toBe('/articles');
    expect(await cardTitles(page, 'Articles')).toEqual(all.slice(0, 20).map((item) => item.title));
  });

  it.each([true, false])('filtering All articles by pillar and tag narrows the list and keeps both in the address (JavaScript on: %s)', async (javaScript) => {
    const expected = await everyArticle('&category=people&tag=civil%20rights');
    expect(expected.length).toBeGreaterThan(0);
    const page = await freshPage(width, javaScript);
    if (javaScript) await openHydrated(page, site, '/articles?page=2');
    else await page.goto(`${site.url}/articles?page=2`);
    const form = page.getByRole('search', { name: 'Filter articles' });
    await form.getByRole('combobox', { name: 'Pillar' }).selectOption('people');
    await form.getByRole('combobox', { name: 'Tag' }).selectOption('civil rights');
    await form.getByRole('button', { name: 'Show articles' }).click();
    const count = `People, tagged "civil rights": ${expected.length} ${expected.length === 1 ? 'article' : 'articles'}`;
    await page.getByText(count).waitFor();
    const address = new URL(page.url()).searchParams;
    expect(address.get('category')).toBe('people');
    expect(address.get('tag')).toBe('civil rights');
    // A new filter starts at its first page.
    expect(address.get('page')).toBeNull();
    expect(await cardTitles(page, 'Articles')).toEqual(expected.map((item) => item.title));
    // The browser's own GET, with JavaScript or without (the page is hydrated island by island).
    expect(await form.getByRole('combobox', { name: 'Pillar' }).inputValue()).toBe('people');
    expect(await form.getByRole('combobox', { name: 'Tag' }).inputValue()).toBe('civil rights');
  });

  it('Topics lists every tag with as many articles as All articles finds for it, and a tag leads there', async () => {
    const { data: tags } = await apiJson<{ data: Array<{ name: string; count: number }> }>(site, '/api/tags');
    const page = await freshPage(width);
    await openHydrated(page, site, '/tags');
    await waitForH1(page, 'Topics');
    const items = page.getByRole('main').getByRole('region').getByRole('listitem');
    const shown = await items.evaluateAll((nodes) =>
      nodes.map((node) => ({ name: node.querySelector('a')?.textContent?.trim() ?? '', text: node.textContent ?? '' })),
    );
    expect(tags.length, 'tags the API lists').toBeGreaterThan(0);
    expect(shown.map((item) => item.name)).toEqual(tags.map((tag) => tag.name).sort((a, b) => a.localeCompare(b, 'en')));
    for (const { name, text } of shown) {
      const { meta } = await apiJson<ListBody>(site, `/api/articles?tag=${encodeURIComponent(name)}&per_page=1`);
      expect(text, name).toBe(`${name}${meta.total} ${meta.total === 1 ? 'article' : 'articles'}`);
    }

    const { meta } = await apiJson<ListBody>(site, '/api/articles?tag=civil%20rights&per_page=1');
    await page.getByRole('link', { name: 'civil rights', exact: true }).click();
    await page.getByText(`tagged "civil rights": ${meta.total} articles`).waitFor();
    expect(pathOf(page)).toBe('/articles?tag=civil%20rights');
    expect(await page.getByRole('list', { name: 'Articles' }).getByRole('heading', { level: 3 }).count()).toBe(Math.min(meta.total, 20));
  });

  it('a pillar with more than 12 articles shows 12 a page, with Next and Previous links', async () => {
    const people = await everyArticle('&category=people');
    expect(people.length).toBeGreaterThan(12);
    const page = await freshPage(width);
    await openHydrated(page, site, '/people');
    await page.getByText(`${people.length} articles, page 1 of 2`).waitFor();
    expect(await cardTitles(page, 'People articles')).toEqual(people.slice(0, 12).map((item) => item.title));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await page.getByText(`${people.length} articles, page 2 of 2`).waitFor();
    expect(pathOf(page)).toBe('/people?page=2');
    expect(await cardTitles(page, 'People articles')).toEqual(people.slice(12).map((item) => item.title));
    expect(await pagination.getByRole('link', { name: 'Next' }).count()).toBe(0);
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await page.getByText(`${people.length} articles, page 1 of 2`).waitFor();
    expect(pathOf(page)).toBe('/people');

    // The server renders page 2 itself, so the link works without JavaScript too.
    const html = await (await fetch(`${site.url}/people?page=2`)).text();
    for (const item of people.slice(12)) expect(html).toContain(item.title);
  });

  it("the footer's All articles and Topics links lead to both pages", async () => {
    const page = await freshPage(width);
    await openHydrated(page, site, '/about');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'All articles' }).click();
    await waitForH1(page, 'All articles');
    expect(pathOf(page)).toBe('/articles');
    await footer.getByRole('link', { name: 'Topics' }).click();
    await waitForH1(page, 'Topics');
    expect(pathOf(page)).toBe('/tags');
  });
});
