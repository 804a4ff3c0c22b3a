/**
 * Ranked full-text search over published articles (title A; kicker, dek and
 * tags B; body C) and the counties of the state archives. Words are parsed
 * with websearch_to_tsquery, so quotes, "or" and "-" work as on the web and
 * no input is a syntax error. When that finds nothing, each word is retried
 * as a prefix ("constit" finds "constitution").
 */
import { ContentVersion } from '../db/content-version.ts';
import { asCaller, type Database } from '../db/database.ts';
import { ConcurrencyGate, type GateOptions } from '../http/concurrency.ts';
import { LruCache } from '../http/lru-cache.ts';
import { FRAGMENT_DELIMITER, shapeSnippet } from './snippet.ts';

/** Product §9: a page of search results holds 20 unless per_page asks for 1-50. */
export const SEARCH_PAGE_SIZE = 20;

const HEADLINE = `'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter="${FRAGMENT_DELIMITER}"'`;

/** Which page of the matches to answer, counted from 1, and how many a page holds. */
export interface SearchPage {
  page: number;
  perPage: number;
}

export interface SearchAnswerData {
  /** Every match of the term, articles and counties, on all pages. */
  total: number;
  /** The matches on the page asked for, in rank order; empty beyond the last page. */
  data: SearchResult[];
}

export interface SearchResult {
  id: string;
  type: 'Article' | 'County';
  kicker: string;
  title: string;
  snippet: string;
  slug: string | null;
  canonical_url: string;
  published_at: string | null;
}

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
         select 'Article' as type, a.id::text as id, a.kicker, a.title, a.slug,
           '/articles/' || a.slug as canonical_url, a.published_at, null::text as body,
           ts_rank_cd(a.search, q.query) as rank
         from public.articles a, q
         where a.status = 'published' and a.search @@ q.query
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
 * How long a search refused because the queue is full waits before its 503
 * goes out. A client that retries as soon as it is refused (a flood ignores
 * Retry-After) would otherwise make the server spend its whole event loop
 * answering refusals, and every article and sign-in would wait its turn
 * behind a hundred of them; held for half a second, each such connection
 * costs a few answers a second. Still far inside any client's time-out.
 */
export const REFUSAL_PAUSE_MS = 500;

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
  /** The JSON body, {"data": [...], "meta": {"total", "page", "per_page"}}. */
  body: string;
  /** hit: from the cache; shared: joined an identical search already running; miss: ran the query. */
  cache: 'hit' | 'shared' | 'miss';
}

/**
 * Search as the API serves it: answers cached by term, page, page size and
 * content version,
 * identical concurrent searches sharing one query, and at most a few queries
 * running at once (see searchGateOptions). A refused search rejects with
 * GateBusy.
 */
export class SearchService {
  readonly gate: ConcurrencyGate;
  private readonly cache = new LruCache<string, string>({ maxEntries: CACHE_ENTRIES, maxBytes: CACHE_BYTES, sizeOf: (body) => Buffer.byteLength(body) });
  private readonly running = new Map<string, Promise<string>>();
  /** The database's content version (server/db/content-version.ts): every write by any server moves it. */
  private readonly version: ContentVersion;

  constructor(
    private readonly db: Database,
    options: { gate?: GateOptions; versionMs?: number } = {},
  ) {
    this.gate = new ConcurrencyGate(options.gate ?? searchGateOptions(db.kind));
    this.version = new ContentVersion(db, options.versionMs);
  }

  async answer(q: string, page: SearchPage = { page: 1, perPage: SEARCH_PAGE_SIZE }): Promise<SearchAnswer> {
    const term = normaliseTerm(q);
    if (!term) return { body: emptyBody(page), cache: 'hit' };
    // The version is read before the search starts, so an answer is never older
    // than the version it is filed under (a write in between only makes it newer).
    // Each page is its own entry (and its own pass through the gate): a reader
    // paging through a term costs one query per page, once.
    const key = `${await this.version.current()}\n${page.page}\n${page.perPage}\n${term}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return { body: cached, cache: 'hit' };
    const joined = this.running.get(key);
    if (joined) return { body: await joined, cache: 'shared' };
    const work = this.gate
      .run(() => search(this.db, term, page))
      .then(({ total, data }) => {
        const body = JSON.stringify({ data, meta: { total, page: page.page, per_page: page.perPage } });
        this.cache.set(key, body);
        return body;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, work);
    return { body: await work, cache: 'miss' };
  }
}

const emptyBody = ({ page, perPage }: SearchPage) => JSON.stringify({ data: [], meta: { total: 0, page, per_page: perPage } });
