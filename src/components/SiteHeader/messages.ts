import type { MessagesOf } from '../../messages/format';

/** SiteHeader's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const siteHeaderMessages = {
  /** The main navigation landmark's name, when the `navigationLabel` prop is not given. */
  navigation: 'Main',
  /** The header search's label and placeholder, when its own `label` is not given. */
  search: 'Search',
  /** The menu button's name on narrow screens. */
  menu: 'Menu',
};

export type SiteHeaderMessages = MessagesOf<typeof siteHeaderMessages>;
