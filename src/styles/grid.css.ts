/**
 * The one agreement between CardGrid and what it holds: an element that
 * carries `wideCell` asks the grid for a wide cell (the whole row on
 * tablets, two of three columns and two rows on desktops). A featured
 * ArticleCard carries it; CardGrid's item reads it with :has(), so the CSS
 * alone decides the layout and the server's HTML already has it. Neither
 * component reads the other's markup or styles.
 */
import { style } from '@vanilla-extract/css';

/** A marker with no rules of its own. */
export const wideCell = style({});
