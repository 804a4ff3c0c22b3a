/** Parchment's one public entry: the site imports the library only from here. */
import '../tokens/fonts';
import './styles/global.css';

// Foundations and primitives
export * from './components/Link';
export * from './components/Button';
export * from './components/LinkButton';
export * from './components/Badge';
export * from './components/Chip';
export * from './components/ContrastBadge';
export * from './components/ColorSwatch';
export * from './components/TypeSpecimen';
export { visuallyHidden } from './styles/utilities.css';

// Each group has its own barrel so that the groups can grow independently.
export * from './content';
export * from './navigation';
export * from './admin';
