/** Any Postgres reached through DATABASE_URL, with the `postgres` driver. */
import postgres from 'postgres';
import type { Database, Queryable } from './connection.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

function wrap(sql: Sql): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as T[];
    },
    async exec(text: string) {
      // Without parameters the driver uses the simple protocol, which runs a whole script.
      await sql.unsafe(text);
    },
  };
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const sql = postgres(databaseUrl, {
    max: 10,
    // Notices such as "relation already exists, skipping" are expected during migrations.
    onnotice: () => {},
    connection: { application_name: 'parchment' },
  });
  await sql`select 1`;
  const url = new URL(databaseUrl);
  const base = wrap(sql);
  return {
    kind: 'postgres',
    description: `Postgres at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`,
    query: base.query,
    exec: base.exec,
    transaction: async (fn) => (await sql.begin((tx) => fn(wrap(tx)))) as Awaited<ReturnType<typeof fn>>,
    async exclusively(key, fn) {
      // A session lock, held by one connection kept aside for it while `fn` uses the others.
      const session = await sql.reserve();
      try {
        await session.unsafe('select pg_advisory_lock($1::bigint)', [String(key)]);
        try {
          return await fn();
        } finally {
          await session.unsafe('select pg_advisory_unlock($1::bigint)', [String(key)]);
        }
      } finally {
        session.release();
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
