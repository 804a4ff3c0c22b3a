import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const form = style({
  fontFamily: vars.font.ui,
});
