'use client';

import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { buttonRecipe } from './buttonRecipe';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
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
  /**
   * While true the button does nothing when pressed and says so
   * (`aria-disabled`, `aria-busy`), but stays focusable: a button that
   * became `disabled` under the reader's keyboard focus would drop the focus
   * to the page's body, and it would stay there once the work ended.
   */
  busy?: boolean;
}

/** A native `<button>`, `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, variant, size, busy = false, disabled, type = 'button', className, onClick, ...rest },
  ref,
) {
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
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={busy && !disabled ? true : undefined}
      aria-busy={busy || undefined}
      className={[buttonRecipe({ variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
      onClick={handleClick}
    >
      {children}
    </button>
  );
});
