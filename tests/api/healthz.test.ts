/**
 * GET /healthz for load balancers (issue 15): 200 when the database answers
 * and every migration is recorded, 503 naming the failed check otherwise;
 * never cached, no auth.
 */
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/db/migrate.ts';
import { productionPostgres, serverForTests, startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

const HEALTHY = { status: 'ok', database: 'ok', migrations: 'current' };
const UNREACHABLE = { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
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
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending', pending: [name] });
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
