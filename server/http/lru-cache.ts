/**
 * A least-recently-used cache bounded both by entry count and by total size,
 * so a flood of distinct keys (or a few huge values) cannot grow the
 * server's memory without limit. A Map keeps insertion order, which serves
 * as the recency order: a hit moves its entry to the end, eviction takes
 * from the front.
 */

export interface LruOptions<V> {
  maxEntries: number;
  maxBytes: number;
  /** The size charged for a value (for strings, their UTF-8 length is a fair measure). */
  sizeOf: (value: V) => number;
}

export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly options: LruOptions<V>) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const size = this.options.sizeOf(value);
    this.delete(key);
    // A value larger than the whole budget would only evict everything else and then itself.
    if (size > this.options.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
