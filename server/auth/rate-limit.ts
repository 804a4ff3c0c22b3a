/** A fixed-window counter per key (an IP address), kept in memory like hosted auth's per-instance limits. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; false when the key is over its limit for the current window. */
  take(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) {
      for (const [stale, window] of this.windows) if (window.resetAt <= now) this.windows.delete(stale);
    }
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }
}
