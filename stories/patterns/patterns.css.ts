/**
 * Page layout for the Patterns: the few rules a page adds around the
 * components (the content column, the article's two columns, the gaps
 * between sections). An app writes its own; these show one way.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';

/** The main landmark: one centred column as wide as the content width. */
export const main = style({
  display: 'block',
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['8'],
  outline: 'none',
});

/** Sections of a page, one under another. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
});

/** The parts of an article, closer together than the page's sections. */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

/** The reading column, with the key facts beside it on wide screens. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: `minmax(0, ${vars.measure}) minmax(0, 1fr)` },
  },
});

export const readingColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: vars.measure,
});

export const sectionHeading = style({
  margin: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

/** The numbered list of search results. */
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
