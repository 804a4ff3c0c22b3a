/**
 * The site under `npm run dev`: the same server as `npm start` (API, auth
 * stand-in, mailbox, embedded database), with its pages rendered by the real
 * renderer (site/entry-server.tsx) loaded through Vite in middleware mode
 * instead of from dist/server. Each request loads the renderer's current
 * code (Vite reloads what changed), and the browser gets Vite's client
 * modules with hot reload, so an edit shows without a build.
 *
 * Not for production: scripts/, not server/, so the runtime image (which
 * copies server/ and installs no dev dependencies) never holds it.
 */
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import type { ViteDevServer } from 'vite';
import type { SiteRenderer } from '../../common/site-renderer.ts';
import { isBackendPath } from '../../server/site/mount.ts';
import { mountThemeChoice } from '../../server/site/theme.ts';
import { webFontMetrics } from '../../tokens/fontMetrics.ts';
import { withDevPageStyles } from './dev-css.ts';

/**
 * The pages' assets in development: the entry is Vite's source module, and
 * there is no manifest to preload chunks or inline CSS from (the
 * page's CSS is added to its HTML by withDevPageStyles, one <style> per
 * module, which Vite's client then keeps up to date). Nothing is cached:
 * each request is rendered by the renderer's current code.
 */
function devAssets() {
  return {
    buildId: 'dev',
    // Vite serves the faces webFonts.css.ts declares from their source paths.
    webFonts: { files: webFontMetrics.map((face) => `/${face.file}`), version: 'dev', families: [...new Set(webFontMetrics.map((face) => face.family))] },
    forRoute: () => ({
      entryScript: '/site/islands/entry.tsx',
      modulePreloads: [],
      inlineCss: '',
      inlinedStylesheets: [],
    }),
  };
}

/**
 * Vite's scripts in the page (its client, React Refresh's preamble) are
 * inline and from its own socket, which the production policy forbids; this
 * one allows them, and still nothing from another origin.
 */
export const DEV_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Runs Vite's connect middlewares on the raw request; true when one of them answered it. */
function viteAnswered(vite: ViteDevServer, { incoming, outgoing }: HttpBindings): Promise<boolean> {
  return new Promise((resolve, reject) => {
    outgoing.once('finish', () => resolve(true));
    vite.middlewares(incoming, outgoing, (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(false)));
  });
}

/** Adds Vite's modules and the server-rendered pages to the API's app (the dev counterpart of mountSite). */
export function mountDevSite(app: Hono, vite: ViteDevServer, publicOrigin: string): void {
  const apiFetch = async (apiPath: string) => app.request(apiPath);
  mountThemeChoice(app);
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = new URL(c.req.url);
    if (isBackendPath(url.pathname)) return next();
    // Source modules, /@vite/client, /@react-refresh, public/ files: Vite answers them itself.
    if (await viteAnswered(vite, c.env as HttpBindings)) return RESPONSE_ALREADY_SENT;

    const renderer = (await vite.ssrLoadModule('/site/entry-server.tsx')) as SiteRenderer<ReturnType<typeof devAssets>>;
    let html: string;
    let status: number;
    try {
      const page = await renderer.planPage(c.req.raw, { apiFetch, assets: devAssets(), publicOrigin }).resolve();
      if (page.kind === 'redirect') return new Response(null, { status: 301, headers: { Location: page.location, 'Cache-Control': 'no-store' } });
      status = page.status;
      html = c.req.method === 'HEAD' ? '' : (await page.render()).html;
    } catch (error) {
      // Show the renderer's stack with its source lines, not the bundled ones.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': DEV_PAGE_POLICY, 'Cache-Control': 'no-store' };
    if (c.req.method === 'HEAD') return new Response(null, { status, headers });
    // Vite adds its client and React Refresh's preamble to the HTML; then the page's CSS (after, or
    // Vite would run the inline <style>s through its CSS pipeline).
    return new Response(await withDevPageStyles(vite, url.pathname, await vite.transformIndexHtml(url.pathname + url.search, html)), { status, headers });
  });
}
