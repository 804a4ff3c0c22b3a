/**
 * GET /healthz for load balancers: 200 when the database answers
 * and every migration is recorded, 503 naming the failed check otherwise;
 * never cached, no auth.
 */
import postgres from 'postgres';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/db/migrate.ts';
import { productionPostgres, serverForTests, startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

const HEALTHY = { status: 'ok', database: 'ok', migrations: 'current', writes: 'ok', mail: 'ok' };
const UNREACHABLE = { status: 'unavailable', database: 'unreachable', migrations: 'unknown', writes: 'unknown', mail: 'ok' };
const postgresUrl = await productionPostgres();

describe('/healthz on a healthy server', () => {
  const server = serverForTests();

  it('answers 200 with the state of each check, uncached, without auth', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // No ETag, so no cache in between can turn a check into a 304 of an older answer.
    expect(response.headers.get('ETag')).toBeNull();
    expect(await response.json()).toEqual(HEALTHY);
  });

  it('answers every check of a burst (no rate limit)', async () => {
    const statuses = await Promise.all(Array.from({ length: 60 }, () => server.request('/healthz').then((response) => response.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('a migration missing from the record is 503 naming it, and 200 again once it is recorded', async () => {
    const name = listMigrations().at(-1)!.name;
    const [row] = await server.db.query<{ applied_at: string }>('delete from public.parchment_migrations where name = $1::text returning applied_at::text', [name]);
    expect(row).toBeDefined();
    try {
      const response = await server.request('/healthz');
      expect(response.status).toBe(503);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending', pending: [name], writes: 'ok', mail: 'ok' });
    } finally {
      await server.db.query('insert into public.parchment_migrations (name, applied_at) values ($1::text, $2::timestamptz)', [name, row.applied_at]);
    }
    expect((await server.request('/healthz')).status).toBe(200);
  });
});

describe('/healthz when the database is gone', () => {
  const running: TestServer[] = [];
  afterEach(async () => {
    // A server whose database a test closed cannot close it again; the rest of its clean-up still runs.
    await Promise.all(running.splice(0).map((server) => server.stop().catch(() => {})));
  });

  it('a closed database connection is 503 database unreachable', async () => {
    const server = await startTestServer();
    running.push(server);
    expect((await server.request('/healthz')).status).toBe(200);
    await server.db.close();
    const response = await server.request('/healthz');
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual(UNREACHABLE);
  }, START_TIMEOUT);

  describe.skipIf(!postgresUrl)('on Postgres (DATABASE_URL or 127.0.0.1:5432)', () => {
    // A production server, as a balancer would ask it; it gets a fresh database of its own.
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_SITE_URL: 'https://parchment.example.org' };

    it('a database dropped under the running server is 503 database unreachable', async () => {
      const server = await startTestServer(production);
      running.push(server);
      expect(await (await server.request('/healthz')).json()).toEqual(HEALTHY);
      const url = new URL(server.config.databaseUrl!);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = postgres(url.href, { max: 1, onnotice: () => {} });
      try {
        // Ends the server's connections too: its pool reconnects, to a database that is no more.
        await admin.unsafe(`drop database ${name} with (force)`);
      } finally {
        await admin.end();
      }
      const response = await server.request('/healthz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(UNREACHABLE);
    }, START_TIMEOUT);

    it('a database that does not answer (a lock held elsewhere) is 503 database unreachable, and 200 once it answers', async () => {
      const server = await startTestServer(production);
      running.push(server);
      const holder = postgres(server.config.databaseUrl!, { max: 1, onnotice: () => {} });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      try {
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const transaction = holder.begin(async (tx) => {
          await tx.unsafe('lock table public.parchment_migrations in access exclusive mode');
          locked();
          await released;
        });
        await Promise.race([isLocked, transaction]);
        const response = await server.request('/healthz');
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual(UNREACHABLE);
      } finally {
        release();
        await holder.end();
      }
      expect((await server.request('/healthz')).status).toBe(200);
    }, START_TIMEOUT);
  });
});

describe('Hardening 2: /healthz reports failing mail and writes', () => {
  const running: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
  });
  const health = async (server: TestServer) => {
    const response = await server.request('/healthz');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a sign-in mail SMTP refused makes it 200 degraded with mail failing, until a mail goes out again', async () => {
    // A port nothing listens on: taken from the system, then let go.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    running.push(server);
    expect(await health(server)).toEqual({ status: 200, body: HEALTHY });
    const asked = await server.request('/auth/v1/otp', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'refused@example.com' }) });
    expect(asked.status).toBe(500);
    expect(await health(server)).toEqual({ status: 200, body: { ...HEALTHY, status: 'degraded', mail: 'failing' } });
  }, START_TIMEOUT);

  it('a database that refuses writes (read-only) makes it 503 with writes failing, and 200 once it takes them again', async () => {
    const server = await startTestServer();
    running.push(server);
    expect(await health(server)).toEqual({ status: 200, body: HEALTHY });
    const failing = { status: 503, body: { ...HEALTHY, status: 'unavailable', writes: 'failing' } };
    if (!server.config.databaseUrl) {
      // The embedded database has one session, the server's: the setting applies to every statement after it.
      await server.db.exec('set default_transaction_read_only = on');
      expect(await health(server)).toEqual(failing);
      await server.db.exec('set default_transaction_read_only = off');
    } else {
      // A database-wide setting, taken by new sessions: the server's are ended so that its pool reconnects into it.
      const admin = postgres(server.config.databaseUrl, { max: 1, onnotice: () => {} });
      const name = new URL(server.config.databaseUrl).pathname.slice(1);
      const reconnect = () => admin.unsafe(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
      try {
        await admin.unsafe(`alter database ${name} set default_transaction_read_only = on`);
        await reconnect();
        await expect.poll(() => health(server)).toEqual(failing);
        await admin.unsafe(`alter database ${name} reset default_transaction_read_only`);
        await reconnect();
      } finally {
        await admin.end();
      }
    }
    await expect.poll(() => health(server)).toEqual({ status: 200, body: HEALTHY });
  }, START_TIMEOUT);
});
