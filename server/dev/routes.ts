/**
 * /_dev: the local mailbox, outside production and only with DEV_MAILBOX on,
 * and only for callers on this machine (the mailbox holds working sign-in
 * links, the admins' included).
 */
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { escapeXml } from '../api/feeds.ts';
import { isLoopback, socketAddress } from '../http/client-ip.ts';
import { NO_STORE } from '../http/responses.ts';
import { readMailbox } from '../mail.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Headers a proxy adds on the way in. A reverse proxy on this host makes
 * every client's request arrive from loopback, so the socket address alone
 * cannot tell a developer at this machine from anyone on the internet; a
 * request that carries any of these was relayed, whoever sent it.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
];

export const BEHIND_PROXY = 'The development mailbox is closed: TRUST_PROXY says this server is reached through a proxy, so no request comes straight from this machine.';
export const RELAYED = 'The development mailbox does not answer requests relayed by a proxy.';

/**
 * True when the Host header names the configured site or this machine. A
 * page on another site can point its own DNS name at 127.0.0.1 (DNS
 * rebinding) and then read same-origin answers from this server, but its
 * requests still carry its own name in Host, which is refused here.
 */
export function isTrustedHost(host: string | undefined, siteUrl: string): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === new URL(siteUrl).hostname.toLowerCase() || LOOPBACK_NAMES.has(hostname) || hostname.endsWith('.localhost');
}

export interface DevRouteDeps {
  db: Database;
  config: Config;
}

export function devRoutes({ db, config }: DevRouteDeps): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    c.header('Cache-Control', NO_STORE);
    const address = socketAddress(c);
    // 'unknown': asked in process (app.request), by no client at all.
    const fromNetwork = address !== 'unknown';
    if (fromNetwork && config.trustProxy > 0) return c.text(BEHIND_PROXY, 403);
    if (fromNetwork && !isLoopback(address)) {
      return c.text('The development mailbox is only available from this machine.', 403);
    }
    if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return c.text(RELAYED, 403);
    if (!isTrustedHost(c.req.header('Host') ?? new URL(c.req.url).host, config.siteUrl)) {
      return c.text('The development mailbox answers only at this site\'s own address or localhost.', 403);
    }
    await next();
    c.res.headers.set('Cache-Control', NO_STORE);
  });

  // A sign-in mail is in the mailbox before its request is answered.
  const mailboxNow = () => readMailbox(db);

  app.get('/mailbox.json', async (c) => c.json(await mailboxNow()));

  app.get('/mailbox', async (c) => {
    const mail = await mailboxNow();
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
