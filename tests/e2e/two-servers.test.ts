/**
 * docs/product.md §11: two server processes on one PostgreSQL database
 * behave as one site. Each is the real server entry (server/index.ts) in a
 * process of its own, with the built site, over real HTTP; nothing is shared
 * between them but the database and the JWT secret, as behind a load balancer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin.ts';
import { runContentSync } from '../../server/cli/content-sync.ts';
import { loadArchive } from '../../server/db/archive.ts';
import { spawnServer, type ChildServer } from '../api/helpers/child-server.ts';
import { createPostgresDatabase, reachablePostgres, START_TIMEOUT, testConfig } from '../api/helpers/server.ts';

const postgresUrl = await reachablePostgres('the two-server test');

interface Node {
  name: string;
  process: ChildServer;
  base: string;
}

let database: { url: string; drop: () => Promise<void> };
let sql: postgres.Sql;
let nodes: Node[] = [];
const dataDirs: string[] = [];
// Each test is its own client (TRUST_PROXY=1 reads it from X-Forwarded-For), so one test's requests never count against another's limits.
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

function call(node: Node, pathname: string, init: RequestInit & { client: string }): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Forwarded-For', init.client);
  headers.set('apikey', 'local-publishable-key');
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${node.base}${pathname}`, { ...init, headers, redirect: 'manual' });
}
const post = (node: Node, pathname: string, body: unknown, client: string, headers: Record<string, string> = {}) =>
  call(node, pathname, { method: 'POST', body: JSON.stringify(body), headers, client });

/** Asks `read` again every 200 ms until `done` holds or ten seconds have passed; returns the last answer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

interface Session {
  access_token: string;
  refresh_token: string;
  user: { email: string };
}

/** Asks `asker` for a magic link and opens it on `opener`. */
async function signIn(asker: Node, opener: Node, email: string, client: string): Promise<Session> {
  expect((await post(asker, '/auth/v1/otp', { email, create_user: true }, client)).status).toBe(200);
  // The development mailbox is a table, read here from the database: behind TRUST_PROXY no server shows it over HTTP (product §10). The mail is written just after the answer.
  const mail = await until(async () => {
    const [row] = await sql<Array<{ link: string }>>`select link from local_auth.mailbox where recipient = ${email} order by sent_at desc, id desc limit 1`;
    return row;
  }, (found) => found !== undefined);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const token = new URL(mail!.link).searchParams.get('token');
  const verified = await post(opener, '/auth/v1/verify', { type: 'magiclink', token_hash: token }, client);
  expect(verified.status).toBe(200);
  return (await verified.json()) as Session;
}

const refresh = (node: Node, token: string, client: string) => post(node, '/auth/v1/token?grant_type=refresh_token', { refresh_token: token }, client);

describe.skipIf(!postgresUrl)('two servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUrl!);
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const env = {
      DATABASE_URL: database.url,
      // Behind a load balancer every server signs with the same secret.
      JWT_SECRET: randomBytes(36).toString('base64url'),
      TRUST_PROXY: '1',
      RATE_LIMIT_OTP: '6',
      REFRESH_TOKEN_REUSE_INTERVAL: '0',
      ADMIN_EMAILS: 'admin@example.com',
    };
    // One after the other: the first migrates and seeds the new database, the second finds it ready.
    for (const name of ['first', 'second']) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `parchment-two-servers-${name}-`));
      dataDirs.push(dataDir);
      const child = spawnServer(dataDir, env, { withSite: true });
      nodes.push({ name, process: child, base: await child.ready });
    }
  }, START_TIMEOUT);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.process.stop()));
    await sql?.end();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    nodes = [];
  });

  it('a magic link asked for on one server is opened on the other, and each accepts the session', async () => {
    const [first, second] = nodes;
    const client = newClient();
    const session = await signIn(first, second, 'reader.one@example.com', client);
    for (const node of nodes) {
      const user = await call(node, '/auth/v1/user', { client, headers: { Authorization: `Bearer ${session.access_token}` } });
      expect(user.status, node.name).toBe(200);
      expect(((await user.json()) as { email: string }).email).toBe('reader.one@example.com');
    }
  });

  it('a refresh on one server rotates the token for both: the new token works on the other, the old one is spent everywhere', async () => {
    const [first, second] = nodes;
    const client = newClient();
    const session = await signIn(second, first, 'reader.two@example.com', client);
    const rotated = await refresh(first, session.refresh_token, client);
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as Session;
    expect(next.refresh_token).not.toBe(session.refresh_token);

    const again = await refresh(second, next.refresh_token, client);
    expect(again.status).toBe(200);
    const latest = (await again.json()) as Session;
    // The first token, used again on the other server after the reuse interval (0 s here), is refused and ends the session on both.
    const reused = await refresh(second, session.refresh_token, client);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { code: string }).code).toBe('refresh_token_already_used');
    expect((await refresh(first, latest.refresh_token, client)).status).toBe(400);
  });

  it('a rate limit counts requests to both servers together', async () => {
    const client = newClient();
    const statuses: number[] = [];
    // RATE_LIMIT_OTP=6: six link openings per client per window, wherever they land.
    for (let i = 0; i < 8; i++) {
      const node = nodes[i % 2];
      const response = await call(node, '/auth/v1/verify?type=magiclink&token=not-a-token', { client });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 429, 429]);
    // Another client is still served on both.
    for (const node of nodes) expect((await call(node, '/auth/v1/verify?type=magiclink&token=x', { client: newClient() })).status).toBe(303);
  });

  it('an admin added while both run is an admin on both at once', async () => {
    const [first, second] = nodes;
    const client = newClient();
    const session = await signIn(first, first, 'new.editor@example.com', client);
    const adminList = (node: Node) => call(node, '/api/admin/articles', { client, headers: { Authorization: `Bearer ${session.access_token}` } });
    expect((await adminList(first)).status).toBe(403);
    expect((await adminList(second)).status).toBe(403);
    await runAdminCommand(testConfig({ DATABASE_URL: database.url }), 'add', 'new.editor@example.com');
    expect((await adminList(second)).status).toBe(200);
    expect((await adminList(first)).status).toBe(200);
  });

  it('a page cached by one server is not served stale after the content changes, on either server', async () => {
    const slug = 'monroe-doctrine';
    const original = loadArchive().articles.find((entry) => entry.slug === slug)!.title;
    const page = async (node: Node) => {
      const response = await call(node, `/articles/${slug}`, { client: newClient() });
      return { cache: response.headers.get('X-Page-Cache'), html: await response.text() };
    };
    // Warm each server's page cache.
    for (const node of nodes) {
      expect((await page(node)).html).toContain(original);
      expect((await page(node)).cache, node.name).toMatch(/hit|prerendered/);
    }

    // An editor changes the title in the database, through neither server.
    await sql`update public.articles set title = 'The Monroe Doctrine, revised' where slug = ${slug}`;
    const revised = 'The Monroe Doctrine, revised';
    for (const node of nodes) {
      const seen = await until(() => page(node), ({ html }) => html.includes(revised));
      expect(seen.html, node.name).toContain(`>${revised}</h1>`);
    }

    // npm run content:sync puts the archive's title back; both servers follow.
    const report = await runContentSync(testConfig({ DATABASE_URL: database.url }));
    expect(report.articles.updated).toBe(1);
    for (const node of nodes) {
      const seen = await until(() => page(node), ({ html }) => !html.includes(revised));
      expect(seen.html, node.name).not.toContain(revised);
      expect(seen.html).toContain(`>${original}</h1>`);
    }
  });
});
