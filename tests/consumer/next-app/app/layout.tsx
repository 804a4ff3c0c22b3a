/**
 * A server component (no 'use client'), as create-next-app makes it, that
 * imports the provider, the skip link and the footer straight from the package.
 */
import type { ReactNode } from 'react';
import { ParchmentProvider, SiteFooter, SkipLink } from '@parchment/ui';
import '@parchment/ui/styles.css';
import { RouterLink } from './router-link';
import { AppHeader } from './site-header';

export const metadata = { title: 'County Historical Society' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ParchmentProvider theme="parchment" styleBody linkComponent={RouterLink}>
          <SkipLink targetId="main-content" />
          <AppHeader />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter
            siteName="County Historical Society"
            year={2026}
            groups={[{ title: 'Visit', links: [{ href: '/collections/mill', label: 'The Grist Mill' }] }]}
          />
        </ParchmentProvider>
      </body>
    </html>
  );
}
