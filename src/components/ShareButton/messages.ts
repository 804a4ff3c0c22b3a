import type { MessagesOf } from '../../messages/format';

/** ShareButton's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const shareButtonMessages = {
  /** The button's label, when the `label` prop is not given. */
  label: 'Share',
  copied: 'Link copied',
  failed: 'Could not copy the link',
  /** The link shown instead of the button where scripts do not run: it opens an email with the address. */
  byEmail: 'Share by email',
};

export type ShareButtonMessages = MessagesOf<typeof shareButtonMessages>;
