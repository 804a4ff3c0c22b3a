import { siteFooterMessages, type SiteFooterMessages } from './messages';
import { formatMessage } from '../../messages/format';
import { forwardRef, useId } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Link } from '../Link';
import * as styles from './SiteFooter.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** A footer link. */
export interface FooterLink {
  /** Where it goes: an app path or a full URL. */
  href: string;
  /** Its visible text. */
  label: string;
  /** Opens in a new tab and says so to screen readers, for pages of another site. */
  external?: boolean;
  /** A file the server serves (such as /robots.txt), loaded by the browser rather than by the app's router. */
  reloadDocument?: boolean;
}

/** A headed group of footer links. */
export interface FooterGroup {
  /** The group's heading, which also names its list. */
  title: string;
  /** The group's links, in order. */
  links: readonly FooterLink[];
}

export interface SiteFooterProps extends RootProps<'footer'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<SiteFooterMessages>;
  /** The name in the copyright line, e.g. "Parchment" gives "© 2026 Parchment. All rights reserved.". */
  siteName: string;
  /** The year in the copyright line; pass the current year from the server so server and browser agree. */
  year: number;
  /** The groups of links, shown side by side on wide screens and stacked on narrow ones. */
  groups: readonly FooterGroup[];
  /** The accessible name of the navigation landmark that holds the groups. */
  navigationLabel?: string;
}

/** An app's contentinfo: labelled groups of links in one navigation landmark, then the copyright line. */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter({ siteName, year, groups, navigationLabel, messages, className, ...rest }, ref) {
  const words = { ...siteFooterMessages, ...messages };
  const id = useId();
  return (
    <footer ref={ref} {...rest} className={cx(styles.root, className)}>
      <div className={styles.inner}>
        {groups.length > 0 ? (
          <nav aria-label={navigationLabel ?? words.navigation} className={styles.groups}>
            {groups.map((group, index) => (
              <LinkGroup key={group.title} id={`${id}-${index}`} group={group} newTab={words.newTab} />
            ))}
          </nav>
        ) : null}
        <p className={styles.copyright}>
          {formatMessage(words.copyright, { year: String(year), siteName })}
        </p>
      </div>
    </footer>
  );
});

function LinkGroup({ id, group, newTab }: { id: string; group: FooterGroup; newTab: string }) {
  return (
    <div>
      <h2 id={id} className={styles.heading}>
        {group.title}
      </h2>
      <ul aria-labelledby={id} className={styles.list}>
        {group.links.map((link) => (
          <li key={link.href}>
            <FooterLinkItem link={link} newTab={newTab} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterLinkItem({ link, newTab }: { link: FooterLink; newTab: string }) {
  if (link.external) {
    return (
      <Link href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span aria-hidden="true">↗</span>
        <span className={visuallyHidden}> {newTab}</span>
      </Link>
    );
  }
  // target="_self" keeps the app's router link out of it, so the browser loads the file itself.
  return (
    <Link href={link.href} className={styles.link} target={link.reloadDocument ? '_self' : undefined}>
      {link.label}
    </Link>
  );
}
