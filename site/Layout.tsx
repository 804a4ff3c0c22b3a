import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ParchmentProvider, SiteFooter, SkipLink } from '../src';
import { HeaderIsland } from './islands/HeaderIsland';
import { footerGroups, SITE_NAME } from './navigation';
import { RouteAnnouncer } from './RouteAnnouncer';
import type { ThemeChoice } from './theme';
import * as styles from './Layout.css';
import './styles/print.css';
import './styles/paper.css';

export interface LayoutProps {
  children: ReactNode;
  /** The year for the copyright line; passed in so server and browser agree. */
  year: number;
  /** The theme the server rendered with. */
  initialTheme: ThemeChoice;
}

/** The main content's id: the skip link's target, and what the first frame waits for (site/entry-server.tsx). */
export const MAIN_CONTENT_ID = 'main';

/** The shared layout of product §2: skip link, header, main content, footer. */
export function Layout({ children, year, initialTheme }: LayoutProps) {
  const { pathname } = useLocation();
  // The theme itself is on <html> (server-rendered from the cookie, see
  // theme.ts), so the provider keeps the theme around it and styles the page.
  return (
    <ParchmentProvider styleBody>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <HeaderIsland islandId="header" pathname={pathname} theme={initialTheme} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter siteName={SITE_NAME} year={year} groups={footerGroups} />
      <RouteAnnouncer />
    </ParchmentProvider>
  );
}
