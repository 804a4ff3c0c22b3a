import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { vars } from '../../tokens/theme.css';
import * as sections from '../styles/sections.css';

export { paragraph, prose, section } from '../styles/sections.css';

/** The shared section heading, kept clear of the top edge when a jump link scrolls to it. */
export const sectionHeading = style([sections.sectionHeading, { scrollMarginTop: vars.space['8'] }]);

export const countyList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const county = style({
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  scrollMarginTop: vars.space['8'],
  selectors: {
    '&:target': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset },
  },
});

export const countyName = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const term = style({
  color: vars.color.textMuted,
});

export const definition = style({
  margin: 0,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const backLink = style({
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
