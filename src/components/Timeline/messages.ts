import type { MessagesOf } from '../../messages/format';

/** Timeline's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const timelineMessages = {
  /** A note link's accessible name when its own `label` is not given. */
  source: 'Source {number}',
};

export type TimelineMessages = MessagesOf<typeof timelineMessages>;
