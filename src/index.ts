/**
 * Parchment's one public entry: the site, the stories and the published
 * package import the library only from here. It has no side effects: the
 * styles come with each component's own modules (and, in the package, as
 * one stylesheet), and the web fonts are the app's choice (tokens/fonts.ts).
 * The package also exports each layer alone (@parchment/ui/primitives,
 * /forms, /components, /editorial, /admin, /foundations): the same
 * components, for an app that wants to say which layer it builds on.
 */

// The layers, from the smallest parts to the admin screens.
export * from './foundations';
export * from './primitives';
export * from './forms';
export * from './components';
export * from './editorial';
export * from './admin';

// Utilities.
export { visuallyHidden } from './styles/utilities.css';
export type { HeadingLevel } from './utils/headingLevel';
export { warnDeprecated } from './utils/warnDeprecated';

// Words and languages: English by default, Spanish shipped, any other by the same shape.
export * from './messages';
