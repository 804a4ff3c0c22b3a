/**
 * The server on PostgreSQL when the database ends its connections: every
 * query fails with an error the caller can catch, and the process lives on.
 *
 * The `postgres` driver (3.4.9) writes small messages on the next turn of
 * the event loop. On a connection whose socket is already gone, that write
 * threw from a timer, out of reach of any `catch`, and took the whole server
 * down. A session lock's connection (reserved from the pool) hit it every
 * time its backend was ended while the lock was held, and once released
 * the dead connection went back to the pool as if open, so that every later
 * session lock failed. patches/postgres+3.4.9.patch fixes both; without it
 * these tests fail.
 *
 * It always runs on PostgreSQL (the embedded database has no driver to fail),
 * so the suite's second run, on PostgreSQL, leaves it out.
 * @module-tag process
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Database } from '../../server/db/connection.ts';
import { createPostgresDatabase, reachablePostgres, START_TIMEOUT } from './helpers/server.ts';

const postgresUrl = await reachablePostgres('the driver tests on PostgreSQL');

describe.skipIf(!postgresUrl)('the PostgreSQL driver when the database ends its connections', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;
  let admin: postgres.Sql;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUrl!);
    db = await openPostgres(database.url);
    admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} });
    process.on('uncaughtException', record);
  }, START_TIMEOUT);

  afterAll(async () => {
    process.off('uncaughtException', record);
    await db?.close();
    await admin?.end();
    await database?.drop();
  });

  /** Ends every connection the server holds to its database, as a restart or a failover does. */
  async function endServerConnections() {
    const name = new URL(database.url).pathname.slice(1);
    const ended = await admin.unsafe<{ pid: number }[]>(
      'select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    expect(ended.length).toBeGreaterThan(0);
  }

  it('a session lock whose connection was ended rejects with CONNECTION_CLOSED instead of crashing the process', async () => {
    const outcome = db.exclusively(0x5e55_1011, async () => {
      await endServerConnections();
      // The pool reconnects for this query; by the time it answers, the
      // reserved connection has seen its socket close.
      await db.query('select 1');
      return 'held';
    });
    await expect(outcome).rejects.toHaveProperty('code', 'CONNECTION_CLOSED');
    expect(uncaught).toEqual([]);
    // The pool still serves queries, and a new session lock can be taken.
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    expect(await db.exclusively(0x5e55_1011, async () => 'held again')).toBe('held again');
  }, 60_000);

  it('a transaction whose connection was ended rejects, and the next one commits', async () => {
    await db.exec('create table if not exists driver_probe (id int primary key)');
    const outcome = db.transaction(async (tx) => {
      await tx.query('insert into driver_probe values (1)');
      await endServerConnections();
      await db.query('select 1');
      await tx.query('insert into driver_probe values (2)');
    });
    await expect(outcome).rejects.toMatchObject({ code: expect.stringMatching(/^CONNECTION_|^57P01$/) });
    expect(uncaught).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query('insert into driver_probe values (3)');
    });
    expect(await db.query<{ id: number }>('select id from driver_probe order by id')).toEqual([{ id: 3 }]);
  }, START_TIMEOUT);
});
