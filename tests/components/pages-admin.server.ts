/**
 * The real server for the admin page tests, in its own process (the embedded
 * database wants plain Node, not the tests' happy-dom). Prints one JSON line,
 * {url, token}, once it listens; stops when its stdin closes or on SIGTERM.
 * Started by pages-admin.support.ts with PORT=0 and a temporary DATA_DIR.
 */
import { startServer, readServerLock } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { silentLogger } from '../../server/log.ts';

const config = loadConfig(process.env);
const server = await startServer(config, { log: silentLogger });
const lock = readServerLock(config.dataDir);
process.stdout.write(`${JSON.stringify({ url: server.url, token: lock?.token ?? null })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  process.exit(0);
}
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.once('SIGTERM', stop);
