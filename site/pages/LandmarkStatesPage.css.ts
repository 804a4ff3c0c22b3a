import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const prose = style({
  maxWidth: vars.measure,
  margin: 0,
});

export const paragraph = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const comingSoon = style({
  margin: 0,
  padding: vars.space['5'],
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});
