import type { MessagesOf } from '../../messages/format';

/** DisclosureNote's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const disclosureNoteMessages = {
  /** The note, when the `text` prop is not given. */
  text: 'This article was created with AI assistance and reviewed by human editors for accuracy.',
  /** Its bold label, when the `label` prop is not given. */
  label: 'Disclosure:',
  /** The policy link's text, when the `linkText` prop is not given. */
  linkText: 'Read our editorial policy',
};

export type DisclosureNoteMessages = MessagesOf<typeof disclosureNoteMessages>;
