import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const box = style({
  padding: vars.space['5'],
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderInlineStart: `${vars.space['1']} solid ${vars.color.accentSurface}`,
  borderRadius: vars.radius.md,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.lg,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});
