/**
 * The designers' playroom (playroom.config.mjs): `npm run build-playroom`
 * writes a static site of the packed library's components. Served from a
 * plain folder it opens in Chromium, draws a page of JSX given in its address
 * in both themes at a phone's and a desktop's width, redraws as the designer
 * types, makes no request to a third party, and every snippet it offers
 * renders without an error.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import lz from 'lz-string';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import snippets from '../../playroom/snippets';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { luminance } from './support/luminance';
import { serve } from './support/serve';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const outputDir = path.join(root, 'playroom-static');

/** A playroom address, as its Share button writes one: the code, themes and widths, compressed into the hash. */
const address = (page: 'editor' | 'preview', data: object) =>
  `${page === 'preview' ? 'preview/' : ''}#?code=${lz.compressToEncodedURIComponent(JSON.stringify(data))}`;

const billOfRights = `<Stack space="4">
  <PageHeader title="The Bill of Rights" intro="Ten amendments ratified in 1791." />
  <Button>Read the text</Button>
</Stack>`;

let server: Server;
let url: string;
let browser: Browser;

beforeAll(async () => {
  await run('npm', ['run', '--silent', 'build-playroom'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  ({ url, server } = await serve(outputDir));
  browser = await chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A page that records console errors, uncaught errors, failed responses and every request that leaves the playroom's server. */
async function watchedPage(): Promise<{ page: Page; errors: string[]; elsewhere: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (/^https?:/.test(request.url()) && !request.url().startsWith(url)) elsewhere.push(request.url());
  });
  return { page, errors, elsewhere };
}

/** The frames the playroom draws the code in (frame.html), with the theme each is in. */
async function drawnFrames(page: Page, count: number): Promise<Array<{ frame: Frame; theme: string }>> {
  await expect.poll(() => page.frames().filter((frame) => frame.url().includes('frame.html')).length, { timeout: 30_000 }).toBe(count);
  return page
    .frames()
    .filter((frame) => frame.url().includes('frame.html'))
    .map((frame) => ({ frame, theme: new URLSearchParams(frame.url().split('#?')[1]).get('themeName') ?? '' }));
}

describe('the playroom', () => {
  it('builds as a static site (an editor, its frame and a preview page) that names no third party', () => {
    for (const file of ['index.html', 'frame.html', 'preview/index.html']) {
      expect(existsSync(path.join(outputDir, file)), file).toBe(true);
      expect(readFileSync(path.join(outputDir, file), 'utf8'), file).not.toMatch(/fonts\.(gstatic|googleapis)\.com/);
    }
  });

  it("draws the address's code in both themes at 375 and 1280 px, in the library's fonts, with no error and no request elsewhere", async () => {
    const { page, errors, elsewhere } = await watchedPage();
    await page.goto(`${url}${address('editor', { code: billOfRights, themes: ['parchment', 'ink'], widths: [375, 1280] })}`);
    const frames = await drawnFrames(page, 4);
    expect(frames.map(({ theme }) => theme).sort()).toEqual(['ink', 'ink', 'parchment', 'parchment']);
    for (const { frame, theme } of frames) {
      const heading = frame.getByRole('heading', { level: 1, name: 'The Bill of Rights' });
      await heading.waitFor();
      await expect(frame.getByRole('button', { name: 'Read the text' }).count()).resolves.toBe(1);
      const surface = await frame.evaluate(() => getComputedStyle(document.body).backgroundColor);
      if (theme === 'parchment') expect(luminance(surface), `parchment surface ${surface}`).toBeGreaterThan(0.6);
      else expect(luminance(surface), `ink surface ${surface}`).toBeLessThan(0.1);
      // The heading is in the library's display face, loaded from the playroom itself.
      await expect(heading.evaluate((element) => getComputedStyle(element).fontFamily)).resolves.toMatch(/^"?Playfair Display/);
      const loaded = await frame.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, ''));
      });
      expect(loaded).toContain('Playfair Display');
    }
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
    await page.close();
  });

  it('redraws every frame as the designer types', async () => {
    const { page, errors } = await watchedPage();
    await page.goto(`${url}${address('editor', { code: '<Button>Go</Button>', themes: ['parchment', 'ink'], widths: [375] })}`);
    const frames = await drawnFrames(page, 2);
    await page.locator('.CodeMirror').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('<Badge>Primary source</Badge>');
    for (const { frame } of frames) await frame.getByText('Primary source').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a preview of one frame that works: the data table sorts', async () => {
    const table = snippets.find((snippet) => snippet.name === 'DataTable');
    expect(table).toBeDefined();
    const { page, errors } = await watchedPage();
    await page.goto(`${url}${address('preview', { code: table!.code, theme: 'ink' })}`);
    const [{ frame }] = await drawnFrames(page, 1);
    await frame.getByRole('button', { name: 'State' }).click();
    await expect(frame.getByRole('columnheader', { name: 'State' }).getAttribute('aria-sort')).resolves.toBe('ascending');
    await expect(frame.getByRole('rowheader').allTextContents()).resolves.toEqual(['Delaware', 'Hawaii', 'Ohio']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("offers snippets from each of the library's layers, and every one renders without an error", async () => {
    expect(new Set(snippets.map((snippet) => snippet.group))).toEqual(new Set(['Primitives', 'Forms', 'Components', 'Editorial patterns']));
    for (const snippet of snippets) {
      const { page, errors } = await watchedPage();
      await page.goto(`${url}${address('preview', { code: snippet.code, theme: 'parchment' })}`);
      const [{ frame }] = await drawnFrames(page, 1);
      await expect.poll(() => frame.locator('body').innerText(), { timeout: 10_000 }).not.toBe('');
      expect(errors, `${snippet.group} / ${snippet.name}`).toEqual([]);
      await page.close();
    }
  });
});
