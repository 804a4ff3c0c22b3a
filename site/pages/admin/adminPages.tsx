/**
 * The two admin pages as the server renders them: each is the admin island
 * (site/islands/AdminIsland.tsx) at its own path, so the browser gets the
 * admin area's code, and with it the auth client, only on these pages.
 */
import { AdminIsland } from '../../islands/AdminIsland';
import type { PageModule } from '../../pageTypes';
import { adminArticlesHead, adminHomeHead } from './adminShared';

const SOURCE = 'site/pages/admin/adminPages.tsx';

export const adminHomePage: PageModule = {
  source: SOURCE,
  Component: () => <AdminIsland islandId="admin" path="/admin" />,
  head: () => adminHomeHead,
};

export const adminArticlesPage: PageModule = {
  source: SOURCE,
  Component: () => <AdminIsland islandId="admin" path="/admin/articles" />,
  head: () => adminArticlesHead,
};
