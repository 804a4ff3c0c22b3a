/**
 * The whole page as the server renders it: the shared layout around the
 * route's page. No browser runs it: a page's interactive parts are islands
 * (site/islands/Island.tsx), and its links are ordinary links. The client
 * build still builds it (vite.config.ts), so that the manifest lists the CSS
 * of the layout and of each page.
 */
// The metric-matched local fallbacks; the web faces are the site's own (./styles/webFonts.css.ts),
// not the library's tokens/fonts.ts, whose @fontsource CSS swaps them in late.
import '../tokens/fonts.css';
import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { Layout } from './Layout';
import { routeObjects } from './routes';
import './styles/webFonts.css';
import type { ThemeChoice } from './theme';

export interface AppProps {
  /** The year for the copyright line. */
  year: number;
  /** The theme the page is rendered in (from the reader's cookie). */
  theme: ThemeChoice;
}

export function App({ year, theme }: AppProps) {
  const element = useRoutes(routeObjects);
  return (
    <Layout year={year} initialTheme={theme}>
      {/* The server waits for the whole tree (site/entry-server.tsx), so a reader never sees a fallback. */}
      <Suspense fallback={null}>{element}</Suspense>
    </Layout>
  );
}
