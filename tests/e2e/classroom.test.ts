/**
 * Classroom-grade articles (docs/product.md §5, "Classroom material"), end to
 * end in Chromium against the real server and the production build:
 * - On this page: beside the text on wide screens, with the current section
 *   marked while reading; a closed disclosure at the top on small screens;
 * - notes tied to sources: a note leads to its source, and the source back;
 * - From the document, the timeline, For the classroom, Last reviewed;
 * - a corrected article's dated note, and the corrections log it feeds;
 * - Cite this article: three styles with the article's facts, each copied;
 * - Print: a PDF of an article is a handout: fewer pages than the screen
 *   layout, and no navigation, buttons, footer or theme colours;
 * - the site-wide glossary (/glossary): every article's terms, A to Z, each
 *   leading back to the article that defines it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle } from './support/a11y';
import { siteForTests } from './support/site';

const { site, openContext } = siteForTests();

async function open(path: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const context = await openContext(options);
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`);
  await settle(page);
  return page;
}

/**
 * Waits until the island that holds `selector` has hydrated, so its handlers
 * work: the islands' entry marks <html data-hydrated> once every island on
 * the page has committed (site/islands/entry.tsx).
 */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`html[data-hydrated] ${selector}`, { state: 'attached' });
}

/** Pages in a PDF: Chromium writes one /Type /Page object per page (and one /Type /Pages tree). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

describe('On this page', () => {
  it('sits beside the text on a wide screen and marks the section being read', async () => {
    const page = await open('/articles/monroe-doctrine');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.isVisible()).resolves.toBe(true);
    const tocBox = (await toc.boundingBox())!;
    const bodyBox = (await page.getByRole('heading', { level: 2, name: 'The world in 1823' }).boundingBox())!;
    expect(tocBox.x).toBeGreaterThan(bodyBox.x + bodyBox.width);

    const links = toc.getByRole('link');
    expect(await links.allTextContents()).toEqual(expect.arrayContaining(['The world in 1823', 'What Monroe said', 'Sources']));
    await page.getByRole('heading', { level: 2, name: 'How the doctrine changed' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('[aria-current="location"]')?.textContent === 'How the doctrine changed');
    // The list stays in view while the reader scrolls (sticky), without moving the text.
    const after = (await toc.boundingBox())!;
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y).toBeLessThan(900);
  });

  it('is a closed disclosure at the top of the article on a phone, and its links lead to the sections', async () => {
    const page = await open('/articles/monroe-doctrine', { width: 375 });
    const toggle = page.getByText('On this page', { exact: true }).first();
    const summary = page.locator('summary', { hasText: 'On this page' });
    await expect(summary.isVisible()).resolves.toBe(true);
    const bodyTop = (await page.getByRole('heading', { level: 2, name: 'The world in 1823' }).boundingBox())!.y;
    expect((await summary.boundingBox())!.y).toBeLessThan(bodyTop);
    const link = page.getByRole('link', { name: 'What Monroe said' }).first();
    await expect(link.isVisible()).resolves.toBe(false);
    await toggle.click();
    await link.click();
    await page.waitForFunction(() => location.hash === '#what-monroe-said');
    const heading = (await page.getByRole('heading', { level: 2, name: 'What Monroe said' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeLessThan(300);
  });
});

describe('notes tied to sources', () => {
  it('lead from a key fact to its source, and from the source back to the text', async () => {
    const page = await open('/articles/monroe-doctrine');
    const facts = page.getByRole('complementary', { name: 'Key Facts' });
    const note = facts.getByRole('link', { name: /^Source \d+$/ }).first();
    const number = Number(await note.textContent());
    await note.click();
    await page.waitForFunction((n) => location.hash === `#source-${n}`, number);
    const sources = page.getByRole('region', { name: 'Sources' });
    const entry = sources.getByRole('listitem').nth(number - 1);
    expect(await entry.evaluate((element) => element.matches(':target'))).toBe(true);
    const back = entry.getByRole('link', { name: `Back to text: source ${number}` });
    if (await back.count()) {
      await back.click();
      await page.waitForFunction((n) => location.hash === `#note-${n}`, number);
    }
  });

  it('put a note after every quotation in the body', async () => {
    const page = await open('/articles/monroe-doctrine');
    const bodyNotes = page.locator('article p sup a');
    expect(await bodyNotes.count()).toBeGreaterThan(0);
    const names = await bodyNotes.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    for (const name of names) expect(name).toMatch(/^Source \d+$/);
  });
});

describe('classroom material on the article', () => {
  it('shows the document excerpt with a link to the full text, the questions, the glossary and the review date', async () => {
    const page = await open('/articles/gettysburg-address');
    const excerpt = page.getByRole('region', { name: 'From the document' });
    await expect(excerpt.locator('blockquote').textContent()).resolves.toMatch(/Four score and seven years ago/);
    expect(await excerpt.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\//);
    const classroom = page.getByRole('region', { name: 'For the classroom' });
    expect(await classroom.getByRole('heading', { name: 'Discussion questions' }).count()).toBe(1);
    const questions = await classroom.locator('ol > li').allTextContents();
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const question of questions) expect(question.trim()).toMatch(/\?$/);
    expect(await classroom.locator('dl dt').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/Last reviewed/).first().isVisible()).resolves.toBe(true);
  });

  it('tells teachers how hard the article reads and what it supports (C3 Framework, AP U.S. Government)', async () => {
    const { classroom: expected } = await (await fetch(`${site.url}/api/article/brown-v-board`)).json();
    const page = await open('/articles/brown-v-board');
    const classroom = page.getByRole('region', { name: 'For the classroom' });
    await classroom.getByRole('heading', { level: 3, name: 'For teachers' }).waitFor();
    const facts = await classroom.locator('dl').last().evaluate((list) =>
      [...list.querySelectorAll('dt')].map((term) => {
        const values: string[] = [];
        for (let next = term.nextElementSibling; next?.tagName === 'DD'; next = next.nextElementSibling) values.push(next.textContent ?? '');
        return [term.textContent, values];
      }),
    );
    expect(facts).toEqual([
      ['Reading level', [`Grade ${expected.reading_grade.toFixed(1)} (Flesch-Kincaid)`]],
      ['C3 Framework, Dimension 2', ['Civics: Processes, Rules, and Laws', 'History: Causation and Argumentation']],
      ['AP U.S. Government and Politics, required', ['Brown v. Board of Education (1954)']],
    ]);
  });

  it('draws a chronology as an ordered list of dated events', async () => {
    const page = await open('/articles/civil-rights-timeline');
    const timeline = page.getByRole('region', { name: /timeline/i }).filter({ has: page.locator('ol time') }).first();
    const events = timeline.locator('ol > li');
    expect(await events.count()).toBeGreaterThanOrEqual(5);
    const dates = await timeline.locator('ol > li time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('corrections', () => {
  it('show a dated note on a corrected article, and the log lists every correction newest first', async () => {
    const page = await open('/articles/apollo-11-broadcast');
    const note = page.getByRole('region', { name: /^Corrections?$/ });
    await expect(note.getByText(/Goldstone/).first().isVisible()).resolves.toBe(true);
    expect(await note.locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.goto(`${site.url}/about/corrections-policy`);
    await page.getByRole('link', { name: 'Corrections Log' }).click();
    await page.waitForURL(/\/about\/corrections$/);
    const entries = page.locator('main li');
    expect(await entries.count()).toBeGreaterThanOrEqual(3);
    const dates = await page.locator('main li time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);
    await page.getByRole('link', { name: 'Watching the Apollo 11 Moon Landing Broadcast' }).click();
    await page.waitForURL(/\/articles\/apollo-11-broadcast$/);
  });
});

describe('Cite this article', () => {
  it('gives Chicago, MLA and APA citations of this article, and copies each', async () => {
    const context = await openContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await page.goto(`${site.url}/articles/monroe-doctrine`);
    await settle(page);
    const cite = page.getByRole('region', { name: 'Cite this article' });
    await cite.scrollIntoViewIfNeeded();
    await hydrated(page, '#article-cite button');
    const text = (await cite.textContent()) ?? '';
    expect(text).toMatch(/Chicago/);
    expect(text).toMatch(/MLA/);
    expect(text).toMatch(/APA/);
    expect(text).toContain('The Monroe Doctrine');
    expect(text).toContain('/articles/monroe-doctrine');
    // No person wrote it (the byline is an editorial role), so the publication is the author (docs/product.md §2).
    expect(text).not.toMatch(/Desk Editor/);
    expect(text).toMatch(/Parchment\. “The Monroe Doctrine\.” Last modified|Parchment\. “The Monroe Doctrine\.” Published/);
    expect(text).toMatch(/Parchment\. \(\d{4}, [A-Z][a-z]+ \d{1,2}\)\. The Monroe Doctrine\. Retrieved/);

    await cite.getByRole('button', { name: 'Copy MLA citation' }).click();
    await page.waitForFunction(() => /MLA citation copied/.test(document.body.textContent ?? ''));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // MLA names a group that is also the site once, as the site, and begins with the title.
    expect(copied).toMatch(/^“The Monroe Doctrine\.” Parchment, /);
    expect(copied).toMatch(/Accessed \d{1,2} [A-Z][a-z]+\.? \d{4}\.$/);
  });
});

describe('print (docs/product.md §5, Print)', () => {
  it('prints an article as a handout: fewer pages, no navigation, buttons or footer, black on white, source URLs in full', async () => {
    const page = await open('/articles/monroe-doctrine', { dark: true });
    await page.emulateMedia({ media: 'screen' });
    const screenPages = pdfPageCount(await page.pdf({ format: 'Letter' }));
    await page.emulateMedia({ media: 'print' });
    const printPages = pdfPageCount(await page.pdf({ format: 'Letter' }));
    expect(screenPages).toBeGreaterThan(0);
    expect(printPages).toBeGreaterThan(0);
    expect(printPages).toBeLessThan(screenPages);

    // What the printed page holds, read in print media.
    const visible = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed').length);
    expect(await visible('header, footer')).toBe(0);
    expect(await visible('nav')).toBe(0);
    expect(await visible('button')).toBe(0);
    expect(await visible('form')).toBe(0);
    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('main p')!).color,
    }));
    expect(colours).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources.getByText('https://www.archives.gov/milestone-documents/monroe-doctrine', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Cite this article' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'The Monroe Doctrine' }).isVisible()).resolves.toBe(true);
  });

  it('prints on US Letter with margins, each question followed by ruled lines to answer on', async () => {
    const page = await open('/articles/monroe-doctrine');
    const paper = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const pageRule = rules.find((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
      return pageRule ? { size: pageRule.style.getPropertyValue('size'), margin: pageRule.style.getPropertyValue('margin') } : null;
    });
    expect(paper).toEqual({ size: 'letter', margin: '0.75in 0.7in' });
    // Letter is 612 x 792 points; the page's own size is what the PDF takes when asked to prefer it.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 612 792\s*\]/);

    const questions = page.getByRole('region', { name: 'For the classroom' }).getByRole('listitem');
    expect(await questions.count()).toBeGreaterThan(0);
    const answerSpace = () => questions.first().evaluate((item) => ({ content: getComputedStyle(item, '::after').content, height: getComputedStyle(item, '::after').height }));
    await expect(answerSpace()).resolves.toMatchObject({ content: 'none' });
    await page.emulateMedia({ media: 'print' });
    const printed = await answerSpace();
    expect(printed.content).toBe('""');
    // Three lines, 0.36 in apart (96 px to the inch).
    expect(Number.parseFloat(printed.height)).toBeCloseTo(3 * 0.36 * 96, 0);
  });

  it('offers Print handout, which opens the print dialog; without JavaScript the button is not shown', async () => {
    const page = await open('/articles/monroe-doctrine');
    const button = page.getByRole('button', { name: 'Print handout' });
    await button.scrollIntoViewIfNeeded();
    await expect(button.isVisible()).resolves.toBe(true);
    await hydrated(page, 'button');
    // The dialog itself is the browser's, outside the page: count the calls that would open it.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await button.click();
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);

    const context = await openContext({ javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto(`${site.url}/articles/monroe-doctrine`);
    await expect(withoutScript.getByRole('heading', { level: 1, name: 'The Monroe Doctrine' }).isVisible()).resolves.toBe(true);
    // In the page, but hidden from sight and from assistive technology.
    await expect(withoutScript.getByRole('button', { name: 'Print handout', includeHidden: true }).count()).resolves.toBe(1);
    await expect(withoutScript.getByRole('button', { name: 'Print handout' }).count()).resolves.toBe(0);
  });
});

describe('the glossary (docs/product.md §2, Glossary)', () => {
  it('lists every term A to Z with its definition, and a term leads back to its article’s classroom notes', async () => {
    const page = await open('/glossary');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Glossary');
    const letters = page.getByRole('navigation', { name: 'Glossary letters' }).getByRole('link');
    const letterNames = await letters.allTextContents();
    expect(letterNames).toEqual([...letterNames].sort());
    const api = (await (await fetch(`${site.url}/api/glossary`)).json()) as { data: Array<{ term: string }> };
    expect(await page.getByRole('main').getByRole('term').count()).toBe(api.data.length);

    const holyAlliance = page.getByRole('term').filter({ hasText: /^Holy Alliance$/ });
    const definition = holyAlliance.locator('xpath=following-sibling::dd[1]');
    expect(await definition.textContent()).toMatch(/^A league formed in 1815 by the monarchs of Russia, Austria and Prussia/);
    // A term two articles define is listed once for each, with the article's own definition.
    expect(await page.getByRole('term').filter({ hasText: /^colonization$/ }).count()).toBe(2);
    await definition.getByRole('link', { name: 'The Monroe Doctrine' }).click();
    await page.waitForURL(`${site.url}/articles/monroe-doctrine#article-classroom`);
    expect(await page.locator('#article-classroom').getByText('Holy Alliance', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('the footer leads to it', async () => {
    const page = await open('/');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).getAttribute('href')).toBe('/glossary');
  });
});

