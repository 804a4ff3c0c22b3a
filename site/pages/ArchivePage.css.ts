import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';

/** Pillar, tag and the submit button: one column on phones, one row from tablets up. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  width: '100%',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr auto', alignItems: 'end' },
  },
});
