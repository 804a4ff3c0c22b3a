import type { MessagesOf } from '../../messages/format';

/** SearchBox's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const searchBoxMessages = {
  /** The input's label and the search landmark's name. */
  label: 'Search the archive',
  placeholder: 'Search for topics, people, or events...',
  submit: 'Search',
};

export type SearchBoxMessages = MessagesOf<typeof searchBoxMessages>;
