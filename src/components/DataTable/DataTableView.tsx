'use client';

import { forwardRef, useId, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { visuallyHidden } from '../../styles/utilities.css';
import { useLocale, useMessages } from '../../messages/MessagesContext';
import { formatMessage } from '../../messages/format';
import { dataTableMessages, type DataTableMessages } from './messages';
import { nextSort, sortOrder, type DataTableSort, type SortDirection, type SortValue } from './sortRows';
import * as styles from './DataTableView.css';

export type { CardsBelow } from './DataTableView.css';

/** A column as DataTable hands it to the browser: plain data, so a server component can render the table. */
export interface PreparedColumn {
  id: string;
  header: string;
  sortable: boolean;
  firstDirection: SortDirection;
  rowHeader: boolean;
  align: 'start' | 'end';
  nowrap: boolean;
  cardLabel: boolean;
  className?: string;
  cellClassName?: string;
}

/** A row with its cells already rendered, and the values its sortable columns sort by. */
export interface PreparedRow {
  key: string;
  cells: ReactNode[];
  sortValues: SortValue[];
}

/** What DataTable takes besides its columns and rows, and passes on to the view as it is. */
export interface DataTableOptions extends RootProps<'div', 'children'> {
  /** What the table holds; it names the table and its scrolling region. */
  caption: ReactNode;
  /** Hides the caption on screen (a heading beside the table says the same); screen readers still hear it. */
  captionHidden?: boolean;
  /** The sort in force, when the caller keeps it (with `onSortChange`); null for none. Leave it out and the table keeps its own. */
  sort?: DataTableSort | null;
  /** The sort the table starts with when it keeps its own. */
  defaultSort?: DataTableSort | null;
  /** Called with the sort a header press asks for. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The rows come sorted (by a server, across pages): the table shows the sort, and does not reorder them. */
  manualSorting?: boolean;
  /** Shown in place of the table when there are no rows; the messages' `empty` when absent. */
  empty?: ReactNode;
  /** Below this width (its own, not the window's) each row shows as a card of labelled fields. @default "40rem" */
  cardsBelow?: styles.CardsBelow;
  /** The rows are being replaced (the next sort or page is loading): the table says so to assistive technology. */
  busy?: boolean;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<DataTableMessages>;
}

export interface DataTableViewProps extends DataTableOptions {
  columns: PreparedColumn[];
  rows: PreparedRow[];
}

/** Up and down arrows; the one for the direction in force is solid. */
function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" className={styles.sortIcon}>
      <path d="M6 1 10 5H2Z" fill="currentColor" className={direction === 'ascending' ? undefined : styles.arrowIdle} />
      <path d="M6 11 2 7h8Z" fill="currentColor" className={direction === 'descending' ? undefined : styles.arrowIdle} />
    </svg>
  );
}

/** DataTable's table in the browser: it keeps the sort, orders the rows and announces each sort. */
export const DataTableView = forwardRef<HTMLDivElement, DataTableViewProps>(function DataTableView(
  { columns, rows, caption, captionHidden, sort, defaultSort, onSortChange, manualSorting, empty, cardsBelow = '40rem', busy, messages, className, ...rest },
  ref,
) {
  const words = useMessages('dataTable', dataTableMessages, messages);
  const locale = useLocale();
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort ?? null);
  // Said once after each press, in a live region that is on the page before it changes (so it is heard).
  const [announcement, setAnnouncement] = useState('');
  const current = sort !== undefined ? sort : ownSort;
  const sortable = columns.some((column) => column.sortable);
  const sortedIndex = current ? columns.findIndex((column) => column.id === current.column) : -1;

  if (rows.length === 0) {
    return (
      <div ref={ref} {...rest} className={cx(styles.empty, className)}>
        {empty ?? words.empty}
      </div>
    );
  }

  const ordered =
    current && sortedIndex !== -1 && !manualSorting
      ? sortOrder(
          rows.map((row) => row.sortValues[sortedIndex] ?? null),
          current.direction,
          locale,
        ).map((index) => rows[index])
      : rows;

  const press = (column: PreparedColumn) => {
    const next = nextSort(current, column.id, column.firstDirection);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setAnnouncement(formatMessage(next.direction === 'ascending' ? words.sortedAscending : words.sortedDescending, { column: column.header }, locale));
  };

  const headerClass = (column: PreparedColumn) => cx(column.align === 'end' && styles.alignEnd, column.className) || undefined;
  const cellClass = (column: PreparedColumn) =>
    cx(column.align === 'end' && styles.alignEnd, column.nowrap && styles.nowrap, column.rowHeader && styles.rowHeader, column.className, column.cellClassName) || undefined;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    <div ref={ref} role="region" aria-labelledby={captionId} tabIndex={0} {...rest} className={cx(styles.scroller, className)}>
      <table
        className={cx(styles.table, styles.cardsBelow[cardsBelow])}
        aria-busy={busy || undefined}
        aria-describedby={sortable ? `${captionId}-hint` : undefined}
      >
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => {
              const direction = index === sortedIndex ? current?.direction : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={direction} className={headerClass(column)}>
                  {column.sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => press(column)}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => (
            <tr key={row.key}>
              {columns.map((column, index) => {
                const label = column.cardLabel ? column.header : undefined;
                // A row header names its row, so a screen reader reads each other cell with it.
                return column.rowHeader ? (
                  <th key={column.id} scope="row" data-label={label} className={cellClass(column)}>
                    {row.cells[index]}
                  </th>
                ) : (
                  <td key={column.id} data-label={label} className={cellClass(column)}>
                    {row.cells[index]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* The table's description rather than part of its caption, so the table's name stays the caption alone. */}
      {sortable ? (
        <span id={`${captionId}-hint`} hidden>
          {words.sortableHint}
        </span>
      ) : null}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
});
