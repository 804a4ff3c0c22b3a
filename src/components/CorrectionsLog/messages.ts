import type { MessagesOf } from '../../messages/format';

/** CorrectionsLog's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const correctionsLogMessages = {
  /** The heading, when the `title` prop is not given. */
  title: 'Corrections log',
  /** Shown when there are none, when the `emptyText` prop is not given. */
  empty: 'No corrections have been published.',
};

export type CorrectionsLogMessages = MessagesOf<typeof correctionsLogMessages>;
