/**
 * The embedded database's directory (DATA_DIR) belongs to one process at a
 * time: PGlite has no locking of its own, and two processes writing the same
 * files lose writes or leave the directory unopenable. Whoever opens it (the
 * server, `npm run admin`, a test building a template) first takes
 * DATA_DIR/server.json, created atomically before the database is opened and
 * removed when the holder closes or exits.
 *
 * The lock records the holder's pid, its start time and a random owner id; a
 * server adds its port and the admin-control token once it listens, which is
 * how `npm run admin` finds it. A lock whose process is gone, or whose pid now
 * belongs to a process that started at another time (pid reuse, a container
 * restarted after kill -9), is stale and is taken over, so a crash never
 * blocks the next start.
 *
 * The directory and everything in it are kept private (0700 / 0600): it holds
 * every user's data and the JWT secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.json';

export type LockRole = 'server' | 'admin' | 'database';

export interface LockRecord {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot), or null where /proc is missing. */
  start: string | null;
  /** Random per acquisition: tells our lock from one a previous process with our pid left behind. */
  owner: string;
  role: LockRole;
  /** Set by a server once it listens. */
  port: number | null;
  /** The admin-control token (server/dev/admin-control.ts), set with the port. */
  token: string;
}

/** The lock is held by a live process; the message is the one line a person sees. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord,
  ) {
    super(describeHolder(dataDir, holder));
  }
}

export function describeHolder(dataDir: string, holder: LockRecord): string {
  if (holder.role === 'server') {
    const where = holder.port ? `port ${holder.port}` : 'still starting';
    return `Another Parchment server (pid ${holder.pid}, ${where}) is using ${dataDir}; stop it first or set DATA_DIR.`;
  }
  if (holder.role === 'admin') {
    return `The Parchment admin command (pid ${holder.pid}) is using ${dataDir}; wait for it to finish or set DATA_DIR.`;
  }
  return `Another Parchment process (pid ${holder.pid}) is using ${dataDir}; stop it first or set DATA_DIR.`;
}

// ---------------------------------------------------------------- processes

/** Field 22 (starttime) of /proc/<pid>/stat, or null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2 is the command name in parentheses and may itself hold spaces or ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null; // fields[0] is field 3
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the process started, in ms since the epoch (Linux only). */
function processStartedAt(pid: number): number | null {
  const ticks = processStartTime(pid);
  if (ticks === null) return null;
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    // USER_HZ is 100 on every Linux that Node runs on.
    return btime ? Number(btime) * 1000 + Number(ticks) * 10 : null;
  } catch {
    return null;
  }
}

/** Owner ids of the locks this process holds, and how to let each go; on globalThis so that two copies of this module agree. */
const registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('parchment.dataDirLocks')] ??= {
  held: new Set<string>(),
  releases: new Set<() => void>(),
}) as { held: Set<string>; releases: Set<() => void>; onExit?: boolean };
const held = registry.held;
if (!registry.onExit) {
  registry.onExit = true;
  // One listener for every lock (a test process may hold many): a holder that exits without closing still lets go.
  process.on('exit', () => {
    for (const release of [...registry.releases]) release();
  });
}

function isRecord(value: unknown): value is LockRecord {
  const record = value as LockRecord;
  return typeof value === 'object' && value !== null && Number.isInteger(record.pid) && typeof record.owner === 'string';
}

/** A lock is stale when nobody can still be using the directory under it. */
function isStale(raw: string, mtimeMs: number): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Unreadable: the lock is written whole (temp file + link), so only a disk fault or a hand edit leaves this.
    return Date.now() - mtimeMs > 5_000;
  }
  const record = parsed as Partial<LockRecord>;
  if (typeof record !== 'object' || record === null || !Number.isInteger(record.pid) || (record.pid as number) <= 0) return true;
  const pid = record.pid as number;
  if (typeof record.owner !== 'string') {
    // Written by a version without owner and start time (after it listened): a process that started later cannot have written it.
    if (!isAlive(pid)) return true;
    const started = processStartedAt(pid);
    return started !== null && started > mtimeMs + 1_000;
  }
  if (pid === process.pid) {
    // Ours only while we hold it; otherwise an earlier process had our pid (a container restarted after kill -9).
    return !held.has(record.owner);
  }
  return processGone(pid, record.start);
}

/** The process is dead, or its pid now names a process that started at another time. */
function processGone(pid: number, start: unknown): boolean {
  if (!isAlive(pid)) return true;
  const now = processStartTime(pid);
  // Without /proc a live pid cannot be told from a reused one; it counts as the holder while it lives.
  return typeof start === 'string' && now !== null && now !== start;
}

/**
 * A breaker's guard is in the way only if its process died while breaking.
 * One with our own pid is always a leftover: this process breaks a lock in
 * one synchronous step and removes its guard before anything else runs.
 */
function guardAbandoned(raw: string, mtimeMs: number): boolean {
  try {
    const { pid, start } = JSON.parse(raw) as { pid?: unknown; start?: unknown };
    if (!Number.isInteger(pid) || pid === process.pid) return true;
    return processGone(pid as number, start);
  } catch {
    return Date.now() - mtimeMs > 5_000;
  }
}

// ---------------------------------------------------------------- files

function readLockFile(file: string): { raw: string; mtimeMs: number } | null {
  try {
    const raw = readFileSync(file, 'utf8');
    return { raw, mtimeMs: statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const hash = (raw: string) => createHash('sha256').update(raw).digest('hex').slice(0, 24);

function scratchName(file: string, kind: string): string {
  return `${file}.${kind}.${process.pid}.${randomBytes(6).toString('hex')}`;
}

/** Writes a complete, flushed file with mode 0600 under a scratch name, for linking or renaming into place. */
function writeScratch(file: string, kind: string, content: string): string {
  const scratch = scratchName(file, kind);
  const fd = openSync(scratch, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return scratch;
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Creates `file` with `content` only if it does not exist. A hard link of a
 * finished scratch file fails with EEXIST exactly as O_EXCL does, but the
 * lock never exists half-written (a kill -9 between open and write would
 * otherwise leave an empty lock naming nobody). Filesystems without hard
 * links fall back to O_EXCL.
 */
function createExclusive(file: string, content: string): boolean {
  const scratch = writeScratch(file, 'new', content);
  try {
    linkSync(scratch, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
  } finally {
    unlinkQuietly(scratch);
  }
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock judged stale, so that of several processes doing this at
 * once exactly one removes it and none removes a lock taken since. Renaming
 * the lock away is not enough by itself: a second breaker that read the same
 * stale lock could then rename away the first one's fresh lock. So breaking
 * a given stale lock is itself guarded by an O_EXCL file named after its
 * content; only its holder renames the lock, after checking that it is still
 * the stale one.
 */
function breakStaleLock(file: string, staleRaw: string) {
  const guard = `${file}.break.${hash(staleRaw)}`;
  if (!createExclusive(guard, JSON.stringify({ pid: process.pid, start: processStartTime(process.pid) }))) {
    // Another process is breaking it; its guard is only in the way if that process died while breaking.
    const other = readLockFile(guard);
    if (other && guardAbandoned(other.raw, other.mtimeMs)) unlinkQuietly(guard);
    return;
  }
  try {
    const current = readLockFile(file);
    if (!current || hash(current.raw) !== hash(staleRaw)) return; // someone else already replaced it
    const aside = scratchName(file, 'stale');
    renameSync(file, aside);
    const moved = readFileSync(aside, 'utf8');
    if (hash(moved) !== hash(staleRaw)) {
      // Cannot happen while the guard is held, but never leave a live holder without its lock.
      try {
        linkSync(aside, file);
      } catch {
        // a newer lock is in place
      }
    }
    unlinkQuietly(aside);
  } finally {
    unlinkQuietly(guard);
  }
}

/** Scratch files of processes that died mid-write (kill -9); guards and scratch names carry the writer's pid. */
function sweepLeftovers(dataDir: string) {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const full = path.join(dataDir, name);
    const scratch = /\.(?:new|tmp|stale)\.(\d+)\.[0-9a-f]+$/.exec(name);
    if (scratch) {
      if (Number(scratch[1]) !== process.pid && !isAlive(Number(scratch[1]))) unlinkQuietly(full);
    } else if (/\.break\.[0-9a-f]+$/.test(name)) {
      const guard = readLockFile(full);
      if (guard && guardAbandoned(guard.raw, guard.mtimeMs)) unlinkQuietly(full);
    }
  }
}

// ---------------------------------------------------------------- the lock

export interface DataDirLock {
  readonly dataDir: string;
  readonly record: LockRecord;
  /** False once released. */
  readonly held: boolean;
  /** Records where the server listens, for `npm run admin`; the lock file is replaced atomically. */
  publish(info: { port: number; token: string }): void;
  release(): void;
}

/** The live holder of DATA_DIR's lock, or null when nobody (or only a dead process) holds it. */
export function readDataDirLock(dataDir: string): LockRecord | null {
  const found = readLockFile(path.join(dataDir, LOCK_FILE));
  if (!found || isStale(found.raw, found.mtimeMs)) return null;
  try {
    const parsed = JSON.parse(found.raw) as Partial<LockRecord>;
    if (typeof parsed.owner !== 'string') {
      // The older format: a server that listens.
      return { pid: parsed.pid!, start: null, owner: '', role: 'server', port: parsed.port ?? null, token: parsed.token ?? '' };
    }
    return isRecord(parsed) ? { ...parsed, port: parsed.port ?? null, token: parsed.token ?? '' } : null;
  } catch {
    // Young and unreadable: being written by hand, or a disk fault; someone holds it for now.
    return { pid: 0, start: null, owner: '', role: 'database', port: null, token: '' };
  }
}

/** DATA_DIR, created 0700 (and made 0700 if an older version created it open; its files are fixed when the database opens). */
export function ensurePrivateDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    const { mode } = lstatSync(dataDir);
    if (mode & 0o077 && looksLikeOurs(mode, readdirSync(dataDir))) chmodSync(dataDir, mode & 0o7700);
  } catch {
    // not ours to change
  }
}

/** What Postgres and this server keep in DATA_DIR; anything else a person put there is left as it is. */
const OURS = /^(?:PG_VERSION|base|global|pg_[a-z_]+(?:\.conf)?|postgresql(?:\.auto)?\.conf|postmaster\.(?:pid|opts)|current_logfiles|jwt-secret|server\.json(?:\..+)?)$/;

/** A database directory, or one with nothing but our files in it: never a shared one like /tmp (sticky bit). */
function looksLikeOurs(mode: number, entries: string[]): boolean {
  return !(mode & 0o1000) && (entries.includes('PG_VERSION') || entries.every((name) => OURS.test(name)));
}

/**
 * Takes group and world access away from DATA_DIR and what Postgres and the
 * server keep in it (installs made before this check left most files 0666).
 * Symbolic links are not followed.
 */
export function makePrivate(dataDir: string): void {
  let entries: string[];
  let mode: number;
  try {
    mode = lstatSync(dataDir).mode;
    entries = readdirSync(dataDir);
  } catch {
    return;
  }
  if (!looksLikeOurs(mode, entries)) return;
  const walk = (dir: string, names: string[]) => {
    for (const name of names) {
      const full = path.join(dir, name);
      try {
        const stat = lstatSync(full);
        if (stat.isSymbolicLink()) continue;
        if (stat.mode & 0o077) chmodSync(full, stat.mode & 0o7700);
        if (stat.isDirectory()) walk(full, readdirSync(full));
      } catch {
        // removed meanwhile, or not ours to change
      }
    }
  };
  try {
    if (mode & 0o077) chmodSync(dataDir, mode & 0o7700);
  } catch {
    // not ours to change
  }
  walk(dataDir, entries.filter((name) => OURS.test(name)));
}

export interface AcquireOptions {
  role: LockRole;
  /** How long to keep trying while `waitFor` says the holder is worth waiting for (default: do not wait). */
  waitMs?: number;
  waitFor?: (holder: LockRecord) => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function takeLock(dir: string, file: string, record: LockRecord, options: AcquireOptions) {
  const deadline = Date.now() + (options.waitMs ?? 0);
  let breakingSince: number | null = null;
  for (;;) {
    if (createExclusive(file, JSON.stringify(record))) return;
    const found = readLockFile(file);
    if (!found) continue; // released meanwhile
    if (isStale(found.raw, found.mtimeMs)) {
      breakingSince ??= Date.now();
      if (Date.now() - breakingSince > 10_000) {
        throw new Error(`Could not take over the stale lock ${file}; remove it by hand if no Parchment process is running.`);
      }
      breakStaleLock(file, found.raw);
      await sleep(5 + Math.floor(Math.random() * 20));
      continue;
    }
    breakingSince = null;
    const holder = readDataDirLock(dir);
    if (!holder) continue;
    if (Date.now() >= deadline || !(options.waitFor?.(holder) ?? false)) throw new DataDirBusyError(dir, holder);
    await sleep(100);
  }
}

/**
 * Takes DATA_DIR's lock before anything opens the database, or throws
 * DataDirBusyError naming the live holder.
 */
export async function acquireDataDirLock(dataDir: string, options: AcquireOptions): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  ensurePrivateDir(dir);
  const file = path.join(dir, LOCK_FILE);
  let record: LockRecord = {
    pid: process.pid,
    start: processStartTime(process.pid),
    owner: randomBytes(12).toString('hex'),
    role: options.role,
    port: null,
    token: '',
  };
  // Registered before the lock exists, so isStale never calls our own fresh lock a leftover.
  held.add(record.owner);

  try {
    await takeLock(dir, file, record, options);
  } catch (error) {
    held.delete(record.owner);
    throw error;
  }

  sweepLeftovers(dir);
  let released = false;
  const ownsFile = () => {
    const current = readLockFile(file);
    if (!current) return false;
    try {
      return (JSON.parse(current.raw) as LockRecord).owner === record.owner;
    } catch {
      return false;
    }
  };
  const release = () => {
    if (released) return;
    released = true;
    registry.releases.delete(release);
    // Only our own lock: never one a later holder took over after ours was (wrongly) judged stale.
    if (ownsFile()) unlinkQuietly(file);
    held.delete(record.owner);
  };
  registry.releases.add(release);

  return {
    dataDir: dir,
    get record() {
      return record;
    },
    get held() {
      return !released;
    },
    publish({ port, token }) {
      if (released) throw new Error('The data directory lock was already released.');
      if (!ownsFile()) throw new Error(`The lock on ${dir} was taken by another process.`);
      const next: LockRecord = { ...record, port, token };
      const scratch = writeScratch(file, 'tmp', JSON.stringify(next));
      try {
        renameSync(scratch, file);
      } catch (error) {
        unlinkQuietly(scratch);
        throw error;
      }
      record = next;
    },
    release,
  };
}
