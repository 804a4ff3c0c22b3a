import type { ReactNode } from 'react';
import { Link } from '../Link';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the element holding the page's main content; "main" unless given. */
  targetId?: string;
  /** The link's text; "Skip to main content" unless given. */
  children?: ReactNode;
}

/**
 * The first focusable thing on every page: hidden until a keyboard user tabs
 * to it, then shown at the top left (WCAG 2.4.1 Bypass Blocks). The target
 * should be focusable (`<main id="main" tabIndex={-1}>`) so focus really moves.
 */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <Link href={`#${targetId}`} className={styles.skipLink}>
      {children}
    </Link>
  );
}
