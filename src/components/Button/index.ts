export { Button, type ButtonProps } from './Button';
export { buttonRecipe } from './Button.css';
