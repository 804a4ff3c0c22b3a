export { Link, LinkProvider, type LinkComponentProps, type LinkProps, type LinkProviderProps } from './Link';
