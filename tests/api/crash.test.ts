/**
 * Hardening fault 2, under load: the real server in a child process takes
 * sign-ins, refresh-token rotations and admin changes (the real
 * `npm run admin`, which keeps running across the crash), is killed with
 * SIGKILL at a random moment and started again on the same DATA_DIR, three
 * times. Every restart must succeed (the killed server's lock is stale, an
 * admin command caught mid-way must not open the files beside the new
 * server), and every write whose 2xx answer (or exit 0) arrived before the
 * kill must still be there.
 *
 * The moments are drawn from a seed printed at the start; CRASH_SEED=<n>
 * repeats a run.
 */
import path from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin.ts';
import { listAdmins } from '../../server/db/admins.ts';
import { openDatabase } from '../../server/db/database.ts';
import { copyOf, openToOthers, removeScratch, runAdmin, seededDirectory, spawnServer, type ChildServer } from './helpers/child-server.ts';
import { START_TIMEOUT, testConfig } from './helpers/server.ts';

const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = 3;

/** mulberry32: small, seedable, good enough to pick moments. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A rotated token stays usable (it leads to the active one) for the whole test, so that the newest
// acknowledged token of a session proves the session survived even when a later, unanswered rotation did too.
const SERVER_ENV = { REFRESH_TOKEN_REUSE_INTERVAL: '3600' };

const post = (url: string, pathname: string, body: unknown) =>
  fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key' },
    body: JSON.stringify(body),
  });

interface Acknowledged {
  /** email -> the newest refresh token whose rotation (or sign-in) was answered 200. */
  sessions: Map<string, string>;
  /** Admin addresses `npm run admin -- add` reported added (exit 0). */
  admins: Set<string>;
  signIns: number;
  rotations: number;
}

async function signIn(url: string, email: string, acked: Acknowledged): Promise<boolean> {
  if ((await post(url, '/auth/v1/otp', { email, create_user: true })).status !== 200) return false;
  const mailbox = (await (await fetch(`${url}/_dev/mailbox.json`)).json()) as Array<{ to: string; code: string | null }>;
  const code = mailbox.find((mail) => mail.to === email)?.code;
  if (!code) return false;
  const verified = await post(url, '/auth/v1/verify', { type: 'email', email, token: code });
  if (verified.status !== 200) return false;
  const session = (await verified.json()) as { refresh_token: string };
  acked.sessions.set(email, session.refresh_token);
  acked.signIns++;
  return true;
}

async function rotate(url: string, email: string, acked: Acknowledged): Promise<number> {
  const response = await post(url, '/auth/v1/token?grant_type=refresh_token', { refresh_token: acked.sessions.get(email) });
  if (response.status === 200) {
    const session = (await response.json()) as { refresh_token: string; user: { email: string } };
    expect(session.user.email).toBe(email);
    acked.sessions.set(email, session.refresh_token);
    acked.rotations++;
  }
  return response.status;
}

/** Signs in and rotates until `running()` turns false or the server stops answering. */
async function httpLoad(url: string, worker: string, pick: () => number, acked: Acknowledged, running: () => boolean) {
  let n = 0;
  try {
    while (running()) {
      const email = `${worker}-${n++}@crash.test`;
      if (!(await signIn(url, email, acked))) return;
      for (let turns = 1 + Math.floor(pick() * 3); turns > 0 && running(); turns--) await rotate(url, email, acked);
      // Now and then, an older session from an earlier round.
      const earlier = [...acked.sessions.keys()];
      if (earlier.length && running()) await rotate(url, earlier[Math.floor(pick() * earlier.length)], acked);
    }
  } catch (error) {
    // fetch fails with a TypeError when the server is killed mid-request: that write was not acknowledged.
    if (!(error instanceof TypeError)) throw error;
  }
}

/** `npm run admin -- add <email>`; an acknowledged add is remembered, a failure other than giving up on waiting is recorded. */
async function adminAdd(dir: string, email: string, acked: Acknowledged, failures: string[]) {
  const result = await runAdmin(dir, ['add', email]);
  if (result.code === 0) {
    // "already": an earlier try reached the server, which committed and was killed before it answered.
    expect([`${email} is now an admin.`, `${email} was already an admin.`]).toContain(result.stdout.trim());
    acked.admins.add(email);
  } else if (!/could not run within \d+ s/.test(result.stderr)) {
    // Giving up on a restart slower than the command waits is allowed (nothing acknowledged); anything else is not.
    failures.push(`admin add ${email} exited ${result.code ?? result.signal}: ${result.stderr.trim()}`);
  }
}

/** One admin command after another, across the kill and the restart, until told to stop. */
async function adminLoad(dir: string, round: number, acked: Acknowledged, running: () => boolean, failures: string[]) {
  for (let n = 0; running(); n++) await adminAdd(dir, `admin-${round}-${n}@crash.test`, acked, failures);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let seeded: Awaited<ReturnType<typeof seededDirectory>>;
let dir = '';
let current: ChildServer | null = null;

beforeAll(async () => {
  seeded = await seededDirectory();
}, START_TIMEOUT);

afterAll(async () => {
  await current?.kill9();
  rmSync(dir, { recursive: true, force: true });
  seeded?.remove();
  removeScratch();
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('Hardening fault 2: kill -9 under load, then restart', () => {
  it(`keeps every acknowledged write across ${ROUNDS} crashes (seed ${SEED})`, async () => {
    console.info(`crash test seed: ${SEED} (CRASH_SEED=${SEED} repeats this run)`);
    const pick = random(SEED);
    dir = copyOf(seeded.dir, 'parchment-crash-');
    const acked: Acknowledged = { sessions: new Map(), admins: new Set(), signIns: 0, rotations: 0 };
    const adminFailures: string[] = [];

    current = spawnServer(dir, SERVER_ENV);
    let url = await current.ready;

    for (let round = 1; round <= ROUNDS; round++) {
      let loading = true;
      let adminRunning = true;
      const http = Array.from({ length: 3 }, (_, w) => httpLoad(url, `user-${round}-${w}`, pick, acked, () => loading));
      const admin = adminLoad(dir, round, acked, () => adminRunning, adminFailures);

      // A moment in the load; admin commands take a second or two each, so late moments catch one mid-way.
      await sleep(1_000 + Math.floor(pick() * 2_500));
      loading = false;
      const killed = current;
      expect((await killed.kill9()).signal).toBe('SIGKILL');
      await Promise.all(http);

      // Restart at once, while the admin command in flight finds the server gone, and start
      // another one with it: neither may open the files beside the restarting server.
      current = spawnServer(dir, SERVER_ENV);
      const besideRestart = adminAdd(dir, `restart-${round}@crash.test`, acked, adminFailures);
      url = await current.ready.catch((error: Error) => {
        throw new Error(`Round ${round} (seed ${SEED}): the restart failed: ${error.message}`);
      });
      adminRunning = false;
      await Promise.all([admin, besideRestart]);
      expect(adminFailures, `seed ${SEED}`).toEqual([]);

      expect(JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')).pid).toBe(current.pid);
      expect(openToOthers(dir), 'the directory stays private across crash recovery').toEqual([]);

      // Every acknowledged session (and so its user) is there: its newest acknowledged token still refreshes.
      for (const email of [...acked.sessions.keys()]) {
        expect(await rotate(url, email, acked), `${email} after round ${round} (seed ${SEED})`).toBe(200);
      }
      const { admins } = await runAdminCommand(testConfig({ DATA_DIR: dir }), 'list');
      expect(admins, `admins after round ${round} (seed ${SEED})`).toEqual(expect.arrayContaining([...acked.admins]));
    }

    expect(acked.signIns, 'the load did sign people in').toBeGreaterThan(0);
    expect(acked.admins.size, 'the load did add admins').toBeGreaterThan(0);
    expect((await current.stop()).code).toBe(0);
    current = null;

    // After a clean stop the files open in this process and hold every acknowledged user.
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      const users = await db.query<{ email: string }>(`select email from auth.users where email like '%@crash.test'`);
      expect(users.map((user) => user.email)).toEqual(expect.arrayContaining([...acked.sessions.keys()]));
      expect(await listAdmins(db)).toEqual(expect.arrayContaining([...acked.admins]));
    } finally {
      await db.close();
    }
    console.info(`crash test: ${acked.signIns} sign-ins, ${acked.rotations} rotations, ${acked.admins.size} admin adds acknowledged`);
  }, 150_000);
});
