import { forwardRef, type ReactNode } from 'react';
import { buttonRecipe } from '../Button/buttonRecipe';
import { visuallyHidden } from '../../styles/utilities.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Link } from '../Link';
import { linkButtonMessages, type LinkButtonMessages } from './messages';

export interface LinkButtonProps extends RootProps<'a', 'href' | 'children'> {
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
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<LinkButtonMessages>;
}

/** A link that looks like a button: navigation, not an action, so it stays an `<a>`. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { href, children, variant, size, external = false, messages, className, ...rest },
  ref,
) {
  const words = { ...linkButtonMessages, ...messages };
  return (
    <Link
      ref={ref}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
      href={href}
      className={cx(buttonRecipe({ variant, size }), className)}
    >
      {children}
      {external ? (
        <>
          <span aria-hidden="true">↗</span>
          <span className={visuallyHidden}> {words.newTab}</span>
        </>
      ) : null}
    </Link>
  );
});
