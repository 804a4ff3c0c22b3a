import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const page = style({
  maxWidth: vars.measure,
});

export const note = style({
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
