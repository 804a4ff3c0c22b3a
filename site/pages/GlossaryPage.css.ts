import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const letters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
});

export const group = style({
  maxWidth: vars.measure,
  scrollMarginTop: vars.space['6'],
});

export const letter = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
});

export const terms = style({
  margin: 0,
});

export const entry = style({
  marginBlockEnd: vars.space['4'],
});

export const term = style({
  color: vars.color.text,
  fontFamily: vars.font.ui,
  fontWeight: 700,
});

export const definition = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const source = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

/** A letter's link: a target at least 44 px square (WCAG 2.5.8 asks for 24), for fingers as well as pointers. */
export const letterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
});
