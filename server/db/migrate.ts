/**
 * Versioned migrations, each applied once: `supabase/migrations/NNNN_name.sql`
 * (the schema hosted Supabase applies too), then `server/db/migrations/`
 * (tables of the local auth and storage stand-in). Applied names are recorded
 * in `public.parchment_migrations`; an advisory lock keeps two servers
 * starting at once on the same Postgres from applying one twice.
 *
 * On hosted Supabase the schema may be applied by the Supabase CLI
 * (`supabase db push`), which keeps its own history in
 * `supabase_migrations.schema_migrations` by file version (`0002` for
 * `0002_content.sql`). A `supabase/` migration found there is recorded here
 * as applied rather than run a second time (its `create table` would fail).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths.ts';
import type { Database, Queryable } from './database.ts';


export const migrationDirs = [
  { prefix: 'supabase', dir: path.join(projectRoot, 'supabase', 'migrations') },
  { prefix: 'local', dir: path.join(projectRoot, 'server', 'db', 'migrations') },
];

export interface Migration {
  name: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return migrationDirs.flatMap(({ prefix, dir }) =>
    readdirSync(dir)
      .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
      .sort()
      .map((file) => ({ name: `${prefix}/${file}`, sql: readFileSync(path.join(dir, file), 'utf8') })),
  );
}

const LOCK_KEY = 7_310_452_118; // any constant; shared by every Parchment migrator

/** The versions the Supabase CLI recorded as pushed; none where it never ran (or its history is not ours to read). */
async function pushedBySupabaseCli(tx: Queryable): Promise<Set<string>> {
  const [{ readable }] = await tx.query<{ readable: boolean }>(
    `select coalesce(has_table_privilege(to_regclass('supabase_migrations.schema_migrations'), 'select'), false) as readable`,
  );
  if (!readable) return new Set();
  const rows = await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/** `0002` for `supabase/0002_content.sql`: the version the Supabase CLI records; null for the local stand-in's migrations. */
export function supabaseCliVersion(name: string): string | null {
  return /^supabase\/(\d+)_/.exec(name)?.[1] ?? null;
}

/** Applies the migrations not yet recorded; returns the names it applied. */
export async function migrate(db: Database, migrations: Migration[] = listMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [LOCK_KEY]);
    await tx.exec(`
      create table if not exists public.parchment_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );
      alter table public.parchment_migrations enable row level security;
    `);
    const done = new Set(
      (await tx.query<{ name: string }>('select name from public.parchment_migrations')).map((row) => row.name),
    );
    const pushed = await pushedBySupabaseCli(tx);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      const version = supabaseCliVersion(migration.name);
      if (version !== null && pushed.has(version)) {
        await tx.query('insert into public.parchment_migrations (name) values ($1::text)', [migration.name]);
        continue;
      }
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into public.parchment_migrations (name) values ($1::text)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
