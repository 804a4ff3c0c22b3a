/**
 * docs/product.md §11: `supabase/migrations` is the one schema for the
 * embedded database, any Postgres and hosted Supabase. Each file applies as
 * the Supabase CLI would apply it (the raw SQL, in order), on a server with
 * or without Supabase's roles and auth schema, and applying them all a
 * second time changes nothing and fails nowhere.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, openDatabase, type Database } from '../../server/db/database.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { createPostgresDatabase, reachablePostgres, START_TIMEOUT } from './helpers/server.ts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import postgres from 'postgres';
import os from 'node:os';
import path from 'node:path';

const supabaseFiles = listMigrations().filter((migration) => migration.name.startsWith('supabase/'));
const postgresUrl = await reachablePostgres('the migrations on a real PostgreSQL server');

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function postgresDatabase(): Promise<Database> {
  const created = await createPostgresDatabase(postgresUrl as string);
  const db = await openDatabase({ databaseUrl: created.url, dataDir: os.tmpdir() });
  cleanups.push(async () => {
    await db.close();
    await created.drop();
  });
  return db;
}

async function applyRaw(db: Database) {
  for (const migration of supabaseFiles) {
    try {
      await db.exec(migration.sql);
    } catch (error) {
      throw new Error(`${migration.name}: ${(error as Error).message}`);
    }
  }
}

/** What a reader and the server notice of the schema: RLS hides drafts, admins resolve, the content version moves. */
async function expectWorkingSchema(db: Database, userId: string) {
  await db.exec(`
    insert into public.categories (slug, name) values ('foundations', 'Foundations') on conflict do nothing;
    insert into public.articles (slug, status, title, category_slug, published_at) values
      ('seen', 'published', 'Seen', 'foundations', now()), ('unseen', 'draft', 'Unseen', 'foundations', null);
  `);
  const visible = await asCaller(db, null, (tx) => tx.query<{ slug: string }>('select slug from public.articles order by slug'));
  expect(visible.map((row) => row.slug)).toEqual(['seen']);
  const [before] = await db.query<{ version: string }>('select version::text as version from public.content_version');
  await db.query(`update public.articles set title = 'Seen again' where slug = 'seen'`);
  const [after] = await db.query<{ version: string }>('select version::text as version from public.content_version');
  expect(BigInt(after.version)).toBeGreaterThan(BigInt(before.version));
  await db.query(`insert into public.admins (email) values ('hosted@example.com') on conflict do nothing`);
  const admin = await asCaller(db, { sub: userId, role: 'authenticated' }, (tx) => tx.query('select * from public.me_admin_status()'));
  expect(admin).toEqual([{ is_admin: true }]);
}

describe('the Supabase migrations on a server with no Supabase roles or auth schema (embedded)', () => {
  it('apply in order, then apply again without an error, and the schema works', async () => {
    // A new embedded cluster has no anon, authenticated or service_role and no auth schema.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parchment-migrations-'));
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    cleanups.push(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const [rolesBefore] = await db.query<{ n: number }>(`select count(*)::int as n from pg_roles where rolname in ('anon', 'authenticated', 'service_role')`);
    expect(rolesBefore.n).toBe(0);
    await applyRaw(db);
    await applyRaw(db);
    const roles = await db.query<{ rolname: string }>(`select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`);
    expect(roles.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ('hosted@example.com') returning id::text`);
    await expectWorkingSchema(db, user.id);
    // The migrator then records them all and, run again, applies nothing.
    await migrate(db);
    expect(await migrate(db)).toEqual([]);
  }, START_TIMEOUT);
});

describe.skipIf(!postgresUrl)('the Supabase migrations on a real PostgreSQL server', () => {
  it('create the roles when two migrators of one cluster race (roles are shared by every database, so each database\u2019s lock does not order them)', async () => {
    // The first migration's role block, on roles of this test's own (the real ones are in use by every other test database).
    const [roleBlock] = supabaseFiles[0].sql.match(/do \$\$[\s\S]*?\n\$\$;/) ?? [];
    expect(roleBlock, 'the role block of the first migration').toMatch(/create role anon /);
    const suffix = `_race_${randomBytes(4).toString('hex')}`;
    const roles = ['anon', 'authenticated', 'service_role'].map((role) => role + suffix);
    const block = (roleBlock as string).replace(/\b(anon|authenticated|service_role)\b/g, (role) => role + suffix);
    const [first, second] = [await postgresDatabase(), await postgresDatabase()];
    const cluster = postgres(postgresUrl as string, { max: 1, onnotice: () => {} });
    cleanups.push(async () => {
      for (const role of roles) await cluster.unsafe(`drop role if exists ${role}`);
      await cluster.end();
    });
    let secondPid = 0;
    let secondOutcome: Promise<unknown> = Promise.resolve();
    await first.transaction(async (tx) => {
      // The first migrator creates the roles and has not committed yet...
      await tx.exec(block);
      // ...when the second one tries: its CREATE ROLE waits on the first's row in pg_authid.
      secondOutcome = second.transaction(async (other) => {
        [{ pid: secondPid }] = await other.query<{ pid: number }>('select pg_backend_pid() as pid');
        await other.exec(block);
      });
      for (let waited = 0; ; waited += 50) {
        const [row] = await cluster<Array<{ waiting: boolean }>>`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${secondPid}`;
        if (row?.waiting) break;
        if (waited > 10_000) throw new Error('the second migrator never waited on the first');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // The first commits; the second, which found the roles made meanwhile, carries on without an error.
    await expect(secondOutcome).resolves.toBeUndefined();
    const made = await cluster<Array<{ rolname: string }>>`select rolname from pg_roles where rolname in ${cluster(roles)} order by rolname`;
    expect(made.map((row) => row.rolname)).toEqual([...roles].sort());
  }, START_TIMEOUT);

  it('apply twice on a bare database, and the migrator then applies nothing new twice', async () => {
    const db = await postgresDatabase();
    await applyRaw(db);
    await applyRaw(db);
    const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ('hosted@example.com') returning id::text`);
    await expectWorkingSchema(db, user.id);
    const applied = await migrate(db);
    // The migrator records the Supabase files it finds already applied by running them once more, harmlessly.
    expect(applied).toEqual(listMigrations().map((migration) => migration.name));
    expect(await migrate(db)).toEqual([]);
  }, START_TIMEOUT);

  it("apply twice where Supabase's roles and auth schema are already there, leaving auth.users as it was", async () => {
    const db = await postgresDatabase();
    // Hosted Supabase's ground before our migrations (trimmed): its roles, its own users table, uid() and jwt().
    await db.exec(`
      do $$ begin
        if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
        if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
        if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
      exception when duplicate_object then null;
      end $$;
      create schema auth;
      create table auth.users (instance_id uuid, id uuid primary key default gen_random_uuid(), email varchar(255), encrypted_password varchar(255));
      create function auth.jwt() returns jsonb language sql stable as $$
        select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;
      create function auth.uid() returns uuid language sql stable as $$
        select nullif(auth.jwt() ->> 'sub', '')::uuid $$;
      grant usage on schema auth to anon, authenticated;
    `);
    await applyRaw(db);
    await applyRaw(db);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users' order by ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['instance_id', 'id', 'email', 'encrypted_password']);
    const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ('hosted@example.com') returning id::text`);
    await expectWorkingSchema(db, user.id);
    // service_role, the key trusted servers use, reads what anonymous readers may not.
    const drafts = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      return tx.query<{ slug: string }>(`select slug from public.articles where status = 'draft'`);
    });
    expect(drafts.map((row) => row.slug)).toEqual(['unseen']);
  }, START_TIMEOUT);
});
