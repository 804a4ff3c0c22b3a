/**
 * The site header as an island: its menu button, theme switch and the Admin
 * menu (shown only to an admin, once the server says so) need scripts; its
 * links and search form work without them.
 */
import { useState } from 'react';
import { SiteHeader, ThemeToggle } from '../../src';
import { useHeaderAdminStatus } from '../auth/headerAdmin';
import { adminMenu, mainNavigation, SITE_NAME } from '../navigation';
import { currentTheme, storeTheme, THEME_PATH, type ThemeChoice } from '../theme';
import { defineIsland } from './Island';

export interface SiteHeaderPartProps {
  /** The page's path: marks the current section and decides whether the admin question is asked. */
  pathname: string;
  /** The theme the server rendered with. */
  theme: ThemeChoice;
}

function SiteHeaderPart({ pathname, theme: initialTheme }: SiteHeaderPartProps) {
  const { isAdmin, probe } = useHeaderAdminStatus(pathname);
  const [theme, setTheme] = useState<ThemeChoice>(() => (typeof document === 'undefined' ? initialTheme : currentTheme()));
  const changeTheme = (choice: ThemeChoice) => {
    storeTheme(choice);
    setTheme(choice);
  };
  return (
    <>
      {probe}
      <SiteHeader
        brandName={SITE_NAME}
        navigation={mainNavigation}
        currentPath={pathname}
        menu={isAdmin ? adminMenu : undefined}
        themeControl={<ThemeToggle theme={theme} onChange={changeTheme} action={THEME_PATH} />}
        // Product §2, shared layout: a search form on every page, a plain GET form to /search (the results page is server-rendered).
        search={{ action: '/search', label: 'Search the site' }}
      />
    </>
  );
}

export const HeaderIsland = defineIsland('header', SiteHeaderPart);
