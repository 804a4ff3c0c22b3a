import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { stack } from '../../../tokens/layout';

/** Filters, table and pagination stacked with even gaps. */
export const manager = style({
  ...stack(vars.space['6']),
  minWidth: 0,
});

/** Notices keep a readable width. */
export const notice = style({ maxWidth: '48rem' });
