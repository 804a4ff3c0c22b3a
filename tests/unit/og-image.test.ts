/**
 * Product §5, link previews: the build's PNG previews (scripts/lib/og-image.mjs).
 * The fonts come from the @fontsource WOFF files, unpacked to sfnt for resvg;
 * titles are wrapped with the font's own widths so no line leaves the column.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../server/db/archive';
import { renderHeadTags } from '../../site/head';
import { articleHead } from '../../site/pages/ArticlePage';
import { fullArticle } from '../components/pages-fixtures';
// @ts-expect-error -- a plain .mjs build helper
import { fontMeasurer, layoutTitle, loadOgFonts, ogSvg, renderOgPng, woffToSfnt, wrapTitle } from '../../scripts/lib/og-image.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const woffPath = path.join(root, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff');

/** The OpenType checksum of a table: the sum of its big-endian 32-bit words. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt: a WOFF 1.0 font unpacked for resvg', () => {
  const woff = readFileSync(woffPath);
  const sfnt = Buffer.from(woffToSfnt(woff) as Uint8Array);

  it('keeps the flavour and every table, each matching the checksum the WOFF recorded for it', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(numTables).toBeGreaterThan(8);
    const tags: string[] = [];
    for (let i = 0; i < numTables; i += 1) {
      const record = 12 + i * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      tags.push(tag);
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      expect(offset % 4, tag).toBe(0);
      const data = Buffer.from(sfnt.subarray(offset, offset + length));
      // The head table's checksum is taken with its checkSumAdjustment field as zero.
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hhea', 'hmtx', 'name']));
  });

  it('measures text with the font’s own advance widths', () => {
    const { width } = fontMeasurer(sfnt);
    expect(width('WWWW', 60)).toBeGreaterThan(width('iiii', 60) * 2);
    expect(width('Parchment', 60)).toBeCloseTo(width('Parchment', 30) * 2, 5);
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some text here to be long enough'))).toThrow(/WOFF/);
  });
});

describe('title wrapping', () => {
  const perChar = (text: string) => text.length * 10;

  it('breaks at spaces, greedily, within the width, keeping every word in order', () => {
    expect(wrapTitle('How a Bill Becomes a Law', perChar, 130, 3)).toEqual(['How a Bill', 'Becomes a Law']);
    expect(wrapTitle('How a Bill Becomes a Law', perChar, 120, 3)).toEqual(['How a Bill', 'Becomes a', 'Law']);
    expect(wrapTitle('  one   two  ', perChar, 120, 3)).toEqual(['one two']);
  });

  it('gives up (null) when the title needs more lines than allowed or a word is wider than a line', () => {
    expect(wrapTitle('aaaa bbbb cccc dddd', perChar, 40, 3)).toBeNull();
    expect(wrapTitle('Supercalifragilistic', perChar, 100, 3)).toBeNull();
  });

  const { width } = loadOgFonts(root) as { width: (text: string, size: number) => number };
  const COLUMN = 488;

  it('every seed title fits at three or four lines without being cut', () => {
    for (const article of loadArchive().articles) {
      const { size, lines } = layoutTitle(article.title, width) as { size: number; lines: string[] };
      expect(lines.length, article.title).toBeLessThanOrEqual(size <= 46 ? 4 : 3);
      expect(lines.join(' ')).toBe(article.title.trim().replace(/\s+/g, ' '));
      for (const line of lines) expect(width(line, size), line).toBeLessThanOrEqual(COLUMN);
    }
  });

  it('a title too long for four lines is cut with an ellipsis, still inside the column', () => {
    const long = 'The Long and Winding History of the Several Conventions, Compromises and Amendments That Shaped the Federal Union Over Two Centuries of Argument';
    const { size, lines } = layoutTitle(long, width) as { size: number; lines: string[] };
    expect(lines).toHaveLength(4);
    expect(lines[3].endsWith('…')).toBe(true);
    for (const line of lines) expect(width(line, size)).toBeLessThanOrEqual(COLUMN);
  });

  it('escapes the title in the SVG it draws', () => {
    const svg = ogSvg({ title: 'Marbury <v.> Madison & "Co"', kicker: 'People', heroSvg: null, width }) as string;
    for (const piece of ['&lt;v.&gt;', '&amp;', '&quot;Co&quot;']) expect(svg).toContain(piece);
    expect(svg).not.toContain('<v.>');
  });
});

describe('the preview PNG', () => {
  it('is a 1200x630 PNG', async () => {
    const fonts = loadOgFonts(root);
    const hero = readFileSync(path.join(root, 'server/content/heroes/census.svg'), 'utf8');
    const png = Buffer.from((await renderOgPng({ title: 'The Census', kicker: 'Civic Life', heroSvg: hero }, fonts)) as Uint8Array);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('an article page’s head (product §5, link previews)', () => {
  it('names its PNG preview absolutely, with size, type and a description of the image and title', () => {
    const article = fullArticle('monroe-doctrine');
    const html = renderHeadTags(articleHead({ slug: article.slug, pathname: '/articles/monroe-doctrine', article, missing: false, origin: '' }), 'https://parchment.example');
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:image')).toBe('https://parchment.example/og/monroe-doctrine.png');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:type')).toBe('image/png');
    expect(meta('og:image:alt')).toContain('The Monroe Doctrine');
    expect(meta('og:image:alt')).toContain('globe');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(meta('twitter:image:alt')).toBe(meta('og:image:alt'));
  });

  it('a page without an article image uses the site-wide default preview', () => {
    const html = renderHeadTags({ title: 'About', description: 'About us.', path: '/about' }, 'https://parchment.example');
    expect(html).toContain('<meta property="og:image" content="https://parchment.example/og/default.png">');
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
  });
});
