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
      'Liberation Serif Bold',
      'DejaVu Serif Bold',
      'Liberation Sans',
      'DejaVu Sans',
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
  });

  it('measure each web font at the weight it is used: body and UI at 400, display headings at 700 against bold fallbacks', () => {
    expect(webFontMetrics.map((font) => [font.family, font.weight])).toEqual([
      ['Source Serif 4', 400],
      ['Playfair Display', 700],
      ['Source Sans 3', 400],
    ]);
    for (const font of webFontMetrics) expect(existsSync(font.file)).toBe(true);
    const display = fontFallbackMetrics.filter((face) => face.webFont === 'Playfair Display');
    for (const face of display) {
      expect(face.fontWeight).toBe('700');
      expect(face.local).toMatch(/ Bold$/);
      expect(face.fallbackMetrics.fullName).toBe(face.local);
    }
    for (const face of fontFallbackMetrics.filter((face) => face.webFont !== 'Playfair Display')) expect(face.fontWeight).toBe('400');
  });

  it('give each face one local font and a digit-free name (an unquoted name with a digit is invalid CSS after minification)', () => {
    const names = fontFallbackMetrics.map((face) => face.fallbackName);
    expect(new Set(names).size).toBe(names.length);
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
      const faces = fontFallbackMetrics.filter((face) => face.webFont === webFont).map((face) => `'${face.fallbackName}'`);
      expect(stack.split(', ')).toEqual([`'${webFont}'`, ...faces, generic]);
    }
  });
});
