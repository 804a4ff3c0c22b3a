/**
 * The last step of `npm run build`, after the client and server bundles:
 *
 * 1. Compresses every text asset of the client build once, at the best
 *    settings (file.br and file.gz beside file.js), so the server sends
 *    brotli or gzip without compressing on each request.
 * 2. Draws the link-preview images (product §5, link previews): a 1200x630
 *    PNG per published article of server/content, and a site-wide default,
 *    into dist/client/og (scripts/lib/og-image.mjs).
 * 3. Prerenders the pages that need no data (about, the policies, the brand
 *    preview...) in each theme into dist/prerendered, for the public origin
 *    the site will be served at: PUBLIC_SITE_URL, or http://localhost:$PORT
 *    (3000) as `npm start` serves it. The server loads them at start; for any
 *    other origin it renders those pages on first request instead.
 * 4. Stamps dist/ with a hash of the build's inputs (scripts/lib/dist-fresh.mjs),
 *    so `npm start`, the benchmarks and the tests can tell it is current.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeBuildStamp } from './lib/dist-fresh.mjs';
import { writeOgImages } from './lib/og-image.mjs';
import { root } from './lib/run.mjs';

const clientDir = path.join(root, 'dist/client');
const prerenderDir = path.join(root, 'dist/prerendered');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

let compressedCount = 0;
for (const file of filesUnder(path.join(clientDir, 'assets'))) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressedCount += 1;
}

const ogCount = await writeOgImages({ contentDir: path.join(root, 'server/content'), outDir: path.join(clientDir, 'og'), root });

const rawOrigin = process.env.PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
const origin = new URL(rawOrigin).href.replace(/\/+$/, '');
const renderer = await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href);
// The server's own code renders them (run under tsx, see package.json), so their ETags are the ones it computes.
const { prerenderStaticPages } = await import('../server/site/prerender.ts');
const pages = await prerenderStaticPages(renderer, renderer.loadSiteAssets(clientDir), origin);

rmSync(prerenderDir, { recursive: true, force: true });
mkdirSync(prerenderDir, { recursive: true });
const index = pages.map((page) => {
  const file = `${page.path === '/' ? 'index' : page.path.slice(1).replaceAll('/', '__')}.${page.theme}.html`;
  writeFileSync(path.join(prerenderDir, file), page.html);
  writeFileSync(path.join(prerenderDir, `${file}.br`), page.br);
  writeFileSync(path.join(prerenderDir, `${file}.gz`), page.gzip);
  return { path: page.path, theme: page.theme, etag: page.etag, status: page.status, policy: page.policy, file };
});
writeFileSync(path.join(prerenderDir, 'index.json'), `${JSON.stringify({ origin, pages: index }, null, 2)}\n`);
// Last, so an interrupted build leaves no stamp and counts as missing.
writeBuildStamp(root);

console.log(`Compressed ${compressedCount} assets; drew ${ogCount} link-preview images; prerendered ${new Set(pages.map((page) => page.path)).size} static pages in ${pages.length / new Set(pages.map((page) => page.path)).size || 0} themes for ${origin}.`);
