/**
 * Type, space, radii, breakpoints and motion: the same in both themes.
 * Plain values so that tests, the site's server and Storybook can read them
 * without going through CSS.
 */

/**
 * Each web font, then its metric-matched local fallbacks (fonts.css.ts, one
 * family per local font, measured in fontMetrics.ts) in order, then the generic
 * family, so that a late web font does not shift layout. The browser uses the
 * first fallback whose local font is installed: Georgia or Times New Roman
 * (Arial) on macOS and Windows, Liberation or DejaVu on Linux. Like the web
 * font, each fallback family has a face per weight and style the site ships
 * (e.g. Liberation Sans for 400 and Liberation Sans Bold for 600), so the
 * stacks name each family once and the browser picks the face.
 */
export const fontFamilies = {
  /** Headlines and display type (bold; its fallbacks are the bold faces). */
  display:
    "'Playfair Display', 'Parchment Display Georgia Fallback', 'Parchment Display Times Fallback', 'Parchment Display Liberation Fallback', 'Parchment Display DejaVu Fallback', serif",
  /** Long-form reading text. */
  body: "'Source Serif 4', 'Parchment Serif Georgia Fallback', 'Parchment Serif Times Fallback', 'Parchment Serif Liberation Fallback', 'Parchment Serif DejaVu Fallback', serif",
  /** Controls, labels, navigation and metadata. */
  ui: "'Source Sans 3', 'Parchment Sans Arial Fallback', 'Parchment Sans Liberation Fallback', 'Parchment Sans DejaVu Fallback', sans-serif",
} as const;

/** A modular type scale (ratio about 1.25) on a 16 px root; body text is 18 px. */
export const fontSizes = {
  xs: '0.875rem',
  sm: '1rem',
  md: '1.125rem',
  lg: '1.375rem',
  xl: '1.75rem',
  '2xl': '2.25rem',
  '3xl': '3rem',
} as const;

export const fontWeights = { regular: '400', semibold: '600', bold: '700' } as const;

export const lineHeights = { tight: '1.15', snug: '1.35', normal: '1.6' } as const;

/**
 * The reading width: about 66 characters a line (66ch of Source Serif 4,
 * whose "0" is 0.529 em). In em, not ch: `ch` is measured in the first
 * available font, so a column in ch is some 11% wider in the fallback font
 * than in the web font, and every paragraph would rewrap when the font swaps.
 */
export const measure = '35em';

/** A 4 px grid. */
export const space = {
  none: '0px',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
} as const;

/** A step of the space scale, as the layout primitives and sprinkles take it: `'4'` is 16px. */
export type Space = keyof typeof space;

export const radii = { none: '0px', sm: '2px', md: '4px', lg: '8px', pill: '999px' } as const;

/** Widths at which the grid goes from one column to two, and from two to three. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Where scripts do not run: controls that act only through scripts are hidden, or a link stands in. */
  noScript: '(scripting: none)',
} as const;

/** The widest content column. */
export const contentWidth = '1200px';

/**
 * The inline padding of the page column: below the tablet breakpoint, then
 * from it. The site's main column, the header bar and the footer all use it
 * with contentWidth, so their content shares the same left and right edges.
 */
export const pageGutter = { narrow: space['4'], wide: space['6'] } as const;

/** Durations collapse to zero for readers who ask for reduced motion (see theme.css.ts). */
export const motion = { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

export const focusRing = { width: '3px', offset: '2px' } as const;

/**
 * The least height (and, for square controls, width) of anything a reader
 * taps or clicks: 44 px, comfortably above WCAG 2.2's 24 px minimum (2.5.8)
 * and at the enhanced 2.5.5 size.
 */
export const minTargetSize = '44px';

/** The named steps of the type scale, for specimens and documentation. */
export const typeScale = [
  { name: 'Display', token: '3xl', family: 'display', weight: 'bold', lineHeight: 'tight' },
  { name: 'Heading 1', token: '2xl', family: 'display', weight: 'bold', lineHeight: 'tight' },
  { name: 'Heading 2', token: 'xl', family: 'display', weight: 'bold', lineHeight: 'snug' },
  { name: 'Heading 3', token: 'lg', family: 'body', weight: 'semibold', lineHeight: 'snug' },
  { name: 'Body', token: 'md', family: 'body', weight: 'regular', lineHeight: 'normal' },
  { name: 'UI', token: 'sm', family: 'ui', weight: 'regular', lineHeight: 'snug' },
  { name: 'Caption', token: 'xs', family: 'ui', weight: 'regular', lineHeight: 'snug' },
] as const satisfies ReadonlyArray<{
  name: string;
  token: keyof typeof fontSizes;
  family: keyof typeof fontFamilies;
  weight: keyof typeof fontWeights;
  lineHeight: keyof typeof lineHeights;
}>;
