import type { MessagesOf } from '../../messages/format';

/** SourceList's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const sourceListMessages = {
  /** The heading, when the `title` prop is not given. */
  title: 'Sources',
  primary: 'Primary',
  backToText: 'Back to text',
  /** The back link's accessible name, with the source's number. */
  backToTextLabel: 'Back to text: source {number}',
  newTab: '(opens in a new tab)',
};

export type SourceListMessages = MessagesOf<typeof sourceListMessages>;
