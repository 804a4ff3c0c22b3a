import type { MessagesOf } from '../../messages/format';

/** AdminFilters's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const adminFiltersMessages = {
  /** The search landmark's name. */
  label: 'Filter articles',
  search: 'Search',
  searchPlaceholder: 'Search by title or description...',
  category: 'Category',
  allCategories: 'All Categories',
  tag: 'Tag',
  tagPlaceholder: 'Filter by tag...',
};

export type AdminFiltersMessages = MessagesOf<typeof adminFiltersMessages>;
