import type { MessagesOf } from '../../messages/format';

/** ArticleCard's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const articleCardMessages = {
  /** The tag list's name. */
  tags: 'Tags',
  /** A linked tag's accessible name; {tag} is the tag. */
  tag: 'Tag: {tag}',
};

export type ArticleCardMessages = MessagesOf<typeof articleCardMessages>;
