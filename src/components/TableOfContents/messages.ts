import type { MessagesOf } from '../../messages/format';

/** TableOfContents's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const tableOfContentsMessages = {
  /** The navigation's name, when the `title` prop is not given. */
  title: 'On this page',
  /** The disclosure variant's landmark name; {title} is its title, so that a page with both variants has two names. */
  collapsible: '{title} (collapsible)',
};

export type TableOfContentsMessages = MessagesOf<typeof tableOfContentsMessages>;
