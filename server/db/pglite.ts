/** The embedded database: PGlite (Postgres compiled to WebAssembly) persisted in a directory. */
import path from 'node:path';
import { Mutex, PGlite, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { acquireDataDirLock, makePrivate, type DataDirLock } from './data-dir-lock.ts';
import type { Database, Queryable } from './connection.ts';

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

type NodeOps = Record<string, (...args: never[]) => unknown>;

/**
 * Keeps every file and directory PGlite writes private. Emscripten creates
 * files with the mode Postgres asks for and then chmods them to it, and
 * initdb's template and fopen'd files (pg_internal.init, statistics) ask for
 * 0666/0644; a umask does not stop an explicit chmod, so the group and world
 * bits are dropped where Emscripten's NODEFS creates and chmods.
 */
function keepPrivate(nodefs: unknown) {
  const ops = (nodefs as { node_ops?: NodeOps } | undefined)?.node_ops;
  if (!ops || typeof ops.mknod !== 'function' || typeof ops.setattr !== 'function') return; // another PGlite; makePrivate still runs at open
  const { mknod, setattr } = ops as unknown as {
    mknod: (this: unknown, parent: unknown, name: string, mode: number, dev: number) => unknown;
    setattr: (this: unknown, node: unknown, attr: { mode?: number | null }) => unknown;
  };
  Object.assign(ops, {
    mknod(this: unknown, parent: unknown, name: string, mode: number, dev: number) {
      return mknod.call(this, parent, name, mode & ~0o077, dev);
    },
    setattr(this: unknown, node: unknown, attr: { mode?: number | null }) {
      return setattr.call(this, node, attr && typeof attr.mode === 'number' ? { ...attr, mode: attr.mode & ~0o077 } : attr);
    },
  });
}

class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = [...(result.emscriptenOpts.preRun ?? []), (mod: { NODEFS?: unknown }) => keepPrivate(mod.NODEFS)];
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/**
 * Opens the database in `dataDir` under its lock: the caller's (the server
 * and the admin command take it first, to publish or report on it), or one
 * taken here and released on close, so no code path opens the files while
 * another process has them.
 */
export async function openPglite(dataDir: string, lock?: DataDirLock): Promise<Database> {
  const dir = path.resolve(dataDir);
  if (lock && (!lock.held || lock.dataDir !== dir)) throw new Error(`openPglite was given a lock that does not hold ${dir}.`);
  const ownLock = lock ? null : await acquireDataDirLock(dir, { role: 'database' });
  let pg: PGlite;
  try {
    makePrivate(dir); // installs from before this check
    pg = await PGlite.create({ fs: new PrivateNodeFS(dir) });
    makePrivate(dir); // in case keepPrivate could not hook this PGlite version
  } catch (error) {
    ownLock?.release();
    throw error;
  }
  const base = wrap(pg);
  // One process owns the data directory, so a lock in its memory is held against every other caller.
  const locks = new Map<number, Mutex>();
  return {
    kind: 'pglite',
    description: `embedded PGlite in ${displayPath(dir)}`,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exclusively(key, fn) {
      let lock = locks.get(key);
      if (!lock) locks.set(key, (lock = new Mutex()));
      return lock.runExclusive(fn);
    },
    async close() {
      try {
        await pg.close();
      } finally {
        ownLock?.release();
      }
    },
  };
}
