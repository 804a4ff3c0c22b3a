import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { cluster, stack } from '../../../tokens/layout';

export const root = style({
  ...stack(vars.space['3']),
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...cluster(vars.space['2']),
});
