import type { MessagesOf } from '../../messages/format';

/** RichBody's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const richBodyMessages = {
  /** A note link's accessible name; {number} is the source's number. */
  note: 'Source {number}',
  /** Shown when the body has no text, when the `emptyText` prop is not given. */
  empty: 'No content available.',
};

export type RichBodyMessages = MessagesOf<typeof richBodyMessages>;
