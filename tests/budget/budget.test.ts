/**
 * Budgets on the production build (bytes, never times). Run after `npm run build`.
 * - JavaScript loaded at start on any public route: at most 90 KB gzip (the
 *   islands' entry, the header, and every island the page's module imports,
 *   whether or not a render shows it; an island hydrated when it comes into
 *   view is not preloaded and loads only then); supabase-js and the admin
 *   screens are in no public route's initial graph.
 * - CSS at most 25 KB gzip per route (it is inlined in the first response).
 * - At most two preloaded fonts, both WOFF2 and Latin-only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISLANDS } from '../../site/islands/registry';

const clientDir = path.resolve('dist/client');
const manifestPath = path.join(clientDir, '.vite/manifest.json');

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
}

let manifest: Record<string, Chunk>;
let islandsEntryKey: string;
/** Each island's chunk, as the server finds it (site/server/assets.ts). */
let islandChunks: Record<string, string | null>;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;

/** The chunks a page loads before any dynamic import: the entry and its static imports. */
function initialGraph(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) initialGraph(imported, seen);
  return seen;
}

beforeAll(async () => {
  if (!existsSync(manifestPath)) throw new Error('No production build: run "npm run build" before the budget tests.');
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  islandsEntryKey = 'site/islands/entry.tsx';
  expect(manifest[islandsEntryKey]?.isEntry, 'the islands entry is in the build').toBe(true);
  const { loadSiteAssets } = await import('../../site/server/assets');
  islandChunks = loadSiteAssets(clientDir).islandChunks ?? {};
});

/** The page chunks of public routes: every page under site/pages/ but the admin ones, and every content page (site/content/pages/*.md). */
function publicPageKeys(): string[] {
  return Object.keys(manifest).filter((key) => /^site\/(pages\/[^/]+\.tsx|content\/pages\/[^/]+\.md)$/.test(manifest[key].src ?? key));
}

/** The chunks of the islands hydrated only once they come into view (IslandEntry.whenVisible). */
function whenVisibleChunks(): Set<string> {
  const names = Object.entries(ISLANDS)
    .filter(([, island]) => island.whenVisible)
    .map(([name]) => name);
  return new Set(names.map((name) => islandChunks[name]).filter((chunk): chunk is string => Boolean(chunk)));
}

/**
 * What a public route loads at start: the islands' entry, the header (the layout's, on every page), and
 * each island the page's module imports (its chunk is in the page chunk's graph), except those hydrated
 * when they come into view.
 */
function routeGraph(pageKey: string): Set<string> {
  const graph = initialGraph(islandsEntryKey);
  const pageGraph = initialGraph(pageKey);
  const later = whenVisibleChunks();
  for (const [name, chunk] of Object.entries(islandChunks)) {
    if (!chunk || later.has(chunk)) continue;
    if (name === 'header' || pageGraph.has(chunk)) initialGraph(chunk, graph);
  }
  return graph;
}

describe('performance budgets on the production build', () => {
  it('has a separate chunk for each public page', () => {
    expect(publicPageKeys().length).toBeGreaterThanOrEqual(15);
  });

  it('loads at most 90 KB of gzipped JavaScript on every public route', () => {
    const sizes = publicPageKeys().map((key) => ({
      page: key,
      bytes: [...routeGraph(key)].reduce((sum, chunk) => sum + gzipSize(manifest[chunk].file), 0),
    }));
    const over = sizes
      .filter((size) => size.bytes > 90 * 1024)
      .map((size) => `${size.page}: ${(size.bytes / 1024).toFixed(1)} KB`);
    expect(over, 'routes over their JavaScript budget').toEqual([]);
  });

  it('knows the chunk of every island, so that a page preloads its islands’ code', async () => {
    const { loadSiteAssets } = await import('../../site/server/assets');
    const chunks = loadSiteAssets(clientDir).islandChunks ?? {};
    expect(Object.keys(chunks).length).toBeGreaterThanOrEqual(5);
    expect(Object.entries(chunks).filter(([, chunk]) => !chunk || !manifest[chunk])).toEqual([]);
  });

  it('keeps supabase-js and the admin screens out of every public route', () => {
    const initialFiles = [...new Set(publicPageKeys().flatMap((key) => [...routeGraph(key)]))].map((key) => manifest[key].file);
    const initialSource = initialFiles.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    expect(initialSource).not.toMatch(/supabase/i);
    // Files are named by their hash alone (vite.config.ts); the manifest keeps each chunk's name.
    const initialNames = [...new Set(publicPageKeys().flatMap((key) => [...routeGraph(key)]))].map((key) => `${key} ${manifest[key].name ?? ''}`);
    expect(initialNames.filter((name) => /admin/i.test(name))).toEqual([]);
    const adminChunks = Object.values(manifest).filter((chunk) => /pages\/admin\//.test(chunk.src ?? ''));
    expect(adminChunks.length).toBeGreaterThan(0);
  });

  it('inlines at most 25 KB of gzipped CSS per route (the page, its imports and the parts it loads later)', async () => {
    const { loadSiteAssets } = await import('../../site/server/assets');
    const assets = loadSiteAssets(clientDir);
    const over = publicPageKeys().flatMap((key) => {
      const size = gzipSync(assets.forRoute(key, ['header']).inlineCss).length;
      return size > 25 * 1024 ? [`${key}: ${(size / 1024).toFixed(1)} KB`] : [];
    });
    expect(over, 'routes over 25 KB of gzipped CSS').toEqual([]);
  });

  it('defers the brand preview gallery: an island whose code is a chunk of its own, neither counted nor preloaded at start, its CSS inlined from the start', async () => {
    const page = 'site/pages/BrandPreviewPage.tsx';
    const galleryKey = islandChunks.gallery;
    expect(ISLANDS.gallery?.whenVisible, 'the gallery hydrates when it comes into view').toBe(true);
    expect(galleryKey && manifest[galleryKey], 'the gallery has a chunk').toBeTruthy();
    expect(routeGraph(page).has(galleryKey as string)).toBe(false);
    const { loadSiteAssets } = await import('../../site/server/assets');
    const route = loadSiteAssets(clientDir).forRoute(page, ['header', 'gallery']);
    expect(route.modulePreloads).not.toContain(`/${manifest[galleryKey as string].file}`);
    expect(route.modulePreloads).toContain(`/${manifest[islandChunks.header as string].file}`);
    const galleryCss = manifest[galleryKey as string].css ?? [];
    expect(galleryCss.length, 'the gallery has styles of its own').toBeGreaterThan(0);
    for (const cssFile of galleryCss) expect(route.inlineCss).toContain(readFileSync(path.join(clientDir, cssFile), 'utf8'));
  });

  it('ships six web faces, WOFF2 and Latin subset only, each emitted once with a content hash, and the CSS names no other font file', async () => {
    const { loadSiteAssets } = await import('../../site/server/assets');
    const assets = loadSiteAssets(clientDir);
    expect(assets.webFonts.files).toHaveLength(6);
    for (const font of assets.webFonts.files) expect(font).toMatch(/^\/assets\/[\w-]+-latin-[\w-]+-[\w-]{8}\.woff2$/);
    const css = assets.forRoute('site/pages/HomePage.tsx', ['header']).inlineCss;
    const named = [...css.matchAll(/url\(["']?([^"')]+\.woff2?)/g)].map((match) => match[1]);
    expect([...new Set(named)].sort()).toEqual([...assets.webFonts.files].sort());
    // The site's faces never swap in late (site/webFonts.ts): every one is optional.
    const faces = css.match(/@font-face\s*{[^}]*url\([^}]*}/g) ?? [];
    expect(faces).toHaveLength(6);
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional/);
  });
});
