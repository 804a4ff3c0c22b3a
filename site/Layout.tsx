import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter, SiteHeader, SkipLink, ThemeToggle } from '../src';
import { useHeaderAdminStatus } from './auth/headerAdmin';
import { currentTheme, storeTheme, type ThemeChoice } from './theme';
import * as styles from './Layout.css';

export interface LayoutProps {
  children: ReactNode;
  /** The year for the copyright line; passed in so server and browser agree. */
  year: number;
  /** The theme the server rendered with. */
  initialTheme: ThemeChoice;
}

/** The shared layout of spec section 2: skip link, header, main content, footer. */
export function Layout({ children, year, initialTheme }: LayoutProps) {
  const { pathname } = useLocation();
  const { isAdmin, probe } = useHeaderAdminStatus(pathname);
  const [theme, setTheme] = useState<ThemeChoice>(() => (typeof document === 'undefined' ? initialTheme : currentTheme()));
  const changeTheme = (choice: ThemeChoice) => {
    storeTheme(choice);
    setTheme(choice);
  };
  return (
    <>
      <SkipLink />
      {probe}
      <SiteHeader currentPath={pathname} isAdmin={isAdmin} themeControl={<ThemeToggle theme={theme} onChange={changeTheme} />} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter year={year} />
    </>
  );
}
