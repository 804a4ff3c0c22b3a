/**
 * Layout recipes: the flex arrangements the components and the site's pages
 * repeat, as style fragments to spread into a vanilla-extract `style()`.
 * They are evaluated when the `.css.ts` files compile, so they cost nothing
 * at run time, and spreading them (rather than adding a second class) keeps
 * one class per element, so no rule's place in the stylesheet decides which
 * value wins. Each gives its properties in the order a hand-written rule
 * would (display, direction or wrap, alignment, gap).
 *
 *   export const list = style({ ...stack(vars.space['4']), margin: 0 });
 */
import type { StyleRule } from '@vanilla-extract/css';

type Gap = StyleRule['gap'];
type Align = StyleRule['alignItems'];

const flex: StyleRule = { display: 'flex' };

/** Children one under the other, `gap` apart. */
export function stack(gap?: Gap): StyleRule {
  return { ...flex, flexDirection: 'column', ...(gap === undefined ? {} : { gap }) };
}

/** Children side by side on one line (no wrapping), aligned on the cross axis by `align`, `gap` apart. */
export function row(gap?: Gap, align?: Align): StyleRule {
  return { ...flex, ...(align === undefined ? {} : { alignItems: align }), ...(gap === undefined ? {} : { gap }) };
}

/** Children side by side that wrap onto more lines when the line is full (tags, chips, links in a row). */
export function cluster(gap?: Gap, align?: Align): StyleRule {
  return { ...flex, flexWrap: 'wrap', ...(align === undefined ? {} : { alignItems: align }), ...(gap === undefined ? {} : { gap }) };
}

/** One child (an icon, a glyph) centred both ways in its box. */
export const centred: StyleRule = { ...flex, alignItems: 'center', justifyContent: 'center' };
