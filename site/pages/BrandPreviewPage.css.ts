import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const body = style({
  paddingBlockEnd: vars.space['8'],
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  scrollMarginTop: vars.space['6'],
});

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

/** Wide tables scroll inside their own box at narrow widths rather than the page (WCAG 1.4.10 allows it for data tables). */
export const tableScroll = style({
  // The containing block for the badges' visually hidden text, so it scrolls with the table instead of widening the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: vars.space['4'],
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

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
