/**
 * Mounts the server-rendered site into the API's Hono app, so one port serves
 * pages, assets, the API and the auth stand-in. The site's renderer comes from
 * the production build (dist/server/entry-server.js, made by `npm run build`);
 * its pages ask the API for data in-process (app.request), with no network hop,
 * and are cached and compressed by a PageServer (pages.ts) of this mount's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { SiteRenderer } from '../../common/site-renderer.ts';
import type { ContentChanges } from '../db/content-version.ts';
import { isSlug } from '../http/input.ts';
import { NO_STORE } from '../http/responses.ts';
import { gatedWork } from '../http/work-gate.ts';
import { PageServer, type PrerenderedPage } from './pages.ts';
import { readPrerendered } from './prerender.ts';
import { RenderAhead } from './render-ahead.ts';
import { mountThemeChoice } from './theme.ts';

const BACKEND_PREFIXES = ['/api/', '/auth/', '/rest/', '/storage/', '/_dev/', '/_internal/'];
const BACKEND_PATHS = ['/robots.txt', '/healthz', '/feed.xml', '/sitemap.xml'];

/** Paths the API, the auth stand-in and the server itself own: the site (built, or under `npm run dev`) never answers them. */
export function isBackendPath(pathname: string): boolean {
  return BACKEND_PATHS.includes(pathname) || BACKEND_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface SiteBuild {
  clientDir: string;
  /** The built renderer; its assets are opaque to the server, which only hands them back. */
  renderer: SiteRenderer<unknown>;
  assets: unknown;
  /** The static pages `npm run build` rendered (dist/prerendered). */
  prerendered: PrerenderedPage[];
}

export function siteBuildExists(root = process.cwd()): boolean {
  return existsSync(path.join(root, 'dist/client/.vite/manifest.json')) && existsSync(path.join(root, 'dist/server/entry-server.js'));
}

/** Loads the built renderer and the client manifest (throws with a clear message when there is no build). */
export async function loadSiteBuild(root = process.cwd()): Promise<SiteBuild> {
  if (!siteBuildExists(root)) throw new Error('The site is not built: run "npm run build" (npm start does it for you).');
  const clientDir = path.join(root, 'dist/client');
  const renderer = (await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href)) as SiteRenderer<unknown>;
  return { clientDir, renderer, assets: renderer.loadSiteAssets(clientDir), prerendered: readPrerendered(path.join(root, 'dist/prerendered')) };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The site-wide link preview, which no article's status touches: a day. */
const SITE_PREVIEW = '/og/default.png';
const SITE_PREVIEW_CACHE = 'public, max-age=86400';
/** An article's: revalidated by readers each time, kept by a CDN a minute at most, as pages are. */
const ARTICLE_PREVIEW_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * The files the build named by their content (Vite's `[name]-[hash]`): every
 * chunk, stylesheet and asset its manifest lists, as paths under the client
 * directory (`assets/index-BoxCVwDg.js`). Such a name never changes content.
 */
export function contentHashedFiles(clientDir: string): Set<string> {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
}

export interface MountOptions {
  /** How many of the newest articles to render ahead of readers (server/site/render-ahead.ts); none when 0 or absent. */
  renderAhead?: number;
}

/** What a mounted site hands back: its sweep of pages rendered ahead, when it has one, and how to stop it. */
export interface MountedSite {
  renderAhead: RenderAhead | null;
  stop(): void;
}

/**
 * `publicOrigin`: the configured site URL; canonical and og:url name it,
 * whatever Host a request carries. `content`: the server's (boot.ts), so its
 * pages follow an edit it is told of at once.
 */
export function mountSite(app: Hono, build: SiteBuild, publicOrigin: string, content?: ContentChanges, options: MountOptions = {}): MountedSite {
  // A file the build named by its content never changes: cached for a year
  // and never revalidated. Anything else under /assets (a file put there by
  // hand, say) may change under the same name, so a day, then revalidation.
  // The build wrote brotli and gzip copies of each text asset; the best one
  // accepted is sent (its name ends .br/.gz; the header is the file's).
  const hashed = contentHashedFiles(build.clientDir);
  // Set once the file is answered (serveStatic's own onFound runs before its
  // answer is the context's, so a header set there can be lost).
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) {
      c.header('Cache-Control', hashed.has(c.req.path.replace(/^\//, '')) ? IMMUTABLE : 'public, max-age=86400');
    }
  });
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), build.clientDir) || '.',
      precompressed: true,
    }),
  );
  app.get(
    '/favicon.svg',
    serveStatic({
      path: path.join(path.relative(process.cwd(), build.clientDir) || '.', 'favicon.svg'),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
  // Product §5, link previews: the build's PNGs (dist/client/og), one per
  // article published at build time, and the site-wide default.
  const clientRoot = path.relative(process.cwd(), build.clientDir) || '.';
  // The same PNG is sent until the build changes, so a reader or CDN revalidates with a 304.
  app.use('/og/*', etag());
  // A preview follows its article: only a published one has it (an article
  // back in draft must not go on being shared with its picture), so the API,
  // in process and cached per content version, is asked first. Readers
  // revalidate every time and a CDN keeps it a minute at most, so a
  // withdrawal shows as quickly as on the article's page.
  app.get('/og/*', async (c, next) => {
    if (c.req.path !== SITE_PREVIEW) {
      const slug = /^\/og\/([^/]+)\.png$/.exec(c.req.path)?.[1];
      // Gated like a page: a flood of made-up names would each cost a lookup no cache answers.
      const article = slug && isSlug(slug) ? await gatedWork(c, () => Promise.resolve(app.request(`/api/article/${slug}`))) : null;
      await article?.body?.cancel();
      if (article && !article.ok && article.status !== 404) {
        return c.text('The preview image cannot be looked up right now. Please try again in a moment.', 503, { 'Cache-Control': NO_STORE, 'Retry-After': '1' });
      }
      if (!article?.ok) return c.text('No published article has this preview image.', 404, { 'Cache-Control': NO_STORE });
    }
    await next();
    if (c.res.status === 200) c.header('Cache-Control', c.req.path === SITE_PREVIEW ? SITE_PREVIEW_CACHE : ARTICLE_PREVIEW_CACHE);
  });
  app.get('/og/*', serveStatic({ root: clientRoot }));
  // An article published after the build has no preview of its own: the site-wide one stands in.
  const defaultPreview = serveStatic({ path: path.join(clientRoot, 'og/default.png') });
  app.get('/og/*', (c, next) => (/^\/og\/[^/]+\.png$/.test(c.req.path) ? defaultPreview(c, next) : next()));
  const apiFetch = async (apiPath: string) => app.request(apiPath);
  const pages = new PageServer({ renderer: build.renderer, assets: build.assets, prerendered: build.prerendered, apiFetch, publicOrigin });
  const renderAhead = options.renderAhead ? new RenderAhead({ pages, apiFetch, origin: publicOrigin, articles: options.renderAhead }) : null;
  content?.onChange(() => {
    pages.forgetFresh();
    renderAhead?.sweepSoon();
  });
  // The first sweep once the server has started (its routes are all mounted by then).
  renderAhead?.sweepSoon(0);
  mountThemeChoice(app);
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const pathname = c.req.path;
    if (isBackendPath(pathname) || pathname.startsWith('/assets/') || pathname.startsWith('/og/') || pathname === '/favicon.svg') {
      return next();
    }
    // A page not answered from a cache waits for the work gate; a refusal (GateBusy) becomes the app's 503.
    return pages.answer(c.req.raw, (work) => gatedWork(c, work));
  });
  return { renderAhead, stop: () => renderAhead?.stop() };
}
