/**
 * The admin area (product §§2, 4-6) as one island: the only part of the site
 * that moves between pages without a page load. In the browser it is a
 * React Router data router (createBrowserRouter) over the two admin pages;
 * `<ScrollRestoration>` keeps each entry's scroll position, and
 * useFocusAndAnnounce does what a page load would for a screen reader (focus
 * on the new page's h1, its title announced once). A link out of the admin
 * area is an ordinary page load. On the server the same routes render
 * through a static router at the requested path; inside another router (the
 * page tests render the whole app) they use that one.
 */
import { forwardRef, useEffect, useRef, useState } from 'react';
import { createBrowserRouter, Link as RouterLink, Outlet, RouterProvider, ScrollRestoration, StaticRouter, useInRouterContext, useLocation, useMatches, useRoutes, type RouteObject } from 'react-router';
import { LinkProvider, type LinkComponentProps } from '../../src';
import AdminPage from '../pages/admin/AdminPage';
import AdminArticlesPage from '../pages/admin/AdminArticlesPage';
import { adminArticlesHead, adminHomeHead } from '../pages/admin/adminShared';
import { documentTitle, type PageHead } from '../head';
import { ROUTE_ANNOUNCER_ID } from '../RouteAnnouncer';
import { defineIsland } from './Island';

export const ADMIN_PATHS = ['/admin', '/admin/articles'] as const;

const isAdminPath = (href: string) => ADMIN_PATHS.some((path) => href === path || href.startsWith(`${path}?`) || href.startsWith(`${path}#`));

/** The library's links: through the router inside the admin area, a page load anywhere else. */
const AdminLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AdminLink({ href, ...rest }, ref) {
  if (isAdminPath(href)) return <RouterLink ref={ref} to={href} {...rest} />;
  // The library's Link gives it its children (the link's text) among the rest.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={href} {...rest} />;
});

/**
 * After moving to the other page inside the router (not the first render,
 * which was a page load): the tab's title becomes the new page's, focus moves
 * to its h1, as a page load would put the reader at its start, and the
 * polite live region in the layout says the new title once. A change of the
 * list's query on the same page (its filters, page or sort, kept in the
 * address) leaves focus where the reader is.
 */
export function useFocusAndAnnounce(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const head = matches.at(-1)?.handle as PageHead | undefined;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (head) document.title = documentTitle(head.title);
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
    if (announcer) announcer.textContent = document.title;
  }, [pathname, head]);
}

function BrowserShell() {
  useFocusAndAnnounce();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const pages: RouteObject[] = [
  { path: '/admin', Component: AdminPage, handle: adminHomeHead },
  { path: '/admin/articles', Component: AdminArticlesPage, handle: adminArticlesHead },
];

function AdminRoutes() {
  return useRoutes(pages);
}

function BrowserAdmin() {
  const [router] = useState(() => createBrowserRouter([{ Component: BrowserShell, children: pages }]));
  return <RouterProvider router={router} />;
}

function AdminApp({ path }: { path: string }) {
  // Rendered inside the app's router (the page tests render the whole app at a path), it uses that router.
  const inRouter = useInRouterContext();
  let routes = <BrowserAdmin />;
  if (inRouter) {
    const Page = pages.find((page) => page.path === path)?.Component ?? AdminPage;
    routes = <Page />;
  }
  else if (typeof window === 'undefined') {
    routes = (
      <StaticRouter location={path}>
        <AdminRoutes />
      </StaticRouter>
    );
  }
  return <LinkProvider component={AdminLink}>{routes}</LinkProvider>;
}

export const AdminIsland = defineIsland('admin', AdminApp);
