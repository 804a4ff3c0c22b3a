import { forwardRef, Suspense } from 'react';
// The metric-matched local fallbacks; the web faces are the site's own (./styles/webFonts.css.ts),
// not the library's tokens/fonts.ts, whose @fontsource CSS swaps them in late.
import '../tokens/fonts.css';
import { Link as RouterLink, useRoutes } from 'react-router';
import { LinkProvider, LoadingState, type LinkComponentProps } from '../src';
import { Layout } from './Layout';
import { routeObjects } from './routes';
import './styles/webFonts.css';
import type { ThemeChoice } from './theme';

/** The library's links navigate through the router (client-side), as Braid's linkComponent does. */
const RouterLinkAdapter = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLinkAdapter({ href, ...rest }, ref) {
  return <RouterLink ref={ref} to={href} {...rest} />;
});

export interface AppProps {
  /** The year for the copyright line, fixed by the server so the browser agrees. */
  year: number;
  /** The theme the server rendered with. */
  theme: ThemeChoice;
}

export function App({ year, theme }: AppProps) {
  const element = useRoutes(routeObjects);
  return (
    <LinkProvider component={RouterLinkAdapter}>
      <Layout year={year} initialTheme={theme}>
        {/* Shown only while a later client-side navigation loads a page's chunk. */}
        <Suspense fallback={<LoadingState message="Loading..." />}>{element}</Suspense>
      </Layout>
    </LinkProvider>
  );
}
