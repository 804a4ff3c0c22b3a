import type { ReactNode } from 'react';
import { buttonRecipe } from '../Button';
import { visuallyHidden } from '../../styles/utilities.css';
import { Link } from '../Link';

export interface LinkButtonProps {
  /** Where it goes: a site path or a full URL. */
  href: string;
  /** The link's text. */
  children: ReactNode;
  /**
   * Looks like a primary, secondary or ghost button.
   * @default primary
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * small for dense places.
   * @default medium
   */
  size?: 'medium' | 'small';
  /** Set for links that leave the site: opens in a new tab and says so to screen readers. */
  external?: boolean;
  /** Extra accessible name, when the visible text alone is ambiguous (e.g. "View all" needs its category). */
  'aria-label'?: string;
}

/** A link that looks like a button: navigation, not an action, so it stays an `<a>`. */
export function LinkButton({ href, children, variant, size, external = false, 'aria-label': ariaLabel }: LinkButtonProps) {
  return (
    <Link
      href={href}
      className={buttonRecipe({ variant, size })}
      aria-label={ariaLabel}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? (
        <>
          <span aria-hidden="true">↗</span>
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </>
      ) : null}
    </Link>
  );
}
