import type { MessagesOf } from '../../messages/format';

/** RichBody's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const richBodyMessages = {
  /** A note link's accessible name; {number} is the source's number. */
  note: 'Source {number}',
};

export type RichBodyMessages = MessagesOf<typeof richBodyMessages>;
