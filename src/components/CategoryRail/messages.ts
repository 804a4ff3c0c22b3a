import type { MessagesOf } from '../../messages/format';

/** CategoryRail's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const categoryRailMessages = {
  /** Shown when the category has no articles, when the `emptyText` prop is not given. */
  empty: 'No articles in this category yet.',
  viewAll: 'View all',
  /** Read after "View all" by screen readers; {category} is the category's name. */
  viewAllLabel: '{category} articles',
};

export type CategoryRailMessages = MessagesOf<typeof categoryRailMessages>;
