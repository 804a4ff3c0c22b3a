/**
 * The database layer: versioned migrations applied once, the seed only on an
 * empty database, row level security for anonymous readers, and
 * me_admin_status() reading auth.uid() from the request claims.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../server/db/database.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { isSeeded, seedDatabase, syncContent } from '../../server/db/seed.ts';
import { loadArchive } from '../../server/db/archive.ts';
import { freshDatabase, serverForTests, START_TIMEOUT } from './helpers/server.ts';

const server = serverForTests();

describe('migrations', () => {
  it('are numbered files, each recorded once; running again applies nothing', async () => {
    const names = listMigrations().map((migration) => migration.name);
    expect(names[0]).toBe('supabase/0001_roles_and_auth.sql');
    expect(names.every((name) => /^(supabase|local)\/\d{4}_[a-z0-9_]+\.sql$/.test(name))).toBe(true);
    const recorded = await server.db.query<{ name: string }>('select name from public.parchment_migrations order by name');
    expect(recorded.map((row) => row.name).sort()).toEqual([...names].sort());
    expect(await migrate(server.db)).toEqual([]);
  });

  it('enable row level security on every table they create', async () => {
    const rows = await server.db.query<{ table: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as table, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname in ('public', 'auth', 'local_auth', 'local_storage')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((row) => !row.rls).map((row) => row.table)).toEqual([]);
  });

  it('keep no full-text vectors: search is the server\'s index alone (decision 0041)', async () => {
    const columns = await server.db.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'search'`,
    );
    expect(columns).toEqual([]);
    expect(await server.db.query(`select 1 from pg_proc where proname = 'published_article_matches'`)).toEqual([]);
  });
});

describe('migrations on a database that already has Supabase\'s auth schema', () => {
  it('leave an existing auth.users and auth.uid() alone and still give me_admin_status()', async () => {
    const { db, drop } = await freshDatabase();
    try {
      // The shape hosted Supabase has before our migrations run (trimmed): its own users table and uid().
      await db.exec(`
        create schema auth;
        create table auth.users (instance_id uuid, id uuid primary key, email varchar(255), encrypted_password varchar(255));
        create function auth.uid() returns uuid language sql stable as $$
          select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $$;
        create function auth.jwt() returns jsonb language sql stable as $$ select '{}'::jsonb $$;
      `);
      await migrate(db);
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users' order by ordinal_position`,
      );
      expect(columns.map((c) => c.column_name)).toEqual(['instance_id', 'id', 'email', 'encrypted_password']);
      const [uid] = await db.query<{ source: string }>(`select prosrc as source from pg_proc where proname = 'uid'`);
      expect(uid.source).toContain('request.jwt.claim.sub');
      await db.query(`insert into auth.users (id, email) values ('6f1c2a0e-0000-4000-8000-000000000001', 'hosted@example.com')`);
      await db.query(`insert into public.admins (email) values ('hosted@example.com')`);
      const rows = await db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claim.sub', '6f1c2a0e-0000-4000-8000-000000000001', true), set_config('role', 'authenticated', true)`);
        return tx.query('select * from public.me_admin_status()');
      });
      expect(rows).toEqual([{ is_admin: true }]);
    } finally {
      await drop();
    }
  }, START_TIMEOUT);
});

describe('migrations after `supabase db push` (hosted Supabase)', () => {
  it('records what the Supabase CLI pushed as applied instead of running it again, and applies the rest', async () => {
    const { db, drop } = await freshDatabase();
    try {
      const all = listMigrations();
      const fromSupabase = all.filter((migration) => migration.name.startsWith('supabase/'));
      const pushed = fromSupabase.slice(0, -1);
      // What `supabase db push` leaves behind: the SQL run, and its own history keyed by file version.
      await db.exec(`
        create schema supabase_migrations;
        create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
      `);
      for (const migration of pushed) {
        await db.exec(migration.sql);
        const [, version, name] = /^supabase\/(\d+)_(.+)\.sql$/.exec(migration.name)!;
        await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1::text, $2::text)', [version, name]);
      }
      // Without the adoption, the second run of 0002's "create table" would fail here.
      const applied = await migrate(db);
      expect(applied).toEqual(all.filter((migration) => !pushed.includes(migration)).map((migration) => migration.name));
      const recorded = await db.query<{ name: string }>('select name from public.parchment_migrations');
      expect(recorded.map((row) => row.name).sort()).toEqual(all.map((migration) => migration.name).sort());
      expect(await migrate(db)).toEqual([]);
    } finally {
      await drop();
    }
  }, START_TIMEOUT);
});

describe('seed', () => {
  it('runs only on an empty database', async () => {
    expect(await isSeeded(server.db)).toBe(true);
    const [{ count }] = await server.db.query<{ count: number }>('select count(*)::int as count from public.articles');
    expect(count).toBe(loadArchive().articles.length);
  });

  it('stores hero images in the database', async () => {
    const [{ count }] = await server.db.query<{ count: number }>(`select count(*)::int as count from local_storage.objects where bucket = 'heroes'`);
    expect(count).toBe(loadArchive().heroes.length);
  });

  it('seeding again changes nothing: no row is written and the content version stays', async () => {
    const version = async () => (await server.db.query<{ version: string }>('select version::text as version from public.content_version'))[0].version;
    const before = await version();
    const report = await syncContent(server.db, loadArchive());
    expect(report).toMatchObject({ changed: false, articles: { added: 0, updated: 0, removed: 0 } });
    expect(await seedDatabase(server.db, loadArchive())).toBe(0);
    expect(await version()).toBe(before);
    const [{ count }] = await server.db.query<{ count: number }>('select count(*)::int as count from public.categories');
    expect(count).toBe(6);
  });
});

describe('row level security', () => {
  beforeAll(async () => {
    await server.db.query(
      `insert into public.articles (slug, status, title, category_slug, updated_at) values ('rls-draft', 'draft', 'RLS draft', 'people', now())`,
    );
  });

  it('anonymous readers see published articles only, even without a status filter', async () => {
    const rows = await asCaller(server.db, null, (tx) => tx.query<{ slug: string; status: string }>('select slug, status from public.articles'));
    expect(rows.length).toBeGreaterThanOrEqual(36);
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    const all = await server.db.query<{ slug: string }>(`select slug from public.articles where slug = 'rls-draft'`);
    expect(all).toHaveLength(1);
  });

  it('anonymous and signed-in readers cannot read the admin list or auth tables', async () => {
    for (const claims of [null, { sub: '6f1c2a0e-0000-4000-8000-000000000000', role: 'authenticated' }]) {
      for (const table of ['public.admins', 'auth.users', 'local_auth.sessions', 'local_auth.one_time_tokens']) {
        await expect(asCaller(server.db, claims, (tx) => tx.query(`select * from ${table}`)), table).rejects.toThrow(/permission denied/);
      }
    }
  });

  it('anonymous readers cannot write', async () => {
    await expect(asCaller(server.db, null, (tx) => tx.query(`update public.articles set title = 'x'`))).rejects.toThrow(/permission denied/);
    await expect(asCaller(server.db, null, (tx) => tx.query(`insert into public.admins (email) values ('x@example.com')`))).rejects.toThrow(/permission denied/);
  });
});

describe('me_admin_status()', () => {
  it('answers [{is_admin}] for auth.uid(): false for anon and unknown users, true for an admin', async () => {
    const anon = await asCaller(server.db, null, (tx) => tx.query('select * from public.me_admin_status()'));
    expect(anon).toEqual([{ is_admin: false }]);
    const [user] = await server.db.query<{ id: string }>(
      `insert into auth.users (email) values ('sql.admin@example.com') returning id::text as id`,
    );
    const claims = { sub: user.id, role: 'authenticated' };
    const call = () => asCaller(server.db, claims, (tx) => tx.query('select * from public.me_admin_status()'));
    expect(await call()).toEqual([{ is_admin: false }]);
    await server.db.query(`insert into public.admins (email) values ('sql.admin@example.com')`);
    expect(await call()).toEqual([{ is_admin: true }]);
    const uid = await asCaller(server.db, claims, (tx) => tx.query<{ uid: string }>('select auth.uid()::text as uid'));
    expect(uid[0].uid).toBe(user.id);
  });

  it('a role claim other than authenticated is treated as anon', async () => {
    const rows = await asCaller(server.db, { sub: '6f1c2a0e-0000-4000-8000-000000000000', role: 'postgres' }, (tx) =>
      tx.query<{ role: string }>('select current_user as role'),
    );
    expect(rows[0].role).toBe('anon');
  });
});
