/**
 * How a command (`npm run admin`, `npm run content:sync`) reaches the
 * configured database. A Postgres at DATABASE_URL is opened directly (any
 * number of processes may use it). The embedded database belongs to one
 * process at a time (server/db/data-dir-lock.ts): when a server holds it,
 * the command's work goes through that server over loopback, with the token
 * the server wrote into its lock; when nobody does, the command takes the
 * lock, opens the database, and lets go. It never opens the files while
 * another process holds the lock.
 */
import { readServerLock, StartupError } from '../boot.ts';
import type { Config } from '../config.ts';
import { acquireDataDirLock, DataDirBusyError, describeHolder, readDataDirLock, type DataDirLock } from '../db/data-dir-lock.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

export interface DatabaseWork<T> {
  /** For messages: "the admin command". */
  name: string;
  /** The running server's answer to the work, sent to `/_internal/<path>` with the body given. */
  server: { path: string; body: unknown };
  /** The work on a database opened (and migrated) here. */
  directly(db: Database): Promise<T>;
}

/** How long a command waits for a server that is starting (or stopping) or for another command. */
const WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throughServer<T>(port: number, token: string, work: DatabaseWork<T>): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/_internal/${work.server.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Parchment-Admin-Token': token },
    body: JSON.stringify(work.server.body),
    // A server that hangs must not hang the command with it.
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new StartupError(`The running server refused the change: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Either the running server's answer, or DATA_DIR's lock for opening the
 * database here. A lock without a port belongs to a server still starting or
 * to another command: both let go or publish within seconds, so the command
 * tries again until WAIT_MS has passed.
 */
async function serverOrLock<T>(dataDir: string, work: DatabaseWork<T>): Promise<{ answer: T } | DataDirLock> {
  const deadline = Date.now() + WAIT_MS;
  let unreachable: Error | null = null;
  for (;;) {
    const server = readServerLock(dataDir);
    if (server?.token) {
      try {
        return { answer: await throughServer(server.port, server.token, work) };
      } catch (error) {
        if (error instanceof StartupError) throw error; // it answered, and refused
        unreachable = error as Error; // stopping, or not yet serving: look again
      }
    } else {
      try {
        return await acquireDataDirLock(dataDir, { role: 'admin' });
      } catch (error) {
        if (!(error instanceof DataDirBusyError)) throw error;
      }
    }
    if (Date.now() >= deadline) {
      const holder = readDataDirLock(dataDir);
      const who = holder ? describeHolder(dataDir, holder).replace(/; [^;]*$/, '') : `A process is using ${dataDir}`;
      const why = unreachable ? ` and did not answer (${unreachable.message})` : '';
      throw new StartupError(`${who}${why}, so ${work.name} could not run within ${WAIT_MS / 1000} s; try again, or stop it first.`);
    }
    await sleep(200);
  }
}

/** Runs the work on the configured database, through a running server when one holds the embedded database. */
export async function onDatabase<T>(config: Config, work: DatabaseWork<T>): Promise<T> {
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    const claimed = await serverOrLock(config.dataDir, work);
    if ('answer' in claimed) return claimed.answer;
    lock = claimed;
  }
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, lock });
    try {
      await migrate(db);
      return await work.directly(db);
    } finally {
      await db.close();
    }
  } finally {
    lock?.release();
  }
}
