import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

/** Sign-in, notices and the admin home sit in a readable column. */
export const column = style({
  maxWidth: '48rem',
});

/** Your Account and Admin Tools side by side from tablet width. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
