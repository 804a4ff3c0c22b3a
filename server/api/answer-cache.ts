/**
 * The public API's answers, kept per content version (server/db/content-version.ts).
 * A list, an article, its related articles, a feed: each is a pure function
 * of the published content, so one answer computed under a version serves
 * every reader until any writer, on any server, moves the version. A hit
 * costs a map lookup; the body is hashed once and compressed once per
 * encoding (PreparedBody). Identical requests that arrive together share
 * one computation. Not for answers that depend on who asks (the admin list).
 */
import type { ContentVersion } from '../db/content-version.ts';
import { LruCache } from '../http/lru-cache.ts';
import { PreparedBody } from '../http/prepared.ts';

/** An answer, or `null` for "not found", which is kept too (a flood of one bad slug costs one query). */
export type CachedAnswer = PreparedBody | null;

export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Every article page, list page and feed of a large archive, several times over, within 32 MiB. */
export const ANSWER_CACHE_LIMITS: AnswerCacheLimits = { maxEntries: 5000, maxBytes: 32 * 1024 * 1024 };

/** What a "not found" costs in the budget: the key and the entry around it. */
const MISSING_SIZE = 64;

export class AnswerCache {
  private readonly entries: LruCache<string, CachedAnswer>;
  private readonly running = new Map<string, Promise<CachedAnswer>>();
  /** The version the entries were made under; a new one empties the cache at once rather than leaving dead entries to age out. */
  private entriesVersion: string | null = null;

  constructor(
    private readonly version: ContentVersion,
    limits: AnswerCacheLimits = ANSWER_CACHE_LIMITS,
  ) {
    this.entries = new LruCache({ ...limits, sizeOf: (answer) => (answer ? answer.size + MISSING_SIZE : MISSING_SIZE) });
  }

  /**
   * The answer for `key` under the current content version: from the cache,
   * joined to the same computation already running, or computed now.
   * `compute` returns the body text, or null for "not found".
   */
  async answer(key: string, compute: () => Promise<string | null>): Promise<{ answer: CachedAnswer; cache: 'hit' | 'shared' | 'miss' }> {
    const version = await this.version.current();
    if (version !== this.entriesVersion) {
      this.entries.clear();
      this.entriesVersion = version;
    }
    // The version is part of the key: a computation that began under an older
    // version finishes into an entry no reader of the newer one asks for.
    const versionedKey = `${version}\n${key}`;
    const cached = this.entries.get(versionedKey);
    if (cached !== undefined) return { answer: cached, cache: 'hit' };
    const joined = this.running.get(versionedKey);
    if (joined) return { answer: await joined, cache: 'shared' };
    const work = compute()
      .then((text) => {
        const answer = text === null ? null : PreparedBody.ofText(text);
        if (this.entriesVersion === version) this.entries.set(versionedKey, answer);
        return answer;
      })
      .finally(() => this.running.delete(versionedKey));
    this.running.set(versionedKey, work);
    return { answer: await work, cache: 'miss' };
  }
}
