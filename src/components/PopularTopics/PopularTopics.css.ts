import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
