export { Button, type ButtonProps } from './Button';
export { buttonRecipe, type ButtonVariants } from './buttonRecipe';
