import type { MessagesOf } from '../../messages/format';

/** SkipLink's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const skipLinkMessages = {
  label: 'Skip to main content',
};

export type SkipLinkMessages = MessagesOf<typeof skipLinkMessages>;
