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

export function renderRoute(path: string, data: PrefetchedData = {}, missing: ReadonlySet<string> = new Set()) {
  return render(
    <PrefetchProvider data={data} missing={missing}>
      <MemoryRouter initialEntries={[path]}>
        <App year={2026} theme="system" />
      </MemoryRouter>
    </PrefetchProvider>,
  );
}
