import type { MessagesOf } from '../../messages/format';

/** LoadingState's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const loadingStateMessages = {
  /** What is loading, when the `message` prop is not given. */
  message: 'Loading...',
};

export type LoadingStateMessages = MessagesOf<typeof loadingStateMessages>;
