import type { ComponentType } from 'react';
import type { PrefetchedData } from './data/prefetch';
import type { PageHead } from './head';

export interface PageContext {
  /** The requested path, e.g. /articles/monroe-doctrine. */
  pathname: string;
  /** The site's public origin, for absolute URLs in structured data and link previews (the server always sets it). */
  origin?: string;
  /** The route's params, e.g. { slug: 'monroe-doctrine' }. */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** The API answers the server fetched for this page, by URL (only the OK ones). */
  data: PrefetchedData;
  /** The API URLs that answered 404. */
  missing: ReadonlySet<string>;
}

/**
 * One page of the site. Its route's loader (site/pageLoader.ts, run by React
 * Router's static handler on the server) calls `data` to learn which API
 * answers the page needs, fetches them in-process, then `redirect` and
 * `head`; the server writes the head as the first bytes and renders
 * `Component`, which reads the answers through the data hooks. No browser
 * runs it: its interactive parts are islands.
 */
export interface PageModule {
  /**
   * The page's source file (site/pages/HomePage.tsx): the server finds the
   * page's stylesheets in the build manifest by it.
   */
  source: string;
  Component: ComponentType;
  data?: (context: Omit<PageContext, 'data' | 'missing' | 'origin'>) => string[];
  head: (context: PageContext) => PageHead;
  /**
   * Where this address permanently moved, if it did: a site path (with its
   * query) the server answers with 301 and that Location, after fetching
   * `data` and instead of rendering. Null renders the page as usual.
   */
  redirect?: (context: PageContext) => string | null;
}
