/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources, then starts the server (site + API + auth stand-in) on
 * http://localhost:${PORT:-3000} with the embedded database.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib/run.mjs';

const buildMarker = path.join(root, 'dist/server/entry-server.js');
const sources = ['site', 'src', 'tokens', 'vite.config.ts', 'package-lock.json'];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(buildMarker) && existsSync(path.join(root, 'dist/client/.vite/manifest.json')) ? statSync(buildMarker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the site (npm run build)...');
  const code = await run('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) process.exit(code);
}
process.exit(await run(path.join(root, 'node_modules/.bin/tsx'), ['server/index.ts']));
