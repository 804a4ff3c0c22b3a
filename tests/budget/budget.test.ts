/**
 * Budgets on the production build (bytes, never times). Run after `npm run build`.
 * - JavaScript loaded at start on any public route: at most 100 KB gzip;
 *   supabase-js and the admin screens are in no public route's initial graph.
 * - CSS at most 25 KB gzip per route (it is inlined in the first response).
 * - At most two preloaded fonts, both WOFF2 and Latin-only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const clientDir = path.resolve('dist/client');
const manifestPath = path.join(clientDir, '.vite/manifest.json');

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
}

let manifest: Record<string, Chunk>;
let entryKey: string;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;

/** The chunks a page loads before any dynamic import: the entry and its static imports. */
function initialGraph(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) initialGraph(imported, seen);
  return seen;
}

beforeAll(() => {
  if (!existsSync(manifestPath)) throw new Error('No production build: run "npm run build" before the budget tests.');
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry) as string;
});

describe('performance budgets on the production build', () => {
  it('loads at most 100 KB of gzipped JavaScript at start on public routes', () => {
    const total = [...initialGraph(entryKey)].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
    expect(total, `initial JavaScript is ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(100 * 1024);
  });

  it('keeps supabase-js and the admin screens out of the initial graph', () => {
    const initialFiles = [...initialGraph(entryKey)].map((key) => manifest[key].file);
    const initialSource = initialFiles.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    expect(initialSource).not.toMatch(/supabase/i);
    expect(initialFiles.some((file) => /Admin/.test(file))).toBe(false);
    const adminChunks = Object.values(manifest).filter((chunk) => /pages\/admin\//.test(chunk.src ?? ''));
    expect(adminChunks.length).toBeGreaterThan(0);
  });

  it('inlines at most 25 KB of gzipped CSS per route', () => {
    const cssFiles = new Set([...initialGraph(entryKey)].flatMap((key) => manifest[key].css ?? []));
    const css = [...cssFiles].map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    const size = gzipSync(css).length;
    expect(size, `CSS is ${(size / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(25 * 1024);
  });

  it('preloads at most two fonts, WOFF2 and Latin subset only', async () => {
    const { loadSiteAssets } = await import('../../site/server/assets');
    const assets = loadSiteAssets(clientDir);
    expect(assets.fontPreloads.length).toBeGreaterThan(0);
    expect(assets.fontPreloads.length).toBeLessThanOrEqual(2);
    for (const font of assets.fontPreloads) expect(font).toMatch(/-latin-.*\.woff2$/);
  });
});
