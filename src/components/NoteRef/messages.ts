import type { MessagesOf } from '../../messages/format';

/** NoteRef's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const noteRefMessages = {
  /** The link's accessible name, when the `label` prop is not given; {number} is the source's number. */
  label: 'Source {number}',
};

export type NoteRefMessages = MessagesOf<typeof noteRefMessages>;
