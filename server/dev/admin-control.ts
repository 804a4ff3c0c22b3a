/**
 * Lets `npm run admin` change the admin list, and `npm run content:sync`
 * sync the archive, while a server holds the embedded database open (one
 * process at a time: server/db/data-dir-lock.ts).
 * The server records a random token in its lock, DATA_DIR/server.json (mode
 * 0600 in a 0700 directory, so only its owner reads it); the command sends it
 * back over loopback. Nothing else can call it.
 */
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import { addAdmin, listAdmins, normaliseEmail, removeAdmin } from '../db/admins.ts';
import { ArchiveError, contentDir, loadArchiveInTurns } from '../db/archive.ts';
import type { Database } from '../db/database.ts';
import { syncContent } from '../db/seed.ts';
import { isLoopback, socketAddress } from '../http/client-ip.ts';

/** The request's JSON body when it is an object; undefined for malformed JSON, null for any other value. */
async function jsonObject(request: { json(): Promise<unknown> }): Promise<Record<string, unknown> | null | undefined> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

const NOT_AN_OBJECT = 'The body must be a JSON object';

export function adminControlRoutes({ db, token }: { db: Database; token: string }): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const given = Buffer.from(c.req.header('X-Parchment-Admin-Token') ?? '');
    const expected = Buffer.from(token);
    if (!isLoopback(socketAddress(c)) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.text('Not found', 404);
    }
    await next();
  });
  app.post('/admins', async (c) => {
    const body = await jsonObject(c.req);
    if (body === undefined) return c.text('Malformed JSON', 400);
    if (body === null) return c.text(NOT_AN_OBJECT, 400);
    if (body.action === 'list') return c.json({ changed: false, admins: await listAdmins(db) });
    const email = typeof body.email === 'string' ? normaliseEmail(body.email) : null;
    if (!email) return c.text('A valid email address is required', 400);
    if (body.action === 'add') return c.json({ changed: await addAdmin(db, email), admins: await listAdmins(db) });
    if (body.action === 'remove') return c.json({ changed: await removeAdmin(db, email), admins: await listAdmins(db) });
    return c.text('Unknown action', 400);
  });
  // The archive as it is on this server's disk now: server/content, or the directory the command checked (`dir`, absolute). A file that breaks a rule is named in the 400.
  app.post('/content-sync', async (c) => {
    const body = await jsonObject(c.req);
    if (body === undefined) return c.text('Malformed JSON', 400);
    if (body === null) return c.text(NOT_AN_OBJECT, 400);
    if (body.dir !== undefined && !(typeof body.dir === 'string' && path.isAbsolute(body.dir))) return c.text('dir must be an absolute path', 400);
    let archive;
    try {
      // In turns: parsing the archive takes about a millisecond a file, and the server keeps answering meanwhile.
      archive = await loadArchiveInTurns(body.dir ?? contentDir);
    } catch (error) {
      if (error instanceof ArchiveError) return c.text(error.message, 400);
      throw error;
    }
    return c.json(await syncContent(db, archive));
  });
  return app;
}
