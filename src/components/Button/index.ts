export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './Button';
export { buttonRecipe, type ButtonVariants } from './buttonRecipe';
export { buttonMessages, type ButtonMessages } from './messages';
