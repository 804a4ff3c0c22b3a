import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';

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
 * A featured ArticleCard marks its root with data-card-variant="featured"; its
 * cell takes the whole row on tablets and two of three columns (two rows tall,
 * so the next two cards stack beside it) on desktops. The grid reads the
 * attribute rather than inspecting its children's props, so the CSS alone
 * decides the layout and the server's HTML already has it.
 */
const featured = '&:has(> [data-card-variant="featured"])';

export const item = style({
  display: 'grid',
  minWidth: 0,
  '@media': {
    [media.tablet]: { selectors: { [featured]: { gridColumn: 'span 2' } } },
    [media.desktop]: { selectors: { [featured]: { gridRow: 'span 2' } } },
  },
});
