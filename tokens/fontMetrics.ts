/** Metric overrides for each web font's local fallback; see fonts.css.ts. */
export const fontFallbackMetrics: Record<
  string,
  { local: string[]; sizeAdjust: string; ascentOverride: string; descentOverride: string }
> = {
  'Source Serif 4': { local: ['Georgia', 'Times New Roman', 'DejaVu Serif'], sizeAdjust: '100%', ascentOverride: '91.8%', descentOverride: '33.5%' },
  'Playfair Display': { local: ['Georgia', 'Times New Roman', 'DejaVu Serif'], sizeAdjust: '100%', ascentOverride: '108.2%', descentOverride: '25.1%' },
  'Source Sans 3': { local: ['Arial', 'Helvetica', 'DejaVu Sans'], sizeAdjust: '100%', ascentOverride: '102.4%', descentOverride: '28.6%' },
};
