import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { cluster } from '../../../tokens/layout';

export const tagList = style({
  ...cluster(vars.space['3'], 'center'),
});

export const label = style({
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Shared with ArticleCard: a row of chips that wraps. */
export const list = style({
  ...cluster(vars.space['2']),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
