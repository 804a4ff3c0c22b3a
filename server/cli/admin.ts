/**
 * `npm run admin -- add|remove|list [email]`: manages who is an admin.
 * Reads the same environment as the server and reaches its database as
 * server/cli/reach-database.ts describes (through the running server when
 * one holds the embedded database). Addresses in ADMIN_EMAILS are marked
 * again at each start.
 */
import { fileURLToPath } from 'node:url';
import { StartupError } from '../boot.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { addAdmin, listAdmins, normaliseEmail, removeAdmin } from '../db/admins.ts';
import { onDatabase } from './reach-database.ts';

export type AdminAction = 'add' | 'remove' | 'list';

export interface AdminResult {
  changed: boolean;
  admins: string[];
}

const USAGE = 'Usage: npm run admin -- add <email> | remove <email> | list';

/** Runs one admin command against the configured database; the function the tests call. */
export async function runAdminCommand(config: Config, action: AdminAction, rawEmail?: string): Promise<AdminResult> {
  let email: string | null = null;
  if (action !== 'list') {
    email = rawEmail ? normaliseEmail(rawEmail) : null;
    if (!email) throw new ConfigError(`"${rawEmail ?? ''}" is not an email address. ${USAGE}`);
  }
  return onDatabase<AdminResult>(config, {
    name: 'the admin command',
    server: { path: 'admins', body: { action, email } },
    async directly(db) {
      let changed = false;
      if (action === 'add') changed = await addAdmin(db, email!);
      if (action === 'remove') changed = await removeAdmin(db, email!);
      return { changed, admins: await listAdmins(db) };
    },
  });
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
