import { createElement, forwardRef, type AllHTMLAttributes } from 'react';
import { sprinkles, type Sprinkles } from '../../../tokens/sprinkles.css';
import { cx } from '../../utils/cx';
import type { LayoutElement } from '../../utils/responsive';

type AtomProps = Omit<Sprinkles, 'color'> & {
  /** Text colour, a colour role of the theme (`'textMuted'`, `'accent'`). */
  color?: Sprinkles['color'];
};

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | keyof AtomProps>, AtomProps {
  /** The element it renders. Default `div`. */
  as?: LayoutElement;
}

/**
 * Any element, styled by props that become atomic classes (sprinkles):
 * `padding="4"`, `background="surface"`, `display={{ mobile: 'none', tablet: 'block' }}`.
 * Every value is a token, so a Box cannot stray off the scale or the palette.
 * Reach for Stack, Inline or Columns first; Box is for the rest. Its atom map
 * is a few kilobytes of script, which the layout primitives do without.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) atoms[name] = value;
    else rest[name] = value;
  }
  return createElement(as, { ref, ...rest, className: cx(sprinkles(atoms as Sprinkles), className) });
});
