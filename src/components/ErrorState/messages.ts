import type { MessagesOf } from '../../messages/format';

/** ErrorState's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const errorStateMessages = {
  retry: 'Retry',
};

export type ErrorStateMessages = MessagesOf<typeof errorStateMessages>;
