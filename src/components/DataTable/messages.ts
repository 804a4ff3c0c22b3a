import type { MessagesOf } from '../../messages/format';

/** DataTable's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const dataTableMessages = {
  /** Added, visually hidden, to the caption of a table with a sortable column, so a screen reader knows the header buttons sort. */
  sortableHint: 'Column headers with buttons are sortable.',
  /** Announced after a sort, `{column}` being the column's header. */
  sortedAscending: 'Sorted by {column}, ascending',
  sortedDescending: 'Sorted by {column}, descending',
  /** Shown in place of the table when there are no rows and no `empty` content is given. */
  empty: 'No rows to show.',
};

export type DataTableMessages = MessagesOf<typeof dataTableMessages>;
