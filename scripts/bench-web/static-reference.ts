/**
 * The static reference (docs/decisions/0022): for each page measured, a plain HTML page
 * with the same text and no script, font, image or stylesheet, served by the
 * same server in the same run, so a page's FCP and LCP can be given as a
 * multiple of what a page with nothing but its text costs on this machine.
 *
 * The text is read from the server-rendered page with JavaScript off (what
 * the HTML says, before hydration). The file is written into the run's copy
 * of dist/client/assets, with brotli and gzip copies as the build writes for
 * every asset, so the server's own static path sends it compressed; nothing
 * is added to the site's routes or to dist/.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ReferencePage {
  /** The page the reference stands for, e.g. `/foundations`. */
  page: string;
  /** Where the server answers the reference, e.g. `/assets/bench-reference-foundations.html`. */
  url: string;
  /** Characters of text it carries. */
  characters: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page of text: the page's title, its h1 as a heading, every other line of its text as a paragraph, in the browser's default styles. */
export function referenceHtml(title: string, heading: string | null, lines: string[]): string {
  let headingDone = false;
  const blocks = lines.map((line) => {
    if (!headingDone && heading !== null && line === heading) {
      headingDone = true;
      return `<h1>${escapeHtml(line)}</h1>`;
    }
    return `<p>${escapeHtml(line)}</p>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(title)}">`,
    '</head><body>',
    ...blocks,
    '</body></html>',
    '',
  ].join('\n');
}

export async function writeReferencePages(browser: Browser, base: string, clientDir: string, pages: string[]): Promise<ReferencePage[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  const references: ReferencePage[] = [];
  try {
    const tab = await context.newPage();
    for (const page of pages) {
      await tab.goto(`${base}${page}`, { waitUntil: 'load' });
      const { title, heading, text } = await tab.evaluate(() => ({
        title: document.title,
        heading: document.querySelector('h1')?.innerText.trim() ?? null,
        text: document.body.innerText,
      }));
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const html = referenceHtml(title, heading, lines);
      const name = `bench-reference-${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`;
      const file = path.join(clientDir, 'assets', name);
      writeFileSync(file, html);
      writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      references.push({ page, url: `/assets/${name}`, characters: lines.join('\n').length });
    }
  } finally {
    await context.close();
  }
  return references;
}
