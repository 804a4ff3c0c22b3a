import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const body = style({
  maxWidth: vars.measure,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const heading = style({
  marginTop: vars.space['8'],
  marginBottom: vars.space['3'],
  color: vars.color.text,
  // Linked headings land below a sticky header rather than under it.
  scrollMarginTop: vars.space['16'],
  selectors: {
    '&:first-child': { marginTop: 0 },
  },
});

export const headingLevel = styleVariants({
  2: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
  3: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
  4: { fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold },
});

export const paragraph = style({
  marginTop: 0,
  marginBottom: vars.space['5'],
  selectors: {
    '&:last-child': { marginBottom: 0 },
  },
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
