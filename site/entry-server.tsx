/**
 * The server renderer. `handleSiteRequest` answers a GET for any site path:
 * it finds the page, fetches the API answers the page needs in-process, writes
 * the head (title, description, canonical, Open Graph, JSON-LD) and the inlined
 * CSS as the first bytes, streams React's HTML, and ends with the embedded data
 * the browser hydrates from. Finished pages are kept by ETag, which is derived
 * from the data they came from, so a repeat costs a hash and a lookup.
 */
import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { PREFETCH_GLOBAL, PrefetchProvider, type EmbeddedPageData, type PrefetchedData } from './data/prefetch';
import { escapeHtml, jsonForScript, renderHeadTags, type PageHead } from './head';
import { matchRoute, preloadRoute } from './routes';
import type { RouteAssets, SiteAssets } from './server/assets';
import { themeFromCookie, type ThemeChoice } from './theme';

export { loadSiteAssets, type SiteAssets } from './server/assets';

export interface SiteRequestOptions {
  /** Answers an API path (e.g. /api/articles?per_page=20) in-process. */
  apiFetch: (path: string) => Promise<Response>;
  assets: SiteAssets;
  /** The public origin for canonical and Open Graph URLs; the request's origin unless given. */
  publicOrigin?: string;
}

const MAX_CACHED_PAGES = 500;
const pageCache = new Map<string, { status: number; html: Uint8Array<ArrayBuffer> }>();

function remember(etag: string, status: number, html: Uint8Array<ArrayBuffer>) {
  if (pageCache.size >= MAX_CACHED_PAGES) pageCache.delete(pageCache.keys().next().value as string);
  pageCache.set(etag, { status, html });
}

function documentStart(head: PageHead, assets: SiteAssets, route: RouteAssets, origin: string, theme: ThemeChoice): string {
  const themeAttribute = theme === 'system' ? '' : ` data-theme="${theme}"`;
  return [
    `<!doctype html><html lang="en"${themeAttribute}><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    renderHeadTags(head, origin),
    ...assets.fontPreloads.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    `<style>${route.inlineCss.replace(/<\/style/gi, '<\\/style')}</style>`,
    ...route.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(assets.entryScript)}"></script>`,
    '<link rel="alternate" type="application/rss+xml" title="Parchment articles" href="/api/feed-articles">',
    '</head><body><div id="root">',
  ].join('\n');
}

function documentEnd(embedded: EmbeddedPageData): string {
  return `</div><script>window.${PREFETCH_GLOBAL}=${jsonForScript(embedded)}</script></body></html>`;
}

function concatStreams(parts: Array<string | ReadableStream<Uint8Array>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        if (typeof part === 'string') {
          controller.enqueue(encoder.encode(part));
          continue;
        }
        const reader = part.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          controller.enqueue(value);
        }
      }
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const html = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    html.set(chunk, offset);
    offset += chunk.length;
  }
  return html;
}

export async function handleSiteRequest(request: Request, options: SiteRequestOptions): Promise<Response> {
  const url = new URL(request.url);
  const origin = options.publicOrigin ?? url.origin;
  const { entry, params } = matchRoute(url.pathname);
  const page = await preloadRoute(entry);
  // The server renders every part in full, including those the browser loads later.
  await page.preloadDeferred?.();
  const context = { pathname: url.pathname, params, search: url.searchParams };

  const data: PrefetchedData = {};
  const missing = new Set<string>();
  const versions: string[] = [];
  await Promise.all(
    (page.data?.(context) ?? []).map(async (apiPath) => {
      const response = await options.apiFetch(apiPath);
      versions.push(`${apiPath}=${response.headers.get('ETag') ?? response.status}`);
      if (response.ok) data[apiPath] = await response.json();
      else if (response.status === 404) missing.add(apiPath);
    }),
  );

  const head = page.head({ ...context, origin, data, missing });
  const status = head.status ?? 200;
  const theme = themeFromCookie(request.headers.get('cookie'));
  const year = new Date().getUTCFullYear();
  const etag = `"${createHash('sha1')
    .update([options.assets.buildId, origin, url.pathname, url.search, theme, year, ...versions.sort()].join('\n'))
    .digest('base64url')}"`;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    ETag: etag,
    // Readers always revalidate (cheap: a 304); a CDN may keep a page for a minute.
    'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    Vary: 'Cookie',
  };

  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  const cached = pageCache.get(etag);
  if (cached) return new Response(request.method === 'HEAD' ? null : cached.html, { status: cached.status, headers });

  const appStream = await renderToReadableStream(
    <StrictMode>
      <PrefetchProvider data={data} missing={missing}>
        <StaticRouter location={url.pathname + url.search}>
          <App year={year} theme={theme} />
        </StaticRouter>
      </PrefetchProvider>
    </StrictMode>,
    {
      // React outlines a finished Suspense boundary bigger than this (12.8 kB
      // by default): it sends the fallback ("Loading...") in place and the
      // content hidden, swapped in by an inline script. Every page sits in
      // App's Suspense and is finished before the first byte, so that would
      // leave readers without JavaScript (and any tool reading the page
      // without running it) looking at "Loading..." on every large page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        console.error(`Rendering ${url.pathname} failed:`, error);
      },
    },
  );
  const [toReader, toCache] = concatStreams([documentStart(head, options.assets, options.assets.forRoute(entry.source), origin, theme), appStream, documentEnd({ data, missing: [...missing], year })]).tee();
  collect(toCache).then(
    (html) => remember(etag, status, html),
    () => undefined,
  );
  return new Response(request.method === 'HEAD' ? null : toReader, { status, headers });
}
