/**
 * What the server needs from the client build (dist/client/.vite/manifest.json):
 * the islands' entry script, the modules to preload for a page (the entry's
 * imports and the chunks of the islands the page has), the page's CSS (the
 * layout's, the page module's and its islands', inlined in the first response
 * so no stylesheet blocks rendering), and the web font files, which the boot script fetches into the
 * HTTP cache after the first paint (site/webFonts.ts). No font is preloaded:
 * a page names the web fonts only once they are cached.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webFontMetrics } from '../../tokens/fontMetrics';
import { ISLANDS } from '../islands/registry';
import type { WebFonts } from '../webFonts';

export interface RouteAssets {
  /** The script that starts the page: the islands' entry (site/islands/entry.tsx). */
  entryScript: string;
  modulePreloads: string[];
  inlineCss: string;
  /** The stylesheets whose text is in inlineCss, as /assets/... paths. */
  inlinedStylesheets: string[];
}

export interface SiteAssets {
  /** Each island's chunk in the manifest (null when it could not be told, and so is not preloaded). */
  islandChunks?: Record<string, string | null>;
  /** Changes with every build; part of each page's ETag. */
  buildId: string;
  /** Every web face the site declares (site/styles/webFonts.css.ts), as /assets/... paths, and their version. */
  webFonts: WebFonts;
  /**
   * The preloads and CSS for the page whose source file is given (e.g.
   * site/pages/HomePage.tsx), with the names of the islands it has
   * (site/islands/registry.ts).
   */
  forRoute: (source: string, islands: readonly string[]) => RouteAssets;
}

/**
 * The build's two entries (vite.config.ts): the islands', which every page
 * starts, and the app, which no page loads: the manifest knows the layout's
 * CSS and each page module's by it.
 */
export const ISLANDS_ENTRY = 'site/islands/entry.tsx';
export const APP_ENTRY = 'site/App.tsx';

function islandSource(name: string): string {
  const island = ISLANDS[name];
  if (!island) throw new Error(`No island is named "${name}" (site/islands/registry.ts).`);
  return island.source;
}

interface ManifestChunk {
  file: string;
  name?: string;
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
  const appKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === APP_ENTRY);
  const islandsEntryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === ISLANDS_ENTRY);
  if (!appKey || !islandsEntryKey) throw new Error(`The client build lacks ${APP_ENTRY} or ${ISLANDS_ENTRY} as an entry.`);

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

  const appGraph = graph(appKey);

  /**
   * The chunk of a module the islands' entry imports. A module that is also
   * imported statically elsewhere (the header, by the layout) is not a chunk
   * of its own in the manifest but part of a shared one, named after it.
   */
  const chunkOf = (source: string): string | undefined => {
    const stem = path.basename(source).replace(/\.[jt]sx?$/, '');
    return (
      Object.keys(manifest).find((candidate) => manifest[candidate].src === source) ??
      (manifest[islandsEntryKey].dynamicImports ?? []).find((candidate) => manifest[candidate]?.name === stem)
    );
  };
  const perRoute = new Map<string, RouteAssets>();
  const forRoute = (source: string, islands: readonly string[]): RouteAssets => {
    const cacheKey = `${source}\n${[...islands].sort().join(',')}`;
    const cached = perRoute.get(cacheKey);
    if (cached) return cached;
    if (!manifest[source]) throw new Error(`The client build has no chunk for ${source}: is the page in site/routes.tsx?`);
    // The page's module and what it imports statically (its islands among them), and what it loads on
    // demand (the 404 view of an unknown article), which the server renders in full: their CSS only.
    const pageGraph = [source, ...(manifest[source].dynamicImports ?? [])].flatMap((key) => graph(key, new Set()));
    const islandGraph = (names: readonly string[]) =>
      names.flatMap((name) => {
        // Not found, the island is not preloaded: the islands' entry still imports it (tests/budget checks every one is found).
        const chunk = chunkOf(islandSource(name));
        return chunk ? graph(chunk, new Set()) : [];
      });
    // An island hydrated when visible is styled from the start but its code is fetched only then.
    const atStart = islands.filter((name) => !ISLANDS[name]?.whenVisible);
    const whenVisible = islands.filter((name) => ISLANDS[name]?.whenVisible);
    const scripts = [...new Set([...graph(islandsEntryKey, new Set()), ...islandGraph(atStart)])];
    const styled = [...new Set([...appGraph, ...pageGraph, ...scripts, ...islandGraph(whenVisible)])];
    const cssFiles = [...new Set(styled.flatMap((key) => manifest[key].css ?? []))];
    const assets = {
      entryScript: `/${manifest[islandsEntryKey].file}`,
      modulePreloads: scripts.filter((key) => key !== islandsEntryKey).map((key) => `/${manifest[key].file}`),
      inlineCss: cssFiles.map(readCss).join('\n'),
      inlinedStylesheets: cssFiles.map((file) => `/${file}`),
    };
    perRoute.set(cacheKey, assets);
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
    islandChunks: Object.fromEntries(Object.keys(ISLANDS).map((name) => [name, chunkOf(islandSource(name)) ?? null])),
    buildId: createHash('sha1').update(manifestText).digest('base64url').slice(0, 12),
    webFonts: {
      files: webFontFiles,
      version: createHash('sha1').update(webFontFiles.join('\n')).digest('base64url').slice(0, 10),
      families: [...new Set(webFontMetrics.map((face) => face.family))],
    },
    forRoute,
  };
}
