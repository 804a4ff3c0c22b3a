import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['16'],
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  color: vars.color.accent,
  fontFamily: vars.font.display,
  fontSize: `calc(${vars.fontSize['3xl']} * 2)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
});

export const detail = style({
  maxWidth: vars.measure,
  color: vars.color.textMuted,
});
