import type { MessagesOf } from '../../messages/format';

/** LinkButton's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const linkButtonMessages = {
  /** Read after an external link's text by screen readers. */
  newTab: '(opens in a new tab)',
};

export type LinkButtonMessages = MessagesOf<typeof linkButtonMessages>;
