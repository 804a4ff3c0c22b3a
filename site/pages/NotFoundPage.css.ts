import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** The 404's search box, set like the search page's: as wide as the sentence above it, aligned to the start like every other form. */
export const search = style({
  width: '100%',
  marginTop: vars.space['4'],
  textAlign: 'start',
  fontFamily: vars.font.ui,
});
