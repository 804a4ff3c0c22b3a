/**
 * What the server needs from the client build (dist/client/.vite/manifest.json):
 * the entry script, the modules to preload for a route (the entry's imports and
 * the route's page chunk), that route's CSS, with the CSS of the parts the
 * page loads later (inlined in the first response so no stylesheet blocks
 * rendering), and the web fonts, which the page adds after its first frame.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
  /** The web fonts' faces, taken out of the inlined CSS: the boot script adds them after the first frame. */
  webFonts: WebFont[];
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

/** A web font face as the CSS Font Loading API takes it: `new FontFace(family, source, descriptors)`. */
export interface WebFont {
  family: string;
  /** `url(/assets/….woff2)`: WOFF2 only, which every browser with the Font Loading API reads. */
  source: string;
  descriptors: { style: string; weight: string; display: string; unicodeRange?: string };
}

/** An @font-face rule that downloads a file (the metric-adjusted fallbacks use local() and stay in the CSS). */
const WEB_FONT_FACE = /@font-face\s*\{[^}]*src:\s*url\([^}]*\}/g;

/**
 * The web font faces of a stylesheet, and the stylesheet without them.
 *
 * Why (issue 17): a face in the inlined CSS is requested at the first layout,
 * with the highest priority, and its bytes share the line with the HTML before
 * the first frame; the first frame can draw every text in the metric-adjusted
 * local fallbacks (tokens/fonts.css.ts), which take the same room, so the web
 * fonts are added by the boot script once that frame is painted and swap in
 * without moving anything.
 */
export function splitWebFonts(css: string): { css: string; fonts: WebFont[] } {
  const fonts: WebFont[] = [];
  const rest = css.replace(WEB_FONT_FACE, (rule) => {
    const descriptor = (name: string) => new RegExp(`(?:^|[{;])\\s*${name}\\s*:\\s*([^;}]+)`).exec(rule)?.[1].trim();
    const family = descriptor('font-family')?.replace(/^["']|["']$/g, '');
    const woff2 = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    // A face this cannot read stays in the CSS, where it works as before.
    if (!family || !woff2) return rule;
    const unicodeRange = descriptor('unicode-range');
    fonts.push({
      family,
      source: `url(${woff2})`,
      descriptors: {
        style: descriptor('font-style') ?? 'normal',
        weight: descriptor('font-weight') ?? '400',
        // Text never waits for a web font: it is drawn in the fallback, and the font swaps in when it arrives.
        display: 'swap',
        ...(unicodeRange ? { unicodeRange } : {}),
      },
    });
    return '';
  });
  return { css: rest, fonts };
}

export function loadSiteAssets(clientDir: string): SiteAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No client build at ${clientDir}: run "npm run build" first.`);
  const manifestText = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk.');

  const cssText = new Map<string, string>();
  const webFonts = new Map<string, WebFont>();
  const readCss = (file: string) => {
    if (!cssText.has(file)) {
      const { css, fonts } = splitWebFonts(readFileSync(path.join(clientDir, file), 'utf8'));
      for (const font of fonts) webFonts.set(font.source, font);
      cssText.set(file, css);
    }
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

  // The entry's CSS (the global styles, where the fonts are declared) is read now, so the faces are known before any page is asked for.
  for (const key of entryGraph) for (const file of manifest[key].css ?? []) readCss(file);

  return {
    buildId: createHash('sha1').update(manifestText).digest('base64url').slice(0, 12),
    entryScript: `/${manifest[entryKey].file}`,
    webFonts: [...webFonts.values()],
    forRoute,
  };
}
