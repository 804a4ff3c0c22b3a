/**
 * The fallback font metrics in tokens/fontMetrics.ts are measured, not guessed:
 * recomputed here from the @fontsource files in node_modules and from
 * @capsizecss/metrics, they must equal the committed values. If a font upgrade
 * changes the metrics, this fails until someone runs `npm run fonts:metrics`.
 *
 * Liberation and DejaVu are read from /usr/share/fonts when installed; where
 * they are not, the raw metrics stored in fontMetrics.ts stand in for them (the
 * overrides are still recomputed from those and the real web font files).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFallbackMetrics, webFontMetrics } from '../../tokens/fontMetrics';
import { fontFamilies } from '../../tokens/scale';
import { computeOverrides, measure, metricsFile, pairs, percent, render } from '../../scripts/measure-font-metrics';

const storedFallback = (file: string) => fontFallbackMetrics.find((face) => face.metricsSource === file)?.fallbackMetrics;

describe('the fallback font metrics (tokens/fontMetrics.ts)', () => {
  it('match what scripts/measure-font-metrics.ts measures from the font files now (run `npm run fonts:metrics` if not)', async () => {
    const measured = await measure(storedFallback);
    expect(fontFallbackMetrics).toEqual(measured.faces);
    expect(webFontMetrics).toEqual(measured.webFonts);
    // The file is exactly what the generator writes, so regenerating is a no-op.
    expect(readFileSync(metricsFile, 'utf8')).toBe(render(measured));
  });

  it('recompute the same overrides from the stored raw metrics where Liberation and DejaVu are not installed', async () => {
    const withoutSystemFonts = await measure(storedFallback, (file) => !file.startsWith('/usr/share/fonts/'));
    expect(withoutSystemFonts.faces).toEqual(fontFallbackMetrics);
    await expect(measure(() => undefined, (file) => !file.startsWith('/usr/share/fonts/'))).rejects.toThrow(/is missing/);
  });

  it('name each local() font by its full name, as read from the metrics (what local() matches)', () => {
    for (const face of fontFallbackMetrics) expect(face.fallbackMetrics.fullName).toBe(face.local);
    const fromFiles = fontFallbackMetrics.filter((face) => face.metricsSource.startsWith('/usr/share/fonts/'));
    expect(fromFiles.map((face) => face.local)).toEqual([
      'Liberation Serif',
      'DejaVu Serif',
      'Liberation Serif Italic',
      'DejaVu Serif Italic',
      'Liberation Serif Bold',
      'DejaVu Serif Bold',
      'Liberation Serif Bold',
      'DejaVu Serif Bold',
      'Liberation Sans',
      'DejaVu Sans',
      'Liberation Sans Bold',
      'DejaVu Sans Bold',
    ]);
    for (const face of fontFallbackMetrics.filter((face) => !fromFiles.includes(face))) {
      expect(face.metricsSource).toMatch(/^@capsizecss\/metrics\//);
    }
  });

  it('follow the next/font and Capsize formula (checked by hand for Source Serif 4 over Georgia)', () => {
    const sourceSerif = { fullName: 'Source Serif 4', unitsPerEm: 1000, ascent: 1036, descent: -335, lineGap: 0, xWidthAvg: 479 };
    const georgia = { fullName: 'Georgia', unitsPerEm: 2048, ascent: 1878, descent: -449, lineGap: 0, xWidthAvg: 913 };
    // (479 / 1000) / (913 / 2048) = 1.074462; 1036 / 1074.462 = 0.964204; 335 / 1074.462 = 0.311784.
    expect(computeOverrides(sourceSerif, georgia)).toEqual({
      sizeAdjust: '107.45%',
      ascentOverride: '96.42%',
      descentOverride: '31.18%',
      lineGapOverride: '0.00%',
    });
    expect(computeOverrides({ ...sourceSerif, lineGap: 100 }, georgia).lineGapOverride).toBe('9.31%');
    expect(percent(1)).toBe('100.00%');
    // Source Sans 3 600 over Arial Bold: (431 / 1000) / (983 / 2048) = 0.897953; 1024 / 897.953 = 1.140371; 400 / 897.953 = 0.445458.
    const sourceSans600 = { fullName: 'Source Sans 3 SemiBold', unitsPerEm: 1000, ascent: 1024, descent: -400, lineGap: 0, xWidthAvg: 431 };
    const arialBold = { fullName: 'Arial Bold', unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 983 };
    expect(computeOverrides(sourceSans600, arialBold)).toEqual({
      sizeAdjust: '89.80%',
      ascentOverride: '114.04%',
      descentOverride: '44.55%',
      lineGapOverride: '0.00%',
    });
  });

  it('measure every web face the site ships (tokens/fonts.ts) against the local face of its weight and style', () => {
    expect(webFontMetrics.map((font) => [font.family, font.weight, font.style])).toEqual([
      ['Source Serif 4', 400, 'normal'],
      ['Source Serif 4', 400, 'italic'],
      ['Source Serif 4', 600, 'normal'],
      ['Playfair Display', 700, 'normal'],
      ['Source Sans 3', 400, 'normal'],
      ['Source Sans 3', 600, 'normal'],
    ]);
    const shipped = readFileSync(new URL('../../tokens/fonts.ts', import.meta.url), 'utf8');
    const imported = [...shipped.matchAll(/@fontsource\/([\w-]+)\/latin-(\d+)(-italic)?\.css/g)].map(([, pkg, weight, italic]) => `${pkg} ${weight} ${italic ? 'italic' : 'normal'}`);
    expect(webFontMetrics.map((font) => `${font.file.split('/')[2]} ${font.weight} ${font.style}`).sort()).toEqual(imported.sort());
    for (const font of webFontMetrics) {
      expect(existsSync(font.file)).toBe(true);
      expect(font.file).toMatch(new RegExp(`-latin-${font.weight}-${font.style}\\.woff2$`));
      expect(font.metrics.fullName).toMatch(font.style === 'italic' ? / Italic$/ : font.weight === 600 ? / SemiBold$/ : font.weight === 700 ? / Bold$/ : / Regular$/);
    }
    for (const face of fontFallbackMetrics) {
      // The descriptors are the web face's own, so the browser picks among the fallback faces as among the web
      // faces. In particular the 400 faces stop below 600: Chromium synthesises bold for text at 600 or more from a
      // face whose weight is below 600, and would do so from a 400 face whose range reached 600.
      expect(face.fontWeight).toBe(String(face.webWeight));
      expect(face.fontStyle).toBe(face.webStyle);
      expect(face.fallbackMetrics.fullName).toBe(face.local);
      // 600 and 700 are measured against the local BOLD faces (there is no local semibold), italic against the
      // italic ones, 400 against the regular ones.
      if (face.webWeight >= 600) expect(face.local, `${face.webFont} ${face.webWeight}`).toMatch(/ Bold$/);
      else if (face.webStyle === 'italic') expect(face.local, `${face.webFont} italic`).toMatch(/ Italic$/);
      else expect(face.local, `${face.webFont} ${face.webWeight}`).not.toMatch(/ (?:Bold|Italic)$/);
    }
  });

  it('give the faces of one web family the same fallback names, in the same order, one face per weight and style', () => {
    for (const family of new Set(webFontMetrics.map((font) => font.family))) {
      const faces = fontFallbackMetrics.filter((face) => face.webFont === family);
      const byFace = new Map<string, string[]>();
      for (const face of faces) {
        const key = `${face.fontWeight} ${face.fontStyle}`;
        byFace.set(key, [...(byFace.get(key) ?? []), face.fallbackName]);
      }
      const [first, ...rest] = [...byFace.values()];
      for (const names of rest) expect(names, family).toEqual(first);
      // Each name is one local family: Liberation Sans at 400 and Liberation Sans Bold at 600, say.
      for (const name of first) {
        const locals = faces.filter((face) => face.fallbackName === name).map((face) => face.local.replace(/ (?:Bold|Italic)$/, ''));
        expect(new Set(locals).size, name).toBe(1);
      }
    }
  });

  it('give each face one local font and a digit-free name (an unquoted name with a digit is invalid CSS after minification)', () => {
    const faces = fontFallbackMetrics.map((face) => `${face.fallbackName} ${face.fontWeight} ${face.fontStyle}`);
    expect(new Set(faces).size).toBe(faces.length);
    for (const face of fontFallbackMetrics) {
      expect(face.fallbackName).not.toMatch(/\d/);
      expect(face.fallbackName).toMatch(/^[A-Za-z ]+$/);
      expect(face.local).not.toMatch(/[,"'()]/);
    }
    expect(fontFallbackMetrics).toHaveLength(pairs.reduce((sum, pair) => sum + pair.fallbacks.length, 0));
  });

  it('lists every fallback face in its font stack, after the web font, in order, before the generic family', () => {
    const stacks: Record<string, { stack: string; generic: string }> = {
      'Playfair Display': { stack: fontFamilies.display, generic: 'serif' },
      'Source Serif 4': { stack: fontFamilies.body, generic: 'serif' },
      'Source Sans 3': { stack: fontFamilies.ui, generic: 'sans-serif' },
    };
    for (const [webFont, { stack, generic }] of Object.entries(stacks)) {
      const names = [...new Set(fontFallbackMetrics.filter((face) => face.webFont === webFont).map((face) => `'${face.fallbackName}'`))];
      expect(stack.split(', ')).toEqual([`'${webFont}'`, ...names, generic]);
    }
  });
});
