/**
 * Renders the real site (routes, layout, pages) at a path, in happy-dom, with
 * the API answers a server render would have embedded. For page tests:
 *   renderRoute('/foundations', { '/api/articles?category=foundations&per_page=12': {...} })
 * Every page's chunk is loaded first (as the browser does before hydrating),
 * so a render shows the page at once.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../../site/App';
import { PrefetchProvider, type PrefetchedData } from '../../site/data/prefetch';
import { preloadAllRoutes } from '../../site/routes';

await preloadAllRoutes();

/** `inlineImages`: the images the server wrote into the page as data: URLs, by address (site/inlineImages.ts). */
export function renderRoute(path: string, data: PrefetchedData = {}, missing: ReadonlySet<string> = new Set(), inlineImages?: Record<string, string>) {
  return render(
    <PrefetchProvider data={data} missing={missing} inlineImages={inlineImages}>
      <MemoryRouter initialEntries={[path]}>
        <App year={2026} theme="system" />
      </MemoryRouter>
    </PrefetchProvider>,
  );
}
