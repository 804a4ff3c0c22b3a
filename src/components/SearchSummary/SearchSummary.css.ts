import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const root = style({
  minHeight: vars.space['10'], // room for the small Retry button, so the line does not jump when it appears
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});
