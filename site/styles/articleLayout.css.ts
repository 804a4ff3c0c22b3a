import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

/**
 * The quick facts sit beside the body only when the article has room for a
 * full reading measure (35em) plus a usable aside (about 16em) and the gap:
 * 54em of the article's own text. Measured in em of the article through a
 * container query, not in px of the viewport, so a reader who doubles the
 * browser's text size (default font 32 px) gets the facts above the sources at
 * full width instead of a sliver one word wide; at the default size the
 * switch falls at about the old 1024 px desktop breakpoint.
 */
const articleContainer = createContainer('article');
/** Exported for the article page's own rules that switch with the aside (On this page). */
export const roomForAside = `${articleContainer} (min-width: 54em)`;

/** Shared by the article page and the explainer sample: one reading column, with the quick facts beside it when there is room. */
export const page = style({
  ...stack(vars.space['12']),
});

export const article = style({
  containerName: articleContainer,
  containerType: 'inline-size',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@container': {
    [roomForAside]: { gridTemplateColumns: `minmax(0, ${vars.measure}) minmax(0, 1fr)` },
  },
});

/** The aside column: the quick facts, then On this page, which stays in view while the body scrolls past. */
export const aside = style({
  alignSelf: 'stretch',
});

export const readingColumn = style({
  maxWidth: vars.measure,
});

/**
 * Not on a printed handout (site/styles/print.css.ts): ways onward that mean nothing on paper.
 * Only the article page uses it, but it lives here, after `page`, because the
 * article's footer wears both and print's `display: none` must come later than
 * `page`'s `display: flex`: in one file their order is fixed, across two files it
 * depends on how the build splits chunks.
 */
export const omitInPrint = style({
  '@media': {
    print: { display: 'none' },
  },
});
