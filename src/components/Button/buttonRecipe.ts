import { buttonBase, buttonSize, buttonVariant } from './buttonRecipe.css';

/** The looks a Button (or a LinkButton) can take. */
export interface ButtonVariants {
  /** @default primary */
  variant?: keyof typeof buttonVariant;
  /** @default medium */
  size?: keyof typeof buttonSize;
}

/**
 * The class names of a button with these looks, for an element of the app's
 * own that should look like Parchment's Button. Apart from Button, a client
 * component, so that server code can call it.
 */
export function buttonRecipe({ variant = 'primary', size = 'medium' }: ButtonVariants = {}): string {
  return `${buttonBase} ${buttonVariant[variant]} ${buttonSize[size]}`;
}
