import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const body = style({
  paddingBlockEnd: vars.space['8'],
});

export { anchoredHeading as sectionHeading } from '../styles/sections.css';

export const lead = style({
  margin: 0,
  maxWidth: vars.measure,
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The sample sits on the pair's own colours (set inline from the tokens), so it needs its own outline on any page surface. */
export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space['10'],
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
});

export const notes = style({
  margin: 0,
  maxWidth: vars.measure,
  paddingInlineStart: vars.space['6'],
});
