/**
 * The site's web fonts (see site/webFonts.ts and docs/decisions/0018): its own @font-face
 * rules for the six faces it ships, `font-display: optional`, and the font
 * stacks without them until <html> carries `data-webfonts`.
 *
 * The library's tokens/fonts.ts (the package's optional fonts.css) declares
 * the same faces through @fontsource's CSS with `swap`; the site does not
 * import it. Each url() is relative to this file, so Vite emits the WOFF2 file
 * with a content hash and rewrites the address; unicode-range keeps each face
 * to the Latin subset, like the local fallbacks (tokens/fonts.css.ts).
 */
import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { webFontMetrics } from '../../tokens/fontMetrics';
import { vars } from '../../tokens/theme.css';
import { fallbackFontFamilies, WITHOUT_WEB_FONTS_SELECTOR } from '../webFontStacks';

for (const face of webFontMetrics) {
  // Quoted: the family names end in a digit, which is not valid CSS unquoted.
  globalFontFace(`"${face.family}"`, {
    src: `url("../../${face.file}") format("woff2")`,
    fontWeight: String(face.weight),
    fontStyle: face.style,
    fontDisplay: 'optional',
    unicodeRange: face.unicodeRange,
  });
}

globalStyle(WITHOUT_WEB_FONTS_SELECTOR, {
  vars: {
    [vars.font.display]: fallbackFontFamilies.display,
    [vars.font.body]: fallbackFontFamilies.body,
    [vars.font.ui]: fallbackFontFamilies.ui,
  },
});
