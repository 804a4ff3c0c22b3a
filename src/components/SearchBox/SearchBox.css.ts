import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { stack } from '../../../tokens/layout';

export const form = style({
  ...stack(vars.space['2']),
  fontFamily: vars.font.ui,
});
