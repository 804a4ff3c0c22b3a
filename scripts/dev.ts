/**
 * `npm run dev`: the server of `npm start` (API, auth stand-in, mailbox, the
 * embedded database in DATA_DIR) on http://localhost:${PORT:-3000}, with its
 * pages rendered on the server from the sources through Vite in middleware
 * mode, and hot reload in the browser. No build is needed or used.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { createServer, searchForWorkspaceRoot } from 'vite';
import { startServer, StartupError } from '../server/boot.ts';
import { loadConfigOrExit, type Config } from '../server/config.ts';
import { consoleLogger } from '../server/log.ts';
import { mountDevSite } from './lib/dev-site.ts';

function mailboxLine(final: Config, url: string): string {
  if (!final.devMailbox) return 'off: sign-in mail is printed here (DEV_MAILBOX=true keeps it at /_dev/mailbox)';
  if (final.trustProxy > 0) return 'closed, since TRUST_PROXY is set: sign-in mail is printed here';
  return `${url}/_dev/mailbox`;
}

// The banner sends the developer to the mailbox for sign-in links; a DEV_MAILBOX set by the developer wins, and production has none.
const config = loadConfigOrExit(process.env.NODE_ENV === 'production' ? process.env : { DEV_MAILBOX: 'true', ...process.env });

// Vite answers only what the app hands it (appType 'custom': no index.html, no fallback page).
// Hot reload talks over its own socket, on HMR_PORT (Vite's default 24678), so two dev servers need two.
const hmrPort = Number(process.env.HMR_PORT || 24678);
// node_modules may be a link to a shared install elsewhere; Vite serves files (the fonts) only from allowed folders.
const allow = [searchForWorkspaceRoot(process.cwd()), realpathSync(path.join(process.cwd(), 'node_modules'))];
const vite = await createServer({ server: { middlewareMode: true, hmr: { port: hmrPort }, fs: { allow } }, appType: 'custom' });
try {
  const server = await startServer(config, { log: consoleLogger, compose: (app, final) => mountDevSite(app, vite, final.siteUrl) });
  consoleLogger.info(
    [
      '',
      `Parchment (development) listening on ${server.url}/   (pages rendered on the server from the sources, hot reload in the browser)`,
      `  Database   ${server.db.description}`,
      `  Mailbox    ${mailboxLine(server.config, server.url)}`,
    ].join('\n'),
  );
  const stop = async () => {
    await server.close();
    await vite.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  await vite.close();
  console.error(error instanceof StartupError ? error.message : `The development server could not start: ${(error as Error).message}`);
  process.exit(1);
}
