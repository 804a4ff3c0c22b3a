/**
 * One contender in the lock race of data-dir-lock.test.ts. Once loaded it
 * says "ready" and waits for a line on stdin, which the test sends to every
 * contender together once all are ready; then it tries once to take
 * DATA_DIR's lock (argv[2]) without waiting, prints "won" or "busy", and
 * runs, a won lock held, until stdin ends, which the test ends once every
 * contender has tried.
 */
import { createInterface } from 'node:readline';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from '../../../server/db/data-dir-lock.ts';

const [dataDir] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
process.stdout.write('ready\n');
await lines.next();
let lock: DataDirLock | null = null;
try {
  lock = await acquireDataDirLock(dataDir, { role: 'database' });
  process.stdout.write('won\n');
} catch (error) {
  if (!(error instanceof DataDirBusyError)) throw error;
  process.stdout.write('busy\n');
}
while (!(await lines.next()).done);
lock?.release();
