/**
 * Metric overrides for each web font's local fallback; see fonts.css.ts.
 * Fallback names have no digits: an unquoted family name such as
 * `Source Serif 4 Fallback` is invalid CSS once a minifier drops the quotes.
 */
export const fontFallbackMetrics: Array<{
  webFont: string;
  fallbackName: string;
  local: string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
}> = [
  { webFont: 'Source Serif 4', fallbackName: 'Parchment Serif Fallback', local: ['Georgia', 'Times New Roman', 'DejaVu Serif'], sizeAdjust: '100%', ascentOverride: '91.8%', descentOverride: '33.5%' },
  { webFont: 'Playfair Display', fallbackName: 'Parchment Display Fallback', local: ['Georgia', 'Times New Roman', 'DejaVu Serif'], sizeAdjust: '100%', ascentOverride: '108.2%', descentOverride: '25.1%' },
  { webFont: 'Source Sans 3', fallbackName: 'Parchment Sans Fallback', local: ['Arial', 'Helvetica', 'DejaVu Sans'], sizeAdjust: '100%', ascentOverride: '102.4%', descentOverride: '28.6%' },
];
