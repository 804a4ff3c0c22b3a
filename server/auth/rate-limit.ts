/**
 * Fixed-window counters per key (a requester or an address), kept in the
 * database (local_auth.rate_limits) so that every server on one database
 * counts together: behind a load balancer a client cannot multiply its
 * allowance by the number of servers, and a restart does not hand out a
 * fresh window. Time is the database's clock, which all servers share.
 *
 * Nothing per key is held in the process, so a flood of forged or rotating
 * addresses costs rows, not memory; expired rows are deleted as the server
 * goes (at most once per sweep interval), so the table holds at most one
 * window's worth of keys.
 */
import type { Queryable } from '../db/database.ts';

const SWEEP_EVERY_MS = 60_000;

export interface WindowLimiter {
  /**
   * Counts one request and says whether it is within the limit, in one
   * statement: requests arriving together each get their own count, so no
   * more than `limit` of them are ever let through. Take before doing the
   * limited thing, never after checking it (a check and a later count let
   * every concurrent request pass the check).
   */
  take(key: string): Promise<boolean>;
  /** Returns a slot taken by `take` for a request that turned out not to count (a right code). */
  giveBack(key: string): Promise<void>;
  /** True when the key has used up its current window, without counting a request. */
  exhausted(key: string): Promise<boolean>;
  /** Seconds until the key's window resets (0 when it has none). */
  retryAfter(key: string): Promise<number>;
}

export class SharedWindowLimiter implements WindowLimiter {
  private lastSweep = 0;

  /** `bucket` names the limit; two servers with the same bucket, limit and window share their counts. */
  constructor(
    private readonly db: Queryable,
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async take(key: string): Promise<boolean> {
    // One statement: a window that has run out starts again at 1, otherwise the count goes up.
    const [row] = await this.db.query<{ count: number }>(
      `insert into local_auth.rate_limits as r (bucket, key, count, reset_at)
       values ($1::text, $2::text, 1, clock_timestamp() + $3::int * interval '1 millisecond')
       on conflict (bucket, key) do update set
         count = case when r.reset_at <= clock_timestamp() then 1 else r.count + 1 end,
         reset_at = case when r.reset_at <= clock_timestamp() then excluded.reset_at else r.reset_at end
       returning count`,
      [this.bucket, key, this.windowMs],
    );
    this.sweep();
    return row.count <= this.limit;
  }

  async giveBack(key: string): Promise<void> {
    await this.db.query(
      `update local_auth.rate_limits set count = count - 1
       where bucket = $1::text and key = $2::text and count > 0 and reset_at > clock_timestamp()`,
      [this.bucket, key],
    );
  }

  async exhausted(key: string): Promise<boolean> {
    const [row] = await this.db.query<{ exhausted: boolean }>(
      `select exists (
         select 1 from local_auth.rate_limits
         where bucket = $1::text and key = $2::text and reset_at > clock_timestamp() and count >= $3::int
       ) as exhausted`,
      [this.bucket, key, this.limit],
    );
    return row.exhausted;
  }

  async retryAfter(key: string): Promise<number> {
    const [row] = await this.db.query<{ seconds: number | null }>(
      `select ceil(extract(epoch from (reset_at - clock_timestamp())))::int as seconds
       from local_auth.rate_limits where bucket = $1::text and key = $2::text`,
      [this.bucket, key],
    );
    return Math.max(0, row?.seconds ?? 0);
  }

  /** Deletes the windows that have run out, in the background; a failure only delays it to the next sweep. */
  private sweep() {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    void this.db
      .query('delete from local_auth.rate_limits where bucket = $1::text and reset_at <= clock_timestamp()', [this.bucket])
      .catch(() => undefined);
  }
}
