/**
 * Renders the real site (its data routes, layout and pages) at a path, in
 * happy-dom, with the API answers the server's loader would have fetched for
 * it, as the router's hydration data: no loader runs for the first render.
 * For page tests:
 *   renderRoute('/foundations', { '/api/articles?category=foundations&per_page=12': {...} })
 * Every page's module is loaded first, as the server's loader does before it
 * renders, so a render shows the page at once. renderRouteFromApi runs the
 * loaders instead, asking the API with fetch: stub it.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { siteRoutes } from '../../site/App';
import type { PrefetchedData } from '../../site/data/prefetch';
import type { LoadedPage } from '../../site/pageLoader';
import { preloadAllRoutes } from '../../site/routes';

await preloadAllRoutes();

export interface RouteRenderOptions {
  /** The API URLs that answered 404. */
  missing?: ReadonlySet<string>;
  /** The images the server wrote into the page as data: URLs, by address (site/inlineImages.ts). */
  inlineImages?: Record<string, string>;
}

/** The site's router at `path`, holding `data` as the page's loader data. */
export function routeElement(path: string, data: PrefetchedData = {}, { missing = new Set(), inlineImages = {} }: RouteRenderOptions = {}) {
  const leaf = matchRoutes(siteRoutes, path)?.at(-1)?.route;
  if (!leaf?.id) throw new Error(`No route for ${path}.`);
  const page: Omit<LoadedPage, 'head'> = { data, missing, failed: {}, inlineImages, versions: [] };
  const router = createMemoryRouter(siteRoutes, {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { year: 2026, theme: 'system' }, [leaf.id]: page } },
  });
  return <RouterProvider router={router} />;
}

export function renderRoute(path: string, data: PrefetchedData = {}, missing: ReadonlySet<string> = new Set(), inlineImages?: Record<string, string>) {
  return render(routeElement(path, data, { missing, inlineImages }));
}

/**
 * The site's router at `path` with its loaders run as the server runs them,
 * asking the API with fetch (which the test stubs): for pages whose answers
 * fail or are missing, so that the page shows what the server's loader made
 * of the failure. Resolves once the loaders have settled and the page is
 * drawn.
 */
export async function renderRouteFromApi(path: string) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return render(<RouterProvider router={router} />);
}

/** The page's HTML as the server writes it (without the document around it). */
export function renderRouteToString(path: string, data: PrefetchedData = {}, options: RouteRenderOptions = {}): string {
  return renderToString(routeElement(path, data, options));
}
