import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Link } from '../Link';
import { adminNavigation, isCurrentLink, mainNavigation } from './navigation';
import * as styles from './SiteHeader.css';
import { useDisclosure } from './useDisclosure';

export interface SiteHeaderProps {
  /** The path of the page being shown (e.g. "/foundations/constitution"); marks its link with aria-current="page". */
  currentPath: string;
  /** Shows the Admin menu (Admin Home, Articles); true only when the signed-in user is an administrator. */
  isAdmin?: boolean;
  /** A control shown at the header's end, usually a ThemeToggle wired to the site's stored choice. */
  themeControl?: ReactNode;
}

/**
 * The site's banner: the name "Parchment" linking home, the main navigation
 * and, for administrators, the Admin menu. Below the tablet breakpoint the
 * links fold behind a "Menu" button; Escape closes it and returns focus to the
 * button. The breakpoint is a container query on the header's own width,
 * which is the page's width on the site, so the header behaves the same in a
 * narrow story frame. Without JavaScript (the server-rendered page with
 * scripts off) the small-screen links are shown unfolded and the button is
 * hidden. Put a SkipLink before it, as the page's first element.
 */
export function SiteHeader({ currentPath, isAdmin = false, themeControl }: SiteHeaderProps) {
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, buttonRef: menuButtonRef } = useDisclosure();
  const panelId = useId();
  const hasTools = isAdmin || themeControl != null;

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} onClick={closeMenu}>
          Parchment
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
            Menu
          </Button>
        </div>
        <div id={panelId} className={styles.panel} data-open={menuOpen}>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.navList}>
              {mainNavigation.map((link) => (
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
            <div className={styles.tools}>
              {isAdmin ? <AdminMenu currentPath={currentPath} onNavigate={closeMenu} /> : null}
              {themeControl}
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}

interface AdminMenuProps {
  /** The path of the page being shown. */
  currentPath: string;
  /** Called when a link is followed, to fold the small-screen menu as well. */
  onNavigate: () => void;
}

/** The disclosure pattern (a button with aria-expanded showing a list of links), not role="menu": these are links. */
function AdminMenu({ currentPath, onNavigate }: AdminMenuProps) {
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure({ closeOnOutsidePress: true, nested: true });
  const listId = useId();
  return (
    <nav aria-label="Admin" className={styles.adminMenu} ref={containerRef}>
      <Button ref={buttonRef} variant="secondary" size="small" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        Admin
        <ChevronIcon open={open} />
      </Button>
      <ul id={listId} className={styles.adminList} hidden={!open}>
        {adminNavigation.map((link) => (
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
