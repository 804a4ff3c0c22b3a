import type { MessagesOf } from '../../messages/format';

/** Button's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const buttonMessages = {
  /** Read after an external link's text by screen readers (a Button with `href` and `external`). */
  newTab: '(opens in a new tab)',
};

export type ButtonMessages = MessagesOf<typeof buttonMessages>;
