import type { ReactNode } from 'react';
import { Link } from '../Link';
import * as styles from './Chip.css';

export interface ChipProps {
  /** The chip's text, e.g. a tag name. */
  children: ReactNode;
  /** When given the chip is a link (for example a tag chip leading to the tag's page). */
  href?: string;
  /** An accessible name when the visible text needs context, e.g. "Tag: civil rights". */
  'aria-label'?: string;
}

/** A small rounded label, or a link when it has an href. */
export function Chip({ children, href, 'aria-label': ariaLabel }: ChipProps) {
  if (href) {
    return (
      <Link href={href} className={`${styles.chip} ${styles.linkChip}`} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <span className={styles.chip} aria-label={ariaLabel}>
      {children}
    </span>
  );
}
