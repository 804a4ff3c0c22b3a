import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const prose = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  marginTop: vars.space['4'],
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const paragraph = style({
  margin: 0,
});

export const amendments = style({
  margin: 0,
  paddingInlineStart: vars.space['6'],
});

export const amendmentName = style({
  fontWeight: vars.fontWeight.bold,
});
