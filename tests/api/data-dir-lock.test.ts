/**
 * Hardening fault 2: one process at a time on a data directory (two servers
 * started together both ran and one's writes were lost; `npm run admin`
 * opened the database beside a starting server). Hardening fault 5: the data
 * directory and its files are private to their owner.
 *
 * The servers and admin commands here are real processes (server/index.ts,
 * server/cli/admin.ts) on copies of the API tests' seeded database.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecretFor, startServer } from '../../server/boot.ts';
import { listAdmins } from '../../server/db/admins.ts';
import { openDatabase } from '../../server/db/database.ts';
import { silentLogger } from '../../server/log.ts';
import { copyOf, openToOthers, removeScratch, runAdmin, seededDirectory, spawnServer, type ChildServer } from './helpers/child-server.ts';
import { root, START_TIMEOUT, testConfig } from './helpers/server.ts';

const LOCK = 'server.json';
const REFUSED = /^Another Parchment server \(pid (\d+), (?:port \d+|still starting)\) is using (.+); stop it first or set DATA_DIR\.$/;

let seeded: Awaited<ReturnType<typeof seededDirectory>>;
const dirs: string[] = [];
const children: ChildServer[] = [];

function copy(prefix: string): string {
  const dir = copyOf(seeded.dir, prefix);
  dirs.push(dir);
  return dir;
}

function server(dir: string, env: Record<string, string> = {}): ChildServer {
  const child = spawnServer(dir, env);
  children.push(child);
  return child;
}

/** The pid of a process that has exited: what a lock left by a crash names. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** Starts two servers at the same moment; returns the one that runs and the one that was refused. */
async function race(dir: string) {
  const both = [server(dir), server(dir)];
  const outcomes = await Promise.all(both.map((child) => child.ready.then((url) => ({ child, url }), () => ({ child, url: null }))));
  const running = outcomes.filter((outcome) => outcome.url !== null);
  expect(running.map((outcome) => outcome.child.pid), 'servers that started').toHaveLength(1);
  const winner = running[0];
  const loser = outcomes.find((outcome) => outcome.url === null)!.child;
  expect((await loser.exited).code).toBe(1);
  const line = loser.stderr().trim();
  const refused = REFUSED.exec(line);
  expect(refused, line).not.toBeNull();
  expect(Number(refused![1])).toBe(winner.child.pid);
  expect(refused![2]).toBe(dir);
  return { winner: winner.child, url: winner.url! };
}

beforeAll(async () => {
  seeded = await seededDirectory();
}, START_TIMEOUT);

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill9()));
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  seeded?.remove();
  removeScratch();
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('Hardening fault 2: one process per data directory', () => {
  it('of two servers started at the same moment on one DATA_DIR, exactly one runs', async () => {
    const dir = copy('parchment-lock-race-');
    const { winner, url } = await race(dir);
    expect((await fetch(`${url}/api/articles`)).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK), 'utf8')).pid).toBe(winner.pid);
    expect((await winner.stop()).code).toBe(0);
    expect(existsSync(path.join(dir, LOCK)), 'the lock is released on stop').toBe(false);
  }, 120_000);

  it('of two servers racing over the stale lock of a crashed one, exactly one takes it over', async () => {
    const dir = copy('parchment-lock-stale-race-');
    const stale = { pid: await deadPid(), start: '1', owner: 'crashed', role: 'server', port: 1, token: 'gone' };
    writeFileSync(path.join(dir, LOCK), JSON.stringify(stale), { mode: 0o600 });
    const { winner, url } = await race(dir);
    expect((await fetch(`${url}/api/articles`)).status).toBe(200);
    await winner.stop();
  }, 120_000);

  it('of several processes taking over one stale lock at the same instant, exactly one wins', async () => {
    const dir = copy('parchment-lock-contenders-');
    const contender = path.join(root, 'tests', 'api', 'helpers', 'lock-contender.ts');
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    for (const stale of [
      { pid: await deadPid(), start: '1', owner: 'crashed', role: 'server', port: 1, token: 'gone' },
      // A live pid (this test process) whose start time is not the one recorded: the pid was reused.
      { pid: process.pid, start: 'not-this-process', owner: 'reused', role: 'admin', port: null, token: '' },
    ]) {
      writeFileSync(path.join(dir, LOCK), JSON.stringify(stale), { mode: 0o600 });
      const contenders = Array.from({ length: 5 }, () => {
        const child = spawn(process.execPath, ['--import', tsx, contender, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
        const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
        return {
          child,
          nextLine: async () => (await lines.next()).value as string | undefined,
          exited: new Promise((resolve) => child.once('exit', resolve)),
        };
      });
      // Every contender loaded, then all told at once: they try at the same instant.
      expect(await Promise.all(contenders.map(({ nextLine }) => nextLine()))).toEqual(Array(5).fill('ready'));
      for (const { child } of contenders) child.stdin.write('go\n');
      const results = await Promise.all(contenders.map(({ nextLine }) => nextLine()));
      // All have tried: the winner may let go.
      for (const { child } of contenders) child.stdin.end();
      await Promise.all(contenders.map(({ exited }) => exited));
      expect(results.sort()).toEqual(['busy', 'busy', 'busy', 'busy', 'won']);
      expect(existsSync(path.join(dir, LOCK))).toBe(false);
      expect(readdirSync(dir).filter((name) => name.startsWith(`${LOCK}.`)), 'no scratch files left').toEqual([]);
    }
  }, 120_000);

  it('refuses a second server beside a running one, and the admin command goes through the running server', async () => {
    const dir = copy('parchment-lock-admin-');
    // The admin command starts together with the server: it must neither open the files beside the
    // starting server nor fail; it waits for the server (or takes the lock first and the server waits).
    const first = server(dir);
    const [addDuringStart, url] = await Promise.all([runAdmin(dir, ['add', 'during.start@example.com']), first.ready]);
    expect(addDuringStart.stderr).toBe('');
    expect(addDuringStart.stdout.trim()).toBe('during.start@example.com is now an admin.');
    expect(addDuringStart.code).toBe(0);

    const second = server(dir);
    expect((await second.exited).code).toBe(1);
    const refused = REFUSED.exec(second.stderr().trim());
    expect(refused, second.stderr()).not.toBeNull();
    expect(Number(refused![1])).toBe(first.pid);

    const added = await runAdmin(dir, ['add', 'while.running@example.com']);
    expect(added.stdout.trim()).toBe('while.running@example.com is now an admin.');
    const list = await runAdmin(dir, ['list']);
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')).toEqual(expect.arrayContaining(['admin@example.com', 'during.start@example.com', 'while.running@example.com']));
    // Still the first server's lock: the commands went through it.
    expect(JSON.parse(readFileSync(path.join(dir, LOCK), 'utf8')).pid).toBe(first.pid);
    expect((await fetch(`${url}/api/articles`)).status).toBe(200);

    expect((await first.stop()).code).toBe(0);
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      expect(await listAdmins(db)).toEqual(expect.arrayContaining(['during.start@example.com', 'while.running@example.com']));
    } finally {
      await db.close();
    }
  }, 120_000);

  it('a restart after kill -9 is not refused by the lock the killed server left', async () => {
    const dir = copy('parchment-lock-kill-');
    const killed = server(dir);
    await killed.ready;
    expect((await killed.kill9()).signal).toBe('SIGKILL');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK), 'utf8')).pid, 'the killed server left its lock').toBe(killed.pid);

    const restarted = server(dir);
    const url = await restarted.ready;
    expect((await fetch(`${url}/api/articles`)).status).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK), 'utf8')).pid).toBe(restarted.pid);
    await restarted.stop();
  }, 120_000);

  it('a lock naming a live pid that belongs to a process started at another time is stale', async () => {
    const dir = copy('parchment-lock-reused-');
    const variants: Array<() => void> = [
      () => writeFileSync(path.join(dir, LOCK), JSON.stringify({ pid: process.pid, start: '1', owner: 'earlier', role: 'server', port: 9, token: 't' })),
      // The format written before this check ({pid, port, token}, after listening), from before this process started.
      () => {
        writeFileSync(path.join(dir, LOCK), JSON.stringify({ pid: process.pid, port: 9, token: 't' }));
        utimesSync(path.join(dir, LOCK), new Date('2001-01-01'), new Date('2001-01-01'));
      },
    ];
    for (const writeLock of variants) {
      writeLock();
      const child = server(dir);
      const url = await child.ready;
      expect((await fetch(`${url}/api/articles`)).status).toBe(200);
      await child.stop();
    }
  }, 120_000);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('Hardening fault 5: the data directory is private', () => {
  it('creates DATA_DIR 0700 and its files 0600', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'parchment-modes-new-'));
    dirs.push(parent);
    const dir = path.join(parent, 'data');
    jwtSecretFor(testConfig({ DATA_DIR: dir }));
    expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
  });

  it('keeps every file a running server writes private, from start to stop', async () => {
    const dir = copy('parchment-modes-run-');
    const child = server(dir);
    const url = await child.ready;
    // Some writes, so Postgres creates and rewrites files of its own.
    for (let i = 0; i < 3; i++) {
      await fetch(`${url}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: 'local' },
        body: JSON.stringify({ email: `modes${i}@example.com` }),
      });
    }
    expect(openToOthers(dir), 'while running').toEqual([]);
    await child.stop();
    expect(openToOthers(dir), 'after stopping').toEqual([]);
    expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
  }, 120_000);

  it('makes an existing directory with world-writable files private on start', async () => {
    const dir = copy('parchment-modes-old-');
    const open = (full: string) => {
      const stat = statSync(full);
      chmodSync(full, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const name of readdirSync(full)) open(path.join(full, name));
    };
    open(dir);
    expect(openToOthers(dir).length).toBeGreaterThan(900);
    const running = await startServer(testConfig({ DATA_DIR: dir }), { log: silentLogger });
    try {
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      await running.close();
    }
    expect(openToOthers(dir)).toEqual([]);
  }, 120_000);
});
