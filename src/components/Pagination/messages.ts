import type { MessagesOf } from '../../messages/format';

/** Pagination's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const paginationMessages = {
  /** The navigation landmark's name. */
  label: 'Pagination',
  /** The line above the buttons; {noun} is the `noun` prop, or `noun` below. */
  summary: 'Showing {shown} of {total} {noun} (Page {page} of {pages})',
  /** What the rows are, in the plural, when the `noun` prop is not given. */
  noun: 'articles',
  previous: 'Previous',
  next: 'Next',
};

export type PaginationMessages = MessagesOf<typeof paginationMessages>;
