import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** A part a table-of-contents link lands on: below the sticky header, not under it. */
export const part = style({
  scrollMarginTop: vars.space['16'],
  maxWidth: vars.measure,
});
