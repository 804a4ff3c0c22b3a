import type { MessagesOf } from '../../messages/format';

/** AdminToolsCard's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const adminToolsCardMessages = {
  heading: 'Admin Tools',
  text: 'Browse every published article, with filters by category, tag and text. The list is read-only.',
  manage: 'Manage Articles',
};

export type AdminToolsCardMessages = MessagesOf<typeof adminToolsCardMessages>;
