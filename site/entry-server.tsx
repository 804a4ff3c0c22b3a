/**
 * The server renderer: a request in, a document out. `planPage` finds the
 * page and says what identifies it and its Content-Security-Policy; its
 * `resolve()` fetches the API answers the page needs in-process and returns a
 * redirect or the page's status, head and data versions; `render()` writes
 * the document: the head (title, description, canonical, Open Graph, JSON-LD)
 * and the inlined CSS as the first bytes, then React's HTML, in which each
 * island (site/islands/Island.tsx) carries the props the browser hydrates it
 * with: the browser asks the API nothing for the page it was given. Caching, ETags and compression are the server's
 * (server/site/pages.ts), which this module knows nothing of; the contract
 * between the two is common/site-renderer.ts.
 */
import { STATUS_CODES } from 'node:http';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentContentSecurityPolicy, sha256Source } from '../common/http/document-policy';
import type { PagePlan, RenderOptions, ResolvedPage, SiteRenderer } from '../common/site-renderer';
import { siteRoutes, type LayoutData } from './App';
import { MAIN_CONTENT_ID } from './Layout';
import { BOOT_DATA_ID, BOOT_SCRIPT, type BootData } from './boot';
import faviconSvg from '../public/favicon.svg?raw';
import { escapeHtml, jsonForScript, renderHeadTags, svgDataUrl, type PageHead } from './head';
import { IslandRendererProvider, type RenderIsland } from './islands/Island';
import { checkedInlineScript } from './inlineSource';
import type { LoadedPage, PageLoadContext } from './pageLoader';
import { matchRoute, preloadRoute, routes, routeSearch } from './routes';
import { loadSiteAssets, type RouteAssets, type SiteAssets } from './server/assets';
import { THEME_COOKIE, themeFromCookie, type ThemeChoice } from './theme';
import { NOSCRIPT_WEB_FONTS_CSS } from './webFontStacks';
import { webFontsScript } from './webFonts';

export { loadSiteAssets, type SiteAssets };

export type SiteRenderOptions = RenderOptions<SiteAssets>;

/** A route's CSS as written into its <style> element: the text the browser hashes to check it against the policy. */
function inlineStyleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

const FAVICON_LINK = `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml">`;

function documentStart(head: PageHead, assets: SiteAssets, route: RouteAssets, styleText: string, origin: string, theme: ThemeChoice): string {
  const themeAttribute = theme === 'system' ? '' : ` data-theme="${theme}"`;
  return [
    `<!doctype html><html lang="en"${themeAttribute}><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    // No frame is drawn until the parser has reached <main>, so the header is never drawn in part: on a wide
    // screen its navigation comes before the tools in the markup but sits below them, and a header drawn
    // before the tools had arrived moved the navigation down when they did (a layout shift on slow devices).
    // A page whose first screen holds more than the header names where that screen ends (an article's byline:
    // a dates line drawn before its dates, or a share button before its label, moved when they came). The
    // render-blocking hint is the platform's own; a `:has()` rule that hid the header until its last element
    // was parsed did the same without holding the paint, but left the header hidden after load in one CI run,
    // and could not be reproduced to find out why (docs/decisions/0008-first-screen-hold.md).
    `<link rel="expect" href="#${escapeHtml(head.firstScreenEnd ?? MAIN_CONTENT_ID)}" blocking="render">`,
    // The icon travels in the document (about 200 bytes compressed): a request for /favicon.svg would start
    // while the page is still painting and, with its headers, weigh 1.2 KB on a slow first round trip.
    FAVICON_LINK,
    renderHeadTags(head, origin),
    `<style>${styleText}</style>`,
    // Before any text is painted: names the web fonts in the font stacks when this browser has them cached (site/webFonts.ts).
    `<script>${webFontsScript(assets.webFonts)}</script>`,
    `<noscript><style>${NOSCRIPT_WEB_FONTS_CSS}</style></noscript>`,
    // Vite's loader adds a page chunk's stylesheets before running it unless a
    // <link rel="stylesheet"> for them is already there. These say the CSS is
    // inlined above; being disabled, they are never fetched or applied.
    ...route.inlinedStylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`),
    '<link rel="alternate" type="application/rss+xml" title="Parchment articles" href="/feed.xml">',
    '</head><body><div id="root">',
  ].join('\n');
}

/**
 * Outside the admin area a link is a page load, so the browser
 * fetches the page a link leads to as soon as the reader points at it or
 * starts to press it (speculation rules, 'moderate'; browsers without them
 * ignore the element), and the click finds it ready. Only pages are fetched
 * ahead: never admin pages, the API, auth and storage paths, or the feed,
 * sitemap and robots files (a reader who follows those gets a file, not a
 * page, and most never do).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          ...['/admin', '/admin/*', '/api/*', '/auth/*', '/rest/*', '/storage/*', '/_dev/*', '/*.xml', '/*.txt'].map((path) => ({ not: { href_matches: path } })),
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

function documentEnd(assets: SiteAssets, route: RouteAssets): string {
  const { files, version } = assets.webFonts;
  const boot: BootData = { entryScript: route.entryScript, modulePreloads: route.modulePreloads, webFonts: { files, version } };
  return `</div><script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script><script>${BOOT_SCRIPT}</script><script type="speculationrules">${SPECULATION_RULES}</script></body></html>`;
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

// Both inline scripts checked once, at start (the web fonts' is the same function for every build; only its arguments differ).
checkedInlineScript('boot script', BOOT_SCRIPT);
checkedInlineScript("web fonts' head script", webFontsScript({ version: '', families: [] }));
const BOOT_SCRIPT_SOURCE = sha256Source(BOOT_SCRIPT);
const SPECULATION_RULES_SOURCE = sha256Source(SPECULATION_RULES);
const NOSCRIPT_STYLE_SOURCE = sha256Source(NOSCRIPT_WEB_FONTS_CSS);
const BACKEND_ORIGINS = configuredBackendOrigins();

/** The site's routes, run by React Router's static handler (loaders, redirects) for every page. */
const handler = createStaticHandler(siteRoutes);

/**
 * The content API answered in-process, with the status text an answer from
 * the network has, so a failure is worded as the browser's fetch helper words
 * it (site/data/fetchJson.ts).
 */
function withStatusText(apiFetch: (path: string) => Promise<Response>) {
  return async (path: string): Promise<Response> => {
    const response = await apiFetch(path);
    if (response.statusText || response.ok) return response;
    return new Response(response.body, { status: response.status, statusText: STATUS_CODES[response.status] ?? '', headers: response.headers });
  };
}

/** What a route's pages share in one build: the text of their <style> element and their policy. */
interface RouteDocument {
  styleText: string;
  contentSecurityPolicy: string;
}

const routeDocuments = new WeakMap<RouteAssets, RouteDocument>();

/**
 * A route's <style> text and Content-Security-Policy, made once per route and
 * build rather than on every render (the CSS is 40-70 KB to escape and hash;
 * the assets keep one RouteAssets per route and way of hydrating).
 * The policy names the hashes of the boot script and the web fonts' head
 * script (one per build), of the route's inlined CSS and of the <noscript>
 * font rule, so that the page runs its own scripts and styles and nothing
 * another could inject, however it is answered (rendered now, from the
 * server's cache, prerendered, or 304).
 */
function routeDocument(assets: SiteAssets, route: RouteAssets): RouteDocument {
  let document = routeDocuments.get(route);
  if (!document) {
    const styleText = inlineStyleText(route.inlineCss);
    const contentSecurityPolicy = documentContentSecurityPolicy({
      scriptHashes: [BOOT_SCRIPT_SOURCE, sha256Source(webFontsScript(assets.webFonts)), SPECULATION_RULES_SOURCE],
      styleHashes: [sha256Source(styleText), NOSCRIPT_STYLE_SOURCE],
      backendOrigins: BACKEND_ORIGINS,
    });
    routeDocuments.set(route, (document = { styleText, contentSecurityPolicy }));
  }
  return document;
}

/**
 * A page's plan: its key and policy now, its data on resolve(), its HTML on
 * render(). The key holds the boot script's hash so that a browser holding a
 * page from before that script changed gets the new page, not a 304 pairing
 * its old inline script with a policy that no longer allows it.
 */
export function planPage(request: Request, options: SiteRenderOptions): PagePlan {
  const url = new URL(request.url);
  const origin = options.publicOrigin ?? url.origin;
  const theme = themeFromCookie(request.headers.get('cookie'));
  const now = new Date();
  const year = now.getUTCFullYear();
  // The day of the render travels with the page so that hydration shows the same citation access date;
  // the browser then brings it to the reader's own day. It is not part of the key: a page cached
  // yesterday (or prerendered at build) stays valid.
  const today = now.toISOString().slice(0, 10);
  // Only the query parameters the route reads make a different page (see RouteEntry.query).
  const { entry } = matchRoute(url.pathname);
  const search = routeSearch(entry, url.search);
  const key = [options.assets.buildId, BOOT_SCRIPT_SOURCE, origin, url.pathname, search, theme, year].join('\n');

  const resolve = async (): Promise<ResolvedPage> => {
    // The page's own address (the parameters it reads), asked of the router's static handler: the root loader
    // gives the layout its settings, the page's loader (site/pageLoader.ts) fetches its answers in-process.
    const loadContext: PageLoadContext & LayoutData = { apiFetch: withStatusText(options.apiFetch), origin, today, year, theme };
    const routerContext = await handler.query(new Request(new URL(url.pathname + search, url.origin)), { requestContext: loadContext });
    if (routerContext instanceof Response) {
      const location = routerContext.headers.get('Location');
      if (!location || routerContext.status < 300 || routerContext.status >= 400) throw new Error(`The loader of ${url.pathname} answered ${routerContext.status} instead of a page.`);
      return { kind: 'redirect', location };
    }
    const [error] = Object.values(routerContext.errors ?? {});
    if (error !== undefined) throw error instanceof Error ? error : new Error(`Loading ${url.pathname} failed: ${JSON.stringify(error)}`);
    const loadedPage = routerContext.loaderData[entry.path] as LoadedPage;
    const { head, failed, versions } = loadedPage;
    const page = await preloadRoute(entry);
    // A failed answer shows as its page's error state, with Retry as a link to the page: no script is needed to ask again.
    const render = async () => {
      const islands = new Set<string>();
      const renderIsland: RenderIsland = (name, root, identifierPrefix) => {
        islands.add(name);
        return renderToString(root, { identifierPrefix });
      };
      const tree = <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, routerContext)} context={routerContext} hydrate={false} />;
      const appStream = await renderToReadableStream(
        <StrictMode>
          <IslandRendererProvider value={renderIsland}>{tree}</IslandRendererProvider>
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
      // refuses (and which a cache would keep). The 404 view of an unknown
      // article does that on its first render, before its lazy chunk has
      // loaded. Waiting for the whole tree makes React write every boundary
      // in place; on every other render the tree is already complete here.
      await appStream.allReady;
      const appHtml = await new Response(appStream).text();
      const route = options.assets.forRoute(page.source, [...islands]);
      const { styleText, contentSecurityPolicy } = routeDocument(options.assets, route);
      return {
        html: documentStart(head, options.assets, route, styleText, origin, theme) + appHtml + documentEnd(options.assets, route),
        contentSecurityPolicy,
      };
    };
    // A page missing an answer is not the page: 503, which no cache keeps and no search engine indexes.
    const status = head.status ?? (Object.keys(failed).length > 0 ? 503 : 200);
    return { kind: 'page', status, head: { title: head.title, path: head.path }, versions, render };
  };

  return { key, resolve };
}

/** The paths of the pages that need no data (about, the policies, the brand preview...), which the build prerenders. */
export async function staticPagePaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of routes) {
    if (/[:*]/.test(entry.path) || entry.path.startsWith('/admin')) continue;
    const page = await preloadRoute(entry);
    if (!page.data) paths.push(entry.path);
  }
  return paths;
}

/** The Cookie header a page in each theme is asked for with. */
export const themeCookies: Record<ThemeChoice, string> = { system: '', parchment: `${THEME_COOKIE}=parchment`, ink: `${THEME_COOKIE}=ink` };

// The compiler checks this module against the contract the server and `npm run dev` rely on.
({ loadSiteAssets, planPage, staticPagePaths, themeCookies }) satisfies SiteRenderer<SiteAssets>;
