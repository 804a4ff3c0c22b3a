import type { MessagesOf } from '../../messages/format';

/** AccountCard's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const accountCardMessages = {
  heading: 'Your Account',
  email: 'Email',
  userId: 'User ID',
};

export type AccountCardMessages = MessagesOf<typeof accountCardMessages>;
