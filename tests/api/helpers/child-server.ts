/**
 * The real server entry (server/index.ts) and the real admin command
 * (server/cli/admin.ts) in child processes, for the tests about what happens
 * between processes: two servers on one DATA_DIR, the admin command beside a
 * server, kill -9 and restart.
 *
 * Children run in a scratch working directory, so they serve the API only
 * (no site build to load, nothing read from the checkout's dist/, which other
 * work may be rebuilding) and start faster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, startTestServer } from './server.ts';

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const serverEntry = path.join(root, 'server', 'index.ts');
const adminEntry = path.join(root, 'server', 'cli', 'admin.ts');

/** The command that runs an entry: its TypeScript source through tsx, or (production) its bundle from `npm run build` with Node alone. */
function entryCommand(name: 'index' | 'admin', production: boolean): string[] {
  if (production) return [path.join(root, 'dist', 'node', `${name}.mjs`)];
  return ['--import', tsx, name === 'index' ? serverEntry : adminEntry];
}

/** Generous limits, so a load of sign-ins from one address is never turned away. */
export const CHILD_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  RATE_LIMIT_OTP: '1000000',
  RATE_LIMIT_TOKEN: '1000000',
  RATE_LIMIT_EMAIL_SENT: '1000000',
  RATE_LIMIT_EMAIL_PER_IP: '999999',
  RATE_LIMIT_EMAIL_INTERVAL: '0',
  DEV_MAILBOX: 'true',
};

function childEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'PUBLIC_SITE_URL', 'JWT_SECRET', 'ADMIN_EMAILS', 'LOG_LEVEL']) {
    delete base[name];
  }
  return { ...base, ...CHILD_ENV, DATA_DIR: dataDir, ...env };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  child: ChildProcess;
  pid: number;
  /** Resolves with the URL once the banner is printed; rejects when the process exits first. */
  ready: Promise<string>;
  exited: Promise<Exit>;
  stdout(): string;
  stderr(): string;
  /** SIGTERM (the server closes the database and lets go of the lock), then waits for the exit. */
  stop(): Promise<Exit>;
  /** SIGKILL: nothing of the server's own shutdown runs. */
  kill9(): Promise<Exit>;
}

let scratch: string | null = null;
function scratchCwd(): string {
  scratch ??= mkdtempSync(path.join(os.tmpdir(), 'parchment-child-cwd-'));
  return scratch;
}

/**
 * `withSite`: run in the checkout, so the server also serves the built site
 * from dist/ (build it first). `production`: run the server's bundle
 * (dist/node/index.mjs) as `npm start` does, rather than its source.
 */
export function spawnServer(dataDir: string, env: Record<string, string> = {}, options: { withSite?: boolean; production?: boolean } = {}): ChildServer {
  const child = spawn(process.execPath, entryCommand('index', options.production ?? false), {
    cwd: options.withSite ? root : scratchCwd(),
    env: childEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        child.stdout!.off('data', look);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', look);
    void exited.then(({ code, signal }) => reject(new Error(`The server exited (${code ?? signal}) before listening: ${err.trim() || out.trim()}`)));
  });
  ready.catch(() => {}); // a refused start is what some tests expect; they read `exited`
  const finish = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    child,
    pid: child.pid!,
    ready,
    exited,
    stdout: () => out,
    stderr: () => err,
    stop: () => finish('SIGTERM'),
    kill9: () => finish('SIGKILL'),
  };
}

export interface CommandResult extends Exit {
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` against DATA_DIR, as its own process (`production`: its bundle, dist/node/admin.mjs). */
export function runAdmin(dataDir: string, args: string[], env: Record<string, string> = {}, options: { production?: boolean } = {}): Promise<CommandResult> {
  const child = spawn(process.execPath, [...entryCommand('admin', options.production ?? false), ...args], {
    cwd: scratchCwd(),
    env: childEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/**
 * A migrated, seeded DATA_DIR to copy: the API tests' template, reached
 * through one in-process start and close (which leaves it closed and clean).
 */
export async function seededDirectory(): Promise<{ dir: string; remove(): void }> {
  const server = await startTestServer();
  await server.close();
  return { dir: server.config.dataDir, remove: () => rmSync(server.config.dataDir, { recursive: true, force: true }) };
}

/** A fresh copy of `source` in a new temporary directory, without the template's own marker file. */
export function copyOf(source: string, prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(source, dir, { recursive: true });
  rmSync(path.join(dir, '.ready'), { force: true });
  return dir;
}

/** Every file and directory under `dir` (and `dir` itself) that its group or others may read, write or enter. */
export function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (full: string) => {
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return; // removed while we looked
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, full) || '.'}`);
    if (stat.isDirectory()) for (const name of readdirSync(full)) visit(path.join(full, name));
  };
  visit(dir);
  return found;
}

/** After the suite: the scratch working directory. */
export function removeScratch() {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
}
