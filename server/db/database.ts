/**
 * The one way the server talks to Postgres: `query(sql, params)` and
 * `transaction(fn)`, with two implementations (embedded PGlite, or any
 * Postgres through DATABASE_URL). SQL casts its parameters explicitly
 * (`$1::text`, `$2::int`) so both drivers send them the same way.
 */
import type { Database, Queryable, RequestClaims } from './connection.ts';
import type { DataDirLock } from './data-dir-lock.ts';

export type { Database, Queryable, RequestClaims, Row } from './connection.ts';

/**
 * Runs `fn` the way PostgREST runs a request: in a transaction, with the
 * caller's claims in `request.jwt.claims` and `SET LOCAL ROLE` to `anon` or
 * `authenticated`, so row level security and `auth.uid()` apply.
 */
export function asCaller<T>(db: Database, claims: RequestClaims | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  // Only these two roles are ever assumed; the role claim is not trusted beyond that.
  const role = claims?.role === 'authenticated' && typeof claims.sub === 'string' ? 'authenticated' : 'anon';
  return db.transaction(async (tx) => {
    // set_config('role', ..., true) is SET LOCAL ROLE, in the same round trip (PostgREST does the same).
    await tx.query(`select set_config('request.jwt.claims', $1::text, true), set_config('role', $2::text, true)`, [
      JSON.stringify(claims ?? { role: 'anon' }),
      role,
    ]);
    return fn(tx);
  });
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** DATA_DIR's lock when the caller already holds it; otherwise the embedded database takes it itself. */
  lock?: DataDirLock;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir, options.lock);
}
