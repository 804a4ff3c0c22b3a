/**
 * What the server needs from the client build (dist/client/.vite/manifest.json):
 * the entry script, the modules to preload for a route (the entry's imports and
 * the route's page chunk), that route's CSS, with the CSS of the parts the
 * page loads later (inlined in the first response so no stylesheet blocks
 * rendering), and the web font files, which the boot script fetches into the
 * HTTP cache after the first paint (site/webFonts.ts). No font is preloaded:
 * a page names the web fonts only once they are cached.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webFontMetrics } from '../../tokens/fontMetrics';
import type { WebFonts } from '../webFonts';

export interface RouteAssets {
  modulePreloads: string[];
  inlineCss: string;
  /** The stylesheets whose text is in inlineCss, as /assets/... paths. */
  inlinedStylesheets: string[];
}

export interface SiteAssets {
  /** Changes with every build; part of each page's ETag. */
  buildId: string;
  entryScript: string;
  /** Every web face the site declares (site/styles/webFonts.css.ts), as /assets/... paths, and their version. */
  webFonts: WebFonts;
  /** The preloads and CSS for the page whose source file is given (e.g. site/pages/HomePage.tsx). */
  forRoute: (source: string) => RouteAssets;
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  assets?: string[];
}

export function loadSiteAssets(clientDir: string): SiteAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No client build at ${clientDir}: run "npm run build" first.`);
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk.');

  const cssText = new Map<string, string>();
  const readCss = (file: string) => {
    if (!cssText.has(file)) cssText.set(file, readFileSync(path.join(clientDir, file), 'utf8'));
    return cssText.get(file) as string;
  };

  /** A chunk and its static imports, in load order. */
  const graph = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [key, ...(manifest[key].imports ?? []).flatMap((imported) => graph(imported, seen))];
  };

  const entryGraph = graph(entryKey);
  const perRoute = new Map<string, RouteAssets>();
  const forRoute = (source: string): RouteAssets => {
    const cached = perRoute.get(source);
    if (cached) return cached;
    const routeGraph = manifest[source] ? graph(source, new Set()) : [];
    const keys = [...new Set([...entryGraph, ...routeGraph])];
    // Parts the page loads later (site/deferred.tsx) are in its server HTML
    // from the start, so their CSS is inlined too; their scripts are not preloaded.
    const deferredGraph = (manifest[source]?.dynamicImports ?? []).flatMap((key) => graph(key, new Set()));
    const styled = [...new Set([...keys, ...deferredGraph])];
    const cssFiles = [...new Set(styled.flatMap((key) => manifest[key].css ?? []))];
    const assets = {
      modulePreloads: keys.filter((key) => key !== entryKey).map((key) => `/${manifest[key].file}`),
      inlineCss: cssFiles.map(readCss).join('\n'),
      inlinedStylesheets: cssFiles.map((file) => `/${file}`),
    };
    perRoute.set(source, assets);
    return assets;
  };

  // The manifest lists each font file the CSS references under its source path, which fontMetrics.ts names
  // (as a path through the real node_modules when that is a link, as in a git worktree).
  const webFontFiles = webFontMetrics.map((face) => {
    const key = Object.keys(manifest).find((source) => source === face.file || source.endsWith(`/${face.file}`));
    const emitted = key && manifest[key].file;
    if (!emitted) throw new Error(`The client build has no ${face.file} (site/styles/webFonts.css.ts declares it).`);
    return `/${emitted}`;
  });

  return {
    buildId: createHash('sha1').update(manifestText).digest('base64url').slice(0, 12),
    entryScript: `/${manifest[entryKey].file}`,
    webFonts: {
      files: webFontFiles,
      version: createHash('sha1').update(webFontFiles.join('\n')).digest('base64url').slice(0, 10),
      families: [...new Set(webFontMetrics.map((face) => face.family))],
    },
    forRoute,
  };
}
