import type { MessagesOf } from '../../messages/format';

/** Byline's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const bylineMessages = {
  /** {author} is the author's name, a link when the author has a page. */
  by: 'By {author}',
  reviewedBy: 'Reviewed by {reviewer}',
  published: 'Published {date}',
  updated: 'Updated {date}',
  reviewed: 'Last reviewed {date}',
  readTime: { one: '{count} min read', other: '{count} min read' },
};

export type BylineMessages = MessagesOf<typeof bylineMessages>;
