/**
 * Local fallbacks whose metrics are adjusted to match each web font, so that the swap
 * from fallback to web font does not move text. The web fonts themselves are
 * loaded by fonts.ts.
 *
 * The ascent and descent overrides are each web font's hhea ascender and
 * descender over its units per em, so line boxes match; size-adjust is left at
 * 100% until it is measured against the fallbacks' glyph widths (issue 7).
 */
import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbackMetrics } from './fontMetrics';

for (const [family, metrics] of Object.entries(fontFallbackMetrics)) {
  globalFontFace(`${family} Fallback`, {
    src: metrics.local.map((name) => `local("${name}")`).join(', '),
    sizeAdjust: metrics.sizeAdjust,
    ascentOverride: metrics.ascentOverride,
    descentOverride: metrics.descentOverride,
    lineGapOverride: '0%',
  });
}
