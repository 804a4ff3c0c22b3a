/**
 * /_dev: the local mailbox, outside production only, and only for callers on
 * this machine (the mailbox holds working sign-in links).
 */
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { escapeXml } from '../api/feeds.ts';
import { isLoopback, socketAddress } from '../http/client-ip.ts';
import { NO_STORE } from '../http/responses.ts';
import { readMailbox } from '../mail.ts';

export function devRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const address = socketAddress(c);
    if (address !== 'unknown' && !isLoopback(address)) {
      c.header('Cache-Control', NO_STORE);
      return c.text('The development mailbox is only available from this machine.', 403);
    }
    await next();
    c.res.headers.set('Cache-Control', NO_STORE);
  });

  app.get('/mailbox.json', async (c) => c.json(await readMailbox(db)));

  app.get('/mailbox', async (c) => {
    const mail = await readMailbox(db);
    const rows = mail
      .map(
        (entry) => `<li>
  <p><strong>${escapeXml(entry.subject)}</strong> to ${escapeXml(entry.to)} <time datetime="${entry.sent_at}">${escapeXml(new Date(entry.sent_at).toLocaleString('en-US'))}</time></p>
  ${entry.link ? `<p><a href="${escapeXml(entry.link)}">Sign in</a> <code>${escapeXml(entry.link)}</code></p>` : ''}
  ${entry.code ? `<p>Code: <code>${escapeXml(entry.code)}</code></p>` : ''}
</li>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox · Parchment (development)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2a36;background:#fbf7ee}li{border-bottom:1px solid #c9bfa8;padding:.5rem 0}code{word-break:break-all}a{color:#1d3b5c}</style></head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Sign-in mail sent by this server, newest first. Nothing here is sent anywhere. <a href="/_dev/mailbox.json">As JSON</a>.</p>
${mail.length ? `<ol reversed>\n${rows}\n</ol>` : '<p>No mail yet.</p>'}
</main>
</body>
</html>`);
  });

  return app;
}
