import { forwardRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { DataTableView, type DataTableOptions, type PreparedColumn, type PreparedRow } from './DataTableView';
import { toSortValue, type SortableValue, type SortDirection } from './sortRows';

/** One column: its header, how to draw its cell for a row, and whether and how it sorts. */
export interface DataTableColumn<Row> {
  /** Names the column in the sort (`sort.column`); unique within the table. */
  id: string;
  /** The header's text. It is also the field's label in the card layout and the column named when a sort is announced. */
  header: string;
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by (text, a number, a date, or nothing: rows without one go last). Giving it makes the column sortable. */
  sortValue?: (row: Row) => SortableValue;
  /** The column sorts though it has no `sortValue`: with `manualSorting`, when the caller (a server) orders the rows. */
  sortable?: boolean;
  /** The direction a first press sorts in: descending suits dates and counts, newest or most first. @default "ascending" */
  firstDirection?: SortDirection;
  /** The column's cells name their rows (`<th scope="row">`), so a screen reader reads each other cell with its row's name. */
  rowHeader?: boolean;
  /** "end" for numbers, so their digits line up. @default "start" */
  align?: 'start' | 'end';
  /** Keeps the cell on one line (dates, codes). */
  nowrap?: boolean;
  /** In the card layout the cell is labelled with the header; false lets it span the card unlabelled (an action). @default true */
  cardLabel?: boolean;
  /** A class for the column's header and cells: a width. */
  className?: string;
  /** A class for the column's cells only, not its header: a face, a size. */
  cellClassName?: string;
}

export interface DataTableProps<Row> extends DataTableOptions {
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, in the order to show them when no sort is in force. */
  rows: readonly Row[];
  /** Each row's stable key: a property of the row (its id) or a function of it. */
  rowKey: (keyof Row & string) | ((row: Row) => string);
}

/** Draws every cell and sort value here, where the rows are, and hands the browser's part plain data. */
function DataTableInner<Row>({ columns, rows, rowKey, ...rest }: DataTableProps<Row>, ref: Ref<HTMLDivElement>) {
  const prepared: PreparedColumn[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    sortable: column.sortable ?? column.sortValue !== undefined,
    firstDirection: column.firstDirection ?? 'ascending',
    rowHeader: column.rowHeader ?? false,
    align: column.align ?? 'start',
    nowrap: column.nowrap ?? false,
    cardLabel: column.cardLabel ?? true,
    className: column.className,
    cellClassName: column.cellClassName,
  }));
  const keyOf = typeof rowKey === 'function' ? rowKey : (row: Row) => String(row[rowKey]);
  const preparedRows: PreparedRow[] = rows.map((row) => ({
    key: keyOf(row),
    cells: columns.map((column) => column.cell(row)),
    sortValues: columns.map((column) => (column.sortValue ? toSortValue(column.sortValue(row)) : null)),
  }));
  return <DataTableView ref={ref} columns={prepared} rows={preparedRows} {...rest} />;
}

/**
 * A table of any rows: a caption, column headers, optional row headers,
 * sortable columns, and a card layout where it is narrow.
 *
 * Sorting follows the W3C's sortable table pattern: a sortable header holds a
 * button, the sorted column's header carries `aria-sort`, the table is
 * described as having sortable headers, and each sort is announced in a
 * status message. The cells are rendered where the rows are, so a server
 * component can render the table; only the sorting runs in the browser.
 * (Typed as a generic function so `DataTable<Row>` keeps the row type through
 * `forwardRef`.)
 */
export const DataTable = forwardRef(DataTableInner) as <Row>(props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> }) => ReactElement;
