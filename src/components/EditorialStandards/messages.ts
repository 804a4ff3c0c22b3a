import type { MessagesOf } from '../../messages/format';

/** EditorialStandards's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const editorialStandardsMessages = {
  heading: 'Our Editorial Standards',
  /** The statement, when the `text` prop is not given. */
  text: 'Every article is checked against primary sources and reviewed by human editors before it is published, and errors are corrected openly.',
};

export type EditorialStandardsMessages = MessagesOf<typeof editorialStandardsMessages>;
