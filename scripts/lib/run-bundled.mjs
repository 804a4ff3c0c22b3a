/**
 * Runs a TypeScript script in the form the server runs in production:
 * bundled by esbuild with the production build's options
 * (scripts/lib/server-bundle.mjs), then run by
 * Node alone. `npm run bench:api` measures the server in its own process
 * through this, not through tsx: tsx keeps every function's name by
 * wrapping each function made at run time in a call (esbuild's keepNames),
 * which the production build does not do, and which cost a search over
 * HTTP about a tenth of its throughput in the same run
 * (docs/decisions/0042-search-at-fifty-readers.md).
 *
 *   node scripts/lib/run-bundled.mjs scripts/bench-api.ts [its arguments]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './run.mjs';
import { SERVER_BUNDLE_OPTIONS } from './server-bundle.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node scripts/lib/run-bundled.mjs <script.ts> [arguments]');
  process.exit(1);
}
const outfile = path.join(root, 'node_modules', '.cache', 'run-bundled', `${path.basename(entry, path.extname(entry))}.mjs`);
await build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  ...SERVER_BUNDLE_OPTIONS,
});
// The script reads its arguments from process.argv, as when run directly.
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
