import type { MessagesOf } from '../../messages/format';

/** Breadcrumbs's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const breadcrumbsMessages = {
  /** The navigation landmark's name. */
  label: 'Breadcrumb',
  /** The home step's name (it shows as an icon). */
  home: 'Home',
};

export type BreadcrumbsMessages = MessagesOf<typeof breadcrumbsMessages>;
