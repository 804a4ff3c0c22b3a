import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Link } from '../Link';
import { skipLinkMessages, type SkipLinkMessages } from './messages';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends RootProps<'a', 'href'> {
  /** The id of the element holding the page's main content; "main" unless given. */
  targetId?: string;
  /** The link's text; the messages' `label` ("Skip to main content") unless given. */
  children?: ReactNode;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<SkipLinkMessages>;
}

/**
 * The first focusable thing on every page: hidden until a keyboard user tabs
 * to it, then shown at the top left (WCAG 2.4.1 Bypass Blocks). The target
 * should be focusable (`<main id="main" tabIndex={-1}>`) so focus really moves.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink({ targetId = 'main', children, messages, className, ...rest }, ref) {
  return (
    <Link ref={ref} {...rest} href={`#${targetId}`} className={cx(styles.skipLink, className)}>
      {children ?? messages?.label ?? skipLinkMessages.label}
    </Link>
  );
});
