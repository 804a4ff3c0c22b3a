/**
 * What the benchmarks share: rebuilding a stale build (the rule of
 * scripts/lib/dist-fresh.mjs, which `npm start` and the tests also use) and starting the production server on a copy of dist/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-expect-error -- a plain .mjs helper shared with npm start and the tests
import { buildState } from './dist-fresh.mjs';

const requireFrom = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A failure that stops a benchmark: printed as one clear message, exit code 1. */
export class FatalError extends Error {}

const log = (message: string) => console.log(message);

/** Builds the site unless dist/ is the build of the sources as they are; `skip` (--no-build) uses dist/ as it is. */
export function ensureBuild(skip: boolean): void {
  const build = buildState(root);
  if (skip) {
    if (build.state === 'missing') throw new FatalError(`${build.message} --no-build was given: run "npm run build" first.`);
    log(build.state === 'stale' ? `Using dist/ as it is (--no-build), although it is stale: ${build.message}` : 'Using dist/ as it is (--no-build).');
    return;
  }
  if (build.state === 'fresh') {
    log(build.message);
    return;
  }
  log(`${build.message} Building the site (npm run build)...`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new FatalError(`"npm run build" failed (exit ${result.status ?? result.signal}); see its output above.`);
}

export interface BuiltSite {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Copies dist/ into `workDir` (node_modules linked, so the renderer finds
 * React), so a rebuild during the run cannot change what is measured, and
 * runs server/index.ts there as its own process, as `npm start` does, on a
 * fresh embedded database in `workDir/data` and a port the system picks. Its
 * memory is the server's alone, and the load does not share its event loop.
 */
export async function startBuiltSite(workDir: string): Promise<BuiltSite> {
  cpSync(path.join(root, 'dist'), path.join(workDir, 'dist'), { recursive: true });
  // Beside its package.json ("type": "module"), as in the project: without it Node would not read the renderer
  // as a module, tsx would rewrite it while loading it, and its inline scripts would fail in every page.
  cpSync(path.join(root, 'package.json'), path.join(workDir, 'package.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(workDir, 'data'), TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'PUBLIC_SITE_URL', 'SMTP_URL']) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ['--import', pathToFileURL(requireFrom.resolve('tsx')).href, path.join(root, 'server/index.ts')], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | string | null = null;
  const append = (chunk: Buffer) => {
    // Keep only the tail, for the error message if it fails to start.
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'unknown';
      resolve();
    });
  });
  const stop = async () => {
    if (exited !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 180_000;
  let base = '';
  try {
    while (!base) {
      if (exited !== null) throw new FatalError(`The server stopped while starting (exit ${exited}):\n${output.trim()}`);
      if (Date.now() > deadline) throw new FatalError(`The server did not start within 3 minutes:\n${output.trim()}`);
      const port = /listening on http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) {
        if (/The site is not built/.test(output)) throw new FatalError('The server started without the site (it found no build).');
        const candidate = `http://127.0.0.1:${port}`;
        const response = await fetch(`${candidate}/`).catch(() => null);
        await response?.arrayBuffer();
        if (response?.status === 200) base = candidate;
      }
      if (!base) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}
