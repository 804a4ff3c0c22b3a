import { useId } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Link } from '../Link';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  /** The year in the copyright line; the site passes the current year. */
  year: number;
  /** The external video channel; YouTube's home page unless given. */
  videoChannelUrl?: string;
}

interface FooterLink {
  href: string;
  label: string;
}

/** Spec, shared layout: every footer link, grouped for scanning. */
const aboutLinks: readonly FooterLink[] = [
  { href: '/about', label: 'About' },
  { href: '/about/ownership', label: 'Ownership' },
  { href: '/about/editorial-policy', label: 'Editorial Policy' },
  { href: '/about/corrections-policy', label: 'Corrections Policy' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/about/accessibility', label: 'Accessibility' },
];

const exploreLinks: readonly FooterLink[] = [
  { href: '/foundations', label: 'Foundations' },
  { href: '/civic-life', label: 'Civic Life' },
  { href: '/people', label: 'People' },
  { href: '/landmarks', label: 'Landmarks' },
];

/** The site's contentinfo: three labelled groups of links in one "Footer" navigation, then the copyright line. */
export function SiteFooter({ year, videoChannelUrl = 'https://www.youtube.com/' }: SiteFooterProps) {
  const id = useId();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.groups}>
          <LinkGroup id={`${id}-about`} title="About Parchment" links={aboutLinks} />
          <LinkGroup id={`${id}-explore`} title="Explore" links={exploreLinks} />
          <div>
            <h2 id={`${id}-more`} className={styles.heading}>
              More
            </h2>
            <ul aria-labelledby={`${id}-more`} className={styles.list}>
              <li>
                <Link href="/contact" className={styles.link}>
                  Contact
                </Link>
              </li>
              <li>
                <Link href={videoChannelUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
                  Our Video Channel
                  <span aria-hidden="true">↗</span>
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </Link>
              </li>
              <li>
                {/* A file the server serves, not a route: target="_self" keeps the site's router link out of it, so the browser loads it. */}
                <Link href="/robots.txt" className={styles.link} target="_self">
                  robots.txt
                </Link>
              </li>
            </ul>
          </div>
        </nav>
        <p className={styles.copyright}>© {year} Parchment. All rights reserved.</p>
      </div>
    </footer>
  );
}

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
