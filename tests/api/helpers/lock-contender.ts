/**
 * One contender in the lock race of data-dir-lock.test.ts: waits until the
 * agreed moment (argv[3], ms since the epoch), tries once to take DATA_DIR's
 * lock (argv[2]) without waiting, prints "won" or "busy", and holds a won
 * lock long enough for every other contender to have tried.
 */
import { acquireDataDirLock, DataDirBusyError } from '../../../server/db/data-dir-lock.ts';

const [dataDir, at, holdMs = '2000'] = process.argv.slice(2);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(at) - Date.now())));
try {
  const lock = await acquireDataDirLock(dataDir, { role: 'database' });
  process.stdout.write('won\n');
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
  lock.release();
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  process.stdout.write('busy\n');
}
