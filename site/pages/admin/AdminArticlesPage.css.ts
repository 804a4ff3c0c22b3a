import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** Filters, table and pagination stacked with even gaps. */
export const manager = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

/** Notices keep a readable width. */
export const notice = style({ maxWidth: '48rem' });
