import { forwardRef, Suspense } from 'react';
import '../tokens/fonts';
import { Link as RouterLink, useRoutes } from 'react-router';
import { LinkProvider, LoadingState, type LinkComponentProps } from '../src';
import { Layout } from './Layout';
import { routeObjects } from './routes';
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
