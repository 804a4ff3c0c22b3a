import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonRecipe } from './Button.css';

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
  /** While true the button is disabled and says it is busy (aria-busy). */
  busy?: boolean;
}

/** A native `<button>`, `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, variant, size, busy = false, disabled, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[buttonRecipe({ variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
});
