import type { MessagesOf } from '../../messages/format';

/** DocumentExcerpt's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const documentExcerptMessages = {
  /** The section's heading, when the `heading` prop is not given. */
  heading: 'From the document',
  /** The link to the whole document; {source} is the `sourceLabel` prop. */
  fullText: 'Read the full text: {source}',
};

export type DocumentExcerptMessages = MessagesOf<typeof documentExcerptMessages>;
