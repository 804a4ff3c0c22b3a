/**
 * Starts the real server (server/boot.ts) on port 0 over real HTTP, on a
 * fresh embedded database per call. Creating a PGlite database takes several
 * seconds, so the first caller builds one migrated and seeded template per
 * version of the schema and content (in the OS temp dir, keyed by a hash of
 * those files) and every server starts from a copy of it.
 *
 * With DATABASE_URL set, each server gets a new database on that Postgres
 * instead (created and dropped here), so the same suite runs against it.
 * A server with NODE_ENV=production always gets one, since production
 * refuses the embedded database: on DATABASE_URL, else on the local Postgres
 * (see productionPostgres).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error -- a plain .mjs helper shared with the test command
import { describePostgres, postgresUnavailable, testPostgresUrl } from '../../../scripts/lib/postgres.mjs';
import { prepareDatabase, startServer, type RunningServer, type StartOptions } from '../../../server/boot.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/database.ts';
import { silentLogger } from '../../../server/log.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Generous limits, so only the tests about limits meet them. */
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  RATE_LIMIT_OTP: '10000',
  RATE_LIMIT_TOKEN: '10000',
  RATE_LIMIT_EMAIL_SENT: '10000',
  RATE_LIMIT_EMAIL_PER_IP: '9999',
};

export function testConfig(env: Record<string, string> = {}): Config {
  // Many tests read sign-in links from the development mailbox; production refuses it.
  const mailbox = env.NODE_ENV === 'production' ? {} : { DEV_MAILBOX: 'true' };
  return loadConfig({ ...TEST_ENV, ...mailbox, ...env });
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Changes whenever the schema, the seed code or the content changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(path.join(root, 'supabase', 'migrations')),
    ...filesUnder(path.join(root, 'server', 'db')),
    ...filesUnder(path.join(root, 'server', 'content')),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Templates of older schema or content versions, untouched for a day, are removed when a new one is built. */
function removeStaleTemplates(current: string) {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (!name.startsWith('parchment-api-template-') || full === current || name.endsWith('.lock')) continue;
    try {
      if (statSync(full).mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

async function ensureTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `parchment-api-template-${templateKey()}`);
  const ready = path.join(dir, '.ready');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 170_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the test database template at ${dir}`);
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building it; a lock older than three minutes belongs to a run that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(ready)) break;
      const building = `${dir}.building-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      const { db } = await prepareDatabase(testConfig({ DATA_DIR: building, ADMIN_EMAILS: 'admin@example.com' }));
      await db.close();
      writeFileSync(path.join(building, '.ready'), new Date().toISOString());
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
      removeStaleTemplates(dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * Time allowed for a hook or test that starts a server: the first one in a run
 * also builds the template database, which takes a while on a busy machine.
 */
export const START_TIMEOUT = 180_000;

/**
 * A new, empty database on the Postgres at `adminUrl`, and how to drop it.
 * Its name starts with PARCHMENT_TEST_DB_PREFIX when the test command sets
 * one for its run, so that the command can drop whatever a crashed test left.
 */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.PARCHMENT_TEST_DB_PREFIX ?? 'parchment_test_'}${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let postgresProbe: Promise<string | null> | null = null;

/**
 * A Postgres that servers under NODE_ENV=production can use (production
 * refuses the embedded database): DATABASE_URL, or the test command's
 * server (TEST_POSTGRES_URL, by default the local one) when it answers.
 * Null when neither does, so such tests can skip in one line.
 */
export function productionPostgres(): Promise<string | null> {
  postgresProbe ??= (async () => {
    const url = (process.env.DATABASE_URL || testPostgresUrl()) as string;
    return (await postgresUnavailable(url)) ? null : url;
  })();
  return postgresProbe;
}

/**
 * For tests that need a real PostgreSQL server whichever database the rest
 * of their suite runs on (the migrations as hosted Supabase applies them,
 * two servers on one database, production mode): its URL, or null after one
 * line saying the test is skipped and why.
 */
export async function reachablePostgres(purpose: string): Promise<string | null> {
  const url = await productionPostgres();
  if (!url) console.log(`Skipped ${purpose}: no PostgreSQL at DATABASE_URL or ${describePostgres(testPostgresUrl()) as string}.`);
  return url;
}

/** An empty database (no migrations): a new PGlite directory, or a new database on DATABASE_URL. */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const db = await openDatabase({ databaseUrl: created.url, dataDir: os.tmpdir() });
    return {
      db,
      drop: async () => {
        await db.close();
        await created.drop();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parchment-empty-db-'));
  const db = await openDatabase({ databaseUrl: null, dataDir: dir });
  return {
    db,
    drop: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer extends RunningServer {
  /** fetch on the server's URL; redirects are not followed, so 303s can be read. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-api-test-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  const serverEnv: Record<string, string> = { DATA_DIR: dataDir, ...env };

  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl && env.NODE_ENV === 'production') {
    // Production needs DATABASE_URL; callers skip first when productionPostgres() finds none.
    adminUrl = (await productionPostgres()) ?? undefined;
    if (!adminUrl) throw new Error(`A server with NODE_ENV=production needs a Postgres: set DATABASE_URL or start one at ${testPostgresUrl() as string}.`);
  }
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    serverEnv.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  } else {
    cpSync(await ensureTemplate(), dataDir, { recursive: true });
  }

  let server: RunningServer;
  try {
    server = await startServer(testConfig(serverEnv), { log: silentLogger, ...options });
  } catch (error) {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    request: (pathname, init) => fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init }),
    async stop() {
      try {
        await server.close();
      } finally {
        // Also after a test closed the database itself (a second close throws).
        await dropDatabase?.();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A server for the enclosing test file or describe block: started before its
 * tests and stopped (database dropped, data folder removed) after them. The
 * value stands for that server; read it inside tests, not at load time.
 */
export function serverForTests(env: Record<string, string> = {}, options: StartOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(env, options);
  }, START_TIMEOUT);
  afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!current) throw new Error('The test server is started in beforeAll; use it inside tests.');
      return Reflect.get(current, key);
    },
  });
}
