/**
 * `npm run content:sync` on the archive in the directory given as the first
 * argument, in a process of its own as the real command runs: through the
 * running server that holds the embedded database, or directly on DATABASE_URL.
 * Prints the sync's report as JSON.
 */
import { runContentSync } from '../../../server/cli/content-sync.ts';
import { loadConfig } from '../../../server/config.ts';

console.log(JSON.stringify(await runContentSync(loadConfig(), process.argv[2])));
