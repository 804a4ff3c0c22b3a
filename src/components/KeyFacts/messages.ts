import type { MessagesOf } from '../../messages/format';

/** KeyFacts's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const keyFactsMessages = {
  /** The heading, when the `title` prop is not given. */
  title: 'Key Facts',
  /** A note link's accessible name; {number} is the source's number. */
  note: 'Source {number}',
};

export type KeyFactsMessages = MessagesOf<typeof keyFactsMessages>;
