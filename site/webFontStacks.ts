/**
 * The site's font stacks with and without the web fonts (see
 * site/webFonts.ts and docs/decisions/0018-web-fonts-only-once-cached.md). The theme (tokens/theme.css.ts) names the web family
 * first in each stack, as the library's users get it; the site overrides the
 * stacks with the local fallbacks alone until <html> carries
 * `data-webfonts`. Used at build time by site/styles/webFonts.css.ts and by
 * the server for the <noscript> rule; not browser code.
 */
import { customPropertyName } from '../tokens/designTokens';
import { fontFamilies } from '../tokens/scale';
import { WEB_FONTS_ATTRIBUTE } from './webFonts';

type Stacks = Record<keyof typeof fontFamilies, string>;

/**
 * The page root without the flag, and every element inside it that sets a
 * theme of its own (ParchmentProvider's div, the brand preview's two themes
 * side by side), since each of those sets the font stacks again. `html:root`
 * outranks the theme's `:root:not([data-theme="parchment"])` (its dark
 * preference rule) whatever the order of the rules in the stylesheet.
 */
export const WITHOUT_WEB_FONTS_SELECTOR = `html:root:not([${WEB_FONTS_ATTRIBUTE}]), html:root:not([${WEB_FONTS_ATTRIBUTE}]) [data-theme]`;

/** Each stack without its first family (the web font): the metric-matched local fallbacks, then the generic family. */
export const fallbackFontFamilies = Object.fromEntries(
  Object.entries(fontFamilies).map(([name, stack]) => [name, stack.slice(stack.indexOf(',') + 1).trim()]),
) as Stacks;

function declarations(stacks: Stacks): string {
  return Object.entries(stacks)
    .map(([name, stack]) => `${customPropertyName(['font', name])}:${stack}`)
    .join(';');
}

/**
 * For readers without JavaScript, in a <noscript>: the same elements with the
 * web stacks, so (the faces being `optional`) they get the web fonts whenever
 * those are cached and the fallbacks otherwise, never a swap. One `:root` more
 * than WITHOUT_WEB_FONTS_SELECTOR, so it wins wherever the page's CSS comes
 * (after it in production; `npm run dev` adds its styles later in the head).
 * Its text is hashed into the page's style-src.
 */
const NOSCRIPT_SELECTOR = `html:root:root:not([${WEB_FONTS_ATTRIBUTE}]), html:root:root:not([${WEB_FONTS_ATTRIBUTE}]) [data-theme]`;
export const NOSCRIPT_WEB_FONTS_CSS = `${NOSCRIPT_SELECTOR}{${declarations(fontFamilies)}}`;
