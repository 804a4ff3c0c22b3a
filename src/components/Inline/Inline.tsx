import { createElement, forwardRef, type AllHTMLAttributes } from 'react';
import type { Space } from '../../../tokens/scale';
import { cx } from '../../utils/cx';
import { layoutClasses } from '../../utils/layoutClasses';
import type { LayoutElement, Responsive } from '../../utils/responsive';

export type InlineAlign = 'left' | 'center' | 'right' | 'spaceBetween';
export type InlineAlignY = 'top' | 'center' | 'bottom' | 'baseline' | 'stretch';

export interface InlineProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'space' | 'align' | 'alignY' | 'wrap'> {
  /** The element it renders (a `ul` for a row of tags). Default `div`. */
  as?: LayoutElement;
  /** The gap between children, across and between lines; responsive. */
  space?: Responsive<Space>;
  /** Where the children sit along the line; responsive. */
  align?: Responsive<InlineAlign>;
  /** How children of different heights line up; responsive. By default they stretch. */
  alignY?: Responsive<InlineAlignY>;
  /** Whether children move onto another line when the line is full (the default), or stay on one. */
  wrap?: boolean;
}

/**
 * Children side by side, `space` apart, wrapping onto more lines when the
 * line is full: tags, chips, buttons, a byline's parts. With `wrap={false}`
 * they stay on one line (a field and its button).
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline({ as = 'div', space, align, alignY, wrap = true, className, ...rest }, ref) {
  const layout = layoutClasses({ wrap: wrap ? 'wrap' : undefined, gap: space, align, alignY });
  return createElement(as, { ref, ...rest, className: cx(layout, className) });
});
