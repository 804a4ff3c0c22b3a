/** The embedded database: PGlite (Postgres compiled to WebAssembly) persisted in a directory. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? `${relative}/` : `${dir}/`;
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    description: `embedded PGlite in ${displayPath(dataDir)}`,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
