import type { MessagesOf } from '../../messages/format';

/** AdminArticlesTable's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const adminArticlesTableMessages = {
  /** The table's caption and its scrolling region's name, when the `caption` prop is not given. */
  caption: 'Published articles',
  loading: 'Loading articles...',
  errorHeading: 'Error loading articles',
  retry: 'Retry',
  empty: 'No articles found matching your filters.',
  hero: 'Hero',
  title: 'Title',
  category: 'Category',
  published: 'Published',
  tags: 'Tags',
  actions: 'Actions',
  view: 'View',
  newTab: '(opens in a new tab)',
  noImage: 'No image',
  noCategory: 'No category',
  notPublished: 'Not published',
  noTags: 'No tags',
  noPublicPage: 'No public page',
};

export type AdminArticlesTableMessages = MessagesOf<typeof adminArticlesTableMessages>;
