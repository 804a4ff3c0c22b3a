/**
 * Every island the browser can hydrate, by name: how to load its component,
 * and the source file the build manifest knows its chunk by (the server
 * preloads the chunks of the islands a page has). Islands that appear
 * together share a module, and so a chunk.
 */
import type { ComponentType } from 'react';

export interface IslandEntry {
  source: string;
  load: () => Promise<ComponentType<object>>;
  /**
   * Hydrated only once it comes near the viewport (600 px), and its code not
   * preloaded: for a large island far down a page. Until then it is the
   * server's HTML.
   */
  whenVisible?: true;
}

const ARTICLE = 'site/islands/articleIslands.tsx';

export const ISLANDS: Record<string, IslandEntry> = {
  header: { source: 'site/islands/HeaderIsland.tsx', load: () => import('./HeaderIsland').then((m) => m.HeaderIsland.Component as ComponentType<object>) },
  byline: { source: ARTICLE, load: () => import('./articleIslands').then((m) => m.BylineIsland.Component as ComponentType<object>) },
  contents: { source: ARTICLE, load: () => import('./articleIslands').then((m) => m.ContentsIsland.Component as ComponentType<object>) },
  cite: { source: ARTICLE, load: () => import('./articleIslands').then((m) => m.CiteIsland.Component as ComponentType<object>) },
  print: { source: ARTICLE, load: () => import('./articleIslands').then((m) => m.PrintIsland.Component as ComponentType<object>) },
  search: { source: 'site/islands/SearchIsland.tsx', load: () => import('./SearchIsland').then((m) => m.SearchIsland.Component as ComponentType<object>) },
  gallery: {
    source: 'site/islands/BrandGalleryIsland.tsx',
    load: () => import('./BrandGalleryIsland').then((m) => m.BrandGalleryIsland.Component as ComponentType<object>),
    whenVisible: true,
  },
  'part-links': { source: 'site/islands/documentIslands.tsx', load: () => import('./documentIslands').then((m) => m.PartLinksIsland.Component as ComponentType<object>) },
  admin: { source: 'site/islands/AdminIsland.tsx', load: () => import('./AdminIsland').then((m) => m.AdminIsland.Component as ComponentType<object>) },
  'not-found-log': { source: 'site/islands/NotFoundLog.tsx', load: () => import('./NotFoundLog').then((m) => m.NotFoundLogIsland.Component as ComponentType<object>) },
};
