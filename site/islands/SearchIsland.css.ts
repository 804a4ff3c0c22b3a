import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const page = style({
  maxWidth: '48rem',
});

export const results = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Previous, "Page P of N", Next: the links keep their places when one is missing, so Next does not jump about. */
export const pastEnd = style({
  margin: 0,
  fontFamily: vars.font.ui,
});

/** The tag list's status line, set like the search's (SearchSummary), with room for Retry so it does not jump. */
export const tagStatus = style({
  minHeight: vars.space['10'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const tagMessage = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const tagError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

/** "Showing results for ...": a line of the status's type, the corrected term in bold. */
export const correction = style({
  margin: 0,
  fontFamily: vars.font.ui,
});

export const correctedTerm = style({
  fontWeight: vars.fontWeight.bold,
});

/** The facets: each a name on its own line, its links below it. */
export const facets = style({
  fontFamily: vars.font.ui,
});

export const facet = style({
  display: 'grid',
  gap: vars.space['2'],
});

export const facetName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
