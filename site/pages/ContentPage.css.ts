/**
 * Reading styles for the policy and about pages: one column at the reading
 * measure, clear section breaks, and lists and definition lists that stay
 * readable at 200% zoom. Colours come only from the theme's roles, and only
 * from pairs that tokens/themes.ts checks for 4.5:1.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../tokens/layout';

export const body = style({
  maxWidth: vars.measure,
  paddingBlockEnd: vars.space['8'],
});

export { anchoredHeading as sectionHeading } from '../styles/sections.css';

export const prose = style({
  // Long e-mail addresses may break anywhere rather than widen the page at 320 px.
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} dl`, { margin: 0 });
globalStyle(`${prose} ul, ${prose} ol`, {
  ...stack(vars.space['2']),
  paddingInlineStart: vars.space['6'],
});
globalStyle(`${prose} h3`, { margin: 0, marginBlockStart: vars.space['2'], fontSize: vars.fontSize.lg });

/** Labelled facts ("Entity: Not yet registered"): the label above its value on narrow screens, beside it on wide ones. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space['6'],
  rowGap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.ui,
});

/** dt/dd pairs may be wrapped in a div inside a dl; the div takes no box so the pair joins the grid. */
export const factRow = style({ display: 'contents' });

export const factTerm = style({ fontWeight: vars.fontWeight.bold });

export const factValue = style({ margin: 0 });

/** A boxed note, e.g. the date a policy was last updated or a mailbox to write to. */
export const note = style({
  padding: vars.space['5'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});
