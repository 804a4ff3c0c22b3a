/**
 * Starting the server: open (or create) the database, migrate, seed an empty
 * one from the archive, mark ADMIN_EMAILS, listen, and build the app. Used by
 * server/index.ts, by the API tests (port 0, a temporary DATA_DIR) and by the
 * benchmark, so all three run the same start-up.
 *
 * On the embedded database the server takes DATA_DIR's lock
 * (server/db/data-dir-lock.ts) before it opens anything, and records its port
 * and the admin-control token in it once it listens.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { addAdmin } from './db/admins.ts';
import { loadArchive, type Archive } from './db/archive.ts';
import { ContentChanges } from './db/content-version.ts';
import { openDatabase, type Database } from './db/database.ts';
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE, readDataDirLock, type DataDirLock } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seedDatabase } from './db/seed.ts';
import { consoleLogger, type Logger } from './log.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

export { LOCK_FILE };

export interface ServerLock {
  pid: number;
  port: number;
  token: string;
}

/** The running server that holds this DATA_DIR's embedded database and listens, if any. */
export function readServerLock(dataDir: string): ServerLock | null {
  const holder = readDataDirLock(dataDir);
  if (holder?.role !== 'server' || !holder.port) return null;
  return { pid: holder.pid, port: holder.port, token: holder.token };
}

/** JWT_SECRET, or a secret generated into DATA_DIR on first start and reused after. */
export function jwtSecretFor(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    // Older versions could leave it readable by others (with DATABASE_URL nothing else fixes DATA_DIR's files).
    try {
      if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
    } catch {
      // not ours to change; reading it still works
    }
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
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

/** Opens, migrates and (when empty) seeds the database; `lock` when the caller already holds DATA_DIR's. */
export async function prepareDatabase(config: Config, archive?: () => Archive, lock?: DataDirLock): Promise<PreparedDatabase> {
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, lock });
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
  /**
   * Resolves once this server has read the content version afresh and
   * dropped what it remembered from the old one, so an edit made behind its
   * back (in SQL, or by another server) shows at once rather than within
   * CONTENT_VERSION_MS. For tests.
   */
  contentChanged(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Builds the database content instead of reading server/content (the benchmark's 1 000 articles). */
  archive?: () => Archive;
  /** Extra app dependencies (tests replace Google's endpoints). */
  deps?: Partial<Pick<AppDeps, 'google' | 'mailer'>>;
  /**
   * Lets the caller add routes (the site's pages) to the app before it
   * serves; `config` has the final site URL, and whatever keeps content
   * registers with `content`. What it returns is stopped before the
   * database closes (a sweep of pages rendered ahead, say).
   */
  compose?: (app: Hono, config: Config, content: ContentChanges) => void | { stop(): void };
}

const CLIENT_ERROR_ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * A request Node's parser refused (malformed, headers too large, too slow)
 * never reaches the app; Node's own answer has no body. This one says what
 * was wrong in a short text body, like the app's other errors.
 */
function answerClientError(error: Error & { code?: string }, socket: import('node:stream').Duplex) {
  // As Node's own handler: answer only while no response has started on this socket.
  const started = (socket as { _httpMessage?: { _headerSent?: boolean } })._httpMessage?._headerSent === true;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? [400, 'Bad Request'];
  // An answer to HEAD carries no body (the client would read one as the next response).
  const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = head ? '' : `${reason}.\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(`${reason}.\n`)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? consoleLogger;
  const embedded = !config.databaseUrl;
  let lock: DataDirLock | null = null;
  if (embedded) {
    try {
      lock = await acquireDataDirLock(config.dataDir, {
        role: 'server',
        // An admin command holds the directory for seconds; another server is refused at once.
        waitMs: 30_000,
        waitFor: (holder) => holder.role !== 'server',
      });
    } catch (error) {
      if (error instanceof DataDirBusyError) throw new StartupError(error.message);
      throw error;
    }
  }
  let db: Database;
  let seeded: number;
  let jwtSecret: string;
  try {
    jwtSecret = jwtSecretFor(config);
    ({ db, seeded } = await prepareDatabase(config, options.archive, lock ?? undefined));
  } catch (error) {
    lock?.release();
    throw error;
  }

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
          serverOptions: {
            // A whole request, body included, must arrive within REQUEST_TIMEOUT (Node's default is 300 s,
            // which lets a slow client hold a connection for five minutes); Node answers 408 and closes.
            requestTimeout: config.requestTimeoutSeconds * 1000,
            headersTimeout: Math.min(config.requestTimeoutSeconds, 20) * 1000,
            // How often Node looks for requests past those limits (30 s by default, longer than the limit itself).
            connectionsCheckingInterval: Math.min(1000, config.requestTimeoutSeconds * 500),
          },
        },
        (info: AddressInfo) => resolve({ server: created, port: info.port }),
      );
      created.once('error', reject);
      created.on('clientError', answerClientError);
    }));
  } catch (error) {
    await db.close().catch(() => {});
    lock?.release();
    throw new StartupError(`Could not listen on port ${config.port}: ${(error as Error).message}`);
  }

  const finalConfig: Config =
    config.port === 0 && config.siteUrl === 'http://localhost:0' ? { ...config, siteUrl: `http://localhost:${port}` } : config;
  const adminControlToken = embedded ? randomBytes(32).toString('base64url') : undefined;
  const content = new ContentChanges();
  const app = createApp({ db, config: finalConfig, jwtSecret, log, adminControlToken, content, ...options.deps });
  const composed = options.compose?.(app, finalConfig, content);
  handler = app.fetch;

  try {
    lock?.publish({ port, token: adminControlToken ?? '' });
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close().catch(() => {});
    lock?.release();
    throw new StartupError(`Could not record the server in ${path.join(config.dataDir, LOCK_FILE)}: ${(error as Error).message}`);
  }

  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    app,
    db,
    config: finalConfig,
    seeded,
    contentChanged: () => content.changed(),
    async close() {
      if (closed) return;
      closed = true;
      composed?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; end them.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}
