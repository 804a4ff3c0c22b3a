import type { MessagesOf } from '../../messages/format';

/** SearchSummary's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const searchSummaryMessages = {
  idle: 'Enter a search term to find articles',
  searching: 'Searching...',
  /** "Found 1 result" for exactly one, as readers expect; the product's plural form for every other count. */
  results: { one: 'Found {count} result', other: 'Found {count} results' },
  empty: 'No results found for "{term}"',
  error: 'Error: {error}',
  /** The error shown when none was given. */
  unknownError: 'Unknown error',
  retry: 'Retry',
};

export type SearchSummaryMessages = MessagesOf<typeof searchSummaryMessages>;
