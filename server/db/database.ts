/**
 * The one way the server talks to Postgres: `query(sql, params)` and
 * `transaction(fn)`, with two implementations (embedded PGlite, or any
 * Postgres through DATABASE_URL). SQL casts its parameters explicitly
 * (`$1::text`, `$2::int`) so both drivers send them the same way.
 */
import type { DataDirLock } from './data-dir-lock.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with positional parameters and returns its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner; never includes a password. */
  readonly description: string;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Claims of the caller, as PostgREST puts them into `request.jwt.claims`. */
export interface RequestClaims {
  sub?: string;
  role?: string;
  email?: string;
  [claim: string]: unknown;
}

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
