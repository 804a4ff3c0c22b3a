/**
 * Link-preview images (product §5, link previews): one 1200x630 PNG per
 * published article of the seed archive, made at `npm run build` from the
 * article's illustration and title, plus a site-wide default. Platforms
 * (Facebook, X, LinkedIn, Slack...) do not accept SVG for og:image, so the
 * SVG composition is rasterised with resvg (WebAssembly, no native binary).
 *
 * resvg needs the fonts as buffers and reads TrueType/OpenType, not WOFF;
 * the @fontsource packages ship WOFF1 (zlib-compressed sfnt tables), which
 * woffToSfnt unpacks. Titles are wrapped with the font's own advance widths
 * (cmap + hmtx), so no line runs past the text column.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { parse as parseYaml } from 'yaml';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const SITE_NAME = 'Parchment';
/** The default preview's title: the home page's heading. */
export const DEFAULT_TITLE = 'American history and civic life, explained';

/** Brand colours (tokens/palette.ts): parchment page, ink text, seal accents. */
const COLOURS = { parchment: '#F4ECD8', vellum: '#FBF8F1', ink: '#1F2A36', seal: '#8B2E2A', sealText: '#9F342E', placeholder: '#E6DED0' };

/** The text column on the left; the illustration fills the right half. */
const PANEL_WIDTH = 600;
const MARGIN_X = 64;
const TEXT_WIDTH = PANEL_WIDTH - MARGIN_X - 48;
/** Title sizes tried from largest; the first that fits in its line budget wins. */
const TITLE_SIZES = [64, 58, 52, 46, 40];
const LINE_HEIGHT = 1.18;
const TITLE_TOP = 170;
const TITLE_BOTTOM = 520;

// ---------------------------------------------------------------------------
// WOFF 1.0 -> sfnt (https://www.w3.org/TR/WOFF/)

/** Unpacks a WOFF 1.0 file into the TrueType/OpenType (sfnt) bytes it wraps. */
export function woffToSfnt(woff) {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.length < 44 || input.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file (no wOFF signature)');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const tag = input.readUInt32BE(entry);
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const checksum = input.readUInt32BE(entry + 16);
    const stored = input.subarray(offset, offset + compLength);
    // A table is stored compressed only when that made it smaller.
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${i} unpacks to ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  // The sfnt table directory is sorted by tag; WOFF keeps that order, but sort to be sure.
  tables.sort((a, b) => a.tag - b.tag);
  const maxPower = 2 ** Math.floor(Math.log2(numTables));
  const headerSize = 12 + numTables * 16;
  const padded = (length) => (length + 3) & ~3;
  const total = headerSize + tables.reduce((sum, table) => sum + padded(table.data.length), 0);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(maxPower * 16, 6);
  out.writeUInt16BE(Math.log2(maxPower), 8);
  out.writeUInt16BE(numTables * 16 - maxPower * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

// ---------------------------------------------------------------------------
// Advance widths from an sfnt (cmap format 4 + hmtx), to measure titles.

function sfntTables(font) {
  const view = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map();
  const count = view.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    tables.set(view.toString('latin1', record, record + 4), { offset: view.readUInt32BE(record + 8), length: view.readUInt32BE(record + 12) });
  }
  return { view, tables };
}

/** A measurer for one font: `width(text, size)` in pixels, without kerning (kerning only narrows Latin text). */
export function fontMeasurer(font) {
  const { view, tables } = sfntTables(font);
  const need = (tag) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`font has no ${tag} table`);
    return table.offset;
  };
  const unitsPerEm = view.readUInt16BE(need('head') + 18);
  const numberOfHMetrics = view.readUInt16BE(need('hhea') + 34);
  const hmtx = need('hmtx');
  const advance = (glyph) => view.readUInt16BE(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);

  // The Windows Unicode BMP subtable (3, 1) or a Unicode (0, x) one, format 4.
  const cmap = need('cmap');
  let sub = -1;
  for (let i = 0; i < view.readUInt16BE(cmap + 2); i += 1) {
    const platform = view.readUInt16BE(cmap + 4 + i * 8);
    const encoding = view.readUInt16BE(cmap + 6 + i * 8);
    const offset = cmap + view.readUInt32BE(cmap + 8 + i * 8);
    if (view.readUInt16BE(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) sub = offset;
  }
  if (sub < 0) throw new Error('font has no format 4 Unicode cmap');
  const segCount = view.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  const glyphOf = (code) => {
    for (let i = 0; i < segCount; i += 1) {
      if (code > view.readUInt16BE(ends + i * 2)) continue;
      const start = view.readUInt16BE(starts + i * 2);
      if (code < start) return 0;
      const delta = view.readInt16BE(deltas + i * 2);
      const rangeOffset = view.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = view.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map();
  const units = (char) => {
    let value = cache.get(char);
    if (value === undefined) {
      const code = char.codePointAt(0) ?? 0;
      // A character the subset lacks is drawn by a fallback face: count it as a wide one.
      value = code > 0xffff || glyphOf(code) === 0 ? unitsPerEm * 0.7 : advance(glyphOf(code));
      cache.set(char, value);
    }
    return value;
  };
  return { width: (text, size) => ([...text].reduce((sum, char) => sum + units(char), 0) * size) / unitsPerEm };
}

// ---------------------------------------------------------------------------
// Title layout

/**
 * Greedy word wrap: the lines of `text`, each at most `maxWidth` wide by
 * `measure`, or null when it needs more than `maxLines` lines (or one word is
 * wider than a line).
 */
export function wrapTitle(text, measure, maxWidth, maxLines) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    if (measure(word) > maxWidth) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length >= maxLines) return null;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/**
 * The title's size and lines: the largest size at which it fits in three lines
 * (four at the two smallest sizes); a title too long even then is cut at the
 * fourth line with an ellipsis, so nothing ever runs off the image.
 */
export function layoutTitle(title, width, maxWidth = TEXT_WIDTH) {
  for (const size of TITLE_SIZES) {
    const maxLines = size <= 46 ? 4 : 3;
    const lines = wrapTitle(title, (text) => width(text, size), maxWidth, maxLines);
    if (lines) return { size, lines };
  }
  const size = TITLE_SIZES.at(-1);
  const measure = (text) => width(text, size);
  const fit = (text) => {
    // Shortens a single word wider than the column, character by character.
    let out = text;
    while (measure(out) > maxWidth && out.length > 1) out = out.slice(0, -1);
    return out;
  };
  const lines = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (lines.length === 3) break;
    if (line) lines.push(line);
    line = fit(word);
  }
  let last = line;
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1).trimEnd();
  return { size, lines: [...lines, `${last}…`] };
}

// ---------------------------------------------------------------------------
// Composition

const xmlEscapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => xmlEscapes[c]);

/** The hero's drawing, placed to cover the right-hand box (cropped at the sides, never stretched). */
function heroLayer(heroSvg) {
  if (!heroSvg) return `<rect x="${PANEL_WIDTH}" width="${OG_WIDTH - PANEL_WIDTH}" height="${OG_HEIGHT}" fill="${COLOURS.placeholder}"/>`;
  const root = /<svg\b[^>]*>/i.exec(heroSvg);
  if (!root) throw new Error('hero is not an SVG document');
  const viewBox = /\sviewBox="([^"]*)"/.exec(root[0])?.[1] ?? '0 0 1200 675';
  const body = heroSvg.slice(root.index + root[0].length).replace(/<\/svg>\s*$/i, '');
  return [
    `<rect x="${PANEL_WIDTH}" width="${OG_WIDTH - PANEL_WIDTH}" height="${OG_HEIGHT}" fill="${COLOURS.vellum}"/>`,
    `<svg x="${PANEL_WIDTH}" y="0" width="${OG_WIDTH - PANEL_WIDTH}" height="${OG_HEIGHT}" viewBox="${escapeXml(viewBox)}" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  ].join('');
}

/** The preview as SVG: site name, title and kicker on parchment at the left, the illustration at the right. */
export function ogSvg({ title, kicker, heroSvg, width }) {
  const { size, lines } = layoutTitle(title, width);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  const blockHeight = lineHeight * (lines.length - 1) + size;
  const firstBaseline = Math.round(TITLE_TOP + (TITLE_BOTTOM - TITLE_TOP - blockHeight) / 2 + size * 0.8);
  const tspans = lines.map((line, i) => `<tspan x="${MARGIN_X}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLOURS.parchment}"/>`,
    heroLayer(heroSvg),
    `<rect x="${PANEL_WIDTH - 6}" width="6" height="${OG_HEIGHT}" fill="${COLOURS.seal}"/>`,
    `<text x="${MARGIN_X}" y="104" font-family="Playfair Display" font-weight="700" font-size="36" fill="${COLOURS.ink}">${escapeXml(SITE_NAME)}</text>`,
    `<rect x="${MARGIN_X}" y="126" width="72" height="4" fill="${COLOURS.seal}"/>`,
    `<text font-family="Playfair Display" font-weight="700" font-size="${size}" fill="${COLOURS.ink}">${tspans}</text>`,
    kicker
      ? `<text x="${MARGIN_X}" y="572" font-family="Source Serif 4" font-weight="600" font-size="24" letter-spacing="2" fill="${COLOURS.sealText}">${escapeXml(kicker.toUpperCase())}</text>`
      : '',
    '</svg>',
  ].join('');
}

// ---------------------------------------------------------------------------
// Rendering

const require = createRequire(import.meta.url);
let resvgModule;

/** Loads resvg's WebAssembly once per process (initWasm refuses a second call). */
async function resvg() {
  if (!resvgModule) {
    const mod = await import('@resvg/resvg-wasm');
    await mod.initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    resvgModule = mod;
  }
  return resvgModule;
}

/** The fonts the previews are set in, unpacked from the self-hosted @fontsource WOFF files. */
export function loadOgFonts(root) {
  const file = (pkg, weight) => path.join(root, 'node_modules/@fontsource', pkg, 'files', `${pkg}-latin-${weight}-normal.woff`);
  const display = woffToSfnt(readFileSync(file('playfair-display', 700)));
  const serif = woffToSfnt(readFileSync(file('source-serif-4', 600)));
  return { buffers: [display, serif], width: fontMeasurer(display).width };
}

/** Renders one preview to PNG bytes. */
export async function renderOgPng({ title, kicker, heroSvg }, fonts) {
  const { Resvg } = await resvg();
  const svg = ogSvg({ title, kicker, heroSvg, width: fonts.width });
  const renderer = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontBuffers: fonts.buffers, loadSystemFonts: false, defaultFontFamily: 'Source Serif 4' },
  });
  const png = renderer.render().asPng();
  renderer.free();
  return png;
}

/** The published articles of a content folder (server/content): slug, title, kicker and hero file. */
export function readArticles(contentDir) {
  const dir = path.join(contentDir, 'articles');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
      if (!match) return [];
      const fm = parseYaml(match[1]) ?? {};
      if ((fm.status ?? 'published') !== 'published' || typeof fm.title !== 'string') return [];
      return [{ slug: file.slice(0, -3), title: fm.title.trim(), kicker: typeof fm.kicker === 'string' ? fm.kicker.trim() : '', heroFile: fm.hero?.file }];
    });
}

/**
 * Writes og/{slug}.png for every published article and og/default.png (the
 * home page's heading beside the Constitution) into `outDir`. Returns how many
 * files were written.
 */
export async function writeOgImages({ contentDir, outDir, root }) {
  const fonts = loadOgFonts(root);
  const hero = (file) => {
    const full = file ? path.join(contentDir, 'heroes', file) : '';
    return full && existsSync(full) ? readFileSync(full, 'utf8') : null;
  };
  mkdirSync(outDir, { recursive: true });
  const articles = readArticles(contentDir);
  for (const article of articles) {
    const png = await renderOgPng({ title: article.title, kicker: article.kicker, heroSvg: hero(article.heroFile) }, fonts);
    writeFileSync(path.join(outDir, `${article.slug}.png`), png);
  }
  const fallback = await renderOgPng({ title: DEFAULT_TITLE, kicker: '', heroSvg: hero('constitution.svg') }, fonts);
  writeFileSync(path.join(outDir, 'default.png'), fallback);
  return articles.length + 1;
}
