import type { MessagesOf } from '../../messages/format';

/** TagList's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const tagListMessages = {
  /** The list's name, when the `label` prop is not given. */
  label: 'Topics',
  /** A linked tag's accessible name; {tag} is the tag. */
  tag: 'Tag: {tag}',
};

export type TagListMessages = MessagesOf<typeof tagListMessages>;
