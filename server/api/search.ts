/**
 * Ranked full-text search over published articles (title A; kicker, dek and
 * tags B; body C) and the counties of the state archives. Words are parsed
 * with websearch_to_tsquery, so quotes, "or" and "-" work as on the web and
 * no input is a syntax error. When that finds nothing, each word is retried
 * as a prefix ("constit" finds "constitution").
 */
import { asCaller, type Database } from '../db/database.ts';

export const SEARCH_LIMIT = 50;

const HEADLINE = `'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "'`;

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

async function run(db: Database, tsquery: string, param: string): Promise<SearchResult[]> {
  const rows = await asCaller(db, null, (tx) =>
    tx.query<SearchResult & { body: string }>(
      `with q as (select ${tsquery} as query),
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
       ),
       top as (select * from hits order by rank desc, published_at desc nulls last, title limit ${SEARCH_LIMIT})
       -- Headlines are the costly part, so they are made only for the rows kept, from the
       -- dek and the first section that matches rather than the whole body.
       select top.id, top.type, top.kicker, top.title, top.slug, top.canonical_url, top.published_at,
         ts_headline('english', coalesce(top.body, (
           select a.dek || ' ' || coalesce((
             select section ->> 'content' from jsonb_array_elements(a.body_rich -> 'sections') as s(section)
             where to_tsvector('english', section ->> 'content') @@ q.query limit 1), '')
           from public.articles a where a.id = top.id::uuid)), q.query, ${HEADLINE}) as snippet
       from top, q
       order by top.rank desc, top.published_at desc nulls last, top.title`,
      [param],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    kicker: row.kicker,
    title: row.title,
    snippet: row.snippet,
    slug: row.slug,
    canonical_url: row.canonical_url,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
  }));
}

export async function search(db: Database, q: string): Promise<SearchResult[]> {
  if (!q) return [];
  const results = await run(db, `websearch_to_tsquery('english', $1::text)`, q);
  if (results.length) return results;
  const prefix = prefixQuery(q);
  return prefix ? run(db, `to_tsquery('english', $1::text)`, prefix) : [];
}
