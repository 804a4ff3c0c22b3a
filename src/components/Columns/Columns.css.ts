import { styleVariants } from '@vanilla-extract/css';

/**
 * A column's share of the row. Fractions are a flex basis that may shrink:
 * with the row's gap added the bases overflow by the gaps, and shrinking in
 * proportion to the basis takes the gaps out in the same proportions, so
 * 1/3 and 2/3 stay a third and two thirds of what is left.
 */
export const width = styleVariants({
  fill: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%', minWidth: 0 },
  '1/3': { flex: '0 1 33.3333%', minWidth: 0 },
  '2/3': { flex: '0 1 66.6667%', minWidth: 0 },
  '1/4': { flex: '0 1 25%', minWidth: 0 },
  '3/4': { flex: '0 1 75%', minWidth: 0 },
});
