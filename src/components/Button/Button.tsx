'use client';

import {
  cloneElement,
  forwardRef,
  isValidElement,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useMessages } from '../../messages/MessagesContext';
import { visuallyHidden } from '../../styles/utilities.css';
import { cx } from '../../utils/cx';
import { Link } from '../Link';
import { buttonRecipe } from './buttonRecipe';
import { buttonMessages, type ButtonMessages } from './messages';

interface ButtonLook {
  /** The button's label. */
  children: ReactNode;
  /**
   * primary for the main action of a view, secondary for the rest, ghost for low-emphasis actions.
   * @default primary
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * small for dense places such as table rows and filter bars.
   * @default medium
   */
  size?: 'medium' | 'small';
}

/** A `<button>` that does something here. */
export interface ButtonAsButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  href?: undefined;
  /**
   * While true the button does nothing when pressed and says so
   * (`aria-disabled`, `aria-busy`), but stays focusable: a button that
   * became `disabled` under the reader's keyboard focus would drop the focus
   * to the page's body, and it would stay there once the work ended.
   */
  busy?: boolean;
  /**
   * Puts the button's look on its only child instead of a `<button>`, as
   * Radix's `asChild` does: `<Button asChild><RouterLink to="/admin">Admin</RouterLink></Button>`.
   * The child keeps its own element and behaviour; its className is added to the button's.
   */
  asChild?: boolean;
}

/** A link that looks like a button: it goes somewhere. */
export interface ButtonAsLinkProps extends ButtonLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'href'> {
  /** Where it goes: the button renders as a link (through the app's link component for site paths). */
  href: string;
  /** Opens in a new tab, with an arrow and "(opens in a new tab)" for screen readers. */
  external?: boolean;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<ButtonMessages>;
  busy?: undefined;
  asChild?: undefined;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The action button: a native `<button>`, `type="button"` unless told
 * otherwise so it never submits a form by accident; with `href`, a link in
 * the same look (it goes somewhere rather than doing something); with
 * `asChild`, the look on an element of the app's own.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const words = useMessages('button', buttonMessages, props.href === undefined ? undefined : props.messages);
  if (props.href !== undefined) {
    const { children, variant, size, external = false, messages: _messages, className, ...anchor } = props;
    return (
      <Link
        ref={ref as Ref<HTMLAnchorElement>}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...anchor}
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
  }
  const { children, variant, size, busy = false, disabled, type = 'button', className, onClick, asChild = false, ...rest } = props;
  const look = cx(buttonRecipe({ variant, size }), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string; ref?: Ref<unknown>; onClick?: (event: MouseEvent<HTMLElement>) => void }>;
    const own = child.props.onClick;
    // The child's own element does the work: `type`, `busy` and `disabled` are a <button>'s, and stay here.
    // Both click handlers run, the child's first.
    const mine = onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined;
    const both = own && mine ? (event: MouseEvent<HTMLElement>) => (own(event), mine(event)) : (own ?? mine);
    // The child's own ref stays unless the caller gave the Button one.
    return cloneElement(child, { ...(rest as object), onClick: both, ...(ref ? { ref } : {}), className: cx(look, child.props.className) });
  }
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Busy: no second press, and no form submission (Enter in a field clicks the submit button).
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      disabled={disabled}
      aria-disabled={busy && !disabled ? true : undefined}
      aria-busy={busy || undefined}
      className={look}
      {...rest}
      onClick={handleClick}
    >
      {children}
    </button>
  );
});
