/**
 * Measures the metric overrides of each web font's local fallbacks and rewrites
 * tokens/fontMetrics.ts: `npm run fonts:metrics`. Run it again after upgrading an
 * @fontsource package; tests/unit/fontMetrics.test.ts fails until you do.
 *
 * The technique of next/font and Capsize: scale the fallback so that its
 * average character width in English text (xWidthAvg, weighted by letter
 * frequency) equals the web font's, then give it the web font's ascent,
 * descent and line gap, expressed in the scaled fallback's em:
 *
 *   sizeAdjust      = (web.xWidthAvg / web.unitsPerEm) / (fallback.xWidthAvg / fallback.unitsPerEm)
 *   ascentOverride  = web.ascent      / (web.unitsPerEm * sizeAdjust)
 *   descentOverride = |web.descent|   / (web.unitsPerEm * sizeAdjust)
 *   lineGapOverride = web.lineGap     / (web.unitsPerEm * sizeAdjust)
 *
 * The web fonts' metrics are read from the very files the site ships
 * (node_modules/@fontsource/.../files/*-latin-<weight>-<style>.woff2). Georgia,
 * Times New Roman and Arial are not installed on Linux, so theirs come from
 * @capsizecss/metrics; Liberation and DejaVu (what Chromium falls back to on
 * Linux, hence what the e2e tests and Lighthouse measure here) are read from
 * /usr/share/fonts, and their raw metrics are stored in tokens/fontMetrics.ts
 * so that neither the build nor the unit test needs those system files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import georgia from '@capsizecss/metrics/georgia';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import georgiaItalic from '@capsizecss/metrics/georgia/italic';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import timesNewRomanItalic from '@capsizecss/metrics/timesNewRoman/italic';
import { fromFile } from '@capsizecss/unpack/fs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const metricsFile = path.join(repoRoot, 'tokens/fontMetrics.ts');

/** The metrics that the overrides are computed from (font units). */
export interface RawMetrics {
  fullName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

export type FontStyle = 'normal' | 'italic';

export interface WebFontSpec {
  family: string;
  weight: number;
  style: FontStyle;
  /** The @fontsource package directory, relative to the repository root. */
  pkg: string;
  /** The file the site ships, relative to the repository root. */
  file: string;
}

export interface FallbackSpec {
  /** The @font-face family name: digit-free, since a minifier may drop its quotes. */
  fallbackName: string;
  /** The one local font (full name) this face uses. */
  local: string;
  /** Where the fallback's metrics come from: an @capsizecss/metrics module, or a font file. */
  source: { capsize: string; metrics: RawMetrics } | { file: string };
}

export interface PairSpec {
  web: WebFontSpec;
  /**
   * The weight the fallback faces declare (font-weight descriptor): the web
   * face's own weight. Chromium synthesises bold when the text's weight is 600
   * or more and the face's is below 600, so the 400 faces must say 400 (not a
   * range up to 600 or beyond) for 600 text to use the 600 face instead.
   */
  fontWeight: string;
  /** The style the fallback faces declare (font-style descriptor): the web face's own style. */
  fontStyle: FontStyle;
  fallbacks: FallbackSpec[];
}

/** The web font the site ships (tokens/fonts.ts imports @fontsource/<pkg>/latin-<weight>[-italic].css). */
const fontsource = (family: string, pkg: string, weight: number, style: FontStyle = 'normal'): WebFontSpec => ({
  family,
  weight,
  style,
  pkg: `node_modules/@fontsource/${pkg}`,
  file: `node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-${style}.woff2`,
});
const dejavu = (name: string) => `/usr/share/fonts/truetype/dejavu/${name}.ttf`;
const liberation = (name: string) => `/usr/share/fonts/truetype/liberation/${name}.ttf`;

/**
 * Every web face the site ships (tokens/fonts.ts), with its fallbacks in stack
 * order. Each face is measured against the local face of the same weight and
 * style: the regular faces for 400, the BOLD faces for 600 and 700 (bold glyphs
 * are wider; there is no local semibold), the italic faces for 400 italic
 * (italic glyphs are narrower). The faces of one web family share their
 * fallback family names, so the stacks in scale.ts list each name once and the
 * browser picks the face by weight and style, as it does for the web font;
 * each says `local("… Bold")` or `local("… Italic")` so that the browser uses
 * the real face rather than synthesising bold or slanting the regular one.
 *
 * Not measured: weights and styles the site does not ship (Playfair Display
 * italic, Source Sans 3 italic, Source Serif 4 600 italic). Text in those is
 * synthesised from the nearest shipped face, by the same rules for the web
 * font and for its fallback, so the two stay alike.
 */
export const pairs: PairSpec[] = [
  {
    web: fontsource('Source Serif 4', 'source-serif-4', 400),
    fontWeight: '400',
    fontStyle: 'normal',
    fallbacks: [
      { fallbackName: 'Parchment Serif Georgia Fallback', local: 'Georgia', source: { capsize: 'georgia', metrics: georgia } },
      { fallbackName: 'Parchment Serif Times Fallback', local: 'Times New Roman', source: { capsize: 'timesNewRoman', metrics: timesNewRoman } },
      { fallbackName: 'Parchment Serif Liberation Fallback', local: 'Liberation Serif', source: { file: liberation('LiberationSerif-Regular') } },
      { fallbackName: 'Parchment Serif DejaVu Fallback', local: 'DejaVu Serif', source: { file: dejavu('DejaVuSerif') } },
    ],
  },
  {
    web: fontsource('Source Serif 4', 'source-serif-4', 400, 'italic'),
    fontWeight: '400',
    fontStyle: 'italic',
    fallbacks: [
      { fallbackName: 'Parchment Serif Georgia Fallback', local: 'Georgia Italic', source: { capsize: 'georgia/italic', metrics: georgiaItalic } },
      { fallbackName: 'Parchment Serif Times Fallback', local: 'Times New Roman Italic', source: { capsize: 'timesNewRoman/italic', metrics: timesNewRomanItalic } },
      { fallbackName: 'Parchment Serif Liberation Fallback', local: 'Liberation Serif Italic', source: { file: liberation('LiberationSerif-Italic') } },
      { fallbackName: 'Parchment Serif DejaVu Fallback', local: 'DejaVu Serif Italic', source: { file: dejavu('DejaVuSerif-Italic') } },
    ],
  },
  {
    web: fontsource('Source Serif 4', 'source-serif-4', 600),
    fontWeight: '600',
    fontStyle: 'normal',
    fallbacks: [
      { fallbackName: 'Parchment Serif Georgia Fallback', local: 'Georgia Bold', source: { capsize: 'georgia/700', metrics: georgiaBold } },
      { fallbackName: 'Parchment Serif Times Fallback', local: 'Times New Roman Bold', source: { capsize: 'timesNewRoman/700', metrics: timesNewRomanBold } },
      { fallbackName: 'Parchment Serif Liberation Fallback', local: 'Liberation Serif Bold', source: { file: liberation('LiberationSerif-Bold') } },
      { fallbackName: 'Parchment Serif DejaVu Fallback', local: 'DejaVu Serif Bold', source: { file: dejavu('DejaVuSerif-Bold') } },
    ],
  },
  {
    web: fontsource('Playfair Display', 'playfair-display', 700),
    fontWeight: '700',
    fontStyle: 'normal',
    fallbacks: [
      { fallbackName: 'Parchment Display Georgia Fallback', local: 'Georgia Bold', source: { capsize: 'georgia/700', metrics: georgiaBold } },
      { fallbackName: 'Parchment Display Times Fallback', local: 'Times New Roman Bold', source: { capsize: 'timesNewRoman/700', metrics: timesNewRomanBold } },
      { fallbackName: 'Parchment Display Liberation Fallback', local: 'Liberation Serif Bold', source: { file: liberation('LiberationSerif-Bold') } },
      { fallbackName: 'Parchment Display DejaVu Fallback', local: 'DejaVu Serif Bold', source: { file: dejavu('DejaVuSerif-Bold') } },
    ],
  },
  {
    web: fontsource('Source Sans 3', 'source-sans-3', 400),
    fontWeight: '400',
    fontStyle: 'normal',
    fallbacks: [
      { fallbackName: 'Parchment Sans Arial Fallback', local: 'Arial', source: { capsize: 'arial', metrics: arial } },
      { fallbackName: 'Parchment Sans Liberation Fallback', local: 'Liberation Sans', source: { file: liberation('LiberationSans-Regular') } },
      { fallbackName: 'Parchment Sans DejaVu Fallback', local: 'DejaVu Sans', source: { file: dejavu('DejaVuSans') } },
    ],
  },
  {
    web: fontsource('Source Sans 3', 'source-sans-3', 600),
    fontWeight: '600',
    fontStyle: 'normal',
    fallbacks: [
      { fallbackName: 'Parchment Sans Arial Fallback', local: 'Arial Bold', source: { capsize: 'arial/700', metrics: arialBold } },
      { fallbackName: 'Parchment Sans Liberation Fallback', local: 'Liberation Sans Bold', source: { file: liberation('LiberationSans-Bold') } },
      { fallbackName: 'Parchment Sans DejaVu Fallback', local: 'DejaVu Sans Bold', source: { file: dejavu('DejaVuSans-Bold') } },
    ],
  },
];

export function pickRaw(metrics: RawMetrics): RawMetrics {
  const { fullName, unitsPerEm, ascent, descent, lineGap, xWidthAvg } = metrics;
  return { fullName, unitsPerEm, ascent, descent, lineGap, xWidthAvg };
}

/** Reads a font file's metrics (woff2, woff, ttf); xWidthAvg is Capsize's weighted English average. */
export async function readMetrics(file: string): Promise<RawMetrics> {
  return pickRaw(await fromFile(path.isAbsolute(file) ? file : path.join(repoRoot, file)));
}

/** A ratio as a CSS percentage with two decimals, e.g. 1.07446 -> "107.45%". */
export function percent(ratio: number): string {
  return `${(Math.round(ratio * 10000) / 100).toFixed(2)}%`;
}

export interface Overrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

export function computeOverrides(web: RawMetrics, fallback: RawMetrics): Overrides {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = web.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascent / em),
    descentOverride: percent(Math.abs(web.descent) / em),
    lineGapOverride: percent(web.lineGap / em),
  };
}

export interface MeasuredFace extends Overrides {
  webFont: string;
  webWeight: number;
  webStyle: FontStyle;
  fallbackName: string;
  local: string;
  fontWeight: string;
  fontStyle: FontStyle;
  /** `@capsizecss/metrics/<name>` or the font file the metrics were read from. */
  metricsSource: string;
  fallbackMetrics: RawMetrics;
}

/**
 * The characters of the web font's Latin subset (@fontsource's unicode.json).
 * The fallback faces cover only these: any other character (e.g. an arrow) is
 * drawn by the same system font before and after the swap, at its own size.
 */
export function latinRange(web: WebFontSpec): string {
  const ranges = JSON.parse(readFileSync(path.join(repoRoot, web.pkg, 'unicode.json'), 'utf8')) as Record<string, string>;
  if (!ranges.latin) throw new Error(`${web.pkg}/unicode.json has no latin range`);
  return ranges.latin;
}

export interface Measurement {
  webFonts: Array<{ family: string; weight: number; style: FontStyle; file: string; unicodeRange: string; metrics: RawMetrics }>;
  faces: MeasuredFace[];
}

/**
 * Measures every pair. `stored` supplies the raw metrics of a system font file
 * that is absent here (the unit test on a machine without Liberation or DejaVu);
 * `exists` is for that test to pretend they are absent.
 */
export async function measure(
  stored: (file: string) => RawMetrics | undefined = () => undefined,
  exists: (file: string) => boolean = existsSync,
): Promise<Measurement> {
  const webFonts: Measurement['webFonts'] = [];
  const faces: MeasuredFace[] = [];
  for (const pair of pairs) {
    const web = await readMetrics(pair.web.file);
    webFonts.push({ family: pair.web.family, weight: pair.web.weight, style: pair.web.style, file: pair.web.file, unicodeRange: latinRange(pair.web), metrics: web });
    for (const fallback of pair.fallbacks) {
      let metrics: RawMetrics;
      let metricsSource: string;
      if ('capsize' in fallback.source) {
        metrics = pickRaw(fallback.source.metrics);
        metricsSource = `@capsizecss/metrics/${fallback.source.capsize}`;
      } else {
        const { file } = fallback.source;
        if (exists(file)) {
          metrics = await readMetrics(file);
        } else {
          const known = stored(file);
          if (!known) throw new Error(`${file} is missing and no stored metrics were given for it`);
          metrics = known;
        }
        metricsSource = file;
      }
      faces.push({
        webFont: pair.web.family,
        webWeight: pair.web.weight,
        webStyle: pair.web.style,
        fallbackName: fallback.fallbackName,
        local: fallback.local,
        fontWeight: pair.fontWeight,
        fontStyle: pair.fontStyle,
        metricsSource,
        fallbackMetrics: metrics,
        ...computeOverrides(web, metrics),
      });
    }
  }
  return { webFonts, faces };
}

const q = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function literal(value: unknown): string {
  if (typeof value === 'string') return q(value);
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')} }`;
  }
  throw new Error(`Cannot write ${String(value)}`);
}

/** The text of tokens/fontMetrics.ts. */
export function render({ webFonts, faces }: Measurement): string {
  const webLines = webFonts.map((font) => `  ${literal(font)},`).join('\n');
  const faceLines = faces
    .map((face) => {
      const { fallbackMetrics, ...rest } = face;
      const head = literal(rest).slice(2, -2);
      return `  {\n    ${head},\n    fallbackMetrics: ${literal(fallbackMetrics)},\n  },`;
    })
    .join('\n');
  return `/**
 * GENERATED by \`npm run fonts:metrics\` (scripts/measure-font-metrics.ts): do not edit by hand.
 *
 * Metric overrides for each web font's local fallbacks, so that swapping in the
 * web font (font-display: swap) does not move text; fonts.css.ts declares one
 * @font-face per (web face, local face) pair from these, and scale.ts lists
 * their family names in the font stacks in this order (each name once: the
 * faces of one web family share their fallback names, told apart by weight
 * and style).
 *
 * sizeAdjust = (web xWidthAvg / web unitsPerEm) / (fallback xWidthAvg / fallback unitsPerEm);
 * ascent, descent and line gap overrides = the web font's, divided by
 * (web unitsPerEm * sizeAdjust); rounded to two decimals of a percent.
 * xWidthAvg is Capsize's average character width weighted by English letter
 * frequency. Web font metrics are read from the @fontsource files the site
 * ships. Georgia, Times New Roman and Arial come from @capsizecss/metrics;
 * Liberation and DejaVu (Chromium's fallbacks on Linux) were read from the
 * font files named in metricsSource, stored here so the build and the unit
 * test do not need them.
 *
 * Each web face is measured against the local face of its weight and style:
 * Source Serif 4 and Source Sans 3 400 against the regular faces (font-weight
 * 400), Source Serif 4 400 italic against the italic faces (font-style italic),
 * Source Serif 4 and Source Sans 3 600 and Playfair Display 700 against the
 * BOLD faces (bold glyphs are wider; font-weight 600 or 700), each with
 * local("… Bold") or local("… Italic"), so that 600 text before the swap is
 * set in a real bold face rather than in bold synthesised from the 400 one.
 *
 * Fallback names have no digits: an unquoted family name such as
 * \`Source Serif 4 Fallback\` is invalid CSS once a minifier drops the quotes.
 */

/** Font metrics in font units; xWidthAvg is the weighted average character width of English text. */
export interface RawFontMetrics {
  fullName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

export interface FallbackFace {
  /** The web font this face stands in for. */
  webFont: string;
  /** The web font's weight that was measured. */
  webWeight: number;
  /** The web font's style that was measured. */
  webStyle: 'normal' | 'italic';
  /** The @font-face family name (digit-free). */
  fallbackName: string;
  /** The one local font (full name) the face uses. */
  local: string;
  /** The face's font-weight descriptor. */
  fontWeight: string;
  /** The face's font-style descriptor. */
  fontStyle: 'normal' | 'italic';
  /** Where fallbackMetrics came from. */
  metricsSource: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  fallbackMetrics: RawFontMetrics;
}

/**
 * The web fonts as measured from the shipped files, with their Latin subset's
 * unicode-range: the fallback faces cover only those characters, so any other
 * (an arrow, say) is drawn by the same system font before and after the swap.
 */
export const webFontMetrics: Array<{ family: string; weight: number; style: 'normal' | 'italic'; file: string; unicodeRange: string; metrics: RawFontMetrics }> = [
${webLines}
];

/** One entry per (web face, local face) pair; the first face of each fallback name gives its place in the font stack. */
export const fontFallbackMetrics: FallbackFace[] = [
${faceLines}
];
`;
}

/** The raw metrics already stored in tokens/fontMetrics.ts, for system fonts not installed here (e.g. on macOS). */
async function storedMetrics(): Promise<(file: string) => RawMetrics | undefined> {
  try {
    const { fontFallbackMetrics } = (await import(pathToFileURL(metricsFile).href)) as { fontFallbackMetrics: Array<{ metricsSource: string; fallbackMetrics: RawMetrics }> };
    return (file) => {
      const found = fontFallbackMetrics.find((face) => face.metricsSource === file)?.fallbackMetrics;
      if (found) console.warn(`${file} is not installed here: keeping its stored metrics.`);
      return found;
    };
  } catch {
    return () => undefined;
  }
}

async function main() {
  const text = render(await measure(await storedMetrics()));
  const before = existsSync(metricsFile) ? readFileSync(metricsFile, 'utf8') : '';
  if (before === text) {
    console.log(`${path.relative(repoRoot, metricsFile)} is up to date.`);
    return;
  }
  writeFileSync(metricsFile, text);
  console.log(`Wrote ${path.relative(repoRoot, metricsFile)}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
