import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { stack } from '../../../tokens/layout';

/**
 * Below the width the six columns need (the table's 52rem minimum), each row
 * becomes a card of labelled fields instead of a table to scroll sideways: on
 * a phone the reader sees every field and the View link without scrolling
 * (WCAG 1.4.10). A container query, so the component decides from its own
 * width wherever it is placed.
 */
const tableContainer = createContainer('admin-articles');
const cards = `${tableContainer} (width < 52rem)`;

export const scroller = style({
  containerName: tableContainer,
  containerType: 'inline-size',
  // The containing block for the cells' visually hidden text: without it that absolutely
  // positioned text escapes the scroller and widens the whole page on a phone.
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const table = style({
  width: '100%',
  // Below this the columns would crush titles to a word a line; the region scrolls instead.
  minWidth: '52rem',
  borderCollapse: 'collapse',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  '@container': { [cards]: { display: 'block', minWidth: 0 } },
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${table} thead th`, {
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

export const heroColumn = style({ width: '6rem' });

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  minWidth: '14rem',
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  display: 'block',
  width: vars.space['16'],
  height: vars.space['10'],
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.placeholder,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const tags = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  margin: 0,
  paddingBlock: vars.space['6'],
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const errorBox = style({
  padding: vars.space['5'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const errorHeading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.danger });

export const errorText = style({ margin: 0, fontFamily: vars.font.ui, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/* Cards: the header row is kept for screen readers (each cell is still read with its column), hidden on screen. */
globalStyle(`${table} thead`, {
  '@container': {
    [cards]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${table} tbody`, {
  '@container': { [cards]: { ...stack(vars.space['3']), padding: vars.space['3'] } },
});

globalStyle(`${table} tbody tr`, {
  '@container': {
    [cards]: {
      ...stack(vars.space['2']),
      padding: vars.space['4'],
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderSubtle}`,
      borderRadius: vars.radius.md,
    },
  },
});

globalStyle(`${table} tbody tr > *`, {
  '@container': {
    [cards]: {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      columnGap: vars.space['3'],
      alignItems: 'baseline',
      padding: 0,
      border: 'none',
      minWidth: 0,
      whiteSpace: 'normal',
    },
  },
});

/*
 * The field's label on screen. Its alternative text is empty ("/ ''"): a screen
 * reader already hears the column header with each cell, and would otherwise
 * hear the name twice.
 */
globalStyle(`${table} tbody tr > [data-label]::before`, {
  '@container': {
    [cards]: {
      content: ['attr(data-label)', 'attr(data-label) / ""'],
      fontFamily: vars.font.ui,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    },
  },
});

/* The View link spans the card, a comfortable target on a phone. */
globalStyle(`${table} tbody tr > :last-child`, {
  '@container': { [cards]: { display: 'block', paddingTop: vars.space['2'] } },
});
