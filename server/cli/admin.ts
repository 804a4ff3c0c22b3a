/**
 * `npm run admin -- add|remove|list [email]`: manages who is an admin.
 * Reads the same environment as the server. When a server is running on the
 * embedded database (which only one process may open), the change goes
 * through that server over loopback; otherwise the command opens the
 * database itself. Addresses in ADMIN_EMAILS are marked again at each start.
 */
import { fileURLToPath } from 'node:url';
import { readServerLock, StartupError } from '../boot.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { addAdmin, listAdmins, normaliseEmail, removeAdmin } from '../db/admins.ts';
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
  if (!config.databaseUrl) {
    const lock = readServerLock(config.dataDir);
    if (lock?.token) return throughServer(lock.port, lock.token, action, email);
  }
  const db = await openDatabase(config);
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
