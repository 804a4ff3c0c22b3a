/**
 * What a database connection offers the rest of the server: `query`, `exec`
 * and `transaction`. Its own module so the two drivers (pglite.ts,
 * postgres.ts) implement it without importing database.ts, which loads them:
 * the import graph stays one way (tests/unit/import-boundaries.test.ts
 * checks server/ has no cycle).
 */

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
  /**
   * Runs `fn` (which may run many transactions of its own) while no other
   * caller, in this process or another, runs under the same `key`.
   */
  exclusively<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Claims of the caller, as PostgREST puts them into `request.jwt.claims`. */
export interface RequestClaims {
  sub?: string;
  role?: string;
  email?: string;
  [claim: string]: unknown;
}
