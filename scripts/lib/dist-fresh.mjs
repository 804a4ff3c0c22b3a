/**
 * Is dist/ the build of the sources as they are now? The one answer that
 * `npm start` (scripts/start.mjs), the benchmarks (scripts/lib/built-site.ts)
 * and the end-to-end and budget tests (tests/setup/built-site.ts) act on, so
 * none of them serves or measures a build older than the code beside it.
 *
 * `npm run build` ends by writing a stamp (scripts/finish-build.mjs): a hash
 * of every input of the build, by path and content. The build is fresh when
 * its outputs are there and the stamp matches the inputs' hash now. A hash
 * rather than modification times, so a checkout or a `touch` that changes
 * nothing does not force a rebuild, and an edit is caught whatever its clock.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What `npm run build` reads, relative to the repository root (a directory brings everything under it). */
export const BUILD_INPUTS = [
  'site',
  'common',
  'src',
  'tokens',
  'public',
  'vite.config.ts',
  'package-lock.json',
  // The server's own bundle (dist/node), which is also what finish-build prerenders through and draws
  // link previews from (server/content, server/site/pages.ts).
  'server',
  'scripts/build-server.mjs',
  'scripts/lib/server-bundle.mjs',
  'scripts/finish-build.mjs',
  'scripts/lib/og-image.mjs',
];

/** Written by the build into dist/; holds the inputs' hash. */
export const STAMP = 'dist/.build-inputs.json';

/** Outputs without which there is no build to serve. */
const OUTPUTS = ['dist/server/entry-server.js', 'dist/client/.vite/manifest.json', 'dist/node/index.mjs'];

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** A hash of every build input's path and content under `root`. */
export function inputsHash(root = repoRoot, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** Drops the stamp: the first step of `npm run build`, so a build that stops part way is never taken for fresh. */
export function forgetBuildStamp(root = repoRoot) {
  rmSync(path.join(root, STAMP), { force: true });
}

/** Records that dist/ under `root` was built from the inputs as they are now (the build's last step). */
export function writeBuildStamp(root = repoRoot, inputs = BUILD_INPUTS) {
  writeFileSync(path.join(root, STAMP), `${JSON.stringify({ inputs: inputsHash(root, inputs), builtAt: new Date().toISOString() }, null, 2)}\n`);
}

/**
 * The state of dist/ under `root`: `missing` (no build, or one from before
 * builds wrote a stamp), `stale` (an input changed since) or `fresh`, with a
 * sentence saying so.
 * @returns {{ state: 'missing' | 'stale' | 'fresh', message: string }}
 */
export function buildState(root = repoRoot, inputs = BUILD_INPUTS) {
  const stampFile = path.join(root, STAMP);
  if (OUTPUTS.some((output) => !existsSync(path.join(root, output))) || !existsSync(stampFile)) {
    return { state: 'missing', message: 'There is no complete build in dist/.' };
  }
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return { state: 'missing', message: `${STAMP} is unreadable.` };
  }
  if (stamp.inputs !== inputsHash(root, inputs)) {
    return { state: 'stale', message: `The build in dist/ (${stamp.builtAt}) is older than its sources (${inputs.join(', ')}).` };
  }
  return { state: 'fresh', message: 'The build in dist/ is up to date.' };
}

// `node scripts/lib/dist-fresh.mjs --forget` (package.json's build starts with it).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url && process.argv.includes('--forget')) forgetBuildStamp();
