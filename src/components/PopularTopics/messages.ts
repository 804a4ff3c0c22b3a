import type { MessagesOf } from '../../messages/format';

/** PopularTopics's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const popularTopicsMessages = {
  heading: 'Popular Topics',
};

export type PopularTopicsMessages = MessagesOf<typeof popularTopicsMessages>;
