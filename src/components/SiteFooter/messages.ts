import type { MessagesOf } from '../../messages/format';

/** SiteFooter's words in English, the default; a translation gives each key (see ParchmentMessages). */
export const siteFooterMessages = {
  /** The links' navigation landmark name, when the `navigationLabel` prop is not given. */
  navigation: 'Footer',
  /** The copyright line; {year} and {siteName} are the props of the same names. */
  copyright: '© {year} {siteName}. All rights reserved.',
  newTab: '(opens in a new tab)',
};

export type SiteFooterMessages = MessagesOf<typeof siteFooterMessages>;
