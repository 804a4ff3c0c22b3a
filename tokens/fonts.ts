/**
 * The self-hosted web fonts (no request leaves the site), Latin subset only.
 * A plain module rather than a .css.ts file: vanilla-extract evaluates .css.ts
 * files at build time and would drop these CSS imports.
 */
import '@fontsource/source-serif-4/latin-400.css';
import '@fontsource/source-serif-4/latin-400-italic.css';
import '@fontsource/source-serif-4/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import './fonts.css';
