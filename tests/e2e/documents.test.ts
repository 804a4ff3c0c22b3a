/**
 * docs/product.md §2, Founding documents, in a real browser on the built
 * site: the documents' index, every part at its own address, the links that
 * copy it (and still lead to it without JavaScript), superseded words and
 * what superseded them, and the articles that discuss a clause, both ways.
 */
import { describe, expect, it } from 'vitest';
import { openHydrated } from './support/reader';
import { siteForTests } from './support/site';

const { site, openContext, openPage } = siteForTests();

describe('the founding documents (docs/product.md §2, Founding documents)', () => {
  it('/documents lists the Declaration and then the Constitution, and the footer leads there', async () => {
    const page = await openPage();
    await openHydrated(page, site, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Founding Documents' }).click();
    await page.waitForURL(`${site.url}/documents`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Founding Documents');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await titles.allTextContents()).toEqual(['The Declaration of Independence', 'The Constitution of the United States']);
    await page.getByRole('link', { name: 'The Constitution of the United States' }).click();
    await page.waitForURL(`${site.url}/documents/constitution`);
  });

  it('a clause reached by its address is in view, and its number copies the address and says so', async () => {
    const context = await openContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await openHydrated(page, site, '/documents/constitution#article-1-section-8-clause-3');
    const clause = page.locator('#article-1-section-8-clause-3');
    await expect(clause.textContent()).resolves.toMatch(/To regulate Commerce with foreign Nations/);
    expect(await clause.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);

    await page.getByRole('link', { name: 'Link to Article I, Section 8, Clause 18' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' }).textContent()).resolves.toBe('Link to Article I, Section 8, Clause 18 copied');
    expect(page.url()).toBe(`${site.url}/documents/constitution#article-1-section-8-clause-18`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/documents/constitution#article-1-section-8-clause-18`);
  });

  it('superseded words are struck through and lead to the amendment that superseded them', async () => {
    const page = await openPage();
    await openHydrated(page, site, '/documents/constitution#article-4-section-2');
    const fugitive = page.locator('#article-4-section-2-clause-3');
    await expect(fugitive.locator('s').textContent()).resolves.toMatch(/^Superseded text: No Person held to Service or Labour/);
    await fugitive.getByRole('link', { name: 'Superseded by Amendment XIII' }).click();
    await page.waitForURL(`${site.url}/documents/constitution#amendment-13`);
    await expect(page.getByRole('region', { name: 'Amendment XIII' }).getByText('Passed by Congress January 31, 1865. Ratified December 6, 1865.').isVisible()).resolves.toBe(true);
  });

  it('an article ties a claim to a clause, and the clause lists the article under "Discussed in"', async () => {
    const page = await openPage();
    await openHydrated(page, site, '/articles/federalism');
    const claim = page.getByRole('main').getByRole('link', { name: /regulating commerce with foreign nations/i });
    expect(await claim.getAttribute('href')).toBe('/documents/constitution#article-1-section-8-clause-3');
    await claim.click();
    await page.waitForURL(`${site.url}/documents/constitution#article-1-section-8-clause-3`);
    const discussed = page.locator('#article-1-section-8-clause-3 + p');
    await expect(discussed.textContent()).resolves.toMatch(/^Discussed in: /);
    const back = discussed.getByRole('link', { name: /federalism/i });
    expect(await back.getAttribute('href')).toBe('/articles/federalism');
  });

  it('without JavaScript every part link is a plain link that leads to its part', async () => {
    const context = await openContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/documents/declaration-of-independence`);
    expect(await page.getByRole('region', { name: 'Grievances' }).locator('p[id^="grievances-paragraph-"]').count()).toBe(27);
    await page.getByRole('link', { name: 'Link to Grievances, Paragraph 17' }).click();
    await page.waitForURL(`${site.url}/documents/declaration-of-independence#grievances-paragraph-17`);
    await expect(page.locator('#grievances-paragraph-17').textContent()).resolves.toMatch(/For imposing Taxes on us without our Consent/);
  });

  it('an unknown document is the 404 page', async () => {
    const response = await fetch(`${site.url}/documents/articles-of-confederation`);
    expect(response.status).toBe(404);
  });
});
