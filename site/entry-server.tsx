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
import { acceptedEncoding, compressBody, etagMatches, type Encoding } from '../server/http/negotiation';
import { App } from './App';
import { PREFETCH_GLOBAL, PrefetchProvider, type EmbeddedPageData, type PrefetchedData } from './data/prefetch';
import { escapeHtml, jsonForScript, renderHeadTags, type PageHead } from './head';
import { matchRoute, preloadRoute, routes } from './routes';
import type { RouteAssets, SiteAssets } from './server/assets';
import { THEME_COOKIE, themeFromCookie, type ThemeChoice } from './theme';

export { loadSiteAssets, type SiteAssets } from './server/assets';

export interface SiteRequestOptions {
  /** Answers an API path (e.g. /api/articles?per_page=20) in-process. */
  apiFetch: (path: string) => Promise<Response>;
  assets: SiteAssets;
  /** The public origin for canonical and Open Graph URLs; the request's origin unless given. */
  publicOrigin?: string;
}

const MAX_CACHED_PAGES = 500;

/** A finished page, with its compressed forms made when first asked for. */
interface FinishedPage {
  status: number;
  html: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

/** Pages rendered since start, by ETag (oldest dropped first). */
const pageCache = new Map<string, FinishedPage>();
/** Static pages rendered at build time (see prerenderStaticPages), by ETag; never dropped. */
const prerendered = new Map<string, FinishedPage>();

/**
 * For a moment after a page is answered, a repeat of the same request is
 * answered from the cache without asking the API again (a "microcache"): a
 * burst of readers on one article costs one set of queries a second, and a
 * page is never more than this much older than its data.
 */
const FRESH_FOR_MS = 1000;
const MAX_FRESH_ENTRIES = 2000;
const freshEtags = new Map<string, { etag: string; until: number }>();

function rememberFresh(key: string, etag: string) {
  if (freshEtags.size >= MAX_FRESH_ENTRIES) freshEtags.delete(freshEtags.keys().next().value as string);
  freshEtags.set(key, { etag, until: Date.now() + FRESH_FOR_MS });
}

function remember(etag: string, page: FinishedPage) {
  if (pageCache.size >= MAX_CACHED_PAGES) pageCache.delete(pageCache.keys().next().value as string);
  pageCache.set(etag, page);
}

/** The page in this encoding, compressed once and kept with it. */
function compressed(page: FinishedPage, encoding: Encoding, effort: 'fast' | 'best' = 'fast'): Uint8Array<ArrayBuffer> {
  if (encoding === 'br') return (page.br ??= compressBody(page.html, 'br', effort));
  return (page.gzip ??= compressBody(page.html, 'gzip', effort));
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
    // Vite's loader adds a page chunk's stylesheets before running it unless a
    // <link rel="stylesheet"> for them is already there. These say the CSS is
    // inlined above; being disabled, they are never fetched or applied.
    ...route.inlinedStylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`),
    '<link rel="alternate" type="application/rss+xml" title="Parchment articles" href="/api/feed-articles">',
    '</head><body><div id="root">',
  ].join('\n');
}

/** Start the scripts at the latest this long after the HTML, whatever is still loading. */
const SCRIPT_START_CAP_MS = 3000;

/**
 * Starts the page's JavaScript (the entry and the chunks it will import, as
 * modulepreloads) once the page has loaded (its HTML, preloaded fonts and
 * above-the-fold image) and the frame after that has been painted. On a slow connection those bytes reach the reader
 * first instead of sharing the line with 85 KB of scripts; the page, fully
 * rendered on the server with working links, is readable meanwhile, and
 * hydrates when its code arrives.
 */
function scriptLoader(entryScript: string, modulePreloads: string[]): string {
  return `<script>(()=>{let started=false;const start=()=>{if(started)return;started=true;for(const href of ${jsonForScript(modulePreloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}const script=document.createElement("script");script.type="module";script.src=${jsonForScript(entryScript)};document.head.append(script)};const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start,0));if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(start,${SCRIPT_START_CAP_MS})}})()</script>`;
}

function documentEnd(embedded: EmbeddedPageData, assets: SiteAssets, route: RouteAssets): string {
  return `</div><script>window.${PREFETCH_GLOBAL}=${jsonForScript(embedded)}</script>${scriptLoader(assets.entryScript, route.modulePreloads)}</body></html>`;
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

function pageHeaders(etag: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    ETag: etag,
    // Readers always revalidate (cheap: a 304); a CDN may keep a page for a minute.
    'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    Vary: 'Cookie, Accept-Encoding',
  };
}

/** A finished page's answer: 304 when the client has it, else its bytes in the best encoding the client accepts. */
function finishedResponse(request: Request, etag: string, page: FinishedPage, source: Exclude<PageSource, 'miss'>): Response {
  const headers = pageHeaders(etag);
  if (etagMatches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  headers['X-Page-Cache'] = source;
  const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = encoding ? compressed(page, encoding) : page.html;
  return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers });
}

/** How a page answer was made: from the build's prerendered files, from the cache of earlier renders, or rendered now. */
export type PageSource = 'prerendered' | 'hit' | 'miss';

export async function handleSiteRequest(request: Request, options: SiteRequestOptions): Promise<Response> {
  const url = new URL(request.url);
  const origin = options.publicOrigin ?? url.origin;
  const theme = themeFromCookie(request.headers.get('cookie'));
  const year = new Date().getUTCFullYear();
  const freshKey = [options.assets.buildId, origin, url.pathname, url.search, theme, year].join('\n');
  const fresh = freshEtags.get(freshKey);
  const freshPage = fresh && fresh.until > Date.now() ? (prerendered.get(fresh.etag) ?? pageCache.get(fresh.etag)) : undefined;
  if (fresh && freshPage) return finishedResponse(request, fresh.etag, freshPage, prerendered.has(fresh.etag) ? 'prerendered' : 'hit');

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
  // Weak: the same page is sent plain, gzip or brotli, all equivalent.
  const etag = `W/"${createHash('sha1')
    .update([options.assets.buildId, origin, url.pathname, url.search, theme, year, ...versions.sort()].join('\n'))
    .digest('base64url')}"`;
  const headers = pageHeaders(etag);

  const known = prerendered.get(etag) ?? pageCache.get(etag);
  if (known) {
    rememberFresh(freshKey, etag);
    return finishedResponse(request, etag, known, prerendered.has(etag) ? 'prerendered' : 'hit');
  }
  if (etagMatches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));

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
  const route = options.assets.forRoute(entry.source);
  const [toReader, toCache] = concatStreams([
    documentStart(head, options.assets, route, origin, theme),
    appStream,
    documentEnd({ data, missing: [...missing], year }, options.assets, route),
  ]).tee();
  collect(toCache).then(
    (html) => {
      remember(etag, { status, html });
      rememberFresh(freshKey, etag);
    },
    () => undefined,
  );
  headers['X-Page-Cache'] = 'miss';
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  // A fresh render streams through gzip (Node's CompressionStream has no brotli); later answers come compressed from the cache.
  if (encoding) headers['Content-Encoding'] = 'gzip';
  const body = encoding ? toReader.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>) : toReader;
  return new Response(body, { status, headers });
}

/** A page rendered at build time, as written to dist/prerendered. */
export interface PrerenderedPage {
  path: string;
  theme: ThemeChoice;
  etag: string;
  status: number;
  /** The page's HTML, and its brotli and gzip forms at their best (slowest) settings. */
  html: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/**
 * Renders, at build time, every page that needs no data (about, the
 * policies, the brand preview...) in each theme, for the given public origin.
 * The server loads them at start (loadPrerenderedPages), so the first reader
 * of a static page gets it as quickly as the thousandth.
 */
export async function prerenderStaticPages(assets: SiteAssets, origin: string): Promise<PrerenderedPage[]> {
  const noApi = async (): Promise<Response> => {
    throw new Error('A prerendered page asked for data.');
  };
  const pages: PrerenderedPage[] = [];
  for (const entry of routes) {
    if (/[:*]/.test(entry.path) || entry.path.startsWith('/admin')) continue;
    const page = await preloadRoute(entry);
    if (page.data) continue;
    for (const theme of ['system', 'parchment', 'ink'] as const) {
      const cookie = theme === 'system' ? '' : `${THEME_COOKIE}=${theme}`;
      const response = await handleSiteRequest(new Request(`${origin}${entry.path}`, { headers: { cookie } }), { apiFetch: noApi, assets, publicOrigin: origin });
      const html = new Uint8Array(await response.arrayBuffer());
      const finished: FinishedPage = { status: response.status, html };
      pages.push({
        path: entry.path,
        theme,
        etag: response.headers.get('ETag') as string,
        status: response.status,
        html,
        br: compressed(finished, 'br', 'best'),
        gzip: compressed(finished, 'gzip', 'best'),
      });
    }
  }
  return pages;
}

/** Serves these build-time pages from now on (the server calls it at start with what dist/prerendered holds). */
export function loadPrerenderedPages(pages: Array<Pick<PrerenderedPage, 'etag' | 'status' | 'html' | 'br' | 'gzip'>>): void {
  for (const page of pages) prerendered.set(page.etag, { status: page.status, html: page.html, br: page.br, gzip: page.gzip });
}
