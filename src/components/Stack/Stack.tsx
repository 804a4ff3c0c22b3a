import { createElement, forwardRef, type AllHTMLAttributes } from 'react';
import type { Space } from '../../../tokens/scale';
import { cx } from '../../utils/cx';
import { layoutClasses } from '../../utils/layoutClasses';
import type { LayoutElement, Responsive } from '../../utils/responsive';

export type StackAlign = 'left' | 'center' | 'right' | 'stretch';

export interface StackProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'space' | 'align'> {
  /** The element it renders: a `ul` for a list, a `section` for a region. Default `div`. */
  as?: LayoutElement;
  /** The gap between children, a step of the space scale; responsive. */
  space?: Responsive<Space>;
  /** Where children sit across the line; responsive. By default they stretch to the full width. */
  align?: Responsive<StackAlign>;
}

/**
 * Children one under the other, `space` apart: the vertical rhythm of a
 * card, a form, a page section. The gap is the container's, so children
 * need no margins of their own.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ as = 'div', space, align, className, ...rest }, ref) {
  const layout = layoutClasses({ dir: 'column', gap: space, stackAlign: align });
  return createElement(as, { ref, ...rest, className: cx(layout, className) });
});
