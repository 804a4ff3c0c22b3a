/**
 * The reader's journeys through the public site (product §2), in real
 * Chromium against the real server: following links from page to page, the
 * pillar filters, search, the error states with Retry (product §8), the
 * keyboard, and every public route with JavaScript off (server rendering).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../site/data/constants';
import {
  apiJson,
  h1Text,
  openHydrated,
  pathOf,
  waitForH1,
  type ListItem,
  type SearchItem,
} from './support/reader';
import { PUBLIC_ROUTES, siteForTests } from './support/site';

const { site, openContext } = siteForTests();

/** A fresh context (closed after the test) and its page. */
async function freshPage(options: { width?: number; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await openContext({ width: options.width, javaScriptEnabled: options.javaScriptEnabled });
  const page = await context.newPage();
  // Every wait here is for something the server or the browser does at once; fail fast rather than at 30 s.
  page.setDefaultTimeout(10_000);
  return page;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Product §2, search: type Article (either case) -> /articles/{slug}; else canonical_url; else /search?q= with the slug or type. */
function expectedResultHref(result: SearchItem): string {
  if (result.type.toLowerCase() === 'article') return `/articles/${encodeURIComponent(result.slug ?? '')}`;
  if (result.canonical_url?.trim()) return result.canonical_url.trim();
  return `/search?q=${encodeURIComponent(result.slug || result.type)}`;
}

const FOUND = /^Found (\d+) results?$/;

async function foundCount(page: Page): Promise<number> {
  const summary = page.getByRole('status').filter({ hasText: FOUND });
  await summary.waitFor();
  const match = FOUND.exec(((await summary.textContent()) ?? '').trim());
  return Number(match?.[1] ?? 0);
}

const resultsList = (page: Page) => page.getByRole('list', { name: /^Search results for/ });

describe('the reader journey (product §2: header navigation, cards, tag chips, search results)', () => {
  it("home -> a pillar -> an article card -> a tag chip -> the tag's articles -> another article, each with its h1 and URL", async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/');
    expect(await h1Text(page)).toMatch(/American history and civic life/i);

    // Header navigation: Foundations.
    await mainNav(page).getByRole('link', { name: 'Foundations', exact: true }).click();
    await waitForH1(page, 'Foundations');
    expect(pathOf(page)).toBe('/foundations');
    expect(await mainNav(page).getByRole('link', { name: 'Foundations', exact: true }).getAttribute('aria-current')).toBe('page');

    // A card: its title links to /{pillar}/{slug} or /articles/{slug}.
    const cards = page.getByRole('list', { name: 'Foundations articles' });
    const card = cards.getByRole('link', { name: 'The Constitution of the United States', exact: true });
    const cardHref = await card.getAttribute('href');
    expect(cardHref).toMatch(/^\/(foundations|articles)\/constitution$/);
    await card.click();
    await waitForH1(page, 'The Constitution of the United States');
    expect(pathOf(page)).toBe(cardHref);

    // A tag chip on the article links to /search?tag={tag}, which lists the articles carrying the tag.
    const chip = page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: 'Tag: founding fathers' });
    expect(await chip.getAttribute('href')).toBe('/search?tag=founding%20fathers');
    await chip.click();
    await waitForH1(page, 'Articles tagged “founding fathers”');
    expect(pathOf(page)).toBe('/search?tag=founding%20fathers');
    const tagged = page.getByRole('list', { name: 'Articles tagged “founding fathers”' });

    // Another article from the list: it links to /articles/{slug}.
    const { data } = await apiJson<{ data: ListItem[] }>(site, '/api/articles?tag=founding%20fathers&per_page=20');
    const other = data.find((article) => article.slug !== 'constitution');
    expect(other, 'a second article tagged founding fathers').toBeDefined();
    const resultLink = tagged.getByRole('link', { name: other?.title, exact: true });
    expect(await resultLink.getAttribute('href')).toBe(`/articles/${other?.slug}`);
    await resultLink.click();
    await waitForH1(page, other?.title ?? '');
    expect(pathOf(page)).toBe(`/articles/${other?.slug}`);
  });
});

describe('pillar filters (product §2, pillar pages)', () => {
  it('Amendments on /foundations leaves only the amendment articles, is pressed, is in the URL, and survives a reload', async () => {
    const { data } = await apiJson<{ data: ListItem[] }>(site, '/api/articles?category=foundations&per_page=12');
    const amendments = data.filter((item) => item.topic === 'amendments').map((item) => item.title).sort();
    expect(amendments.length).toBeGreaterThan(0);
    expect(amendments.length).toBeLessThan(data.length);

    const page = await freshPage();
    await openHydrated(page, site, '/foundations');
    const filters = page.getByRole('group', { name: 'Filter Foundations articles by topic' });
    const cardTitles = page.getByRole('list', { name: 'Foundations articles' }).getByRole('heading', { level: 3 });
    expect(await cardTitles.count()).toBe(data.length);
    expect(await filters.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

    await filters.getByRole('link', { name: 'Amendments' }).click();
    // Product §2, pillar pages: the API filters by topic, and the count is the topic's own total.
    await page.getByText(`Amendments: ${amendments.length} ${amendments.length === 1 ? 'article' : 'articles'}`).waitFor();
    expect((await cardTitles.allTextContents()).map((title) => title.trim()).sort()).toEqual(amendments);
    expect(await filters.getByRole('link', { name: 'Amendments' }).getAttribute('aria-current')).toBe('page');
    expect(await filters.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(new URL(page.url()).searchParams.get('topic')).toBe('amendments');

    // Unfiltered, the server's page lists every Foundations card; filtered, only the amendments.
    expect(await (await fetch(`${site.url}/foundations`)).text()).toContain('Federalism</span>');
    const reloaded = await page.reload();
    // The server renders the filtered view itself.
    const html = (await reloaded?.text()) ?? '';
    for (const title of amendments) expect(html).toContain(title);
    expect(html).not.toContain('Federalism</span>');
    expect(new URL(page.url()).searchParams.get('topic')).toBe('amendments');
    expect(await filters.getByRole('link', { name: 'Amendments' }).getAttribute('aria-current')).toBe('page');
    expect((await cardTitles.allTextContents()).map((title) => title.trim()).sort()).toEqual(amendments);
  });
});

describe('search (product §2, Search)', () => {
  it('a popular topic fills the box and shows "Found N results" with a page of up to 20 result links', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/search');
    await page.getByRole('heading', { name: 'Popular Topics' }).waitFor();
    await page.getByRole('link', { name: 'Constitution', exact: true }).click();
    expect(await page.getByRole('searchbox', { name: 'Search the archive' }).inputValue()).toBe('Constitution');
    const count = await foundCount(page);
    expect(count).toBeGreaterThan(0);
    expect(await resultsList(page).getByRole('heading', { level: 2 }).getByRole('link').count()).toBe(Math.min(count, 20));
    expect(new URL(page.url()).searchParams.get('q')).toBe('Constitution');
  });

  it('a nonsense term shows \'No results found for "qwxzv"\' after the pause', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/search');
    const box = page.getByRole('searchbox', { name: 'Search the archive' });
    const asked = page.waitForRequest((request) => request.url().includes('/api/search?q=qwxzv'));
    // The pause is measured in the page, on its own clock, so a slow test process cannot shorten it.
    await page.evaluate(() => document.addEventListener('input', (event) => ((window as unknown as { __lastInput: number }).__lastInput = event.timeStamp), true));
    await box.pressSequentially('qwxzv');
    // While the reader pauses, the page says it is searching (product §9: a 500 ms pause before the search).
    expect(((await page.getByRole('status').filter({ hasText: /^Searching\.\.\.$|^No results/ }).textContent()) ?? '').trim()).toBe('Searching...');
    await asked;
    await page.getByRole('status').filter({ hasText: 'No results found for "qwxzv"' }).waitFor();
    const pause = await page.evaluate(() => {
      const search = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/search?q=qwxzv'));
      return (search?.startTime ?? Number.NaN) - (window as unknown as { __lastInput: number }).__lastInput;
    });
    // A timer never fires early; the few milliseconds allow only for the clocks' coarsened readings.
    expect(pause, 'from the last keystroke to the search request (ms)').toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 5);
    expect(await resultsList(page).count()).toBe(0);
  });

  it('did you mean: a misspelt term shows the corrected term\'s results and says so; "Search instead for" searches it as typed', async () => {
    const page = await freshPage();
    await page.goto(`${site.url}/search?q=consitution`);
    const notice = page.getByText('Showing results for');
    expect(((await notice.textContent()) ?? '').trim()).toBe('Showing results for constitution. Search instead for consitution');
    expect(await foundCount(page)).toBeGreaterThan(0);
    await notice.getByRole('link', { name: 'consitution' }).click();
    await page.getByRole('status').filter({ hasText: 'No results found for "consitution"' }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=consitution&typed=1');
    expect(await page.getByText('Showing results for').count()).toBe(0);
  });

  it('facets narrow the results with JavaScript off: the Counties link lists only counties, and All lists everything again', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/search?q=jefferson`);
    const everything = await foundCount(page);
    const kind = page.getByRole('group', { name: 'Narrow the results by kind' });
    const counties = kind.getByRole('link', { name: /^Counties \(\d+\)$/ });
    const countyCount = Number(/\((\d+)\)/.exec((await counties.textContent()) ?? '')?.[1]);
    await counties.click();
    await page.waitForURL(/kind=county/);
    expect(await foundCount(page)).toBe(countyCount);
    expect(countyCount).toBeLessThan(everything);
    const badges = await resultsList(page).getByRole('article').evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
    expect(badges.every((text) => text.includes('County'))).toBe(true);
    expect(await page.getByRole('group', { name: 'Narrow the results by kind' }).getByRole('link', { name: /^Counties/ }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('group', { name: 'Narrow the results by kind' }).getByRole('link', { name: 'All' }).click();
    await page.waitForURL((url) => !url.search.includes('kind='));
    expect(await foundCount(page)).toBe(everything);
  });

  it('/search?tag=civil%20rights lists the articles with the tag, under its name', async () => {
    const page = await freshPage();
    await page.goto(`${site.url}/search?tag=civil%20rights`);
    expect(await h1Text(page)).toBe('Articles tagged “civil rights”');
    expect(await page.getByRole('list', { name: 'Articles tagged “civil rights”' }).getByRole('link').count()).toBeGreaterThan(0);
  });

  it('/search?q=constitution has its results in the first HTML and with JavaScript off, and each result links by the product rule', async () => {
    const { data, meta } = await apiJson<{ data: SearchItem[]; meta: { total: number } }>(site, '/api/search?q=constitution');
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((result) => result.type.toLowerCase() === 'article')).toBe(true);

    const html = await (await fetch(`${site.url}/search?q=constitution`)).text();
    expect(html).toContain(`Found ${meta.total} results`);
    expect(html).toContain('href="/articles/constitution"');

    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/search?q=constitution`);
    expect(await foundCount(page)).toBe(meta.total);
    expect(await page.getByRole('searchbox', { name: 'Search the archive' }).inputValue()).toBe('constitution');
    const links = resultsList(page).getByRole('heading', { level: 2 }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(data.map(expectedResultHref));

    // Following an Article result (still without JavaScript) opens /articles/{slug}.
    const article = data.find((result) => result.type.toLowerCase() === 'article') as SearchItem;
    await links.filter({ hasText: article.title }).first().click();
    await waitForH1(page, article.title);
    expect(pathOf(page)).toBe(`/articles/${article.slug}`);
  });
});

describe('keyboard (product §2, shared layout)', () => {
  it('the first Tab focuses "Skip to main content", and Enter moves focus to the main content', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/foundations');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.getAttribute('href')).toBe('#main');
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('at 375 px the Menu button opens the menu with Enter and Escape closes it, returning focus to the button', async () => {
    const page = await freshPage({ width: 375 });
    await openHydrated(page, site, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const foundations = mainNav(page).getByRole('link', { name: 'Foundations', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await foundations.isVisible()).toBe(false);

    // Reach the button by keyboard alone.
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await menu.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await foundations.waitFor({ state: 'visible' });

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await foundations.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the theme control switches to Dark (data-theme="ink"), and the choice survives a reload by its cookie', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/about');
    const theme = page.getByRole('group', { name: 'Theme' });
    const dark = theme.getByRole('button', { name: 'Dark' });
    expect(await dark.getAttribute('aria-pressed')).toBe('false');

    await dark.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('ink');
    expect(await dark.getAttribute('aria-pressed')).toBe('true');
    expect(await theme.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('false');
    const cookies = await page.context().cookies(site.url);
    expect(cookies.find((cookie) => cookie.name === 'pm-theme')?.value).toBe('ink');

    const reloaded = await page.reload();
    // The server renders the chosen theme itself, so the page never flashes the light one.
    expect((await reloaded?.text()) ?? '').toMatch(/<html[^>]*data-theme="ink"/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('ink');
    expect(await dark.getAttribute('aria-pressed')).toBe('true');
  });

  it('the search form works by keyboard alone: Tab to the box, type, Enter -> results', async () => {
    const page = await freshPage();
    await openHydrated(page, site, '/search');
    const box = page.getByRole('searchbox', { name: 'Search the archive' });
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await box.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type('federalism');
    await page.keyboard.press('Enter');
    expect(await foundCount(page)).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('federalism');
    await resultsList(page).getByRole('link', { name: 'Federalism', exact: true }).waitFor();
  });
});

describe('server rendering with JavaScript off (product §2: every route)', () => {
  it.each(PUBLIC_ROUTES)('$path shows its h1 and main content', async ({ path, heading }) => {
    const page = await freshPage({ javaScriptEnabled: false });
    const response = await page.goto(`${site.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(await h1Text(page)).toMatch(heading);
    const main = page.getByRole('main');
    expect(await main.isVisible()).toBe(true);
    const text = ((await main.innerText()) ?? '').replace(/\s+/g, ' ').trim();
    if (path.startsWith('/admin')) {
      // The session lives in the browser's storage, so the server can only render the admin pages' first state; without
      // scripts that would say 'Loading...' for ever, so the page says what it needs instead.
      expect(text).toContain('The admin area needs JavaScript');
      expect(text).not.toContain('Loading...');
      return;
    }
    // More than the heading: the page's own content is there without a script, never a loading state.
    expect(text.length, `main content of ${path}: ${text.slice(0, 200)}`).toBeGreaterThan(120);
    // Never the page's loading fallback; the brand preview's gallery shows 'Loading articles...' on purpose.
    const loadingStates = path === '/brand-preview' ? ['Loading...'] : ['Loading...', 'Loading articles...', 'Loading article...'];
    for (const loading of loadingStates) expect(await main.getByText(loading, { exact: true }).count(), `${loading} on ${path}`).toBe(0);
  });

  it('at 375 px with JavaScript off, the main navigation is shown unfolded and no Menu button promises what it cannot do', async () => {
    const page = await freshPage({ width: 375, javaScriptEnabled: false });
    await page.goto(`${site.url}/about`);
    await waitForH1(page, /about/i);
    for (const name of ['Home', 'Foundations', 'Civic Life', 'People', 'Landmarks', 'Media', 'About']) {
      expect(await mainNav(page).getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await mainNav(page).getByRole('link', { name: 'Foundations', exact: true }).click();
    await waitForH1(page, /foundations/i);
  });

  it.each([1280, 375])('the theme switch works with JavaScript off at %i px: a form that sets the choice and returns to the page', async (width) => {
    const page = await freshPage({ width, javaScriptEnabled: false });
    await page.goto(`${site.url}/foundations?topic=amendments`);
    const theme = page.getByRole('group', { name: 'Theme' });
    expect(await theme.isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    await theme.getByRole('button', { name: 'Dark' }).click();
    await page.waitForURL(/\/foundations\?topic=amendments$/);
    await waitForH1(page, /foundations/i);
    // The server rendered the page in the chosen theme, and shows the choice as pressed.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('ink');
    expect(await theme.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    // The choice holds on the next page, and System takes it away again.
    await page.goto(`${site.url}/about`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('ink');
    await theme.getByRole('button', { name: 'System' }).click();
    await page.waitForURL(/\/about$/);
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    expect(await theme.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("a pillar's topic filters work with JavaScript off: each is a link to its topic's address, which the server renders", async () => {
    const { data } = await apiJson<{ data: ListItem[] }>(site, '/api/articles?category=foundations&per_page=12');
    const amendments = data.filter((item) => item.topic === 'amendments').map((item) => item.title).sort();
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/foundations`);
    const filters = page.getByRole('group', { name: 'Filter Foundations articles by topic' });
    await filters.getByRole('link', { name: 'Amendments' }).click();
    await page.waitForURL(/\/foundations\?topic=amendments$/);
    expect(await filters.getByRole('link', { name: 'Amendments' }).getAttribute('aria-current')).toBe('page');
    const titles = page.getByRole('list', { name: 'Foundations articles' }).getByRole('heading', { level: 3 });
    expect((await titles.allTextContents()).map((title) => title.trim()).sort()).toEqual(amendments);
  });

  it('a popular topic on /search works with JavaScript off: a link to its results, which the server renders', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/search`);
    await page.getByRole('list', { name: 'Popular Topics' }).getByRole('link', { name: 'Civil Rights' }).click();
    await page.waitForURL(/\/search\?q=Civil%20Rights$/);
    expect(await page.getByRole('searchbox', { name: 'Search the archive' }).inputValue()).toBe('Civil Rights');
    await page.getByText(/^Found \d+ results?$/).waitFor();
  });

  it('an article with JavaScript off offers Share as an email link, and no Copy buttons that could not copy', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/articles/constitution`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    expect(await main.getByRole('button', { name: 'Share' }).count()).toBe(0);
    const byEmail = main.getByRole('link', { name: 'Share by email' });
    // The article's full address, so the email works wherever it is read.
    expect(await byEmail.getAttribute('href')).toMatch(/^mailto:\?body=https?%3A%2F%2F[^&]+%2Farticles%2Fconstitution$/);
    expect(await main.getByRole('button', { name: /^Copy/ }).count()).toBe(0);
    // The citations themselves are still there to select.
    expect(await main.getByRole('heading', { name: 'Cite this article' }).isVisible()).toBe(true);
  });

  it('an article shows its body text with JavaScript off', async () => {
    type Paragraph = { type: string; content: string; notes?: Array<{ at: number }> };
    const article = await apiJson<{ title: string; body_rich: { sections: Paragraph[] } }>(site, '/api/article/constitution');
    const paragraphs = article.body_rich.sections.filter((section) => section.type === 'paragraph');
    expect(paragraphs.length).toBeGreaterThan(1);
    // A note's number stands between the words before and after it, so each run of words between notes is looked for.
    const runsBetweenNotes = ({ content, notes = [] }: Paragraph) => {
      const cuts = [0, ...notes.map((note) => note.at), content.length];
      return cuts
        .slice(1)
        .map((end, index) => content.slice(cuts[index], end).trim())
        .filter(Boolean);
    };

    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/articles/constitution`);
    await waitForH1(page, article.title);
    for (const paragraph of [paragraphs[0], paragraphs[paragraphs.length - 1]]) {
      for (const run of runsBetweenNotes(paragraph)) expect(await page.getByRole('main').getByText(run).first().isVisible(), run).toBe(true);
    }
  });
});
