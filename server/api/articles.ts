/**
 * Reading articles: the list and detail shapes of docs/product.md §3, built
 * from rows read as the `anon` role so row level security keeps drafts out.
 */
import { DEFAULT_ADMIN_SORT, type AdminListItem, type AdminSortColumn, type Article, type ArticleListItem, type BodyRich, type CorrectionLogEntry, type DiscussingArticle, type GlossaryEntry, type SortOrder } from '../../common/api.ts';
import { asCaller, type Database, type Queryable, type RequestClaims } from '../db/database.ts';

export interface ArticleFilters {
  category?: string;
  tag?: string;
  /** An article's topic (a pillar page's filter), compared lower-cased. */
  topic?: string;
  /** Only these articles (the search index's matches for the public list's `q`). */
  ids?: readonly string[];
  /** Plain "title or dek contains" text, for the admin list. */
  contains?: string;
}

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);
/** A timestamp the schema guarantees (a published article's published_at: a check constraint), as ISO. */
const isoRequired = (value: string | Date): string => new Date(value).toISOString();
export const heroUrl = (path: string | null) => (path ? `/storage/v1/object/public/${path}` : null);

/** WHERE clause and parameters for the filters; every value travels as a parameter. */
function filterSql(filters: ArticleFilters, params: unknown[]): string {
  const where = [`a.status = 'published'`];
  if (filters.category) {
    params.push(filters.category);
    where.push(`a.category_slug = $${params.length}::text`);
  }
  if (filters.tag) {
    params.push(filters.tag.toLowerCase());
    where.push(`exists (select 1 from public.article_tags at join public.tags t on t.id = at.tag_id
      where at.article_id = a.id and (t.name = $${params.length}::text or t.slug = $${params.length}::text))`);
  }
  if (filters.topic) {
    params.push(filters.topic.toLowerCase());
    where.push(`lower(a.topic) = $${params.length}::text`);
  }
  if (filters.ids) {
    params.push(filters.ids);
    where.push(`a.id = any($${params.length}::uuid[])`);
  }
  if (filters.contains) {
    params.push(filters.contains.toLowerCase());
    // position() rather than LIKE, so % and _ in the text are plain characters.
    where.push(`(position($${params.length}::text in lower(a.title)) > 0 or position($${params.length}::text in lower(a.dek)) > 0)`);
  }
  return where.join(' and ');
}

interface ListRow {
  id: string;
  slug: string;
  title: string;
  dek: string;
  kicker: string;
  category: string;
  category_slug: string;
  topic: string;
  tags: string[];
  hero_media_path: string | null;
  hero_media_alt: string;
  published_at: string;
  read_time_minutes: number;
}

export const LIST_COLUMNS = `a.id::text as id, a.slug, a.title, a.dek, a.kicker, c.name as category, a.category_slug, a.topic,
  a.tag_names as tags, a.hero_media_path, a.hero_media_alt, a.published_at, a.read_time_minutes`;

/** A list's order: a column and a direction (the admin list lets the reader choose; every other list is newest first). */
export interface ListOrder {
  sort: AdminSortColumn;
  order: SortOrder;
}

/**
 * The ORDER BY of each order, written out here rather than built from the
 * request, so only these reach the SQL. Text compares by code point ("C"), the
 * same on the embedded database and any other whatever its locale. The slug
 * breaks every tie, so pages never overlap or skip.
 */
function orderSql({ sort, order }: ListOrder): string {
  const direction = order === 'asc' ? 'asc' : 'desc';
  switch (sort) {
    case 'title':
      return `lower(a.title) collate "C" ${direction}, a.slug`;
    case 'category':
      return `c.name collate "C" ${direction}, a.published_at desc, a.slug`;
    case 'published':
      return `a.published_at ${direction}, a.slug`;
  }
}

/** Total and one page of published articles, newest first unless `order` says otherwise. */
export async function findArticles(
  tx: Queryable,
  filters: ArticleFilters,
  page: number,
  perPage: number,
  order: ListOrder = DEFAULT_ADMIN_SORT,
): Promise<{ total: number; rows: ListRow[] }> {
  const params: unknown[] = [];
  const where = filterSql(filters, params);
  const offset = (page - 1) * perPage;
  // A page too far out to count to is simply empty; only the total is asked for.
  const limit = Number.isSafeInteger(offset) ? perPage : 0;
  // The total and the page in one statement: the page is joined to the count, so an
  // empty page still brings the total back (as a row with no article).
  const rows = await tx.query<ListRow & { total: number }>(
    `select counted.total, page.*
     from (select count(*)::int as total from public.articles a where ${where}) counted
     left join lateral (
       select ${LIST_COLUMNS}
       from public.articles a join public.categories c on c.slug = a.category_slug
       where ${where}
       order by ${orderSql(order)}
       limit $${params.length + 1}::int offset $${params.length + 2}::bigint
     ) page on true`,
    [...params, limit, Number.isSafeInteger(offset) ? offset : 0],
  );
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((row) => row.id !== null) };
}

/** How many related articles an article shows (product §2). */
export const RELATED_COUNT = 3;

/** Every published article's glossary terms, A to Z by term (case aside); a term two articles define, by the articles' titles. */
export async function findGlossary(tx: Queryable): Promise<GlossaryEntry[]> {
  const rows = await tx.query<{ term: string; definition: string; slug: string; title: string }>(
    `select g->>'term' as term, g->>'definition' as definition, a.slug, a.title
     from public.articles a
     cross join lateral jsonb_array_elements(coalesce(a.classroom->'glossary', '[]'::jsonb)) g
     where a.status = 'published' and coalesce(g->>'term', '') <> '' and coalesce(g->>'definition', '') <> ''
     order by a.title, a.slug`,
  );
  // A to Z as a reader files words (case and accents aside), the same on every database whatever its collation.
  const byTerm = new Intl.Collator('en', { sensitivity: 'base' });
  return rows
    .sort((a, b) => byTerm.compare(a.term, b.term) || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .map((row) => ({ term: row.term, definition: row.definition, article: { slug: row.slug, title: row.title, canonical_url: `/articles/${row.slug}` } }));
}

/**
 * The published articles that link a claim to a part of founding document
 * `document` (their body's `[words](document#part)` links), by part, each
 * article once per part, by title.
 */
export async function findDiscussing(tx: Queryable, document: string): Promise<Array<DiscussingArticle & { part: string }>> {
  const rows = await tx.query<{ slug: string; title: string; part: string }>(
    `select distinct a.slug, a.title, substring(l->>'href' from '#(.*)$') as part
     from public.articles a
     cross join lateral jsonb_array_elements(coalesce(a.body_rich->'sections', '[]'::jsonb)) s
     cross join lateral jsonb_array_elements(coalesce(s->'links', '[]'::jsonb)) l
     where a.status = 'published' and l->>'href' like $1::text
     order by part, a.title, a.slug`,
    [`/documents/${document}#%`],
  );
  return rows.map((row) => ({ slug: row.slug, title: row.title, canonical_url: `/articles/${row.slug}`, part: row.part }));
}

/**
 * An article's related articles: other published articles that share its
 * tags (compared trimmed and in any case) or its category. Most shared tags
 * first; among equals, the same category first; then newest first. Nothing
 * unrelated is added to fill the row. Null when there is no such published
 * article.
 */
export async function findRelated(tx: Queryable, slug: string, count = RELATED_COUNT): Promise<ListRow[] | null> {
  const found = await tx.query<{ id: string }>(`select a.id::text as id from public.articles a where a.slug = $1::text and a.status = 'published'`, [slug]);
  if (found.length === 0) return null;
  // Articles sharing a tag are found through the tag index (article_tags_tag_idx), not by reading the
  // tags of every article: on the embedded database with 1 000 articles that was 140 ms a call.
  return tx.query<ListRow>(
    `with target as (
       select a.id, a.category_slug,
         array(select distinct lower(btrim(tag)) from jsonb_array_elements_text(a.tag_names) tag where btrim(tag) <> '') as tags
       from public.articles a where a.slug = $1::text and a.status = 'published'
     ), sharing as (
       select at.article_id as id, count(distinct lower(btrim(t.name)))::int as shared
       from target, public.tags t join public.article_tags at on at.tag_id = t.id
       where lower(btrim(t.name)) = any (target.tags)
       group by at.article_id
     ), candidates as (
       -- The same category (articles_category_idx) or a shared tag: nothing else can be related.
       select a.id from target join public.articles a on a.category_slug = target.category_slug
       where a.status = 'published' and a.id <> target.id
       union
       select s.id from sharing s, target where s.id <> target.id
     ), ranked as (
       select a.id, coalesce(s.shared, 0) as shared, (a.category_slug = target.category_slug) as same_category, a.published_at, a.slug
       from candidates k
       join public.articles a on a.id = k.id
       cross join target
       left join sharing s on s.id = a.id
       where a.status = 'published'
       order by shared desc, same_category desc, a.published_at desc, a.slug
       limit $2::int
     )
     select ${LIST_COLUMNS}
     from ranked r join public.articles a on a.id = r.id join public.categories c on c.slug = a.category_slug
     order by r.shared desc, r.same_category desc, r.published_at desc, r.slug`,
    [slug, count],
  );
}

export function listItem(row: ListRow): ArticleListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    dek: row.dek,
    kicker: row.kicker,
    category: row.category,
    category_slug: row.category_slug,
    topic: row.topic,
    tags: row.tags,
    hero_media_url: heroUrl(row.hero_media_path),
    hero_media_alt: row.hero_media_alt,
    published_at: isoRequired(row.published_at),
    read_time_minutes: row.read_time_minutes,
  };
}

export function adminListItem(row: ListRow): AdminListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category_name: row.category,
    category_slug: row.category_slug,
    published_at: iso(row.published_at),
    tag_names: row.tags,
    hero_media_path: row.hero_media_path,
    hero_media_alt: row.hero_media_alt,
  };
}

interface ArticleRow extends ListRow {
  author_id: string | null;
  author_name: string | null;
  reviewer_id: string | null;
  reviewer_name: string | null;
  updated_at: string;
  hero_media_width: number | null;
  hero_media_height: number | null;
  disclosures: string;
  body_rich: unknown;
  /** Plain strings in rows written before notes existed; { text, sources } since. */
  key_facts: (string | { text: string; sources?: number[] })[];
  reviewed_at: string | null;
  corrections: { date: string; text: string }[];
  classroom: { questions: string[]; glossary: { term: string; definition: string }[] } | null;
  document_excerpt: { title: string; paragraphs: string[]; source: number } | null;
  timeline: { date: string; title: string; text: string | null; source: number }[];
  sources: { id: number; title: string; publisher: string; url: string; date: string | null; type: 'primary' | 'secondary' }[];
}

/** The full Article entity of docs/product.md §3, or null when there is no published article with that slug. */
export async function findArticle(db: Database, slug: string, claims: RequestClaims | null = null): Promise<Article | null> {
  const [row] = await asCaller(db, claims, (tx) =>
    tx.query<ArticleRow>(
      `select ${LIST_COLUMNS}, a.author_id, au.name as author_name, a.reviewer_id, rv.name as reviewer_name,
         a.updated_at, a.hero_media_width, a.hero_media_height, a.disclosures, a.body_rich, a.key_facts,
         a.reviewed_at, a.corrections, a.classroom, a.document_excerpt, a.timeline,
         coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'title', s.title, 'publisher', s.publisher,
           'url', s.url, 'date', s.date, 'type', s.type) order by s.position)
           from public.sources s where s.article_id = a.id), '[]'::jsonb) as sources
       from public.articles a
       join public.categories c on c.slug = a.category_slug
       left join public.authors au on au.id = a.author_id
       left join public.authors rv on rv.id = a.reviewer_id
       where a.slug = $1::text and a.status = 'published'`,
      [slug],
    ),
  );
  if (!row) return null;
  return {
    ...listItem(row),
    author_name: row.author_name,
    author_bio_url: row.author_id ? `/about/authors/${row.author_id}` : null,
    reviewer_name: row.reviewer_name,
    reviewer_bio_url: row.reviewer_id ? `/about/authors/${row.reviewer_id}` : null,
    updated_at: iso(row.updated_at),
    hero_media_width: row.hero_media_width,
    hero_media_height: row.hero_media_height,
    disclosures: row.disclosures,
    // Written by the seed from the validated archive (server/db/archive.ts), so it has BodyRich's shape.
    body_rich: row.body_rich as BodyRich | null,
    sources: row.sources.map((source) => ({ ...source, id: String(source.id) })),
    key_facts: {
      title: 'Key Facts',
      facts: row.key_facts.map((fact) => (typeof fact === 'string' ? fact : fact.text)),
      // The sources (1-based, as in `sources`) each fact's note cites.
      sources: row.key_facts.map((fact) => (typeof fact === 'string' ? [] : (fact.sources ?? []))),
    },
    reviewed_at: iso(row.reviewed_at),
    corrections: row.corrections,
    classroom: row.classroom,
    document_excerpt: row.document_excerpt,
    timeline: row.timeline,
    canonical_url: `/articles/${row.slug}`,
    alias_url: `/${row.category_slug}/${row.slug}`,
  };
}

/** Every correction of every published article, newest first (the corrections log, product §2). */
export async function findCorrections(tx: Queryable): Promise<CorrectionLogEntry[]> {
  const rows = await tx.query<{ date: string; text: string; slug: string; title: string }>(
    `select c.value ->> 'date' as date, c.value ->> 'text' as text, a.slug, a.title
     from public.articles a, jsonb_array_elements(a.corrections) with ordinality as c(value, position)
     where a.status = 'published' and a.corrections <> '[]'::jsonb
     order by c.value ->> 'date' desc, a.slug, c.position desc`,
  );
  return rows.map((row) => ({
    date: row.date,
    text: row.text,
    article: { slug: row.slug, title: row.title, canonical_url: `/articles/${row.slug}` },
  }));
}
