import type { MessagesOf } from '../../messages/format';

/** NotFound's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const notFoundMessages = {
  code: '404',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
};

export type NotFoundMessages = MessagesOf<typeof notFoundMessages>;
