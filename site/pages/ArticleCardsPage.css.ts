import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
