/**
 * The layout atoms of Stack, Inline and Columns: one global class per
 * (property, value, width), named by a pattern (`pm-gap-4`, `pm-gap-6-t` from
 * the tablet width up, `pm-gap-8-d` from the desktop width up) so that a
 * primitive writes its class names from its props without a class map. A
 * sprinkles map for the same atoms cost every page 1.5 KB of gzipped script
 * against a 100 KB budget with none to spare (decision 0030); Box, which takes
 * every atom, keeps sprinkles. The `pm-` prefix keeps the names clear of an
 * app's own.
 */
import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { media, space } from './scale';
import { vars } from './theme.css';

/**
 * Each atom's values, named in the primitives' own words so that a prop's
 * value is the class name's last part (Stack `align="center"` is
 * `pm-stackAlign-center`), and the CSS each one sets.
 */
export const layoutAtoms = {
  dir: { row: { flexDirection: 'row' }, column: { flexDirection: 'column' } },
  wrap: { wrap: { flexWrap: 'wrap' } },
  gap: Object.fromEntries(Object.keys(space).map((step) => [step, { gap: vars.space[step as keyof typeof space] }])) as Record<keyof typeof space, StyleRule>,
  /** Across a column (Stack). */
  stackAlign: {
    left: { alignItems: 'flex-start' },
    center: { alignItems: 'center' },
    right: { alignItems: 'flex-end' },
    stretch: { alignItems: 'stretch' },
  },
  /** Along a row (Inline). */
  align: {
    left: { justifyContent: 'flex-start' },
    center: { justifyContent: 'center' },
    right: { justifyContent: 'flex-end' },
    spaceBetween: { justifyContent: 'space-between' },
  },
  /** Across a row (Inline, Columns). */
  alignY: {
    top: { alignItems: 'flex-start' },
    center: { alignItems: 'center' },
    bottom: { alignItems: 'flex-end' },
    baseline: { alignItems: 'baseline' },
    stretch: { alignItems: 'stretch' },
  },
} satisfies Record<string, Record<string, StyleRule>>;

/** The class-name suffix of each width: none for all widths, `-t` from tablet up, `-d` from desktop up. */
export const widthSuffix = { mobile: '', tablet: '-t', desktop: '-d' } as const;

// Narrowest first, so that a wider width's rule comes later and wins.
for (const [width, suffix] of Object.entries(widthSuffix) as Array<[keyof typeof widthSuffix, string]>) {
  for (const [atom, values] of Object.entries(layoutAtoms)) {
    for (const [value, rule] of Object.entries(values)) {
      const selector = `.pm-${atom}-${value}${suffix}`;
      globalStyle(selector, width === 'mobile' ? rule : { '@media': { [media[width]]: rule } });
    }
  }
}

/** Every layout primitive is a flex container. */
export const flex = style({ display: 'flex' });
