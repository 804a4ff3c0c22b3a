/**
 * docs/product.md §10 and §11: the sign-in limiters keep their windows in
 * the database, so every server on it counts together, and nothing per key
 * stays in the process (hardening fault 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedWindowLimiter } from '../../server/auth/rate-limit.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freshDatabase, START_TIMEOUT } from './helpers/server.ts';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrate(db);
}, START_TIMEOUT);

afterAll(async () => {
  await drop?.();
});

/**
 * Moves the windows of `bucket` `ms` into the past, as if that much time had
 * gone by: the limiter compares them with the database's clock, which a test
 * cannot move, and waiting for real would cost the test the whole window.
 */
const windowsPass = (bucket: string, ms: number) =>
  db.query(`update local_auth.rate_limits set reset_at = reset_at - $2::int * interval '1 millisecond' where bucket = $1::text`, [bucket, ms]);

const rows = async (bucket: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from local_auth.rate_limits where bucket = $1::text', [bucket]))[0].n;

describe('SharedWindowLimiter', () => {
  it('allows `limit` requests per key per window, then refuses until the window resets', async () => {
    const limiter = new SharedWindowLimiter(db, 'test-window', 2, 1000);
    const answers = [];
    for (const key of ['a', 'a', 'a', 'b']) answers.push(await limiter.take(key));
    expect(answers).toEqual([true, true, false, true]);
    expect(await limiter.exhausted('a')).toBe(true);
    expect(await limiter.retryAfter('a')).toBe(1);
    await windowsPass('test-window', 1000);
    expect(await limiter.exhausted('a')).toBe(false);
    expect(await limiter.retryAfter('a')).toBe(0);
    expect(await limiter.take('a')).toBe(true);
  });

  it('exhausted() looks without counting', async () => {
    const limiter = new SharedWindowLimiter(db, 'test-look', 1, 60_000);
    expect(await limiter.exhausted('a')).toBe(false);
    expect(await limiter.exhausted('a')).toBe(false);
    expect(await limiter.take('a')).toBe(true);
    expect(await limiter.exhausted('a')).toBe(true);
  });

  it('two limiters on one database (two servers) share one count per key', async () => {
    const first = new SharedWindowLimiter(db, 'test-shared', 3, 60_000);
    const second = new SharedWindowLimiter(db, 'test-shared', 3, 60_000);
    expect([await first.take('203.0.113.9'), await second.take('203.0.113.9'), await first.take('203.0.113.9')]).toEqual([true, true, true]);
    expect(await second.take('203.0.113.9')).toBe(false);
    expect(await first.exhausted('203.0.113.9')).toBe(true);
    // Another limit with the same key counts on its own.
    expect(await new SharedWindowLimiter(db, 'test-other', 3, 60_000).take('203.0.113.9')).toBe(true);
  });

  it('counts requests that arrive together exactly once each', async () => {
    const limiter = new SharedWindowLimiter(db, 'test-race', 10, 60_000);
    const answers = await Promise.all(Array.from({ length: 25 }, () => limiter.take('same')));
    expect(answers.filter(Boolean)).toHaveLength(10);
  });

  it('Hardening fault 6: a flood of new keys leaves nothing in the process, and expired windows are deleted', async () => {
    const limiter = new SharedWindowLimiter(db, 'test-flood', 5, 500);
    for (let i = 0; i < 300; i++) await limiter.take(`198.51.${i >> 8}.${i & 255}`);
    expect(await rows('test-flood')).toBe(300);
    // The limiter holds no map of keys: a second instance sees the same windows.
    expect(await new SharedWindowLimiter(db, 'test-flood', 5, 500).exhausted('198.51.0.1')).toBe(false);
    await windowsPass('test-flood', 500);
    // A new limiter sweeps on its first take (the last sweep was never), in the background; the flood's windows have run out.
    await new SharedWindowLimiter(db, 'test-flood', 5, 500).take('last');
    await expect.poll(() => rows('test-flood'), { timeout: 10_000 }).toBe(1);
  });
});
