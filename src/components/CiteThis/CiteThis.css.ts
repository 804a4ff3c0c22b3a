import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { media } from '../../../tokens/scale';

/** On surfaceRaised, where text, muted text and the button's colours are checked pairs. Printed plain: no box, the page's ink. */
export const box = style({
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  '@media': {
    print: { padding: 0, background: 'none', color: 'inherit', border: 'none' },
  },
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.lg,
  '@media': {
    print: { breakAfter: 'avoid' },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One style: never split across two printed pages. */
export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': {
    print: { breakInside: 'avoid' },
  },
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  '@media': {
    print: { color: 'inherit' },
  },
});

/** A hanging indent, as in a bibliography; long URLs wrap rather than widen the page. */
export const citation = style({
  margin: 0,
  paddingInlineStart: vars.space['6'],
  textIndent: `calc(-1 * ${vars.space['6']})`,
  maxWidth: vars.measure,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** `<cite>` is italic by default; said here so a reset stylesheet cannot drop the style's italics. */
export const italic = style({
  fontStyle: 'italic',
});

export const action = style({
  justifySelf: 'start',
  '@media': {
    // Not on paper, and not where scripts do not run: there it could not copy (the citation can still be selected).
    [`print, ${media.noScript}`]: { display: 'none' },
  },
});

/** The one live region: empty (never display:none on screen) until a copy, so its message is announced. */
export const status = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:not(:empty)': { marginTop: vars.space['4'] },
  },
  '@media': {
    print: { display: 'none' },
  },
});

export const failed = style({
  color: vars.color.danger,
});
