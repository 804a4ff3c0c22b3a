/**
 * The loader of every page route (site/routes.tsx): React Router runs it on
 * the server (createStaticHandler, site/entry-server.tsx) before the page is
 * rendered. It asks the API, in-process, for the answers the page module
 * names (`data`), and returns them with the 404s, the failures (each worded
 * as the browser's fetch helper would word it) and the page's head; a page
 * whose address moved throws the router's redirect instead. The first
 * screen's image goes into the document when it is a small SVG of the site's
 * own (site/inlineImages.ts).
 *
 * Anywhere the loader runs without the server's context (the page tests
 * render the routes in a memory router), it asks the API with fetch.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { PrefetchedData, PrefetchedFailure } from './data/prefetch';
import type { PageHead } from './head';
import { inlineImageSource, isInlinableImagePath } from './inlineImages';
import type { PageModule } from './pageTypes';
import type { ThemeChoice } from './theme';

/** What the server hands every loader: how to ask the API in-process, and the public origin. */
export interface PageLoadContext {
  /** An answer made in-process carries its status text, as one from the network does. */
  apiFetch: (path: string) => Promise<Response>;
  origin: string;
  /** The day of the render (YYYY-MM-DD, UTC): a citation's access date. */
  today: string;
  /** The layout's settings (site/App.tsx). */
  year: number;
  theme: ThemeChoice;
}

/** A page's loader data: its answers and head, and what identifies the answers (for the page's ETag). */
export interface LoadedPage {
  data: PrefetchedData;
  missing: ReadonlySet<string>;
  failed: Record<string, PrefetchedFailure>;
  head: PageHead;
  inlineImages: Record<string, string>;
  /** Each answer's path and ETag (or status): the page changes when one does. */
  versions: string[];
  /** The public origin and the day of the render, when the server gave them (see useRenderOrigin, useRenderDate). */
  origin?: string;
  today?: string;
}

function isLoadContext(value: unknown): value is PageLoadContext {
  return typeof value === 'object' && value !== null && typeof (value as PageLoadContext).apiFetch === 'function';
}

/** Loads `page` for the request: its API answers, then its redirect or its head. */
export async function loadPage(page: PageModule, { request, params, context }: LoaderFunctionArgs): Promise<LoadedPage> {
  const url = new URL(request.url);
  const given = isLoadContext(context) ? context : null;
  // A request the reader abandoned cancels its answers (product §4); a cancelled loader is no error.
  const apiFetch = given?.apiFetch ?? ((path: string) => fetch(path, { signal: request.signal }));
  const origin = given?.origin ?? url.origin;
  const today = given?.today;
  const pageContext = { pathname: url.pathname, params, search: url.searchParams };

  const data: PrefetchedData = {};
  const missing = new Set<string>();
  const failed: Record<string, PrefetchedFailure> = {};
  const versions: string[] = [];
  await Promise.all(
    (page.data?.(pageContext) ?? []).map(async (apiPath) => {
      const response = await apiFetch(apiPath);
      versions.push(`${apiPath}=${response.headers.get('ETag') ?? response.status}`);
      if (response.ok) data[apiPath] = await response.json();
      else if (response.status === 404) missing.add(apiPath);
      else {
        // Worded as the browser's fetch helper words it (site/data/fetchJson.ts).
        const { statusText } = response;
        const text = (await response.text().catch(() => '')).trim();
        failed[apiPath] = { status: response.status, statusText, error: `HTTP ${response.status}: ${text || statusText}` };
      }
    }),
  );

  const moved = page.redirect?.({ ...pageContext, origin, data, missing });
  if (moved) {
    // Only a site path: a value starting with // or a scheme would send readers off the site.
    if (!moved.startsWith('/') || moved.startsWith('//')) throw new Error(`A page redirected outside the site: ${moved}`);
    throw redirect(moved, 301);
  }

  let head = page.head({ ...pageContext, origin, data, missing });
  // Structured data a page loads separately (PageHead.loadJsonLd) is written into the page here.
  if (head.loadJsonLd) head = { ...head, jsonLd: await head.loadJsonLd(), loadJsonLd: undefined };
  const inlineImages: Record<string, string> = {};
  if (head.preloadImage && isInlinableImagePath(head.preloadImage)) {
    const imagePath = head.preloadImage;
    // The image is an optimisation: when the storage cannot answer, the page loads it by its address.
    const response = await apiFetch(imagePath).catch(() => null);
    versions.push(`${imagePath}=${response?.headers.get('ETag') ?? response?.status ?? 'unanswered'}`);
    const source = response && (await inlineImageSource(response).catch(() => null));
    if (source) {
      inlineImages[imagePath] = source;
      head = { ...head, preloadImage: null };
    }
  }
  return { data, missing, failed, head, inlineImages, versions, origin, today };
}
