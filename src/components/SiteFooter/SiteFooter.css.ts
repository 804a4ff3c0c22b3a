import { style } from '@vanilla-extract/css';
import { media, minTargetSize, pageGutter } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

/** The page column's width and gutters (tokens pageGutter), so the footer lines up with the main content above it. */
export const inner = style({
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: pageGutter.narrow,
  paddingBlock: vars.space['8'],
  '@media': { [media.tablet]: { paddingInline: pageGutter.wide } },
});

/** One column on phones, three from the tablet breakpoint. */
export const groups = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['2'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** 44 px rows: comfortably above the 24 px minimum target (WCAG 2.5.8) on touch screens. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: minTargetSize,
  color: vars.color.link,
  selectors: {
    '&:visited': { color: vars.color.linkVisited },
    '&:hover': { color: vars.color.linkHover },
  },
});

export const copyright = style({
  margin: 0,
  marginTop: vars.space['8'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
