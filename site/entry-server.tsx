/**
 * The server renderer. `handleSiteRequest` answers a GET for any site path:
 * it finds the page, fetches the API answers the page needs in-process, writes
 * the head (title, description, canonical, Open Graph, JSON-LD) and the inlined
 * CSS as the first bytes, streams React's HTML, and ends with the embedded data
 * the browser hydrates from. Finished pages are kept by ETag, which is derived
 * from the data they came from, so a repeat costs a hash and a lookup. Each
 * page's Content-Security-Policy names the hashes of its inline script and
 * style (see BOOT_SCRIPT and contentSecurityPolicy).
 */
import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { acceptedEncoding, compressBody, etagMatches, type Encoding } from '../common/http/negotiation';
import { documentContentSecurityPolicy, sha256Source } from '../common/http/document-policy';
import { App } from './App';
import { PREFETCH_GLOBAL, PrefetchProvider, type EmbeddedPageData, type PrefetchedData } from './data/prefetch';
import { escapeHtml, jsonForScript, renderHeadTags, type PageHead } from './head';
import { matchRoute, preloadRoute, routes, routeSearch } from './routes';
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
const freshEtags = new Map<string, { etag: string; policy: string; until: number }>();

function rememberFresh(key: string, etag: string, policy: string) {
  if (freshEtags.size >= MAX_FRESH_ENTRIES) freshEtags.delete(freshEtags.keys().next().value as string);
  freshEtags.set(key, { etag, policy, until: Date.now() + FRESH_FOR_MS });
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

/** The route's CSS as written into its <style> element: the text the browser hashes to check it against the policy. */
function inlineStyleText(route: RouteAssets): string {
  return route.inlineCss.replace(/<\/style/gi, '<\\/style');
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
    `<style>${inlineStyleText(route)}</style>`,
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

/** The JSON block BOOT_SCRIPT reads: the page's data and which scripts to load. */
const BOOT_DATA_ID = 'parchment-boot';

interface BootData {
  page: EmbeddedPageData;
  entryScript: string;
  modulePreloads: string[];
}

/**
 * The page's one inline script. It hands the embedded data to the client
 * entry (as the PREFETCH_GLOBAL global), then starts the page's JavaScript (the
 * entry and the chunks it will import, as modulepreloads) once the page has
 * loaded (its HTML, preloaded fonts and above-the-fold image) and the frame
 * after that has been painted. On a slow connection those bytes reach the
 * reader first instead of sharing the line with 85 KB of scripts; the page,
 * fully rendered on the server with working links, is readable meanwhile, and
 * hydrates when its code arrives.
 *
 * Its text is the same on every page, so one sha256 in the CSP allows it and
 * nothing else; what differs per page travels in a JSON block
 * (<script type="application/json">, which the browser does not run). A
 * per-request nonce instead would change the bytes of every answer, which the
 * page cache, the ETags and the pages prerendered at build time cannot allow.
 */
const BOOT_SCRIPT = `(()=>{const boot=JSON.parse(document.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent);window.${PREFETCH_GLOBAL}=boot.page;let started=false;const start=()=>{if(started)return;started=true;for(const href of boot.modulePreloads){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}const script=document.createElement("script");script.type="module";script.src=boot.entryScript;document.head.append(script)};const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start,0));if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(start,${SCRIPT_START_CAP_MS})}})()`;

function documentEnd(embedded: EmbeddedPageData, assets: SiteAssets, route: RouteAssets): string {
  const boot: BootData = { page: embedded, entryScript: assets.entryScript, modulePreloads: route.modulePreloads };
  return `</div><script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script><script>${BOOT_SCRIPT}</script></body></html>`;
}

/**
 * A hosted Supabase project the browser talks to and shows hero images from
 * (VITE_SUPABASE_URL, read by site/auth/config.ts at build time too). Without
 * one the site's own origin answers, which 'self' already covers.
 */
function configuredBackendOrigins(): string[] {
  const configured = (import.meta.env as { VITE_SUPABASE_URL?: string }).VITE_SUPABASE_URL?.trim();
  if (!configured) return [];
  try {
    return [new URL(configured).origin];
  } catch {
    throw new Error(`VITE_SUPABASE_URL must be an absolute URL, got ${JSON.stringify(configured)}.`);
  }
}

const BOOT_SCRIPT_SOURCE = sha256Source(BOOT_SCRIPT);
const BACKEND_ORIGINS = configuredBackendOrigins();
const policiesByBuild = new WeakMap<SiteAssets, Map<string, string>>();

/**
 * The Content-Security-Policy of a page of this route (by its source file):
 * the boot script's hash and the hash of the route's inlined CSS, the same
 * for every page of the route in this build, however the page is answered
 * (rendered now, from the cache, prerendered, or 304).
 */
function contentSecurityPolicy(assets: SiteAssets, source: string): string {
  let policies = policiesByBuild.get(assets);
  if (!policies) policiesByBuild.set(assets, (policies = new Map()));
  let policy = policies.get(source);
  if (!policy) {
    policy = documentContentSecurityPolicy({
      scriptHashes: [BOOT_SCRIPT_SOURCE],
      styleHashes: [sha256Source(inlineStyleText(assets.forRoute(source)))],
      backendOrigins: BACKEND_ORIGINS,
    });
    policies.set(source, policy);
  }
  return policy;
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

function pageHeaders(etag: string, policy: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': policy,
    ETag: etag,
    // Readers always revalidate (cheap: a 304); a CDN may keep a page for a minute.
    'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    Vary: 'Cookie, Accept-Encoding',
  };
}

/** A finished page's answer: 304 when the client has it, else its bytes in the best encoding the client accepts. */
function finishedResponse(request: Request, etag: string, policy: string, page: FinishedPage, source: Exclude<PageSource, 'miss'>): Response {
  const headers = pageHeaders(etag, policy);
  if (etagMatches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  headers['X-Page-Cache'] = source;
  const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = encoding ? compressed(page, encoding) : page.html;
  return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers });
}

/**
 * A permanent redirect to another site path (product §2: an alias address to
 * its article or pillar topic). No body; cached like a page, so a CDN keeps it
 * for a minute and a reader's browser asks again next time rather than
 * remembering it forever (an article can be withdrawn, and the 404 must win
 * then). Never kept in the page cache: it costs one in-process API call.
 */
function redirectResponse(location: string): Response {
  // Only a site path: a value starting with // or a scheme would send readers off the site.
  if (!location.startsWith('/') || location.startsWith('//')) throw new Error(`A page redirected outside the site: ${location}`);
  return new Response(null, {
    status: 301,
    headers: { Location: location, 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300', Vary: 'Accept-Encoding' },
  });
}

/** How a page answer was made: from the build's prerendered files, from the cache of earlier renders, or rendered now. */
export type PageSource = 'prerendered' | 'hit' | 'miss';

export async function handleSiteRequest(request: Request, options: SiteRequestOptions): Promise<Response> {
  const url = new URL(request.url);
  const origin = options.publicOrigin ?? url.origin;
  const theme = themeFromCookie(request.headers.get('cookie'));
  const now = new Date();
  const year = now.getUTCFullYear();
  // The day of the render travels with the page so that hydration shows the same citation access date;
  // the browser then brings it to the reader's own day. It is not part of the cache key: a page cached
  // yesterday (or prerendered at build) stays valid.
  const today = now.toISOString().slice(0, 10);
  // Only the query parameters the route reads make a different page (see RouteEntry.query).
  const { entry, params } = matchRoute(url.pathname);
  const search = routeSearch(entry, url.search);
  const freshKey = [options.assets.buildId, origin, url.pathname, search, theme, year].join('\n');
  const fresh = freshEtags.get(freshKey);
  const freshPage = fresh && fresh.until > Date.now() ? (prerendered.get(fresh.etag) ?? pageCache.get(fresh.etag)) : undefined;
  if (fresh && freshPage) return finishedResponse(request, fresh.etag, fresh.policy, freshPage, prerendered.has(fresh.etag) ? 'prerendered' : 'hit');

  const page = await preloadRoute(entry);
  // The server renders every part in full, including those the browser loads later.
  await page.preloadDeferred?.();
  const context = { pathname: url.pathname, params, search: new URLSearchParams(search) };

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

  const moved = page.redirect?.({ ...context, origin, data, missing });
  if (moved) return redirectResponse(moved);

  const head = page.head({ ...context, origin, data, missing });
  const status = head.status ?? 200;
  // Weak: the same page is sent plain, gzip or brotli, all equivalent. The
  // boot script's hash is in it so that a browser holding a page from before
  // that script changed gets the new page, not a 304 pairing its old inline
  // script with a policy that no longer allows it.
  const etag = `W/"${createHash('sha1')
    .update([options.assets.buildId, BOOT_SCRIPT_SOURCE, origin, url.pathname, search, theme, year, ...versions.sort()].join('\n'))
    .digest('base64url')}"`;
  const policy = contentSecurityPolicy(options.assets, entry.source);
  const headers = pageHeaders(etag, policy);

  const known = prerendered.get(etag) ?? pageCache.get(etag);
  if (known) {
    rememberFresh(freshKey, etag, policy);
    return finishedResponse(request, etag, policy, known, prerendered.has(etag) ? 'prerendered' : 'hit');
  }
  if (etagMatches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));

  const appStream = await renderToReadableStream(
    <StrictMode>
      <PrefetchProvider data={data} missing={missing} today={today} origin={origin}>
        <StaticRouter location={url.pathname + search}>
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
  // A boundary still pending when React writes the shell is sent as its
  // fallback and completed later by an inline script ($RC), which the CSP
  // refuses (and which the page cache would keep). The header's admin probe
  // does that on the first render of an admin page, before its lazy chunk
  // has loaded. Waiting for the whole tree makes React write every boundary
  // in place; on every other render the tree is already complete here.
  await appStream.allReady;
  const route = options.assets.forRoute(entry.source);
  const [toReader, toCache] = concatStreams([
    documentStart(head, options.assets, route, origin, theme),
    appStream,
    documentEnd({ data, missing: [...missing], year, today, origin }, options.assets, route),
  ]).tee();
  collect(toCache).then(
    (html) => {
      remember(etag, { status, html });
      rememberFresh(freshKey, etag, policy);
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
