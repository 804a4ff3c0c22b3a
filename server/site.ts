/**
 * Mounts the server-rendered site into the API's Hono app, so one port serves
 * pages, assets, the API and the auth stand-in. The site's renderer comes from
 * the production build (dist/server/entry-server.js, made by `npm run build`);
 * its pages ask the API for data in-process (app.request), with no network hop.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Paths the API and auth stand-in own; the site never answers them. */
const BACKEND_PREFIXES = ['/api/', '/auth/', '/rest/', '/storage/', '/_dev/', '/_internal/'];

interface SiteRenderer {
  handleSiteRequest(request: Request, options: { apiFetch: (path: string) => Promise<Response>; assets: unknown; publicOrigin?: string }): Promise<Response>;
  loadSiteAssets(clientDir: string): unknown;
}

export interface SiteBuild {
  clientDir: string;
  renderer: SiteRenderer;
  assets: unknown;
}

export function siteBuildExists(root = process.cwd()): boolean {
  return existsSync(path.join(root, 'dist/client/.vite/manifest.json')) && existsSync(path.join(root, 'dist/server/entry-server.js'));
}

/** Loads the built renderer and the client manifest (throws with a clear message when there is no build). */
export async function loadSiteBuild(root = process.cwd()): Promise<SiteBuild> {
  if (!siteBuildExists(root)) throw new Error('The site is not built: run "npm run build" (npm start does it for you).');
  const clientDir = path.join(root, 'dist/client');
  const renderer = (await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href)) as SiteRenderer;
  return { clientDir, renderer, assets: renderer.loadSiteAssets(clientDir) };
}

export function mountSite(app: Hono, build: SiteBuild, publicOrigin?: string): void {
  // Hashed file names never change content: cache them for a year.
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), build.clientDir) || '.',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
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
  const apiFetch = async (apiPath: string) => app.request(apiPath);
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const pathname = c.req.path;
    if (pathname === '/robots.txt' || BACKEND_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname.startsWith('/assets/') || pathname === '/favicon.svg') {
      return next();
    }
    return build.renderer.handleSiteRequest(c.req.raw, { apiFetch, assets: build.assets, publicOrigin });
  });
}
