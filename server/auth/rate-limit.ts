/**
 * A fixed-window counter per key (a requester or an address), kept in memory
 * like hosted auth's per-instance limits. Its memory is bounded: at most
 * `maxKeys` windows are kept, and when a flood of new keys (forged or rotating
 * addresses) fills it, expired windows go first and then the oldest.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Windows held now (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one request; false when the key is over its limit for the current window. */
  take(key: string): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      this.makeRoom(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** True when the key has used up its current window, without counting a request. */
  exhausted(key: string): boolean {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > this.now() && window.count >= this.limit;
  }

  /** Seconds until the key's window resets (0 when it has none). */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    return window ? Math.max(0, Math.ceil((window.resetAt - this.now()) / 1000)) : 0;
  }

  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: forget the oldest windows (Map keeps insertion order). A
    // forgotten key starts afresh, which errs towards serving, not refusing.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
