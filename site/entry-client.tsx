/**
 * The browser entry. On a server-rendered page it hydrates with the data and
 * settings the server embedded (also under `npm run dev`); served without
 * a server render (index.html under plain `npx vite`) it renders from scratch
 * and the hooks fetch.
 */
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { PREFETCH_GLOBAL, PrefetchProvider, type EmbeddedPageData } from './data/prefetch';
import { matchRoute, preloadRoute } from './routes';
import { currentTheme } from './theme';

const embedded = (window as unknown as Record<string, EmbeddedPageData | undefined>)[PREFETCH_GLOBAL];
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * Marks the document once React has committed the root (hydrated the server's
 * HTML, or rendered it under `npm run dev`): `<html data-hydrated="true">`.
 * Until then a click on a link is a full page load and handlers do nothing, so
 * the end-to-end tests wait for this attribute rather than read React's
 * internals. Parts deferred until visible mark their own wrappers (site/deferred.tsx).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <MarkHydrated>
      <PrefetchProvider data={embedded?.data ?? {}} missing={new Set(embedded?.missing ?? [])} today={embedded?.today} origin={embedded?.origin}>
        <BrowserRouter>
          <App year={embedded?.year ?? new Date().getFullYear()} theme={currentTheme()} />
        </BrowserRouter>
      </PrefetchProvider>
    </MarkHydrated>
  </StrictMode>
);

// Load this page's chunk (the page's loader already asked for it with modulepreload)
// before hydrating, so hydration never suspends on it.
preloadRoute(matchRoute(window.location.pathname).entry).finally(() => {
  if (embedded) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
