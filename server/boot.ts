/**
 * Starting the server: open (or create) the database, migrate, seed an empty
 * one from the archive, mark ADMIN_EMAILS, listen, and build the app. Used by
 * server/index.ts, by the API tests (port 0, a temporary DATA_DIR) and by the
 * benchmark, so all three run the same start-up.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { addAdmin } from './db/admins.ts';
import { loadArchive, type Archive } from './db/archive.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seedDatabase } from './db/seed.ts';
import { consoleLogger, type Logger } from './log.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

export const LOCK_FILE = 'server.json';

export interface ServerLock {
  pid: number;
  port: number;
  token: string;
}

/** The running server that holds this DATA_DIR's embedded database, if any. */
export function readServerLock(dataDir: string): ServerLock | null {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as ServerLock;
    process.kill(lock.pid, 0); // throws when the process is gone
    return lock;
  } catch {
    return null;
  }
}

/** JWT_SECRET, or a secret generated into DATA_DIR on first start and reused after. */
export function jwtSecretFor(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface PreparedDatabase {
  db: Database;
  migrations: string[];
  /** Articles written by the seed on this start (0 when the database already had content). */
  seeded: number;
}

/** Opens, migrates and (when empty) seeds the database. */
export async function prepareDatabase(config: Config, archive?: () => Archive): Promise<PreparedDatabase> {
  let db: Database;
  try {
    db = await openDatabase(config);
  } catch (error) {
    const where = config.databaseUrl ? 'the database at DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    throw new StartupError(`Could not open ${where}: ${(error as Error).message}`);
  }
  try {
    const migrations = await migrate(db);
    let seeded = 0;
    if (!(await isSeeded(db))) seeded = await seedDatabase(db, (archive ?? loadArchive)());
    for (const email of config.adminEmails) await addAdmin(db, email);
    return { db, migrations, seeded };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

export interface RunningServer {
  url: string;
  port: number;
  app: Hono;
  db: Database;
  config: Config;
  seeded: number;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Builds the database content instead of reading server/content (the benchmark's 1 000 articles). */
  archive?: () => Archive;
  /** Extra app dependencies (tests replace Google's endpoints). */
  deps?: Partial<Pick<AppDeps, 'google' | 'mailer'>>;
  /** Lets the caller add routes (the site's pages) to the app before it serves. */
  compose?: (app: Hono) => void;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? consoleLogger;
  const embedded = !config.databaseUrl;
  if (embedded) {
    const lock = readServerLock(config.dataDir);
    if (lock && lock.pid !== process.pid) {
      throw new StartupError(`Another Parchment server (pid ${lock.pid}, port ${lock.port}) is using ${config.dataDir}; stop it first or set DATA_DIR.`);
    }
  }
  const jwtSecret = jwtSecretFor(config);
  const { db, seeded } = await prepareDatabase(config, options.archive);

  // Listen first, so that with PORT=0 the default site URL can name the real port.
  let handler: Hono['fetch'] | null = null;
  let server: ServerType;
  let port: number;
  try {
    ({ server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
      const created = serve(
        {
          fetch: (request, env) => (handler ? handler(request, env) : new Response('Starting', { status: 503 })),
          port: config.port,
          hostname: config.host,
        },
        (info: AddressInfo) => resolve({ server: created, port: info.port }),
      );
      created.once('error', reject);
    }));
  } catch (error) {
    await db.close().catch(() => {});
    throw new StartupError(`Could not listen on port ${config.port}: ${(error as Error).message}`);
  }

  const finalConfig: Config =
    config.port === 0 && config.siteUrl === 'http://localhost:0' ? { ...config, siteUrl: `http://localhost:${port}` } : config;
  const adminControlToken = embedded ? randomBytes(32).toString('base64url') : undefined;
  const app = createApp({ db, config: finalConfig, jwtSecret, log, adminControlToken, ...options.deps });
  options.compose?.(app);
  handler = app.fetch;

  const lockFile = path.join(config.dataDir, LOCK_FILE);
  if (embedded) {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port, token: adminControlToken ?? '' } satisfies ServerLock), { mode: 0o600 });
  }

  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    app,
    db,
    config: finalConfig,
    seeded,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; end them.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
      if (embedded) rmSync(lockFile, { force: true });
    },
  };
}
