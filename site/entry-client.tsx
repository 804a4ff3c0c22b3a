/**
 * The browser entry. On a server-rendered page it hydrates with the API
 * answers the page was rendered from, which the boot script (site/boot.ts)
 * fetched, and the settings the server embedded (also under `npm run dev`).
 * When an answer changed since the render, it renders the page afresh with
 * the new one instead (hydrating would meet markup that no longer matches).
 * When the answers could not be fetched at all, it renders afresh without
 * them: the page's data hooks then ask for them and show their own loading
 * and error states, so the page still works (its menu, search box and
 * buttons) rather than staying server HTML that no handler reaches.
 * Served without a server render (index.html under plain `npx vite`) it
 * renders from scratch and the hooks fetch.
 */
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import type { BootedPage } from './boot';
import { PREFETCH_GLOBAL, PrefetchProvider } from './data/prefetch';
import { matchRoute, preloadRoute } from './routes';
import { currentTheme } from './theme';

const booted = (window as unknown as Record<string, Promise<BootedPage> | undefined>)[PREFETCH_GLOBAL];
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

function app(embedded: BootedPage | undefined) {
  return (
    <StrictMode>
      <MarkHydrated>
        <PrefetchProvider data={embedded?.data ?? {}} missing={new Set(embedded?.missing ?? [])} today={embedded?.today} origin={embedded?.origin} inlineImages={embedded?.inlineImages}>
          <BrowserRouter>
            <App year={embedded?.year ?? new Date().getFullYear()} theme={currentTheme()} />
          </BrowserRouter>
        </PrefetchProvider>
      </MarkHydrated>
    </StrictMode>
  );
}

async function start(container: HTMLElement) {
  // Load this page's chunk (the page's loader already asked for it with modulepreload)
  // before hydrating, so hydration never suspends on it.
  const [, embedded] = await Promise.all([
    preloadRoute(matchRoute(window.location.pathname).entry).catch(() => undefined),
    booted?.catch((error: unknown) => {
      // It renders afresh and its data hooks ask again.
      console.warn('The page could not fetch its data:', error);
      return undefined;
    }),
  ]);
  if (embedded?.current) hydrateRoot(container, app(embedded));
  else createRoot(container).render(app(embedded));
}

start(root).catch((error: unknown) => {
  // React itself failed to start: the server's page stays as it is, readable, its links full page loads.
  console.warn('The page could not start its scripts:', error);
});
