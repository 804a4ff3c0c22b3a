import { style } from '@vanilla-extract/css';

/** Filters, table and pagination stacked with even gaps. */
export const manager = style({
  minWidth: 0,
});

/** Notices keep a readable width. */
export const notice = style({ maxWidth: '48rem' });
