/**
 * Search that reaches everything, in real Chromium against the
 * real server: the header's search form on every page and the 404 page's,
 * with and without JavaScript (product §2, shared layout and 404); the true
 * total with Previous and Next walking every page (product §§2 and 9); a
 * tag's page listing exactly its articles (product §2, Search); and snippets
 * that begin and end at whole words, with "…" where a sentence was cut.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DocumentPart, FoundingDocumentResponse } from '../../common/api';
import { apiJson, h1Text, openHydrated, pathOf, waitForH1 } from './support/reader';
import { axeViolations, describeViolations, settle } from './support/a11y';
import { siteForTests } from './support/site';

const { site, openContext } = siteForTests();

async function freshPage(options: { width?: number; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await openContext({ width: options.width, javaScriptEnabled: options.javaScriptEnabled });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

interface SearchAnswer {
  data: Array<{ id: string; title: string; snippet: string }>;
  meta: { total: number; page: number; per_page: number };
}

const FOUND = /^Found ([\d,]+) results?$/;

async function foundCount(page: Page): Promise<number> {
  const summary = page.getByRole('status').filter({ hasText: FOUND });
  await summary.waitFor();
  return Number(FOUND.exec(((await summary.textContent()) ?? '').trim())?.[1].replace(/,/g, '') ?? -1);
}

/** The words of a founding document's clause at `href` (/documents/{slug}#{clause}), from the API; '' for any other address. */
async function clauseText(href: string): Promise<string> {
  const match = /^\/documents\/([a-z-]+)#(.+)$/.exec(href);
  if (!match) return '';
  const document = (await (await fetch(`${site.url}/api/documents/${match[1]}`)).json()) as FoundingDocumentResponse;
  const paragraphs = (parts: DocumentPart[]): DocumentPart['paragraphs'] => parts.flatMap((part) => [...part.paragraphs, ...paragraphs(part.parts)]);
  return paragraphs(document.parts).find((paragraph) => paragraph.id === match[2])?.runs.map((run) => run.text).join('') ?? '';
}

const resultsList = (page: Page, term: string) => page.getByRole('list', { name: `Search results for “${term}”` });
const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Search the site' });

/** The titles of the results shown, in order. */
async function resultTitles(page: Page, term: string): Promise<string[]> {
  return resultsList(page, term)
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) => headings.map((heading) => (heading.textContent ?? '').trim()));
}

describe('the header search on every page (product §2, shared layout)', () => {
  it.each([1280, 375])('with JavaScript, searching from an article page lands on its results (%i px)', async (width) => {
    const page = await freshPage({ width });
    await openHydrated(page, site, '/articles/monroe-doctrine');
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await headerSearch(page).getByRole('searchbox', { name: 'Search the site' }).fill('Monroe Doctrine');
    await Promise.all([page.waitForURL(/\/search\?q=Monroe(\+|%20)Doctrine$/), headerSearch(page).getByRole('button', { name: 'Search' }).click()]);
    await waitForH1(page, 'Search the Archive');
    expect(await foundCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('searchbox', { name: 'Search the archive' }).inputValue()).toBe('Monroe Doctrine');
    expect(await resultsList(page, 'Monroe Doctrine').getByRole('link', { name: 'The Monroe Doctrine', exact: true }).count()).toBe(1);
  });

  it.each([1280, 375])('with JavaScript off, the header form still sends the term to /search and the results are there (%i px)', async (width) => {
    const page = await freshPage({ width, javaScriptEnabled: false });
    await page.goto(`${site.url}/about`);
    // Without scripts the small-screen menu is shown unfolded, so the form is there to use at 375 px too.
    const field = headerSearch(page).getByRole('searchbox', { name: 'Search the site' });
    expect(await field.isVisible()).toBe(true);
    await field.fill('constitution');
    await Promise.all([page.waitForURL(/\/search\?q=constitution$/), field.press('Enter')]);
    expect(await h1Text(page)).toBe('Search the Archive');
    const { meta } = await apiJson<SearchAnswer>(site, '/api/search?q=constitution');
    expect(await foundCount(page)).toBe(meta.total);
    expect(await page.getByRole('searchbox', { name: 'Search the archive' }).inputValue()).toBe('constitution');
  });

  it.each([375, 320])('fits the small screen: the open menu with the search form does not overflow, without and with JavaScript (%i px)', async (width) => {
    for (const javaScriptEnabled of [false, true]) {
      const page = await freshPage({ width, javaScriptEnabled });
      if (javaScriptEnabled) {
        await openHydrated(page, site, '/foundations');
        await page.getByRole('button', { name: 'Menu' }).click();
      } else {
        await page.goto(`${site.url}/foundations`);
      }
      const form = headerSearch(page);
      const box = await form.boundingBox();
      expect(box, `form at ${width} px, JavaScript ${javaScriptEnabled}`).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const button = await form.getByRole('button', { name: 'Search' }).boundingBox();
      expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });
});

describe('the 404 page offers a search (product §2, 404)', () => {
  it('with JavaScript, its search box leads to the results; Return to Home is still there', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/no/such/page');
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    const form = page.getByRole('main').getByRole('search', { name: 'Search the archive' });
    await form.getByRole('searchbox', { name: 'Search the archive' }).fill('civil rights');
    await Promise.all([page.waitForURL(/\/search\?q=civil(\+|%20)rights$/), form.getByRole('button', { name: 'Search' }).click()]);
    await waitForH1(page, 'Search the Archive');
    expect(await foundCount(page)).toBeGreaterThan(0);
  });

  it('with JavaScript off, its search box sends the term to /search', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    const response = await page.goto(`${site.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the archive' });
    await field.fill('civil rights');
    await Promise.all([page.waitForURL(/\/search\?q=civil(\+|%20)rights$/), field.press('Enter')]);
    expect(await h1Text(page)).toBe('Search the Archive');
    expect(await foundCount(page)).toBeGreaterThan(0);
  });
});

// Totals, pages, tag lists and snippets come from what the database holds (and, past the index, from its SQL): run again on PostgreSQL.
describe('"county" finds every match, a page at a time (product §§2 and 9)', { tags: ['database'] }, () => {
  it('says the true total (all 67 counties and the articles), and Next then Previous walk every page with no repeats', async () => {
    const { meta } = await apiJson<SearchAnswer>(site, '/api/search?q=county');
    expect(meta.total).toBeGreaterThanOrEqual(67);
    const pages = Math.ceil(meta.total / 20);

    const page = await freshPage();
    await openHydrated(page, site, '/search?q=county');
    expect(await foundCount(page)).toBe(meta.total);
    const pager = page.getByRole('navigation', { name: 'Pages of search results for “county”' });
    expect(await pager.getByRole('link', { name: 'Previous' }).count()).toBe(0);

    const seen: string[][] = [];
    for (let number = 1; number <= pages; number += 1) {
      await pager.getByText(`Page ${number} of ${pages}`).waitFor();
      const titles = await resultTitles(page, 'county');
      expect(titles.length).toBe(number < pages ? 20 : meta.total - 20 * (pages - 1));
      seen.push(titles);
      expect(await foundCount(page)).toBe(meta.total);
      if (number < pages) {
        await pager.getByRole('link', { name: 'Next' }).click();
        await page.waitForURL(new RegExp(`[?&]page=${number + 1}$`));
      }
    }
    expect(await pager.getByRole('link', { name: 'Next' }).count()).toBe(0);
    const all = seen.flat();
    expect(all).toHaveLength(meta.total);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((title) => title.endsWith(' County')).length).toBeGreaterThanOrEqual(67);

    // Previous goes back a page at a time, to the same results.
    await pager.getByRole('link', { name: 'Previous' }).click();
    await pager.getByText(`Page ${pages - 1} of ${pages}`).waitFor();
    expect(pathOf(page)).toBe(pages - 1 > 1 ? `/search?q=county&page=${pages - 1}` : '/search?q=county');
    expect(await resultTitles(page, 'county')).toEqual(seen[pages - 2]);
  });

  it('with JavaScript off, Next is a link that loads the next page from the server', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/search?q=county`);
    const first = await resultTitles(page, 'county');
    const pager = page.getByRole('navigation', { name: 'Pages of search results for “county”' });
    await Promise.all([page.waitForURL(/page=2$/), pager.getByRole('link', { name: 'Next' }).click()]);
    await pager.getByText(/\(Page 2 of \d+\)$/).waitFor();
    const second = await resultTitles(page, 'county');
    expect(second.length).toBe(20);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });
});

describe('/search?tag= lists exactly the articles with that tag (product §2, Search)', { tags: ['database'] }, () => {
  it('?tag=civil%20rights is headed by the tag and lists the same articles as the article list filtered by the tag', async () => {
    const { data, meta } = await apiJson<{ data: Array<{ title: string; slug: string }>; meta: { total: number } }>(site, '/api/articles?tag=civil%20rights&per_page=50');
    expect(meta.total).toBeGreaterThan(0);
    expect(meta.total).toBeLessThanOrEqual(20);

    const page = await freshPage();
    await openHydrated(page, site, '/search?tag=civil%20rights');
    expect(await h1Text(page)).toBe('Articles tagged “civil rights”');
    const count = page.getByRole('status').filter({ hasText: /tagged “civil rights”$/ });
    expect(((await count.textContent()) ?? '').trim()).toBe(`${meta.total} ${meta.total === 1 ? 'article' : 'articles'} tagged “civil rights”`);
    const list = page.getByRole('list', { name: 'Articles tagged “civil rights”' });
    const titles = await list.getByRole('heading', { level: 2 }).evaluateAll((headings) => headings.map((heading) => (heading.textContent ?? '').trim()));
    expect(titles).toEqual(data.map((article) => article.title));
    // Not a full-text search: an article that only mentions civil rights, without the tag, is not listed.
    const { data: mentions } = await apiJson<SearchAnswer>(site, '/api/search?q=civil%20rights&per_page=50');
    expect(mentions.some((result) => !titles.includes(result.title))).toBe(true);
  });
});

describe('snippets (product §2, Search)', { tags: ['database'] }, () => {
  it('begin at a sentence or with "…", end at a sentence end or with "…", and keep their highlights', async () => {
    const page = await freshPage();
    for (const term of ['constitution', 'county', 'secretary']) {
      await openHydrated(page, site, `/search?q=${term}`);
      const snippets = resultsList(page, term).locator('article p:has(mark)');
      await snippets.first().waitFor();
      const found = await snippets.evaluateAll((paragraphs) =>
        paragraphs.map((paragraph) => ({ text: (paragraph.textContent ?? '').trim(), href: paragraph.closest('article')?.querySelector('h2 a, h3 a')?.getAttribute('href') ?? '' })),
      );
      expect(found.length).toBeGreaterThan(0);
      for (const { text, href } of found) {
        expect(text, `${term}: ${text}`).toMatch(/^(… |["“‘(]?[\p{Lu}\p{N}])/u);
        // A clause of a founding document may end without a full stop ("Attest William Jackson Secretary"): a snippet ending where its text ends has no "…" there.
        if (!/([.!?]["”’)]*| …)$/u.test(text)) expect(await clauseText(href), `${term}: ${text}`).toMatch(new RegExp(`${text.slice(-20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      }
      expect(await resultsList(page, term).locator('mark').count()).toBeGreaterThan(0);
    }
  });
});

describe('the new search screens have no WCAG 2.2 A/AA violation', () => {
  it.each([1280, 375])('a middle page of results, a tag\'s articles, and the 404 page with its search (%i px)', async (width) => {
    const page = await freshPage({ width });
    for (const path of ['/search?q=county&page=2', '/search?tag=civil%20rights', '/no/such/page']) {
      await page.goto(`${site.url}${path}`);
      await settle(page);
      if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(`${path} at ${width} px`, violations)).toEqual([]);
    }
  });
});
