import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

export const page = style({
  ...stack(vars.space['6']),
  maxWidth: vars.measure,
});

export const note = style({
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
