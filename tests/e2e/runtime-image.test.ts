/**
 * The production image without Docker (docs/deploy.md): the Dockerfile's runtime
 * stage, reproduced. The runtime file set is copied by the same script the
 * build stage runs (scripts/runtime-files.mjs), production dependencies are
 * installed by the runtime stage's own npm command, and the server is started
 * with its CMD, ENV and the settings production requires; then the site, an
 * article and the API answer, HEALTHCHECK passes, and no dev dependency was
 * needed. Needs `npm run build` first (the e2e project runs after it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionPostgres, root } from '../api/helpers/server';
// @ts-expect-error -- a plain .mjs script, also run by the Dockerfile
import { copyRuntimeFiles } from '../../scripts/runtime-files.mjs';

interface Stage {
  from: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
function dockerStages(): Stage[] {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const stages: Stage[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (!line || line.startsWith('#')) continue;
    if (/^FROM /i.test(line)) stages.push({ from: line, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

function instruction(stage: Stage, name: string): string[] {
  return stage.lines.filter((line) => line.toUpperCase().startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
}

/** ENV key=value pairs of a stage. */
function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of instruction(stage, 'ENV')) for (const [, key, value] of line.matchAll(/([A-Z_]+)=(\S+)/g)) env[key] = value;
  return env;
}

const stages = dockerStages();
const build = stages[0];
const runtime = stages.at(-1)!;
/** Where the build stage collects the runtime file set (`node scripts/runtime-files.mjs <dir>`). */
const collected = /node scripts\/runtime-files\.mjs (\S+)/.exec(instruction(build, 'RUN').join('\n'))?.[1];
const cmd = JSON.parse(instruction(runtime, 'CMD')[0] ?? '[]') as string[];
const healthcheck = JSON.parse(/CMD (\[.*\])$/.exec(instruction(runtime, 'HEALTHCHECK')[0] ?? '')?.[1] ?? '[]') as string[];
/** The runtime stage's install, up to its first `&&` (the cache clean-up after it does not matter here). */
const install = instruction(runtime, 'RUN').find((line) => line.startsWith('npm '))?.split('&&')[0].trim();
const imageEnv = stageEnv(runtime);

/** Node from the image's CMD is this machine's node; the rest of the command is the Dockerfile's. */
function command(argv: string[]): [string, string[]] {
  expect(argv[0]).toBe('node');
  return [process.execPath, argv.slice(1)];
}

/** Only what the image would have: no NODE_ENV=test, DATABASE_URL or anything else from this process. */
function serverEnv(settings: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), ...imageEnv, ...settings };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const postgresUrl = await productionPostgres();

describe('the Dockerfile', () => {
  it('runs as a user other than root, exposes 3000, checks /healthz and copies only the collected runtime file set from the build', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime.from).toMatch(/^FROM node:20-/);
    expect(instruction(runtime, 'USER')).toHaveLength(1);
    expect(instruction(runtime, 'USER')[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(instruction(runtime, 'EXPOSE')).toEqual(['3000']);
    expect(healthcheck.join(' ')).toContain('/healthz');
    expect(imageEnv.NODE_ENV).toBe('production');
    expect(collected).toBeTruthy();
    const copies = instruction(runtime, 'COPY').filter((line) => line.startsWith('--from=build'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.split(' ').filter((word) => !word.startsWith('--')).slice(0, -1);
      for (const source of sources) expect(source.startsWith(`${collected}/`) || source === collected, copy).toBe(true);
    }
    expect(install).toMatch(/^npm ci .*--omit=dev/);
  });
});

describe('the runtime file set with production dependencies only', () => {
  let dir: string;
  let installOutput = '';

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'parchment-runtime-'));
    // Node looks for packages in every parent's node_modules: one there would hide a missing dependency.
    for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
      if (existsSync(path.join(parent, 'node_modules'))) throw new Error(`${parent}/node_modules would lend the runtime its packages; use another TMPDIR.`);
    }
    copyRuntimeFiles(dir);
    // The runtime stage's own command; --prefer-offline lets this machine's npm cache answer.
    const [npm, ...args] = install!.split(' ');
    const result = spawnSync(npm, [...args, '--prefer-offline'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    installOutput = `${result.stdout}\n${result.stderr}`;
    if (result.status !== 0) throw new Error(`"${install}" failed in the runtime file set:\n${installOutput}`);
  }, 600_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has no dev dependency installed, and runs the built server without a TypeScript loader', () => {
    // The lockfile marks what only the dev dependencies need (a dev dependency
    // that a runtime one also needs, like semver, is not marked).
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.entries(lock.packages).filter(([location, entry]) => entry.dev && location.startsWith('node_modules/'));
    expect(devOnly.length).toBeGreaterThan(100);
    const installed = devOnly.map(([location]) => location).filter((location) => existsSync(path.join(dir, location)));
    expect(installed).toEqual([]);
    expect(existsSync(path.join(dir, 'node_modules', 'vite'))).toBe(false);
    // CMD runs the server's bundle with Node alone: no TypeScript loader, no TypeScript source.
    expect(existsSync(path.join(dir, 'node_modules', 'tsx'))).toBe(false);
    expect(cmd.some((part) => part.endsWith('.ts'))).toBe(false);
    expect(existsSync(path.join(dir, 'server', 'index.ts'))).toBe(false);
  });

  it('has the fixes in patches/ applied to its dependencies (the database driver not crashing on a closed connection)', () => {
    const patches = readdirSync(path.join(root, 'patches')).filter((name) => name.endsWith('.patch'));
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches) {
      const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(patch)!;
      expect(installOutput, patch).toContain(`${name.replace('+', '/')}@${version} ✔`);
    }
  });

  it('refuses to start under NODE_ENV=production without DATABASE_URL: exit 1 and one line naming it', () => {
    const [node, args] = command(cmd);
    const result = spawnSync(node, args, {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: serverEnv({ PUBLIC_SITE_URL: 'https://parchment.example.org', SMTP_URL: 'smtp://127.0.0.1:9', DATA_DIR: path.join(dir, 'data') }),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: NODE_ENV=production needs DATABASE_URL (missing).');
    expect(result.stdout.trim()).toBe('');
  });

  describe.skipIf(!postgresUrl)('started with CMD on a fresh Postgres database (DATABASE_URL or 127.0.0.1:5432)', () => {
    let server: ChildProcess | null = null;
    let output = '';
    let base = '';
    let port = 0;
    let dropDatabase: (() => Promise<void>) | null = null;

    beforeAll(async () => {
      const name = `parchment_runtime_${randomBytes(6).toString('hex')}`;
      const admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      dropDatabase = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
      const databaseUrl = new URL(postgresUrl!);
      databaseUrl.pathname = `/${name}`;

      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const [node, args] = command(cmd);
      server = spawn(node, args, {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: serverEnv({
          PORT: String(port),
          // Loopback only, on a machine shared with other tests (the image listens on every interface).
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl.href,
          PUBLIC_SITE_URL: `http://localhost:${port}`,
          // Never called: nobody asks for a sign-in link here.
          SMTP_URL: 'smtp://127.0.0.1:9',
          DATA_DIR: path.join(dir, 'data'),
        }),
      });
      server.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      server.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      let exited = false;
      server.once('exit', () => void (exited = true));

      // First start migrates and seeds the empty database.
      const deadline = Date.now() + 180_000;
      for (;;) {
        if (exited) throw new Error(`The server exited before it was healthy:\n${output}`);
        if (Date.now() > deadline) throw new Error(`/healthz never answered 200:\n${output}`);
        const status = await fetch(`${base}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }, 240_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await dropDatabase?.();
    }, 60_000);

    it('is healthy, and the Dockerfile HEALTHCHECK command says so', async () => {
      const response = await fetch(`${base}/healthz`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current', writes: 'ok', mail: 'ok' });
      const [node, args] = command(healthcheck);
      const check = spawnSync(node, args, { encoding: 'utf8', timeout: 30_000, env: serverEnv({ PORT: String(port) }) });
      expect(check.status, check.stderr).toBe(0);
    });

    it('serves the home page, an article, its hashed assets and the API', async () => {
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('Content-Type')).toMatch(/^text\/html/);
      const homeHtml = await home.text();
      expect(homeHtml).toMatch(/<h1[^>]*>[^<]*American history and civic life/i);

      const article = await fetch(`${base}/articles/constitution`);
      expect(article.status).toBe(200);
      const articleHtml = await article.text();
      expect(articleHtml).toMatch(/<h1[^>]*>[^<]*Constitution/);
      expect(articleHtml).toContain(`<link rel="canonical" href="http://localhost:${port}/articles/constitution"`);

      const script = /"entryScript":"(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1];
      expect(script).toBeTruthy();
      const asset = await fetch(`${base}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

      const list = await fetch(`${base}/api/articles?per_page=2`);
      expect(list.status).toBe(200);
      const body = (await list.json()) as { data: Array<{ slug: string }>; meta: { total: number } };
      expect(body.data).toHaveLength(2);
      expect(body.meta.total).toBeGreaterThan(2);
      const one = await fetch(`${base}/api/article/${body.data[0].slug}`);
      expect(one.status).toBe(200);
    });

    it('stops cleanly on SIGTERM (what docker stop sends)', async () => {
      const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
      server!.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });
});
