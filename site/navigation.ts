/**
 * The site's own brand and navigation, which it passes to the library's
 * header, footer and article components (they know no route of this site).
 * docs/product.md §2, shared layout: the header's links, the admin menu and
 * the footer's links, in this order.
 */
import type { FooterGroup, HeaderMenu, NavigationLink } from '../src';
import { PILLARS, type PillarSlug } from '../common/taxonomy';

/**
 * The five pillars' addresses and names, in the header's order, from the
 * shared taxonomy (not from content/pillars.ts, whose intros every page would
 * otherwise load at start with the header).
 */
export const PILLAR_LINKS: ReadonlyArray<{ slug: PillarSlug; name: string }> = PILLARS.map(({ slug, name }) => ({ slug, name }));

export const SITE_NAME = 'Parchment';

/**
 * The external video channel of the media page and the footer: one setting,
 * a real channel rather than youtube.com's front page. VITE_VIDEO_CHANNEL_URL
 * at build time (Vite inlines it) points the site at another channel.
 */
export const VIDEO_CHANNEL_URL: string = import.meta.env.VITE_VIDEO_CHANNEL_URL?.trim() || 'https://www.youtube.com/@USNationalArchives';

export const mainNavigation: readonly NavigationLink[] = [
  { href: '/', label: 'Home', exact: true },
  ...PILLAR_LINKS.map((pillar) => ({ href: `/${pillar.slug}`, label: pillar.name })),
  { href: '/about', label: 'About' },
];

export const adminMenu: HeaderMenu = {
  label: 'Admin',
  links: [
    { href: '/admin', label: 'Admin Home', exact: true },
    { href: '/admin/articles', label: 'Articles' },
  ],
};

export const footerGroups: readonly FooterGroup[] = [
  {
    title: `About ${SITE_NAME}`,
    links: [
      { href: '/about', label: 'About' },
      { href: '/about/ownership', label: 'Ownership' },
      { href: '/about/editorial-policy', label: 'Editorial Policy' },
      { href: '/about/corrections-policy', label: 'Corrections Policy' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/about/accessibility', label: 'Accessibility' },
    ],
  },
  {
    title: 'Explore',
    links: [
      ...PILLAR_LINKS.filter((pillar) => pillar.slug !== 'media').map((pillar) => ({ href: `/${pillar.slug}`, label: pillar.name })),
      // The archive and its topics: from here every article is a few plain links away.
      { href: '/articles', label: 'All articles' },
      { href: '/tags', label: 'Topics' },
      // The Constitution and the Declaration in full, every clause at its own address.
      { href: '/documents', label: 'Founding Documents' },
      { href: '/glossary', label: 'Glossary' },
    ],
  },
  {
    title: 'More',
    links: [
      { href: '/contact', label: 'Contact' },
      { href: VIDEO_CHANNEL_URL, label: 'Our Video Channel', external: true },
      { href: '/feed.xml', label: 'RSS feed', reloadDocument: true },
      { href: '/robots.txt', label: 'robots.txt', reloadDocument: true },
    ],
  },
];

/** The policy pages an article's editorial-standards box links to. */
export const editorialPolicyLinks = [
  { href: '/about/editorial-policy', label: 'Editorial Policy' },
  { href: '/about/corrections-policy', label: 'Corrections Policy' },
  { href: '/about/ownership', label: 'Ownership and Transparency' },
] as const;

export const EDITORIAL_POLICY_PATH = '/about/editorial-policy';
export const CORRECTIONS_POLICY_PATH = '/about/corrections-policy';

/** docs/product.md §2: tag chips link to /search?tag={tag}. */
export function tagSearchHref(tag: string): string {
  return `/search?tag=${encodeURIComponent(tag)}`;
}
