/**
 * `npm run server`: the API, auth stand-in and (with DEV_MAILBOX=true) mailbox on http://localhost:${PORT:-3000}.
 * Configuration comes from the environment (server/config.ts); a bad value,
 * an invalid seed file or a busy port stops it with one clear line.
 */
import { ArchiveError } from './db/archive.ts';
import { startServer, StartupError } from './boot.ts';
import { loadConfigOrExit, type Config } from './config.ts';
import { consoleLogger } from './log.ts';
import { loadSiteBuild, mountSite, siteBuildExists } from './site/mount.ts';

/** Where a sign-in mail can be read outside production (the mailbox is off unless DEV_MAILBOX=true). */
function mailboxLine(config: Config, url: string): string {
  if (!config.devMailbox) return 'printed here (DEV_MAILBOX=true also keeps it at /_dev/mailbox)';
  if (config.trustProxy > 0) return 'printed here (the mailbox at /_dev/mailbox is closed, since TRUST_PROXY is set)';
  return `printed here and kept at ${url}/_dev/mailbox`;
}

function mailboxOpen(config: Config, url: string): string {
  return config.devMailbox && config.trustProxy === 0 ? `from ${url}/_dev/mailbox` : 'printed here';
}

function banner(config: Config, url: string, database: string, seeded: number): string {
  const lines = [
    '',
    `Parchment API listening on ${url}`,
    `  Content API   ${url}/api/articles   (also /api/article/:slug, /api/search?q=, /api/categories, /api/tags, feeds, /feed.xml, /sitemap.xml)`,
    `  Auth          ${url}/auth/v1        (stand-in for hosted Supabase auth; RPC at /rest/v1, files at /storage/v1)`,
    `  Public site   ${config.siteUrl}   (links in mail and feeds point here)`,
    `  Database      ${database}${seeded ? `, seeded with ${seeded} articles` : ''}`,
  ];
  if (config.production) {
    lines.push('  Mail          sent by SMTP (SMTP_URL)');
  } else {
    const sent = config.smtpUrl ? ' (and sent by SMTP)' : '; nothing is sent';
    lines.push(`  Mail          ${mailboxLine(config, url)}${sent}`);
    if (config.adminEmails.length) {
      lines.push(
        '',
        `Sign in as the default admin: ask for a magic link for ${config.adminEmails[0]} on the site's /admin page`,
        `(or POST ${url}/auth/v1/otp {"email":"${config.adminEmails[0]}"}), then open the link ${mailboxOpen(config, url)}.`,
        'Manage admins with: npm run admin -- add|remove|list <email>',
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const config = loadConfigOrExit();
  try {
    // The site's pages and assets join the API on the same port when the site is built (npm start builds it).
    const site = siteBuildExists() ? await loadSiteBuild() : null;
    const server = await startServer(config, {
      log: consoleLogger,
      // Canonical URLs name the configured site (PUBLIC_SITE_URL, or the default outside production), never the request's Host.
      compose: site ? (app, final, content) => mountSite(app, site, final.siteUrl, content, { renderAhead: final.renderAhead }) : undefined,
    });
    consoleLogger.info(banner(server.config, server.url, server.db.description, server.seeded));
    consoleLogger.info(
      site
        ? `\nThe site: ${server.url}/   (admin: ${server.url}/admin)`
        : '\nThe site is not built, so only the API is served: run "npm start" (or "npm run build" first).',
    );
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    if (error instanceof StartupError) console.error(error.message);
    else if (error instanceof ArchiveError) console.error(`The seed archive is invalid: ${error.message}`);
    else console.error(`The server could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

await main();
