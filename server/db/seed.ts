/**
 * The archive (server/content) into the database: `syncContent` makes the
 * publication's tables say what the archive says, whatever they said
 * before. It adds what is new, rewrites what changed, removes what the
 * archive no longer has, and leaves the rest untouched, in one transaction
 * of a handful of set-based statements, so 1 000 articles sync in seconds.
 * The first start seeds an empty database with it; `npm run content:sync`
 * runs it against a database servers are using. Every statement that
 * changes a row moves the content version (0006_content_version.sql), so
 * every server's caches let go of the old content within a second; a sync
 * that changes nothing is rolled back, so caches stay warm.
 */
import { CATEGORIES, DISCLOSURE, HERO_HEIGHT, HERO_WIDTH, slugify, type Archive } from './archive.ts';
import type { Database, Queryable } from './database.ts';

const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  foundations: 'The documents, ideas and amendments the American system of government is built on.',
  'civic-life': 'How elections, lawmaking and rights work for the people who take part in them.',
  people: 'The lives of Americans who shaped the country, from the founding era to modern times.',
  landmarks: 'The monuments, historic sites and battlefields where American history happened.',
  media: 'Speeches, broadcasts and documents that carried American history to the public.',
  features: 'Longer explainers, analyses and timelines that cut across the pillars.',
};

export const HERO_BUCKET = 'heroes';

/** Two syncs at once (two servers starting on a new database, or a sync beside a start) take turns. */
const SYNC_LOCK_KEY = 7_310_452_119;

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>('select exists (select 1 from public.categories) as seeded');
  return row.seeded;
}

/** What one sync did to each kind of row. */
export interface SyncCounts {
  added: number;
  updated: number;
  removed: number;
}

export interface SyncReport {
  articles: SyncCounts;
  /** Categories, authors, tags, sources, states, counties and hero images together. */
  other: SyncCounts;
  /** False when the database already said what the archive says (nothing was written). */
  changed: boolean;
}

class NothingChanged extends Error {}

const json = (value: unknown) => JSON.stringify(value);

function rows(archive: Archive) {
  const categories = CATEGORIES.map((category, position) => ({
    slug: category.slug,
    name: category.name,
    description: CATEGORY_DESCRIPTIONS[category.slug] ?? '',
    position,
  }));
  const tags = [...new Set(archive.articles.flatMap((article) => article.tags))].sort().map((name) => ({ name, slug: slugify(name) }));
  const articles = archive.articles.map((article) => ({
    slug: article.slug,
    status: article.status,
    title: article.title,
    dek: article.dek,
    kicker: article.kicker,
    category_slug: article.category,
    topic: article.topic,
    author_id: article.author,
    reviewer_id: article.reviewer,
    published_at: `${article.publishedAt}T00:00:00Z`,
    updated_at: `${article.updatedAt}T00:00:00Z`,
    read_time_minutes: article.readTimeMinutes,
    hero_media_path: `${HERO_BUCKET}/${article.hero.file}`,
    hero_media_alt: article.hero.alt,
    hero_media_width: HERO_WIDTH,
    hero_media_height: HERO_HEIGHT,
    disclosures: DISCLOSURE,
    body_rich: { sections: article.sections },
    key_facts: article.keyFacts,
    reviewed_at: `${article.reviewedAt}T00:00:00Z`,
    corrections: article.corrections,
    classroom: article.classroom ?? null,
    document_excerpt: article.excerpt ?? null,
    timeline: article.timeline ?? [],
    tags: article.tags,
    // In the shape the comparison below builds from public.sources.
    sources: article.sources.map((source) => ({
      title: source.title,
      publisher: source.publisher ?? '',
      url: source.url,
      date: source.date ?? null,
      type: source.type,
    })),
  }));
  const states = archive.states.map(({ slug, name, content }) => ({ slug, name, content }));
  const counties = archive.states.flatMap((state) => state.counties.map((county) => ({ state_slug: state.slug, ...county })));
  return { categories, tags, articles, states, counties };
}

/** Adds an upsert's or delete's `returning (xmax = 0) as added` rows to the counts. */
function count(counts: SyncCounts, result: Array<{ added?: boolean }>, kind: 'upsert' | 'delete') {
  if (kind === 'delete') counts.removed += result.length;
  else for (const row of result) counts[row.added ? 'added' : 'updated'] += 1;
}

const ARTICLE_COLUMNS = `slug, status, title, dek, kicker, category_slug, topic, author_id, reviewer_id,
  published_at, updated_at, read_time_minutes, hero_media_path, hero_media_alt, hero_media_width,
  hero_media_height, disclosures, body_rich, key_facts, reviewed_at, corrections, classroom,
  document_excerpt, timeline`;
const ARTICLE_RECORD = `slug text, status text, title text, dek text, kicker text,
  category_slug text, topic text, author_id text, reviewer_id text, published_at timestamptz,
  updated_at timestamptz, read_time_minutes int, hero_media_path text, hero_media_alt text,
  hero_media_width int, hero_media_height int, disclosures text, body_rich jsonb, key_facts jsonb,
  reviewed_at timestamptz, corrections jsonb, classroom jsonb, document_excerpt jsonb, timeline jsonb`;
const columns = ARTICLE_COLUMNS.split(',').map((column) => column.trim());
const setArticle = columns.filter((column) => column !== 'slug').map((column) => `${column} = excluded.${column}`).join(', ');
const articleChanged = `(${columns.map((column) => `a.${column}`).join(', ')}) is distinct from (${columns.map((column) => `excluded.${column}`).join(', ')})`;

async function writeArchive(tx: Queryable, archive: Archive): Promise<SyncReport> {
  const { categories, tags, articles, states, counties } = rows(archive);
  const report: SyncReport = { articles: { added: 0, updated: 0, removed: 0 }, other: { added: 0, updated: 0, removed: 0 }, changed: false };
  const other = report.other;
  type Changed = { added?: boolean };

  count(other, await tx.query<Changed>(
    `insert into public.categories as c (slug, name, description, position)
     select slug, name, description, position from jsonb_to_recordset($1::text::jsonb) as r(slug text, name text, description text, position int)
     on conflict (slug) do update set name = excluded.name, description = excluded.description, position = excluded.position
       where (c.name, c.description, c.position) is distinct from (excluded.name, excluded.description, excluded.position)
     returning (xmax = 0) as added`, [json(categories)]), 'upsert');
  count(other, await tx.query<Changed>(
    `insert into public.authors as au (id, name, role, bio)
     select id, name, role, bio from jsonb_to_recordset($1::text::jsonb) as r(id text, name text, role text, bio text)
     on conflict (id) do update set name = excluded.name, role = excluded.role, bio = excluded.bio
       where (au.name, au.role, au.bio) is distinct from (excluded.name, excluded.role, excluded.bio)
     returning (xmax = 0) as added`, [json(archive.authors)]), 'upsert');
  count(other, await tx.query<Changed>(
    `insert into public.tags as t (name, slug) select name, slug from jsonb_to_recordset($1::text::jsonb) as r(name text, slug text)
     on conflict (name) do update set slug = excluded.slug where t.slug is distinct from excluded.slug
     returning (xmax = 0) as added`, [json(tags)]), 'upsert');

  count(report.articles, await tx.query<Changed>(
    `insert into public.articles as a (${ARTICLE_COLUMNS})
     select ${ARTICLE_COLUMNS} from jsonb_to_recordset($1::text::jsonb) as r(${ARTICLE_RECORD})
     on conflict (slug) do update set ${setArticle} where ${articleChanged}
     returning (xmax = 0) as added`, [json(articles)]), 'upsert');
  // Their tags and sources go with them (on delete cascade).
  count(report.articles, await tx.query(
    `delete from public.articles where not (slug = any (select jsonb_array_elements_text($1::text::jsonb))) returning slug`,
    [json(articles.map((article) => article.slug))]), 'delete');

  // What each article should cite and be tagged with, once in a table of this transaction for the statements below.
  await tx.query('create temporary table sync_wanted (slug text primary key, tags jsonb not null, sources jsonb not null) on commit drop');
  await tx.query(
    `insert into sync_wanted select slug, tags, sources from jsonb_to_recordset($1::text::jsonb) as r(slug text, tags jsonb, sources jsonb)`,
    [json(articles.map(({ slug, tags: names, sources }) => ({ slug, tags: names, sources })))],
  );

  // An article whose tags (in order) differ gets its tags anew; the triggers of 0002 then refresh its tag_names and search.
  count(other, await tx.query(
    `delete from public.article_tags t using public.articles a, sync_wanted r
     where t.article_id = a.id and a.slug = r.slug and a.tag_names is distinct from r.tags
     returning t.article_id`), 'delete');
  count(other, await tx.query<Changed>(
    `insert into public.article_tags (article_id, tag_id, position)
     select a.id, t.id, tag.position - 1
     from sync_wanted r
     join public.articles a on a.slug = r.slug
     cross join lateral jsonb_array_elements_text(r.tags) with ordinality as tag(name, position)
     join public.tags t on t.name = tag.name
     where not exists (select 1 from public.article_tags x where x.article_id = a.id)
     returning true as added`), 'upsert');
  count(other, await tx.query(
    `delete from public.tags t where not exists (select 1 from public.article_tags x where x.tag_id = t.id) returning t.id`), 'delete');

  // Sources likewise, compared as the ordered list an article cites.
  count(other, await tx.query(
    `delete from public.sources s using public.articles a, sync_wanted r
     where s.article_id = a.id and a.slug = r.slug and r.sources is distinct from (
       select coalesce(jsonb_agg(jsonb_build_object('title', x.title, 'publisher', x.publisher, 'url', x.url, 'date', x.date, 'type', x.type) order by x.position), '[]'::jsonb)
       from public.sources x where x.article_id = a.id)
     returning s.id`), 'delete');
  count(other, await tx.query<Changed>(
    `insert into public.sources (article_id, position, title, publisher, url, date, type)
     select a.id, source.position - 1, source.value ->> 'title', source.value ->> 'publisher', source.value ->> 'url', source.value ->> 'date', source.value ->> 'type'
     from sync_wanted r
     join public.articles a on a.slug = r.slug
     cross join lateral jsonb_array_elements(r.sources) with ordinality as source(value, position)
     where not exists (select 1 from public.sources x where x.article_id = a.id)
     returning true as added`), 'upsert');

  count(other, await tx.query<Changed>(
    `insert into public.state_archives as s (slug, name, content)
     select slug, name, content from jsonb_to_recordset($1::text::jsonb) as r(slug text, name text, content jsonb)
     on conflict (slug) do update set name = excluded.name, content = excluded.content
       where (s.name, s.content) is distinct from (excluded.name, excluded.content)
     returning (xmax = 0) as added`, [json(states)]), 'upsert');
  count(other, await tx.query(
    `delete from public.state_archives where not (slug = any (select jsonb_array_elements_text($1::text::jsonb))) returning slug`,
    [json(states.map((state) => state.slug))]), 'delete');
  count(other, await tx.query<Changed>(
    `insert into public.state_counties as c (state_slug, slug, name, seat, established, summary)
     select state_slug, slug, name, seat, established, summary
     from jsonb_to_recordset($1::text::jsonb) as r(state_slug text, slug text, name text, seat text, established int, summary text)
     on conflict (state_slug, slug) do update set name = excluded.name, seat = excluded.seat, established = excluded.established, summary = excluded.summary
       where (c.name, c.seat, c.established, c.summary) is distinct from (excluded.name, excluded.seat, excluded.established, excluded.summary)
     returning (xmax = 0) as added`, [json(counties)]), 'upsert');
  count(other, await tx.query(
    `delete from public.state_counties c where not exists (
       select 1 from jsonb_to_recordset($1::text::jsonb) as r(state_slug text, slug text) where r.state_slug = c.state_slug and r.slug = c.slug)
     returning c.slug`, [json(counties.map(({ state_slug, slug }) => ({ state_slug, slug })))]), 'delete');

  // The hero bucket is public by path, as a hosted Supabase bucket is: it
  // holds only what a published article shows, so a draft's illustration is
  // never served and a withdrawn article's goes with it.
  const shownHeroes = new Set(archive.articles.filter((article) => article.status === 'published').map((article) => article.hero.file));
  const heroes = archive.heroes.filter((hero) => shownHeroes.has(hero.file));
  for (const hero of heroes) {
    const data = Buffer.from(hero.svg, 'utf8');
    count(other, await tx.query<Changed>(
      `insert into local_storage.objects as o (bucket, name, content_type, data, size)
       values ($1::text, $2::text, 'image/svg+xml', $3::bytea, $4::int)
       on conflict (bucket, name) do update set data = excluded.data, size = excluded.size, updated_at = now()
         where o.data is distinct from excluded.data
       returning (xmax = 0) as added`, [HERO_BUCKET, hero.file, data, data.length]), 'upsert');
  }
  count(other, await tx.query(
    `delete from local_storage.objects where bucket = $1::text and not (name = any (select jsonb_array_elements_text($2::text::jsonb))) returning name`,
    [HERO_BUCKET, json(heroes.map((hero) => hero.file))]), 'delete');

  const total = (counts: SyncCounts) => counts.added + counts.updated + counts.removed;
  report.changed = total(report.articles) + total(other) > 0;
  return report;
}

/** Makes the database say what the archive says; see the top of this file. */
export async function syncContent(db: Database, archive: Archive): Promise<SyncReport> {
  let report: SyncReport | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1::bigint)', [SYNC_LOCK_KEY]);
      report = await writeArchive(tx, archive);
      // Even a statement that touched no row fired the content-version triggers; undo it all.
      if (!report.changed) throw new NothingChanged();
    });
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
  }
  if (report?.changed) {
    // Fresh statistics and visibility map, so the planner uses the indexes (and counts are index-only) at once.
    await db.exec('vacuum analyze public.articles, public.article_tags, public.tags, public.sources, public.state_counties');
  }
  return report!;
}

/** Loads the archive into an empty database. Returns the number of articles written. */
export async function seedDatabase(db: Database, archive: Archive): Promise<number> {
  const report = await syncContent(db, archive);
  return report.articles.added;
}
