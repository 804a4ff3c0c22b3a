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
import type { SiteRenderer } from '../../common/site-renderer.ts';
import { gatedWork } from '../http/work-gate.ts';
import { PageServer, type PrerenderedPage } from './pages.ts';
import { readPrerendered } from './prerender.ts';

const BACKEND_PREFIXES = ['/api/', '/auth/', '/rest/', '/storage/', '/_dev/', '/_internal/'];
const BACKEND_PATHS = ['/robots.txt', '/healthz'];

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

/** `publicOrigin`: the configured site URL; canonical and og:url name it, whatever Host a request carries. */
export function mountSite(app: Hono, build: SiteBuild, publicOrigin: string): void {
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
  // Product §5, link previews: the build's PNGs (dist/client/og) keep their
  // names from build to build (a title may change), so a day, not a year.
  const clientRoot = path.relative(process.cwd(), build.clientDir) || '.';
  app.get(
    '/og/*',
    serveStatic({
      root: clientRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
  // An article written after the build has no preview of its own: the site-wide one stands in, briefly cached.
  const defaultPreview = serveStatic({
    path: path.join(clientRoot, 'og/default.png'),
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=3600');
    },
  });
  app.get('/og/*', (c, next) => (/^\/og\/[^/]+\.png$/.test(c.req.path) ? defaultPreview(c, next) : next()));
  const pages = new PageServer({
    renderer: build.renderer,
    assets: build.assets,
    prerendered: build.prerendered,
    apiFetch: async (apiPath: string) => app.request(apiPath),
    publicOrigin,
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const pathname = c.req.path;
    if (isBackendPath(pathname) || pathname.startsWith('/assets/') || pathname.startsWith('/og/') || pathname === '/favicon.svg') {
      return next();
    }
    // A page not answered from a cache waits for the work gate; a refusal (GateBusy) becomes the app's 503.
    return pages.answer(c.req.raw, (work) => gatedWork(c, work));
  });
}
