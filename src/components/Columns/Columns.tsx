import { createElement, forwardRef, type AllHTMLAttributes } from 'react';
import type { Space } from '../../../tokens/scale';
import { cx } from '../../utils/cx';
import { layoutClasses } from '../../utils/layoutClasses';
import type { LayoutElement, Responsive } from '../../utils/responsive';
import * as styles from './Columns.css';

export type ColumnsAlignY = 'top' | 'center' | 'bottom' | 'stretch';
export type ColumnWidth = keyof typeof styles.width;

export interface ColumnsProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'space'> {
  /** The element it renders. Default `div`. */
  as?: LayoutElement;
  /** The gutter between columns (and between them once stacked); responsive. */
  space?: Responsive<Space>;
  /** Below this width the columns stack one under the other, full width. By default they never stack. */
  collapseBelow?: 'tablet' | 'desktop';
  /** How columns of different heights line up while side by side. By default they stretch to the tallest. */
  alignY?: ColumnsAlignY;
}

/**
 * Columns side by side, `space` apart, each a `Column` whose `width` is a
 * fraction, its content's width, or (by default) a share of what is left.
 * With `collapseBelow` they stack on narrow screens: a text beside its
 * picture on a desktop, above it on a phone.
 */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns({ as = 'div', space, collapseBelow, alignY, className, ...rest }, ref) {
  const layout = layoutClasses({
    gap: space,
    dir: collapseBelow ? { mobile: 'column', [collapseBelow]: 'row' } : 'row',
    // Stacked columns fill the width; the alignment applies once they sit side by side.
    alignY: collapseBelow && alignY ? { [collapseBelow]: alignY } : alignY,
  });
  return createElement(as, { ref, ...rest, className: cx(layout, className) });
});

export interface ColumnProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'width'> {
  /** The element it renders. Default `div`. */
  as?: LayoutElement;
  /** Its share of the row: `fill` (the default) takes what the others leave, `content` its content's width. */
  width?: ColumnWidth;
}

/** One column of `Columns`. */
export const Column = forwardRef<HTMLElement, ColumnProps>(function Column({ as = 'div', width = 'fill', className, ...rest }, ref) {
  return createElement(as, { ref, ...rest, className: cx(styles.width[width], className) });
});
