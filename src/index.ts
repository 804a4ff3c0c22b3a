/** Parchment's one public entry: the site imports the library only from here. */
import '../tokens/fonts';
import './styles/global.css';

export * from './components/ContrastBadge';
export * from './components/ColorSwatch';
export * from './components/TypeSpecimen';
