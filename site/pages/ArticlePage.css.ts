import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';

/** Shared by the article page and the explainer sample: one reading column, with the quick facts beside it on wide screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: `minmax(0, ${vars.measure}) minmax(0, 1fr)` },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': {
    [media.desktop]: { position: 'sticky', top: vars.space['8'] },
  },
});

export const readingColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: vars.measure,
});

export { section, sectionHeading } from './sections.css';
