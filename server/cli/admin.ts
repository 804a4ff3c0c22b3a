/**
 * `npm run admin -- add|remove|list [email]`: manages who is an admin.
 * Reads the same environment as the server. The embedded database belongs to
 * one process at a time (server/db/data-dir-lock.ts): when a server holds it,
 * the change goes through that server over loopback; when nobody does, the
 * command takes the lock, opens the database, and lets go. It never opens the
 * files while another process holds the lock. Addresses in ADMIN_EMAILS are
 * marked again at each start.
 */
import { fileURLToPath } from 'node:url';
import { readServerLock, StartupError } from '../boot.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { addAdmin, listAdmins, normaliseEmail, removeAdmin } from '../db/admins.ts';
import { acquireDataDirLock, DataDirBusyError, describeHolder, readDataDirLock, type DataDirLock } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

export type AdminAction = 'add' | 'remove' | 'list';

export interface AdminResult {
  changed: boolean;
  admins: string[];
}

const USAGE = 'Usage: npm run admin -- add <email> | remove <email> | list';

async function throughServer(port: number, token: string, action: AdminAction, email: string | null): Promise<AdminResult> {
  const response = await fetch(`http://127.0.0.1:${port}/_internal/admins`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Parchment-Admin-Token': token },
    body: JSON.stringify({ action, email }),
    // A server that hangs must not hang the command with it.
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new StartupError(`The running server refused the change: ${await response.text()}`);
  const body = (await response.json()) as { changed?: boolean; admins: string[] };
  return { changed: body.changed ?? false, admins: body.admins };
}

/** Runs one admin command against the configured database; the function the tests call. */
export async function runAdminCommand(config: Config, action: AdminAction, rawEmail?: string): Promise<AdminResult> {
  let email: string | null = null;
  if (action !== 'list') {
    email = rawEmail ? normaliseEmail(rawEmail) : null;
    if (!email) throw new ConfigError(`"${rawEmail ?? ''}" is not an email address. ${USAGE}`);
  }
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    const claimed = await serverOrLock(config.dataDir, action, email);
    if ('admins' in claimed) return claimed;
    lock = claimed;
  }
  try {
    return await directly(config, lock, action, email);
  } finally {
    lock?.release();
  }
}

/** How long the command waits for a server that is starting (or stopping) or for another admin command. */
const WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Either the running server's answer, or DATA_DIR's lock for opening the
 * database here. A lock without a port belongs to a server still starting or
 * to another admin command: both let go or publish within seconds, so the
 * command tries again until WAIT_MS has passed.
 */
async function serverOrLock(dataDir: string, action: AdminAction, email: string | null): Promise<AdminResult | DataDirLock> {
  const deadline = Date.now() + WAIT_MS;
  let unreachable: Error | null = null;
  for (;;) {
    const server = readServerLock(dataDir);
    if (server?.token) {
      try {
        return await throughServer(server.port, server.token, action, email);
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
      throw new StartupError(`${who}${why}, so the admin command could not run within ${WAIT_MS / 1000} s; try again, or stop it first.`);
    }
    await sleep(200);
  }
}

async function directly(config: Config, lock: DataDirLock | undefined, action: AdminAction, email: string | null): Promise<AdminResult> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, lock });
  try {
    await migrate(db);
    let changed = false;
    if (action === 'add') changed = await addAdmin(db, email!);
    if (action === 'remove') changed = await removeAdmin(db, email!);
    return { changed, admins: await listAdmins(db) };
  } finally {
    await db.close();
  }
}

async function main(argv: string[]) {
  const [action, email] = argv;
  if (action !== 'add' && action !== 'remove' && action !== 'list') {
    console.error(USAGE);
    return 2;
  }
  try {
    const result = await runAdminCommand(loadConfig(), action, email);
    const who = email?.trim().toLowerCase();
    if (action === 'add') console.log(result.changed ? `${who} is now an admin.` : `${who} was already an admin.`);
    if (action === 'remove') console.log(result.changed ? `${who} is no longer an admin.` : `${who} was not an admin.`);
    if (action === 'list') console.log(result.admins.length ? result.admins.join('\n') : 'No admins.');
    return 0;
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : `The admin command failed: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
