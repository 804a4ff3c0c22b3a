/**
 * The archive (server/content) into the database: `syncContent` makes the
 * publication's tables say what the archive says, whatever they said
 * before. It adds what is new, rewrites what changed, removes what the
 * archive no longer has, and leaves the rest untouched. The first start
 * seeds an empty database with it; `npm run content:sync` runs it against a
 * database servers are using, so it works in small steps: it first reads
 * which articles differ, a few dozen per statement, then writes only those,
 * a few per transaction, with a turn of the event loop between steps. The
 * embedded database runs each statement on the server's own event loop and
 * holds every other query until a transaction ends, so one statement over
 * the whole archive would stop the server answering anything for seconds.
 * Each transaction writes whole articles (row, tags and sources together),
 * so a reader never sees one half-written. Every statement that changes a
 * row moves the content version (0006_content_version.sql), so every
 * server's caches let go of the old content within a second; a step that
 * changes nothing is rolled back, so a sync that changes nothing leaves the
 * version, and the caches, as they were.
 */
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
  /** Categories, authors, tags, sources, states, counties, founding documents and hero images together. */
  other: SyncCounts;
  /** False when the database already said what the archive says (nothing was written). */
  changed: boolean;
}

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
    era: article.era,
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
  const documents = archive.documents.map(({ slug, title, ...content }, position) => ({ slug, title, position, content }));
  return { categories, tags, articles, states, counties, documents };
}

/** Adds an upsert's or delete's `returning (xmax = 0) as added` rows to the counts. */
function count(counts: SyncCounts, result: Array<{ added?: boolean }>, kind: 'upsert' | 'delete') {
  if (kind === 'delete') counts.removed += result.length;
  else for (const row of result) counts[row.added ? 'added' : 'updated'] += 1;
}

const total = ({ articles, other }: SyncReport) => articles.added + articles.updated + articles.removed + other.added + other.updated + other.removed;

const ARTICLE_COLUMNS = `slug, status, title, dek, kicker, category_slug, topic, era, author_id, reviewer_id,
  published_at, updated_at, read_time_minutes, hero_media_path, hero_media_alt, hero_media_width,
  hero_media_height, disclosures, body_rich, key_facts, reviewed_at, corrections, classroom,
  document_excerpt, timeline`;
const ARTICLE_RECORD = `slug text, status text, title text, dek text, kicker text,
  category_slug text, topic text, era text, author_id text, reviewer_id text, published_at timestamptz,
  updated_at timestamptz, read_time_minutes int, hero_media_path text, hero_media_alt text,
  hero_media_width int, hero_media_height int, disclosures text, body_rich jsonb, key_facts jsonb,
  reviewed_at timestamptz, corrections jsonb, classroom jsonb, document_excerpt jsonb, timeline jsonb`;
const columns = ARTICLE_COLUMNS.split(',').map((column) => column.trim());
const setArticle = columns.filter((column) => column !== 'slug').map((column) => `${column} = excluded.${column}`).join(', ');
/** SQL that is true when the article row `row` differs from the wanted one `wanted`. */
const articleDiffers = (row: string, wanted: string) =>
  `(${columns.map((column) => `${row}.${column}`).join(', ')}) is distinct from (${columns.map((column) => `${wanted}.${column}`).join(', ')})`;
/** The sources article `a` cites, in the shape rows() gives the archive's. */
const CITED = `select coalesce(jsonb_agg(jsonb_build_object('title', x.title, 'publisher', x.publisher, 'url', x.url, 'date', x.date, 'type', x.type) order by x.position), '[]'::jsonb)
  from public.sources x where x.article_id = a.id`;

/**
 * Articles per statement that compares them with the database, and per
 * transaction that writes them. On the embedded database a statement runs
 * on the event loop: comparing an article costs well under a millisecond,
 * writing one a few (its search vector), so a step takes a few tens of
 * milliseconds on an idle machine.
 */
const ARTICLES_PER_COMPARISON = 25;
const ARTICLES_PER_WRITE = 5;

function inParts<T>(list: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < list.length; start += size) parts.push(list.slice(start, start + size));
  return parts;
}

class NothingChanged extends Error {}

type Changed = { added?: boolean };
type Step = (tx: Queryable) => Promise<void>;

/**
 * One step of the sync: a transaction of its own, after a turn of the event
 * loop. A step that changed no row is rolled back, since even a statement
 * that touched no row fired the content-version triggers.
 */
async function step(db: Database, report: SyncReport, write: Step): Promise<void> {
  await nextTurn();
  const before = total(report);
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      if (total(report) === before) throw new NothingChanged();
    });
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
  }
}

type Wanted = ReturnType<typeof rows>;
type WantedArticle = Wanted['articles'][number];

/** Categories, authors and tags: what articles refer to, so they come first. */
function writeReferences(report: SyncReport, { categories, tags }: Wanted, archive: Archive): Step {
  return async (tx) => {
    count(report.other, await tx.query<Changed>(
      `insert into public.categories as c (slug, name, description, position)
       select slug, name, description, position from jsonb_to_recordset($1::text::jsonb) as r(slug text, name text, description text, position int)
       on conflict (slug) do update set name = excluded.name, description = excluded.description, position = excluded.position
         where (c.name, c.description, c.position) is distinct from (excluded.name, excluded.description, excluded.position)
       returning (xmax = 0) as added`, [json(categories)]), 'upsert');
    count(report.other, await tx.query<Changed>(
      `insert into public.authors as au (id, name, role, bio)
       select id, name, role, bio from jsonb_to_recordset($1::text::jsonb) as r(id text, name text, role text, bio text)
       on conflict (id) do update set name = excluded.name, role = excluded.role, bio = excluded.bio
         where (au.name, au.role, au.bio) is distinct from (excluded.name, excluded.role, excluded.bio)
       returning (xmax = 0) as added`, [json(archive.authors)]), 'upsert');
    count(report.other, await tx.query<Changed>(
      `insert into public.tags as t (name, slug) select name, slug from jsonb_to_recordset($1::text::jsonb) as r(name text, slug text)
       on conflict (name) do update set slug = excluded.slug where t.slug is distinct from excluded.slug
       returning (xmax = 0) as added`, [json(tags)]), 'upsert');
  };
}

function writeDocuments(report: SyncReport, { documents }: Wanted): Step {
  return async (tx) => {
    count(report.other, await tx.query<Changed>(
      `insert into public.founding_documents as d (slug, title, position, content)
       select slug, title, position, content from jsonb_to_recordset($1::text::jsonb) as r(slug text, title text, position int, content jsonb)
       on conflict (slug) do update set title = excluded.title, position = excluded.position, content = excluded.content
         where (d.title, d.position, d.content) is distinct from (excluded.title, excluded.position, excluded.content)
       returning (xmax = 0) as added`, [json(documents)]), 'upsert');
    count(report.other, await tx.query(
      `delete from public.founding_documents where not (slug = any (select jsonb_array_elements_text($1::text::jsonb))) returning slug`,
      [json(documents.map((document) => document.slug))]), 'delete');
  };
}

function writeStates(report: SyncReport, { states, counties }: Wanted): Step {
  return async (tx) => {
    count(report.other, await tx.query<Changed>(
      `insert into public.state_archives as s (slug, name, content)
       select slug, name, content from jsonb_to_recordset($1::text::jsonb) as r(slug text, name text, content jsonb)
       on conflict (slug) do update set name = excluded.name, content = excluded.content
         where (s.name, s.content) is distinct from (excluded.name, excluded.content)
       returning (xmax = 0) as added`, [json(states)]), 'upsert');
    count(report.other, await tx.query(
      `delete from public.state_archives where not (slug = any (select jsonb_array_elements_text($1::text::jsonb))) returning slug`,
      [json(states.map((state) => state.slug))]), 'delete');
    count(report.other, await tx.query<Changed>(
      `insert into public.state_counties as c (state_slug, slug, name, seat, established, summary)
       select state_slug, slug, name, seat, established, summary
       from jsonb_to_recordset($1::text::jsonb) as r(state_slug text, slug text, name text, seat text, established int, summary text)
       on conflict (state_slug, slug) do update set name = excluded.name, seat = excluded.seat, established = excluded.established, summary = excluded.summary
         where (c.name, c.seat, c.established, c.summary) is distinct from (excluded.name, excluded.seat, excluded.established, excluded.summary)
       returning (xmax = 0) as added`, [json(counties)]), 'upsert');
    count(report.other, await tx.query(
      `delete from public.state_counties c where not exists (
         select 1 from jsonb_to_recordset($1::text::jsonb) as r(state_slug text, slug text) where r.state_slug = c.state_slug and r.slug = c.slug)
       returning c.slug`, [json(counties.map(({ state_slug, slug }) => ({ state_slug, slug })))]), 'delete');
  };
}

/** The slugs of the articles that are new or differ from the database in their row, tags or sources. */
async function changedArticles(db: Database, articles: readonly WantedArticle[]): Promise<Set<string>> {
  const changed = new Set<string>();
  for (const part of inParts(articles, ARTICLES_PER_COMPARISON)) {
    await nextTurn();
    const found = await db.query<{ slug: string }>(
      `select r.slug from jsonb_to_recordset($1::text::jsonb) as r(${ARTICLE_RECORD}, tags jsonb, sources jsonb)
       left join public.articles a on a.slug = r.slug
       where a.id is null or ${articleDiffers('a', 'r')} or a.tag_names is distinct from r.tags or r.sources is distinct from (${CITED})`,
      [json(part)],
    );
    for (const { slug } of found) changed.add(slug);
  }
  return changed;
}

/** A few whole articles: their rows, their tags in order and their sources, in one transaction. */
function writeArticles(report: SyncReport, articles: readonly WantedArticle[]): Step {
  return async (tx) => {
    count(report.articles, await tx.query<Changed>(
      `insert into public.articles as a (${ARTICLE_COLUMNS})
       select ${ARTICLE_COLUMNS} from jsonb_to_recordset($1::text::jsonb) as r(${ARTICLE_RECORD})
       on conflict (slug) do update set ${setArticle} where ${articleDiffers('a', 'excluded')}
       returning (xmax = 0) as added`, [json(articles)]), 'upsert');
    const wanted = json(articles.map(({ slug, tags, sources }) => ({ slug, tags, sources })));
    const WANTED = 'jsonb_to_recordset($1::text::jsonb) as r(slug text, tags jsonb, sources jsonb)';

    // An article whose tags (in order) differ gets its tags anew; the triggers of 0002 then refresh its tag_names and search.
    count(report.other, await tx.query(
      `delete from public.article_tags t using public.articles a, ${WANTED}
       where t.article_id = a.id and a.slug = r.slug and a.tag_names is distinct from r.tags
       returning t.article_id`, [wanted]), 'delete');
    count(report.other, await tx.query<Changed>(
      `insert into public.article_tags (article_id, tag_id, position)
       select a.id, t.id, tag.position - 1
       from ${WANTED}
       join public.articles a on a.slug = r.slug
       cross join lateral jsonb_array_elements_text(r.tags) with ordinality as tag(name, position)
       join public.tags t on t.name = tag.name
       where not exists (select 1 from public.article_tags x where x.article_id = a.id)
       returning true as added`, [wanted]), 'upsert');

    // Sources likewise, compared as the ordered list an article cites.
    count(report.other, await tx.query(
      `delete from public.sources s using public.articles a, ${WANTED}
       where s.article_id = a.id and a.slug = r.slug and r.sources is distinct from (${CITED})
       returning s.id`, [wanted]), 'delete');
    count(report.other, await tx.query<Changed>(
      `insert into public.sources (article_id, position, title, publisher, url, date, type)
       select a.id, source.position - 1, source.value ->> 'title', source.value ->> 'publisher', source.value ->> 'url', source.value ->> 'date', source.value ->> 'type'
       from ${WANTED}
       join public.articles a on a.slug = r.slug
       cross join lateral jsonb_array_elements(r.sources) with ordinality as source(value, position)
       where not exists (select 1 from public.sources x where x.article_id = a.id)
       returning true as added`, [wanted]), 'upsert');
  };
}

const digest = (data: Buffer) => createHash('md5').update(data).digest('hex');

/**
 * The hero bucket is public by path, as a hosted Supabase bucket is: it
 * holds only what a published article shows, so a draft's illustration is
 * never served and a withdrawn article's goes with it.
 */
function shownHeroes(archive: Archive) {
  const shown = new Set(archive.articles.filter((article) => article.status === 'published').map((article) => article.hero.file));
  return archive.heroes.filter((hero) => shown.has(hero.file));
}

/** Hero images that are new or differ, one per step (the largest is tens of kilobytes). */
async function writeHeroes(db: Database, report: SyncReport, archive: Archive) {
  const stored = await db.query<{ name: string; digest: string }>(
    `select name, md5(data) as digest from local_storage.objects where bucket = $1::text`, [HERO_BUCKET]);
  const digests = new Map(stored.map((row) => [row.name, row.digest]));
  for (const hero of shownHeroes(archive)) {
    const data = Buffer.from(hero.svg, 'utf8');
    if (digests.get(hero.file) === digest(data)) continue;
    await step(db, report, async (tx) => {
      count(report.other, await tx.query<Changed>(
        `insert into local_storage.objects as o (bucket, name, content_type, data, size)
         values ($1::text, $2::text, 'image/svg+xml', $3::bytea, $4::int)
         on conflict (bucket, name) do update set data = excluded.data, size = excluded.size, updated_at = now()
           where o.data is distinct from excluded.data
         returning (xmax = 0) as added`, [HERO_BUCKET, hero.file, data, data.length]), 'upsert');
    });
  }
}

/** What the archive no longer has: articles (their tags and sources go with them, on delete cascade), tags nobody uses, hero images. */
async function removeStale(db: Database, report: SyncReport, { articles }: Wanted, archive: Archive) {
  const stale = await db.query<{ slug: string }>(
    `select slug from public.articles where not (slug = any (select jsonb_array_elements_text($1::text::jsonb)))`,
    [json(articles.map((article) => article.slug))]);
  for (const part of inParts(stale.map((row) => row.slug), ARTICLES_PER_COMPARISON)) {
    await step(db, report, async (tx) => {
      count(report.articles, await tx.query(
        `delete from public.articles where slug = any (select jsonb_array_elements_text($1::text::jsonb)) returning slug`, [json(part)]), 'delete');
    });
  }
  await step(db, report, async (tx) => {
    count(report.other, await tx.query(
      `delete from public.tags t where not exists (select 1 from public.article_tags x where x.tag_id = t.id) returning t.id`), 'delete');
    count(report.other, await tx.query(
      `delete from local_storage.objects where bucket = $1::text and not (name = any (select jsonb_array_elements_text($2::text::jsonb))) returning name`,
      [HERO_BUCKET, json(shownHeroes(archive).map((hero) => hero.file))]), 'delete');
  });
}

/** The tables a sync writes most, whose statistics and visibility map the planner leans on. */
const VACUUMED = ['public.articles', 'public.article_tags', 'public.tags', 'public.sources', 'public.state_counties'];

async function writeArchive(db: Database, archive: Archive): Promise<SyncReport> {
  const report: SyncReport = { articles: { added: 0, updated: 0, removed: 0 }, other: { added: 0, updated: 0, removed: 0 }, changed: false };
  const wanted = rows(archive);

  // What articles refer to before the articles, what nobody refers to any more removed after them.
  await step(db, report, writeReferences(report, wanted, archive));
  await writeHeroes(db, report, archive);
  await step(db, report, writeStates(report, wanted));
  await step(db, report, writeDocuments(report, wanted));
  const changed = await changedArticles(db, wanted.articles);
  for (const part of inParts(wanted.articles.filter((article) => changed.has(article.slug)), ARTICLES_PER_WRITE)) {
    await step(db, report, writeArticles(report, part));
  }
  await removeStale(db, report, wanted, archive);

  report.changed = total(report) > 0;
  if (report.changed) {
    // Fresh statistics and visibility map, so the planner uses the indexes (and counts are index-only) at once; a table at a time, as each is a statement on the event loop.
    for (const table of VACUUMED) {
      await nextTurn();
      await db.exec(`vacuum analyze ${table}`);
    }
  }
  return report;
}

/** Makes the database say what the archive says; see the top of this file. Two syncs at once take turns. */
export function syncContent(db: Database, archive: Archive): Promise<SyncReport> {
  return db.exclusively(SYNC_LOCK_KEY, () => writeArchive(db, archive));
}

/** Loads the archive into an empty database. Returns the number of articles written. */
export async function seedDatabase(db: Database, archive: Archive): Promise<number> {
  const report = await syncContent(db, archive);
  return report.articles.added;
}
