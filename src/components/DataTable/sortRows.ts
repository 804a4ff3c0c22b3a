/**
 * How DataTable orders rows by a column's values. A module of its own (not
 * the client view's), so a server component may import it too.
 */

/** Which way a column is sorted, in the words `aria-sort` uses. */
export type SortDirection = 'ascending' | 'descending';

/** The column the rows are sorted by, and which way. */
export interface DataTableSort {
  /** The column's `id`. */
  column: string;
  direction: SortDirection;
}

/** A cell's value to sort by, as it crosses from a server component to the browser: text, a number, or nothing. */
export type SortValue = string | number | null;

/** What a column's `sortValue` may give: dates and booleans become numbers. */
export type SortableValue = string | number | Date | boolean | null | undefined;

export function toSortValue(value: SortableValue): SortValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return value.trim() === '' ? null : value;
}

/**
 * The order of the rows (as indexes) sorted by one column's values. Text is
 * compared as a reader of the locale expects ("item 2" before "item 10",
 * case and accents aside); rows without a value go last whichever the
 * direction; equal rows keep their given order.
 */
export function sortOrder(values: readonly SortValue[], direction: SortDirection, locale: string): number[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: SortValue, b: SortValue): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return collator.compare(String(a), String(b));
  };
  return values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ index }) => index);
}

/** The sort a press on a column's header asks for: the other direction if it is the sorted column, else its first direction. */
export function nextSort(current: DataTableSort | null | undefined, column: string, firstDirection: SortDirection): DataTableSort {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: firstDirection };
}
