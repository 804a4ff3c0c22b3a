export { ThemeToggle, type ThemeChoice, type ThemeToggleProps } from './ThemeToggle';
