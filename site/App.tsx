/**
 * The site as React Router's data routes: a root route with the shared
 * layout, around every page's route (site/routes.tsx). The server runs them
 * with createStaticHandler and renders them with createStaticRouter
 * (site/entry-server.tsx); no browser runs them: a page's interactive parts
 * are islands (site/islands/Island.tsx), and its links are ordinary links.
 * The client build still builds this module (vite.config.ts), so that the
 * manifest lists the CSS of the layout and of each page.
 */
// The metric-matched local fallbacks; the web faces are the site's own (./styles/webFonts.css.ts),
// not the library's tokens/fonts.ts, whose @fontsource CSS swaps them in late.
import '../tokens/fonts.css';
import { Suspense } from 'react';
import { Outlet, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { pageRoutes } from './routes';
import './styles/webFonts.css';
import type { ThemeChoice } from './theme';

/** What the layout needs: the year for the copyright line and the reader's theme, both from the server. */
export interface LayoutData {
  year: number;
  theme: ThemeChoice;
}

function isLayoutData(value: unknown): value is LayoutData {
  return typeof value === 'object' && value !== null && typeof (value as LayoutData).year === 'number' && typeof (value as LayoutData).theme === 'string';
}

function Root() {
  const { year, theme } = useLoaderData() as LayoutData;
  return (
    <Layout year={year} initialTheme={theme}>
      {/* The server waits for the whole tree (site/entry-server.tsx), so a reader never sees a fallback. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}

export const ROOT_ROUTE_ID = 'root';

export const siteRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    // The server's load context carries the layout's settings; anywhere else, this year and the system theme.
    loader: ({ context }: LoaderFunctionArgs): LayoutData => (isLayoutData(context) ? { year: context.year, theme: context.theme } : { year: new Date().getFullYear(), theme: 'system' }),
    Component: Root,
    children: pageRoutes,
  },
];
