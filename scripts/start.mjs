/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources (scripts/lib/dist-fresh.mjs), then starts the server (site + API + auth stand-in) on
 * http://localhost:${PORT:-3000} with the embedded database and the development
 * mailbox (DEV_MAILBOX=true unless set otherwise).
 */
import path from 'node:path';
import { buildState } from './lib/dist-fresh.mjs';
import { root, run } from './lib/run.mjs';

const build = buildState(root);
if (build.state !== 'fresh') {
  console.log(`${build.message} Building the site (npm run build)...`);
  const code = await run('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) process.exit(code);
}
// Local development reads its sign-in links from the mailbox the banner names; a DEV_MAILBOX set by the developer wins, and production has none.
const devMailbox = process.env.NODE_ENV === 'production' ? {} : { DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true' };
// The server's production build (scripts/build-server.mjs), run by Node alone; its stack traces name the TypeScript sources.
process.exit(await run(process.execPath, ['--enable-source-maps', path.join(root, 'dist/node/index.mjs')], { env: devMailbox }));
