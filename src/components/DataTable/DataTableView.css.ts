import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';
import { stack } from '../../../tokens/layout';

/**
 * Below the width its columns need, a table becomes a list of cards, one a
 * row, each cell a labelled field, instead of a table to scroll sideways (WCAG
 * 1.4.10). A container query, so the table decides from its own width
 * wherever it is placed; the markup stays a table, so screen readers still
 * hear each cell with its column.
 */
const tableContainer = createContainer('data-table');

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
  borderCollapse: 'collapse',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'start',
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'start',
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

/** A row header reads as the row's name. */
export const rowHeader = style({ fontWeight: vars.fontWeight.semibold });

export const alignEnd = style({});
globalStyle(`${table} ${alignEnd}`, { textAlign: 'end' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The header's button looks like the header's text, with the sort arrows after it. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: `calc(-1 * ${vars.space['1']})`,
  padding: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  ':hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
});

export const sortIcon = style({ flex: 'none', width: '0.75rem', height: '0.75rem' });

/** The arrow of the direction not in force is drawn faintly; an unsorted column shows both so. */
export const arrowIdle = style({ opacity: 0.35 });

export const empty = style({
  margin: 0,
  padding: `${vars.space['6']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.ui,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The widths below which a table shows cards: the narrowest its columns read well at. */
export const cardWidths = { '30rem': '30rem', '40rem': '40rem', '52rem': '52rem' } as const;
export type CardsBelow = keyof typeof cardWidths | 'never';

function cardLayout(width: string): string {
  const cards = `${tableContainer} (width < ${width})`;
  // Wider than this, the columns have the room they need; narrower, the cards take over.
  const table = style({ minWidth: width, '@container': { [cards]: { display: 'block', minWidth: 0 } } });

  globalStyle(`${table} > caption`, { '@container': { [cards]: { display: 'block' } } });

  // The header row is kept for screen readers (each cell is still read with its column), hidden on screen.
  globalStyle(`${table} > thead`, {
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

  globalStyle(`${table} > tbody`, { '@container': { [cards]: { ...stack(vars.space['3']), padding: vars.space['3'] } } });

  globalStyle(`${table} > tbody > tr`, {
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

  globalStyle(`${table} > tbody > tr > *`, {
    '@container': {
      [cards]: {
        display: 'grid',
        gridTemplateColumns: '6.5rem minmax(0, 1fr)',
        columnGap: vars.space['3'],
        alignItems: 'baseline',
        padding: 0,
        border: 'none',
        // A column's width (its className) is for the table: in a card every field spans the card.
        width: 'auto',
        minWidth: 0,
        whiteSpace: 'normal',
        textAlign: 'start',
      },
    },
  });

  /*
   * The field's label on screen. Its alternative text is empty ("/ ''"): a
   * screen reader already hears the column header with each cell, and would
   * otherwise hear the name twice.
   */
  globalStyle(`${table} > tbody > tr > [data-label]::before`, {
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

  // A field's value starts beside its label, numbers too.
  globalStyle(`${table} > tbody > tr > ${alignEnd}`, { '@container': { [cards]: { textAlign: 'start' } } });

  // A cell without a label (an action such as View) spans the card: a comfortable target on a phone.
  globalStyle(`${table} > tbody > tr > :not([data-label])`, { '@container': { [cards]: { display: 'block', paddingTop: vars.space['2'] } } });

  return table;
}

export const cardsBelow: Record<CardsBelow, string | undefined> = {
  '30rem': cardLayout(cardWidths['30rem']),
  '40rem': cardLayout(cardWidths['40rem']),
  '52rem': cardLayout(cardWidths['52rem']),
  never: undefined,
};
