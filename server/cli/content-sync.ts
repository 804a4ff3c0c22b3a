/**
 * `npm run content:sync`: makes the configured database say what the
 * archive in server/content says (server/db/seed.ts, syncContent): new
 * articles added, changed ones rewritten, removed ones deleted. It runs
 * against a database servers are using: every server's caches follow the
 * content version within a second. Reads the same environment as the
 * server; with the embedded database held by a running server, the sync
 * runs inside that server (server/cli/reach-database.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from '../boot.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { ArchiveError, contentDir, loadArchive } from '../db/archive.ts';
import { syncContent, type SyncCounts, type SyncReport } from '../db/seed.ts';
import { onDatabase } from './reach-database.ts';

/** Checks the archive (server/content, or `dir`), then syncs it; the function the tests call. */
export async function runContentSync(config: Config, dir: string = contentDir): Promise<SyncReport> {
  // Refuse a broken archive here, naming the file and rule, before touching any database.
  const archive = loadArchive(dir);
  return onDatabase<SyncReport>(config, {
    name: 'the content sync',
    // The server reads the same directory, which this process has just checked.
    server: { path: 'content-sync', body: { dir: path.resolve(dir) } },
    directly: (db) => syncContent(db, archive),
  });
}

const describeCounts = ({ added, updated, removed }: SyncCounts) => `${added} added, ${updated} updated, ${removed} removed`;

/** One line a person reads after the sync. */
export function describeSync(report: SyncReport): string {
  if (!report.changed) return 'The database already matches the archive; nothing changed.';
  return `Synced the archive: articles ${describeCounts(report.articles)}; other rows ${describeCounts(report.other)}. Every server shows it within a second.`;
}

async function main() {
  try {
    console.log(describeSync(await runContentSync(loadConfig())));
    return 0;
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof StartupError || error instanceof ArchiveError;
    console.error(known ? (error as Error).message : `The content sync failed: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
