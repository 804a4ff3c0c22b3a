/**
 * Long-lived caching for the build's assets: a file the build named
 * by its content is cached for a year and never revalidated; a file under
 * /assets without such a name is not, since it may change under that name.
 * The site is mounted on a client directory of its own, so the unhashed file
 * is a real file served by the real static path.
 *
 * @module-tag process
 * (Files on disk and their headers, no SQL: runs on the embedded database only.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSite, type SiteBuild } from '../../server/site/mount';

let clientDir: string;
let app: Hono;
const script = 'export const answer = 42;\n';

beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-asset-caching-'));
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, '.vite/manifest.json'),
    JSON.stringify({ 'site/islands/entry.tsx': { file: 'assets/entry-B1x_9zQa.js', isEntry: true, css: ['assets/entry-Cq2Lm0Pe.css'], assets: ['assets/serif-400-DJ5YJwmz.woff2'] } }),
  );
  writeFileSync(path.join(clientDir, 'assets/entry-B1x_9zQa.js'), script);
  writeFileSync(path.join(clientDir, 'assets/entry-B1x_9zQa.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets/serif-400-DJ5YJwmz.woff2'), 'wOF2');
  writeFileSync(path.join(clientDir, 'assets/release-notes.txt'), 'Written by hand, after the build.\n');
  app = new Hono();
  const build: SiteBuild = {
    clientDir,
    assets: null,
    prerendered: [],
    renderer: {
      loadSiteAssets: () => null,
      planPage: () => ({
        key: 'a page',
        resolve: async () => ({ kind: 'page', status: 200, head: { title: 'A page', path: '/' }, versions: [], render: async () => ({ html: 'a page', contentSecurityPolicy: "default-src 'self'" }) }),
      }),
      staticPagePaths: async () => [],
      themeCookies: {},
    },
  };
  mountSite(app, build, 'http://localhost:3000');
});

afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
});

describe('cache lifetimes of the files under /assets', () => {
  it('sends a script the build named by its content as immutable for a year, compressed or not', async () => {
    const plain = await app.request('/assets/entry-B1x_9zQa.js');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const br = await app.request('/assets/entry-B1x_9zQa.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a font the build named by its content as immutable', async () => {
    const font = await app.request('/assets/serif-400-DJ5YJwmz.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches a file without a content hash for a day only, so a change under the same name reaches readers', async () => {
    const notes = await app.request('/assets/release-notes.txt');
    expect(notes.status).toBe(200);
    expect(await notes.text()).toBe('Written by hand, after the build.\n');
    const cacheControl = notes.headers.get('Cache-Control') ?? '';
    expect(cacheControl).not.toContain('immutable');
    expect(cacheControl).toBe('public, max-age=86400');
  });
});
