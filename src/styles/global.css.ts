/** Base element styles that every page and story shares. Imported once by the site and by Storybook. */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';


globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle('a:visited', { color: vars.color.linkVisited });
globalStyle('a:hover', { color: vars.color.linkHover });

/** One visible focus indicator for every focusable element (WCAG 2.4.7, 2.4.13). */
globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});

globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

