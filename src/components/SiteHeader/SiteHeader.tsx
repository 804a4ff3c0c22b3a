'use client';

import { useMessages } from '../../messages/MessagesContext';
import { siteHeaderMessages, type SiteHeaderMessages } from './messages';
import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { HeaderSearchForm, type HeaderSearch } from './HeaderSearch';
import { isCurrentLink, type HeaderMenu, type NavigationLink } from './navigation';
import * as styles from './SiteHeader.css';
import { useDisclosure } from './useDisclosure';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface SiteHeaderProps extends RootProps<'header'> {
  /** The site's name, shown as the link to the home page. */
  brandName: string;
  /** Where the site's name links. */
  homeHref?: string;
  /** The main navigation's links, in order. */
  navigation: readonly NavigationLink[];
  /** The accessible name of the main navigation landmark; the messages' `navigation` ("Main") when absent. */
  navigationLabel?: string;
  /** The path of the page being shown (e.g. "/foundations/constitution"); marks its link with `aria-current="page"`. */
  currentPath: string;
  /** An optional menu of links at the header's end, such as an admin menu shown only to administrators. */
  menu?: HeaderMenu;
  /** A control shown at the header's end, usually a ThemeToggle wired to the app's stored choice. */
  themeControl?: ReactNode;
  /** A search form at the header's end (inside the Menu panel on small screens), sending its term with GET to `action`. */
  search?: HeaderSearch;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<SiteHeaderMessages>;
}

/**
 * An app's banner: its name linking home, the main navigation and, when
 * given, a search form and a menu of further links. Below the tablet breakpoint the
 * links fold behind a "Menu" button; Escape closes it and returns focus to the
 * button. The breakpoint is a container query on the header's own width,
 * which is the page's width on the site, so the header behaves the same in a
 * narrow story frame. Without JavaScript (the server-rendered page with
 * scripts off) the small-screen links are shown unfolded and the button is
 * hidden. Put a SkipLink before it, as the page's first element.
 */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader({
  brandName,
  homeHref = '/',
  navigation,
  navigationLabel,
  currentPath,
  menu,
  themeControl,
  search,
  messages,
  className,
  ...rest
}, ref) {
  const words = useMessages('siteHeader', siteHeaderMessages, messages);
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, buttonRef: menuButtonRef } = useDisclosure();
  const panelId = useId();
  const hasMenu = menu != null && menu.links.length > 0;
  const hasTools = hasMenu || themeControl != null || search != null;

  return (
    <header ref={ref} {...rest} className={cx(styles.root, className)}>
      <div className={styles.bar}>
        <Link href={homeHref} className={styles.brand} onClick={closeMenu}>
          {brandName}
        </Link>
        <div className={styles.menuToggle}>
          <Button
            ref={menuButtonRef}
            variant="secondary"
            size="small"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={toggleMenu}
          >
            <MenuIcon open={menuOpen} />
            {words.menu}
          </Button>
        </div>
        <div id={panelId} className={styles.panel} data-open={menuOpen}>
          <nav aria-label={navigationLabel ?? words.navigation} className={styles.nav}>
            <ul className={styles.navList}>
              {navigation.map((link) => (
                <li key={link.href} className={styles.navItem}>
                  <Link
                    href={link.href}
                    className={styles.navLink}
                    aria-current={isCurrentLink(currentPath, link) ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {hasTools ? (
            <Inline space="3" alignY="center" className={styles.tools}>
              {search ? <HeaderSearchForm {...search} submit={words.search} /> : null}
              {hasMenu ? <LinksMenu menu={menu} currentPath={currentPath} onNavigate={closeMenu} /> : null}
              {themeControl}
            </Inline>
          ) : null}
        </div>
      </div>
    </header>
  );
});

interface LinksMenuProps {
  /** The menu's label and links. */
  menu: HeaderMenu;
  /** The path of the page being shown. */
  currentPath: string;
  /** Called when a link is followed, to fold the small-screen menu as well. */
  onNavigate: () => void;
}

/** The disclosure pattern (a button with aria-expanded showing a list of links), not role="menu": these are links. */
function LinksMenu({ menu, currentPath, onNavigate }: LinksMenuProps) {
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure({ closeOnOutsidePress: true, nested: true });
  const listId = useId();
  return (
    <nav aria-label={menu.label} className={styles.adminMenu} ref={containerRef}>
      <Button ref={buttonRef} variant="secondary" size="small" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        {menu.label}
        <ChevronIcon open={open} />
      </Button>
      <ul id={listId} className={styles.adminList} hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={styles.adminLink}
              aria-current={isCurrentLink(currentPath, link) ? 'page' : undefined}
              onClick={() => {
                close();
                onNavigate();
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      )}
    </svg>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 12.5l5-5 5 5' : 'M5 7.5l5 5 5-5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
