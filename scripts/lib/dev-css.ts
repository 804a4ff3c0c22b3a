/**
 * The CSS of a page under `npm run dev`, in its server-rendered HTML, so the
 * first frame is styled (and a reader without JavaScript gets a styled page)
 * without a build. It is the dev counterpart of what site/server/assets.ts
 * inlines from the build manifest: the CSS of the app's static imports (the
 * layout), of the route's page module with its islands, and of the parts that
 * page loads on demand (its dynamic imports, which the server renders in full).
 *
 * Each module's CSS goes in its own <style data-vite-dev-id="<module id>">:
 * Vite's client adopts the style elements it finds with that attribute (see
 * `sheetsMap` in vite/dist/client/client.mjs), so when the modules run it
 * updates those elements instead of adding copies, and a hot-reloaded edit
 * to a .css.ts file replaces the server's rules rather than sitting behind
 * stale ones. One <style> through the renderer's `inlineCss` could not carry
 * those ids.
 *
 * The module graph is walked in the SSR environment because its transform
 * results list static imports (`deps`) apart from dynamic ones
 * (`dynamicDeps`), in source order; the client graph mixes the two. A CSS
 * module's text comes from its `?inline` form, as React Router's dev server
 * does (vite 6+ gives a CSS module no default export on the server otherwise).
 */
import { isCSSRequest, type ViteDevServer } from 'vite';

/** The app around every page: the layout's and the fonts' CSS. */
const APP = '/site/App.tsx';

/** CSS imports that add no stylesheet to the page (`?url`, `?inline`, `?raw`). */
const NO_SIDE_EFFECT_QUERY = /[?&](?:url|inline|raw)(?:&|=|$)/;

interface RoutesModule {
  matchRoute(pathname: string): { entry: unknown };
  preloadRoute(entry: unknown): Promise<{ source: string }>;
}

/** `url` with another query parameter, after any it already has. */
function withQuery(url: string, parameter: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${parameter}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The CSS modules the given modules import statically, in the order the browser runs them. */
async function cssModuleUrls(vite: ViteDevServer, roots: string[]): Promise<string[]> {
  const ssr = vite.environments.ssr;
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    if (isCSSRequest(url)) {
      if (!NO_SIDE_EFFECT_QUERY.test(url)) found.push(url);
      return;
    }
    const result = await ssr.transformRequest(url);
    // In order, one at a time: a module's imports run before the module, in source order.
    for (const dep of result?.deps ?? []) if (dep.startsWith('/')) await visit(dep);
  };
  for (const root of roots) await visit(root);
  return found;
}

/** The page module's dynamic imports: the parts it renders on the server and loads later in the browser. */
async function dynamicImports(vite: ViteDevServer, url: string): Promise<string[]> {
  const result = await vite.environments.ssr.transformRequest(url);
  return (result?.dynamicDeps ?? []).filter((dep) => dep.startsWith('/'));
}

/** The <style> elements for the page at `pathname`, one per CSS module, in cascade order. */
export async function devPageStyles(vite: ViteDevServer, pathname: string): Promise<string> {
  const { matchRoute, preloadRoute } = (await vite.ssrLoadModule('/site/routes.tsx')) as RoutesModule;
  const page = `/${(await preloadRoute(matchRoute(pathname).entry)).source}`;
  const urls = await cssModuleUrls(vite, [APP, page, ...(await dynamicImports(vite, page))]);
  const styles = await Promise.all(
    urls.map(async (url) => {
      const css = ((await vite.ssrLoadModule(withQuery(url, 'inline'))) as { default: string }).default;
      // The id Vite's client gives this module's style element (the module's resolved id).
      const id = (await vite.environments.ssr.moduleGraph.getModuleByUrl(url))?.id ?? url;
      return `<style type="text/css" data-vite-dev-id="${escapeAttribute(id)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    }),
  );
  return styles.join('\n');
}

/** The page's HTML with its styles at the end of the head (after Vite's HTML transform, which would rework inline styles). */
export async function withDevPageStyles(vite: ViteDevServer, pathname: string, html: string): Promise<string> {
  const styles = await devPageStyles(vite, pathname);
  return html.replace('</head>', () => `${styles}\n</head>`);
}
