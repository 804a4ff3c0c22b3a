/**
 * What a provider does to its subtree, and, with styleBody, to the page.
 *
 * Everything here is scoped: a rule reaches only elements inside a provider,
 * so importing the library never restyles the host app. `:where()` keeps each
 * scoped rule at the specificity of the bare element rule it stands for, so
 * a component's class, or the host app's own class, still wins over it.
 */
import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { inkTheme, parchmentTheme, vars } from '../../../tokens/theme.css';

/** The provider's element: the theme's text colour, surface and body type, inherited by its subtree. */
export const root = style({
  color: vars.color.text,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

const inside = `:where(${root})`;

globalStyle(`${root}, ${inside} *, ${inside} *::before, ${inside} *::after`, { boxSizing: 'border-box' });

/** One visible focus indicator for every focusable element inside (WCAG 2.4.7, 2.4.13). */
globalStyle(`${inside} :focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});

globalStyle(`${inside} img, ${inside} svg`, { maxWidth: '100%', height: 'auto' });

globalStyle(`${inside} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/*
 * styleBody: the page-level element styles, only when a provider asks for
 * them with `data-pm-style-body`. The page's root takes the provider's theme
 * (so the body behind short pages matches it), the body loses its margin and
 * takes the theme's surface and type, and headings and links inside the
 * provider take the library's faces and link colours.
 */
const styledBody = '[data-pm-style-body]';

globalStyle(':root:has([data-pm-style-body="ink"])', { vars: assignVars(vars, inkTheme), colorScheme: 'dark' });
globalStyle(':root:has([data-pm-style-body="parchment"])', { vars: assignVars(vars, parchmentTheme), colorScheme: 'light' });

globalStyle(`:where(:root:has(${styledBody})) body`, {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`:where(:root:has(${styledBody}))`, {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

const styledInside = `:where(${styledBody})`;

globalStyle(`${styledInside} h1, ${styledInside} h2, ${styledInside} h3, ${styledInside} h4`, {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

globalStyle(`${styledInside} a`, { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle(`${styledInside} a:visited`, { color: vars.color.linkVisited });
globalStyle(`${styledInside} a:hover`, { color: vars.color.linkHover });
