/**
 * React Router 7 in framework mode: routes render on the server (the home
 * page is also prerendered at build time) and hydrate, with Parchment's
 * links going through the router's Link.
 */
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { forwardRef, type ReactNode } from 'react';
import { ParchmentProvider, SiteHeader, SkipLink, type LinkComponentProps } from '@parchment/ui';
import styles from '@parchment/ui/styles.css?url';

export const links = () => [{ rel: 'stylesheet', href: styles }];

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...props }, ref) {
  return <Link ref={ref} to={href} {...props} />;
});

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  return (
    <ParchmentProvider theme="parchment" styleBody linkComponent={RouterLink}>
      <SkipLink targetId="main-content" />
      <SiteHeader
        brandName="County Historical Society"
        navigation={[
          { href: '/', label: 'Collections', exact: true },
          { href: '/collections/courthouse', label: 'Courthouse' },
        ]}
        navigationLabel="Main"
        currentPath={pathname}
      />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </ParchmentProvider>
  );
}
