import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

/** A titled section of a page: heading, then its content, stacked. Shared by the listing pages. */
export const section = style({
  ...stack(vars.space['4']),
});

export const sectionHeading = style({
  margin: 0,
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});

/** Paragraphs of running text at the reading measure (the landmark pages' introductions). */
export const prose = style({
  maxWidth: vars.measure,
});

export const paragraph = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** A page section's h2 that a contents list links to: a little room above it when the link jumps there. */
export const anchoredHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  scrollMarginTop: vars.space['6'],
});
