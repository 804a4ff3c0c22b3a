/**
 * Local fallbacks whose metrics are adjusted to match each web font, so that the swap
 * from fallback to web font does not move text. The web fonts themselves are
 * loaded by fonts.ts.
 *
 * The ascent and descent overrides approximate each web font's published
 * ascender and descender so line boxes match; they and size-adjust (still
 * 100%) are to be measured from the font files against the fallbacks' glyph
 * widths with the performance work (issue 7).
 */
import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbackMetrics } from './fontMetrics';

for (const metrics of fontFallbackMetrics) {
  globalFontFace(metrics.fallbackName, {
    src: metrics.local.map((name) => `local("${name}")`).join(', '),
    sizeAdjust: metrics.sizeAdjust,
    ascentOverride: metrics.ascentOverride,
    descentOverride: metrics.descentOverride,
    lineGapOverride: '0%',
  });
}
