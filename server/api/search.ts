/**
 * Search as the API serves it: ranked matches among the published articles
 * (title first; then kicker, dek and tags; then body) and the counties of
 * the state archives, from the in-process index (search-index.ts), which is
 * the one engine: a search never becomes a statement in the database
 * (docs/decisions/0041-one-search-engine.md has the measurements).
 */
import { ContentVersion } from '../db/content-version.ts';
import type { Database } from '../db/database.ts';
import { ConcurrencyGate, type GateOptions } from '../http/concurrency.ts';
import { LruCache } from '../http/lru-cache.ts';
import { PreparedBody } from '../http/prepared.ts';
import { SEARCH_FACET_NAMES, type SearchFilters, type SearchResponse } from '../../common/api.ts';
import { SearchIndex } from './search-index.ts';
import type { SearchPage } from './search-result.ts';

/** Product §9: a page of search results holds 20 unless per_page asks for 1-50. */
export const SEARCH_PAGE_SIZE = 20;

export type { SearchAnswerData, SearchPage, SearchResult } from './search-result.ts';

export const SEARCH_UNAVAILABLE = 'Search is not available yet. Please try again in a moment.';

/** The index has never been built (the database could not be read since the server started): there is nothing to answer from yet. */
export class SearchUnavailable extends Error {
  constructor(cause: unknown) {
    super('The search index could not be built', { cause });
    this.name = 'SearchUnavailable';
  }
}

/**
 * Searches in the in-process index run one at a time, each in its own turn
 * of the event loop (the gate hands its slot on from setImmediate), so an
 * article, list or sign-in request arriving during a flood of searches
 * waits for one search, about a millisecond, never for the whole flood. A
 * search takes about a millisecond, so 64 waiting is well under a tenth of
 * a second of queue; beyond that, or after a second, 503 with Retry-After.
 */
export const INDEX_GATE: GateOptions = { maxRunning: 1, maxQueued: 64, maxWaitMs: 1000 };

/** After a failed sync, how long searches are answered from the index as it stands before a sync is tried again. */
const SYNC_RETRY_MS = 10_000;

/** Enough for every popular term's first pages many times over; 8 MiB caps it even if every answer were a page of 50 long results. */
const CACHE_ENTRIES = 1000;
const CACHE_BYTES = 8 * 1024 * 1024;

/** Letter case and runs of spaces do not change what a search matches, so "Monroe  Doctrine" and "monroe doctrine" share one cache entry. */
export function normaliseTerm(q: string): string {
  return q.replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface SearchAnswer {
  /** The JSON body, {"data": [...], "meta": {"total", "page", "per_page"}}, hashed once and compressed once per encoding. */
  body: PreparedBody;
  /** hit: from the cache; shared: joined an identical search already running; miss: searched the index. */
  cache: 'hit' | 'shared' | 'miss';
}

export interface SearchServiceOptions {
  /** The gate searches pass one at a time (default INDEX_GATE). */
  indexGate?: GateOptions;
  versionMs?: number;
  /** Told when bringing the index up to date fails (searches are then answered from the index as it stands). */
  onIndexError?: (error: unknown) => void;
}

/**
 * Answers cached by term, page, page size and content version, and
 * identical concurrent searches sharing one answer. The index is brought up
 * to the content version before it answers (the first build starts with the
 * service; an edit costs a sync of the changed rows), so an answer is never
 * older than the version it is filed under. When a sync fails, the index
 * answers as it stands, uncached, until a sync succeeds; before the first
 * build succeeds there is nothing to answer from (SearchUnavailable).
 * Searches run one at a time (INDEX_GATE); a refused one rejects with GateBusy.
 */
export class SearchService {
  readonly indexGate: ConcurrencyGate;
  private readonly cache = new LruCache<string, PreparedBody>({ maxEntries: CACHE_ENTRIES, maxBytes: CACHE_BYTES, sizeOf: (body) => body.size });
  private readonly running = new Map<string, Promise<PreparedBody>>();
  /** The database's content version (server/db/content-version.ts): every write by any server moves it. */
  private readonly version: ContentVersion;
  private readonly index: SearchIndex;
  /** The content version the index was last brought up to, and the sync under way. */
  private indexVersion: string | null = null;
  private syncing: { version: string; done: Promise<boolean> } | null = null;
  /** When a sync last failed, and why: searches answer from the index as it stands for a while rather than every one retrying (and logging) at once. */
  private failedAt = Number.NEGATIVE_INFINITY;
  private lastFailure: unknown = null;
  private readonly onIndexError: (error: unknown) => void;

  constructor(db: Database, options: SearchServiceOptions = {}) {
    this.version = new ContentVersion(db, options.versionMs);
    this.indexGate = new ConcurrencyGate(options.indexGate ?? INDEX_GATE);
    this.onIndexError = options.onIndexError ?? (() => {});
    this.index = new SearchIndex(db);
    // Build at once, so the first reader does not wait for it (a search that comes sooner waits for this build).
    setImmediate(() => void this.ready().catch(() => {}));
  }

  /** Resolves when the index holds the current content version (false when the sync failed). */
  async ready(): Promise<boolean> {
    return this.indexAt(await this.version.current());
  }

  /** Reads the content version afresh and brings the index up to it (see ContentChanges). */
  contentChanged(): Promise<boolean> {
    this.version.forget();
    return this.ready();
  }

  /** Brings the index up to `version`: one sync at a time, each waiter on the one that covers its version. */
  private indexAt(version: string): Promise<boolean> {
    const index = this.index;
    if (this.indexVersion === version) return Promise.resolve(true);
    if (this.syncing?.version === version) return this.syncing.done;
    if (Date.now() - this.failedAt < SYNC_RETRY_MS) return Promise.resolve(false);
    const before = this.syncing?.done ?? Promise.resolve(true);
    const done = before.then(async () => {
      if (this.indexVersion === version) return true;
      try {
        // The rows are read after the version was, so the index holds at least this version.
        await index.sync();
        this.indexVersion = version;
        return true;
      } catch (error) {
        this.failedAt = Date.now();
        this.lastFailure = error;
        this.onIndexError(error);
        return false;
      }
    });
    const entry = { version, done };
    this.syncing = entry;
    void done.finally(() => {
      if (this.syncing === entry) this.syncing = null;
    });
    return done;
  }

  /** Waits for the index to hold `version`, or for a failed sync; then says whether what it holds is that version. */
  private async current(version: string): Promise<boolean> {
    const fresh = await this.indexAt(version);
    if (!fresh && this.indexVersion === null) throw new SearchUnavailable(this.lastFailure);
    return fresh;
  }

  /** `admit` runs a search the cache cannot answer (the caller's gate: server/http/work-gate.ts); it may refuse by rejecting. */
  async answer(
    q: string,
    page: SearchPage = { page: 1, perPage: SEARCH_PAGE_SIZE },
    admit: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
    { asTyped = false, filters = {} }: { asTyped?: boolean; filters?: SearchFilters } = {},
  ): Promise<SearchAnswer> {
    const term = normaliseTerm(q);
    if (!term) return { body: PreparedBody.ofText(emptyBody(page)), cache: 'hit' };
    // The version is read before the search starts, so an answer is never older
    // than the version it is filed under (a write in between only makes it newer).
    // Each page is its own entry (and its own pass through the gate): a reader
    // paging through a term costs one search per page, once.
    const version = await this.version.current();
    const narrowed = SEARCH_FACET_NAMES.map((name) => filters[name] ?? '').join('\n');
    const key = `${version}\n${page.page}\n${page.perPage}\n${asTyped ? 'typed' : ''}\n${narrowed}\n${term}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return { body: cached, cache: 'hit' };
    const joined = this.running.get(key);
    if (joined) return { body: await joined, cache: 'shared' };
    const work = admit(async () => {
      const fresh = await this.current(version);
      const answer = await this.indexGate.run(() => this.index.search(term, page, { asTyped, filters }));
      const meta = { total: answer.total, page: page.page, per_page: page.perPage, ...(answer.corrected ? { corrected: answer.corrected } : {}), ...(answer.facets ? { facets: answer.facets } : {}) };
      const body = PreparedBody.ofText(JSON.stringify({ data: answer.data, meta } satisfies SearchResponse));
      // An answer from an index behind the version is not filed under it.
      if (fresh) this.cache.set(key, body);
      return body;
    }).finally(() => this.running.delete(key));
    this.running.set(key, work);
    return { body: await work, cache: 'miss' };
  }

  /** The ids of every published article `q` finds, in no order (the public list's `q` filter). */
  async articleIds(q: string): Promise<string[]> {
    await this.current(await this.version.current());
    return this.indexGate.run(() => this.index.articleIds(normaliseTerm(q)));
  }
}

const emptyBody = ({ page, perPage }: SearchPage) => JSON.stringify({ data: [], meta: { total: 0, page, per_page: perPage } } satisfies SearchResponse);
