/**
 * Parchment's one public entry: the site, the stories and the published
 * package import the library only from here. It has no side effects: the
 * styles come with each component's own modules (and, in the package, as
 * one stylesheet), and the web fonts are the app's choice (tokens/fonts.ts).
 */

// Foundations and primitives
export * from './components/ParchmentProvider';
export * from './components/Link';
export * from './components/Button';
export * from './components/LinkButton';
export * from './components/Badge';
export * from './components/Chip';
export * from './components/ContrastBadge';
export * from './components/ColorSwatch';
export * from './components/TypeSpecimen';
export { visuallyHidden } from './styles/utilities.css';
export type { HeadingLevel } from './utils/headingLevel';
export { warnDeprecated } from './utils/warnDeprecated';

// Words and languages: English by default, Spanish shipped, any other by the same shape.
export * from './messages';

// Each group has its own barrel so that the groups can grow independently.
export * from './content';
export * from './navigation';
export * from './admin';
