/**
 * The page's icon travels in its document as a data: URL (docs/decisions/0019): a
 * request for /favicon.svg would start while the first frame is being drawn
 * and, with its headers, weigh 1.2 KB on the first round trip. The file stays
 * served for anything that asks for it by name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../../site/head';
import { pageServer } from './page-server';

const faviconFile = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');

/** What a browser makes of a data: URL: the text after the comma, percent-decoded. */
const decoded = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));

describe('svgDataUrl', () => {
  it('keeps the picture: decoded, it is the SVG with apostrophes for quotes and single spaces', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"\n  viewBox="0 0 2 2"><path d="M0 0h2" stroke="#8B2E2A"/></svg>\n';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decoded(url)).toBe(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'><path d='M0 0h2' stroke='#8B2E2A'/></svg>`);
  });

  it('leaves nothing that could end or break a double-quoted attribute, or cut the URL at a #', () => {
    const url = svgDataUrl('<svg><text x="1">A & B "quoted" 100% #1 <i>?</i></text></svg>');
    expect(url).not.toMatch(/["&<>#]/);
    expect(decoded(url)).toBe(`<svg><text x='1'>A & B 'quoted' 100% #1 <i>?</i></text></svg>`);
  });
});

describe('the page icon', () => {
  it('is public/favicon.svg written into the head as a data: URL, so loading the page asks for no icon file', async () => {
    const pages = pageServer(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const html = await (await pages.answer(new Request('http://icon.test/about'))).text();
    const icon = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
    expect(icon).toBeDefined();
    expect(decoded(icon as string)).toBe(faviconFile.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
    expect(html).not.toContain('/favicon.svg');
  });
});
