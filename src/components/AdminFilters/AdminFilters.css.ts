import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

/** One column on phones; search takes the wide track from tablets up. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr', alignItems: 'end' },
  },
});
