import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

export const label = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The chips' list, without its bullets and indent. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
