/**
 * Ranked full-text search over published articles (title A; kicker, dek and
 * tags B; body C) and the counties of the state archives. Words are parsed
 * with websearch_to_tsquery, so quotes, "or" and "-" work as on the web and
 * no input is a syntax error. When that finds nothing, each word is retried
 * as a prefix ("constit" finds "constitution").
 */
import type { SearchResponse } from '../../common/api.ts';
import { ContentVersion } from '../db/content-version.ts';
import { asCaller, type Database } from '../db/database.ts';
import { ConcurrencyGate, GateBusy, type GateOptions } from '../http/concurrency.ts';
import { LruCache } from '../http/lru-cache.ts';
import { PreparedBody } from '../http/prepared.ts';
import { SearchIndex } from './search-index.ts';
import type { SearchAnswerData, SearchPage, SearchResult } from './search-result.ts';
import { FRAGMENT_DELIMITER, shapeSnippet } from './snippet.ts';

/** Product §9: a page of search results holds 20 unless per_page asks for 1-50. */
export const SEARCH_PAGE_SIZE = 20;

const HEADLINE = `'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter="${FRAGMENT_DELIMITER}"'`;

export type { SearchAnswerData, SearchPage, SearchResult } from './search-result.ts';

/** "constit* & amend*" from the words of the query; letters and digits only, so it is always valid tsquery. */
export function prefixQuery(q: string): string | null {
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40));
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Headlines are most of a search's cost (to_tsvector over body sections,
 * then ts_headline), and a PGlite statement holds the whole event loop until
 * it ends. So on the embedded database they are made in up to three
 * statements with a turn of the loop between, and an article or sign-in
 * arriving meanwhile waits for one part, not the whole search. Not more
 * parts: each turn puts the search behind every query that arrived in it, so
 * under mixed load a search in ten parts took seconds. Rows that prove cheap
 * (more than fit in HEADLINE_BUDGET_MS) go in fewer, larger statements. On
 * Postgres the loop is free anyway, and one statement saves round trips.
 */
const HEADLINE_STATEMENTS = 3;
const HEADLINE_BUDGET_MS = 10;

interface TopRow {
  id: string;
  type: SearchResult['type'];
  kicker: string;
  title: string;
  slug: string | null;
  canonical_url: string;
  published_at: string | Date | null;
  /** The text a county's snippet is made from; null for articles (their dek and first matching section). */
  body: string | null;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every match, articles and counties, with its rank; `$1` is the query text. */
function hitsSql(tsquery: string): string {
  return `with q as (select ${tsquery} as query),
       hits as (
         -- Through published_article_matches (0007), so the GIN index is used despite the row-level policy.
         select 'Article' as type, a.id::text as id, a.kicker, a.title, a.slug,
           '/articles/' || a.slug as canonical_url, a.published_at, null::text as body,
           m.rank
         from q, public.published_article_matches(q.query) m join public.articles a on a.id = m.id
         union all
         select 'County', 'county-' || c.state_slug || '-' || c.slug, s.name, c.name || ' County', null,
           '/landmarks/states/' || c.state_slug || '#county-' || c.slug, null,
           'County seat: ' || c.seat || '. ' || c.summary,
           ts_rank_cd(c.search, q.query)
         from public.state_counties c join public.state_archives s on s.slug = c.state_slug, q
         where c.search @@ q.query
       )`;
}

async function run(db: Database, tsquery: string, param: string, { page, perPage }: SearchPage): Promise<SearchAnswerData> {
  const offset = (page - 1) * perPage;
  // A page so far out that its offset is not a safe integer is simply past the end.
  const reachable = Number.isSafeInteger(offset);
  // The order ends on the id, so equal ranks still fall on the same page every time and pages never overlap.
  const top = await asCaller(db, null, (tx) =>
    tx.query<TopRow & { total: number }>(
      `${hitsSql(tsquery)}
       select id, type, kicker, title, slug, canonical_url, published_at, body, (count(*) over ())::int as total
       from hits order by rank desc, published_at desc nulls last, title, id
       limit $2::int offset $3::bigint`,
      [param, reachable ? perPage : 0, reachable ? offset : 0],
    ),
  );
  let total = top[0]?.total ?? 0;
  if (!top.length && page > 1) {
    // Past the last page: no rows to carry the count, so count alone.
    const [row] = await asCaller(db, null, (tx) => tx.query<{ total: number }>(`${hitsSql(tsquery)} select count(*)::int as total from hits`, [param]));
    total = row?.total ?? 0;
  }
  const snippets: Array<{ snippet: string | null; source: string | null }> = [];
  const parts = db.kind === 'pglite' ? HEADLINE_STATEMENTS : 1;
  let size = Math.ceil(top.length / parts);
  for (let part = 1; snippets.length < top.length; part += 1) {
    if (part > 1) await nextTurn();
    const rows = top.slice(snippets.length, snippets.length + size).map(({ id, body }) => ({ id, body }));
    let tookMs = 0;
    const made = await asCaller(db, null, async (tx) => {
      const began = performance.now();
      const result = await tx.query<{ snippet: string | null; source: string | null }>(
        // Made only for the rows of the page shown, from the dek and the first
        // paragraph that matches rather than the whole body (a heading is no
        // sentence to quote). The source text comes
        // back too, so the snippet's cut edges can be found in it.
        `with q as (select ${tsquery} as query),
         src as (
           select r.n, coalesce(r.row ->> 'body', (
               select a.dek || ' ' || coalesce((
                 select section ->> 'content' from jsonb_array_elements(a.body_rich -> 'sections') as s(section)
                 where section ->> 'type' is distinct from 'heading'
                   and to_tsvector('english', section ->> 'content') @@ q.query limit 1), '')
               from public.articles a where a.id = (r.row ->> 'id')::uuid)) as source
           from jsonb_array_elements($2::text::jsonb) with ordinality as r(row, n), q
         )
         select src.source, ts_headline('english', src.source, q.query, ${HEADLINE}) as snippet
         from src, q
         order by src.n`,
        [param, JSON.stringify(rows)],
      );
      // Timed inside the transaction, so waiting for the database is not counted as cost.
      tookMs = performance.now() - began;
      return result;
    });
    snippets.push(...rows.map((_, index) => made[index] ?? { snippet: null, source: null }));
    const left = top.length - snippets.length;
    const withinBudget = Math.floor(HEADLINE_BUDGET_MS / Math.max(tookMs / rows.length, 0.01));
    size = Math.max(withinBudget, Math.ceil(left / Math.max(1, parts - part)));
  }
  const data = top.map((row, index) => {
    const { snippet, source } = snippets[index];
    return {
      id: row.id,
      type: row.type,
      kicker: row.kicker,
      title: row.title,
      // An article unpublished between the two statements has no text left to quote.
      snippet: snippet && source ? shapeSnippet(snippet, source) : '',
      slug: row.slug,
      canonical_url: row.canonical_url,
      published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    };
  });
  return { total, data };
}

/** One page of the matches for `q` and the count of all of them; words are retried as prefixes when whole words match nothing. */
export async function search(db: Database, q: string, page: SearchPage = { page: 1, perPage: SEARCH_PAGE_SIZE }): Promise<SearchAnswerData> {
  if (!q) return { total: 0, data: [] };
  const exact = await run(db, `websearch_to_tsquery('english', $1::text)`, q, page);
  if (exact.total) return exact;
  const prefix = prefixQuery(q);
  return prefix ? run(db, `to_tsquery('english', $1::text)`, prefix, page) : exact;
}

/**
 * PGlite runs one statement at a time for the whole server, on the event
 * loop itself, so a second running search would only lengthen the line an
 * article or sign-in waits in; a pool on DATABASE_URL runs two side by side,
 * off the loop. Beyond the queue, or after two seconds in it, the answer is
 * 503 with Retry-After rather than a wait that ends in the client's time-out.
 */
export function searchGateOptions(kind: Database['kind']): GateOptions {
  return { maxRunning: kind === 'pglite' ? 1 : 2, maxQueued: 8, maxWaitMs: 2000 };
}

/**
 * Searches in the in-process index run one at a time, each in its own turn
 * of the event loop (the gate hands its slot on from setImmediate), so an
 * article, list or sign-in request arriving during a flood of searches
 * waits for one search, about a millisecond, never for the whole flood. A
 * search takes about a millisecond, so 64 waiting is well under a tenth of
 * a second of queue; beyond that, or after a second, 503 as for SQL.
 */
export const INDEX_GATE: GateOptions = { maxRunning: 1, maxQueued: 64, maxWaitMs: 1000 };

/** After a failed sync, how long searches are answered by SQL before the index is tried again. */
const SYNC_RETRY_MS = 10_000;

/** Enough for every popular term's first pages many times over; 8 MiB caps it even if every answer were a page of 50 long results. */
const CACHE_ENTRIES = 1000;
const CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Letter case and runs of spaces do not change what websearch_to_tsquery or
 * the prefix retry match (both lower-case their words), so "Monroe  Doctrine"
 * and "monroe doctrine" share one cache entry and one query.
 */
export function normaliseTerm(q: string): string {
  return q.replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface SearchAnswer {
  /** The JSON body, {"data": [...], "meta": {"total", "page", "per_page"}}, hashed once and compressed once per encoding. */
  body: PreparedBody;
  /** hit: from the cache; shared: joined an identical search already running; miss: ran the query. */
  cache: 'hit' | 'shared' | 'miss';
  /** Where a miss was answered from: the in-process index or a query to the database (absent for hits and shared answers). */
  source?: 'index' | 'database';
}

export interface SearchServiceOptions {
  /** The gate for searches answered by SQL (default searchGateOptions) and for those answered by the index (default INDEX_GATE). */
  gate?: GateOptions;
  indexGate?: GateOptions;
  versionMs?: number;
  /** memory: answer from an in-process index (search-index.ts), built at once and kept in step with the content version; database: SQL only. */
  index?: 'memory' | 'database';
  /** Told when bringing the index up to date fails (the search is then answered by SQL). */
  onIndexError?: (error: unknown) => void;
}

/**
 * Search as the API serves it: answers cached by term, page, page size and
 * content version, and identical concurrent searches sharing one answer.
 * By default they come from the in-process index, which is brought up to the
 * content version before it answers (the first build starts with the
 * service; an edit costs a sync of the changed rows), so an answer is never
 * older than the version it is filed under. Index searches run one at a
 * time (INDEX_GATE); searches answered by SQL (the `database` mode, or when
 * a sync fails) at most a few at once (see searchGateOptions); a refused
 * one rejects with GateBusy.
 */
export class SearchService {
  readonly gate: ConcurrencyGate;
  readonly indexGate: ConcurrencyGate;
  private readonly cache = new LruCache<string, PreparedBody>({ maxEntries: CACHE_ENTRIES, maxBytes: CACHE_BYTES, sizeOf: (body) => body.size });
  private readonly running = new Map<string, Promise<{ body: PreparedBody; source: 'index' | 'database' }>>();
  /** The database's content version (server/db/content-version.ts): every write by any server moves it. */
  private readonly version: ContentVersion;
  private readonly index: SearchIndex | null;
  /** The content version the index was last brought up to, and the sync under way. */
  private indexVersion: string | null = null;
  private syncing: { version: string; done: Promise<boolean> } | null = null;
  /** When a sync last failed: SQL answers for a while rather than every search retrying (and logging) at once. */
  private failedAt = Number.NEGATIVE_INFINITY;
  private readonly onIndexError: (error: unknown) => void;

  constructor(
    private readonly db: Database,
    options: SearchServiceOptions = {},
  ) {
    this.gate = new ConcurrencyGate(options.gate ?? searchGateOptions(db.kind));
    this.version = new ContentVersion(db, options.versionMs);
    this.indexGate = new ConcurrencyGate(options.indexGate ?? INDEX_GATE);
    this.onIndexError = options.onIndexError ?? (() => {});
    this.index = (options.index ?? 'memory') === 'memory' ? new SearchIndex(db) : null;
    // Build at once, so the first reader does not wait for it (a search that comes sooner waits for this build).
    if (this.index) setImmediate(() => void this.ready().catch(() => {}));
  }

  /** Resolves when the index holds the current content version (false in the database mode or when the sync failed). */
  async ready(): Promise<boolean> {
    return this.index ? this.indexAt(await this.version.current()) : false;
  }

  /** Reads the content version afresh and brings the index up to it (see ContentChanges). */
  contentChanged(): Promise<boolean> {
    this.version.forget();
    return this.ready();
  }

  /** Brings the index up to `version`: one sync at a time, each waiter on the one that covers its version. */
  private indexAt(version: string): Promise<boolean> {
    const index = this.index;
    if (!index) return Promise.resolve(false);
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

  /** `admit` runs a search the cache cannot answer (the caller's gate: server/http/work-gate.ts); it may refuse by rejecting. */
  async answer(
    q: string,
    page: SearchPage = { page: 1, perPage: SEARCH_PAGE_SIZE },
    admit: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
  ): Promise<SearchAnswer> {
    const term = normaliseTerm(q);
    if (!term) return { body: PreparedBody.ofText(emptyBody(page)), cache: 'hit' };
    // The version is read before the search starts, so an answer is never older
    // than the version it is filed under (a write in between only makes it newer).
    // Each page is its own entry (and its own pass through the gate): a reader
    // paging through a term costs one query per page, once.
    const version = await this.version.current();
    const key = `${version}\n${page.page}\n${page.perPage}\n${term}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return { body: cached, cache: 'hit' };
    const joined = this.running.get(key);
    if (joined) return { body: (await joined).body, cache: 'shared' };
    const work = admit(() => this.find(version, term, page))
      .then(({ answer, source }) => {
        const body = PreparedBody.ofText(JSON.stringify({ data: answer.data, meta: { total: answer.total, page: page.page, per_page: page.perPage } } satisfies SearchResponse));
        this.cache.set(key, body);
        return { body, source };
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, work);
    const { body, source } = await work;
    return { body, cache: 'miss', source };
  }

  private async find(version: string, term: string, page: SearchPage): Promise<{ answer: SearchAnswerData; source: 'index' | 'database' }> {
    const index = this.index;
    if (index && (await this.indexAt(version))) {
      try {
        return { answer: await this.indexGate.run(() => index.search(term, page)), source: 'index' };
      } catch (error) {
        if (error instanceof GateBusy) throw error;
        // A word the index had to ask the database about, and the database failed: SQL may still answer.
        this.onIndexError(error);
      }
    }
    return { answer: await this.gate.run(() => search(this.db, term, page)), source: 'database' };
  }
}

const emptyBody = ({ page, perPage }: SearchPage) => JSON.stringify({ data: [], meta: { total: 0, page, per_page: perPage } } satisfies SearchResponse);
