/**
 * The server's production build, the last step of `npm run build`: the
 * server and its two command-line tools bundled into plain JavaScript under
 * dist/node/, which `npm start` runs with Node alone (no TypeScript loader at
 * run time: none of its start-up cost, memory or compile step on a cold
 * start). The packages stay outside the bundle, loaded from node_modules as
 * declared in package.json; the files the server reads (seed content,
 * migrations, the site's build) are found from the repository's root
 * (server/paths.ts), so the bundle finds them as the sources do.
 *
 * esbuild rather than a second Vite configuration: the server needs no
 * plugin, only TypeScript stripped and its modules joined, which is what
 * esbuild does (and what tsx runs underneath in development).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib/run.mjs';
import { SERVER_BUNDLE_OPTIONS } from './lib/server-bundle.mjs';

export const SERVER_OUT_DIR = 'dist/node';

/** The entry points, by the name of the file each becomes (dist/node/{name}.mjs). */
export const SERVER_ENTRIES = { index: 'server/index.ts', admin: 'server/cli/admin.ts', 'content-sync': 'server/cli/content-sync.ts' };

rmSync(path.join(root, SERVER_OUT_DIR), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRIES,
  outdir: SERVER_OUT_DIR,
  outExtension: { '.js': '.mjs' },
  ...SERVER_BUNDLE_OPTIONS,
  // The database drivers are imported on demand (server/db/database.ts): split, so the one not used is never loaded.
  splitting: true,
});
