import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';
import { wideCell } from '../../styles/grid.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/**
 * fitRow: while the list has at most three items (no fourth child), from the
 * tablet breakpoint every item gets a column of its own in a single row, so
 * the row is always full. The count is read with :has() so the server's HTML
 * already lays out right, with no script.
 */
export const fitRow = style({
  '@media': {
    [media.tablet]: {
      selectors: {
        '&:not(:has(> :nth-child(4)))': {
          gridTemplateColumns: 'none',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(0, 1fr)',
        },
      },
    },
  },
});

/**
 * A cell whose card asks for a wide cell (src/styles/grid.css.ts; a featured
 * ArticleCard does) takes the whole row on tablets and two of three columns
 * (two rows tall, so the next two cards stack beside it) on desktops.
 */
const featured = `&:has(> ${wideCell})`;

export const item = style({
  display: 'grid',
  minWidth: 0,
  '@media': {
    [media.tablet]: { selectors: { [featured]: { gridColumn: 'span 2' } } },
    [media.desktop]: { selectors: { [featured]: { gridRow: 'span 2' } } },
  },
});
