/**
 * The contract between the site's server renderer (site/entry-server.tsx,
 * built to dist/server/entry-server.js) and what serves its pages: the
 * server (server/site/), and `npm run dev`. The renderer turns a request into
 * a document; the server owns HTTP: the page cache, ETags, compression, 304s
 * and the pages prerendered at build time. The renderer keeps no state
 * between requests, so two servers (or two tests) never share a cache.
 *
 * A page is answered in three steps, so that a cached page costs no more than
 * the steps it needs:
 * 1. `planPage` (no I/O): what identifies the page apart from its data. A
 *    server that answered the same key a moment ago may answer again without
 *    asking for data.
 * 2. `resolve()`: asks the API for the page's data and returns either a
 *    redirect or the page's status, head and data versions. Equal key and
 *    equal versions mean byte-identical HTML, so the server can name the page
 *    by them (its ETag) and find it in its cache.
 * 3. `render()`: only on a cache miss, the document and its
 *    Content-Security-Policy (which names the hashes of the page's own inline
 *    script and style, so it is the page's, not the route's).
 */

export interface RenderOptions<Assets> {
  /** Answers an API path (e.g. /api/articles?per_page=20) in-process. */
  apiFetch: (path: string) => Promise<Response>;
  assets: Assets;
  /** The public origin for canonical and Open Graph URLs; the request's origin unless given. */
  publicOrigin?: string;
}

/** The parts of a page's head the server may use (for logs and tests); the renderer writes the whole head. */
export interface PageHeadSummary {
  title: string;
  /** The canonical path. */
  path: string;
}

export type ResolvedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHeadSummary;
      /** One entry per API answer the page was rendered from (its path and ETag, or status). */
      versions: string[];
      render(): Promise<RenderedPage>;
    };

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

export interface PagePlan {
  /**
   * Everything the page's bytes depend on apart from its data: the build,
   * the boot script, the origin, the path, the query parameters the route
   * reads, the theme and the year.
   */
  key: string;
  resolve(): Promise<ResolvedPage>;
}

export interface SiteRenderer<Assets> {
  loadSiteAssets(clientDir: string): Assets;
  planPage(request: Request, options: RenderOptions<Assets>): PagePlan;
  /** The paths of the pages that need no data (about, the policies...): the build prerenders them. */
  staticPagePaths(): Promise<string[]>;
  /** The theme cookie a prerendered page is rendered for (none for the reader's system setting). */
  themeCookies: Record<string, string>;
}
