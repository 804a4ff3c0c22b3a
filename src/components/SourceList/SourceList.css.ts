import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const section = style({
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.xl,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['6'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  paddingInlineStart: vars.space['1'],
  // A note's link lands below a sticky header, and the entry it lands on is marked.
  scrollMarginTop: vars.space['16'],
  selectors: {
    '&:target': { outline: `2px solid ${vars.color.border}`, outlineOffset: vars.space['1'] },
  },
  '@media': {
    print: { breakInside: 'avoid' },
  },
});

export const printUrl = style({
  display: 'none',
  '@media': {
    print: { display: 'block', overflowWrap: 'anywhere', fontFamily: vars.font.ui, fontSize: vars.fontSize.xs },
  },
});

export const back = style({
  display: 'inline-block',
  marginTop: vars.space['1'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
  '@media': {
    print: { display: 'none' },
  },
});

export const link = style({
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({
  display: 'block',
  marginTop: vars.space['1'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.xs,
});
