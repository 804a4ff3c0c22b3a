import { forwardRef, type ReactNode, type Ref } from 'react';
import { Link } from '../Link';
import * as styles from './Chip.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface ChipProps extends RootProps<'span', 'children'> {
  /** The chip's text, e.g. a tag name. */
  children: ReactNode;
  /** When given the chip is a link (for example a tag chip leading to the tag's page). */
  href?: string;
  /** An accessible name when the visible text needs context, e.g. "Tag: civil rights". */
  'aria-label'?: string;
}

/** A small rounded label, or a link when it has an href. */
export const Chip = forwardRef<HTMLElement, ChipProps>(function Chip({ children, href, 'aria-label': ariaLabel, className, ...rest }, ref) {
  if (href) {
    return (
      <Link ref={ref as Ref<HTMLAnchorElement>} {...(rest as RootProps<'a'>)} href={href} className={cx(styles.chip, styles.linkChip, className)} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <span ref={ref as Ref<HTMLSpanElement>} {...rest} className={cx(styles.chip, className)} aria-label={ariaLabel}>
      {children}
    </span>
  );
});
