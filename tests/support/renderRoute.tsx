/**
 * Renders the real site (routes, layout, pages) at a path, in happy-dom, with
 * the API answers a server render would have embedded. For page tests:
 *   renderRoute('/foundations', { '/api/articles?category=foundations&per_page=12': {...} })
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../../site/App';
import { PrefetchProvider, type PrefetchedData } from '../../site/data/prefetch';

export function renderRoute(path: string, data: PrefetchedData = {}) {
  return render(
    <PrefetchProvider data={data}>
      <MemoryRouter initialEntries={[path]}>
        <App year={2026} theme="system" />
      </MemoryRouter>
    </PrefetchProvider>,
  );
}
