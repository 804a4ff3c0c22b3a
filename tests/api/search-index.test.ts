/**
 * docs/decisions/0041: search is answered from the in-process index
 * (server/api/search-index.ts) alone. It matches what Postgres' own text
 * search would match for the same words (to_tsvector and
 * websearch_to_tsquery, used here as the oracle), makes the headline
 * ts_headline makes, keeps title matches first, and follows the content: an
 * edit, a new article or one taken down shows in the next search once the
 * content version has been read again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchService, SearchUnavailable } from '../../server/api/search.ts';
import { clauseDocs, SearchIndex } from '../../server/api/search-index.ts';
import { headline, parseWebsearch, type Lexicon } from '../../server/api/search-text.ts';
import { FRAGMENT_DELIMITER } from '../../server/api/snippet.ts';
import { loadArchive } from '../../server/db/archive.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import { startTestServer, START_TIMEOUT, type TestServer } from './helpers/server.ts';

let server: TestServer;
/**
 * ts_headline moved its fragment edges by a word or so between Postgres
 * versions; the index makes them as Postgres 18 does (the embedded
 * database), so on an older server only the matches are compared.
 */
let sameHeadlines = false;
beforeAll(async () => {
  server = await startTestServer();
  const [{ version }] = await server.db.query<{ version: number }>(`select current_setting('server_version_num')::int as version`);
  sameHeadlines = version >= 180000;
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  data: Array<{ id: string; slug: string | null; title: string; snippet: string }>;
  meta: { total: number; page: number; per_page: number };
}

async function searchAnswer(q: string, extra = ''): Promise<{ answer: Answer; cache: string | null }> {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return { answer: (await response.json()) as Answer, cache: response.headers.get('X-Cache') };
}

/**
 * Postgres' own vector of every published article, county and clause, made once for
 * the comparison (right after the index is synced, so both see the same
 * content): made afresh for each of some 140 terms, parsing every body again
 * each time, the oracle took most of the test's time.
 */
async function snapshotVectors(): Promise<void> {
  await server.db.query(`drop table if exists public.search_oracle_vectors`);
  await server.db.query(
    `create table public.search_oracle_vectors as
     select a.id::text as id,
       to_tsvector('english', a.title) || to_tsvector('english', a.kicker || ' ' || a.dek || ' ' || a.search_tags)
         || to_tsvector('english', public.body_rich_text(a.body_rich)) as vector
     from public.articles a where a.status = 'published'
     union all
     select 'county-' || c.state_slug || '-' || c.slug,
       to_tsvector('english', c.name || ' County') || to_tsvector('english', c.seat) || to_tsvector('english', c.summary)
     from public.state_counties c`,
  );
  // Each clause of a founding document is a result of its own: its name, its document's title and headings, its words.
  const documents = await server.db.query<Record<string, unknown>>('select slug, title, xmin::text as fingerprint, content from public.founding_documents');
  const clauses = documents.flatMap(clauseDocs).map((doc) => ({ id: doc.key, texts: doc.texts() }));
  await server.db.query(
    `insert into public.search_oracle_vectors (id, vector)
     select c.id, to_tsvector('english', c.texts->>0) || to_tsvector('english', c.texts->>1) || to_tsvector('english', c.texts->>2)
     from jsonb_to_recordset($1::text::jsonb) as c(id text, texts jsonb)`,
    [JSON.stringify(clauses)],
  );
}

/** The published articles and the counties Postgres' own text search finds for `tsquery` (an SQL expression of $1), by id. */
async function postgresMatches(tsquery: string, q: string): Promise<string[]> {
  const rows = await server.db.query<{ id: string }>(`select v.id from public.search_oracle_vectors v, (select ${tsquery} as query) q where v.vector @@ q.query`, [q]);
  return rows.map((row) => row.id).sort();
}

/** What the index should find: the words as websearch_to_tsquery reads them, or, when they find nothing, each as a prefix. */
async function expectedMatches(q: string): Promise<string[]> {
  const exact = await postgresMatches(`websearch_to_tsquery('english', $1::text)`, q);
  if (exact.length) return exact;
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => `${word.slice(0, 40)}:*`);
  return words.length ? postgresMatches(`to_tsquery('english', $1::text)`, words.join(' & ')) : [];
}

/** Words of the archive itself, alone, in pairs, with "or", quoted, negated and cut short, so the comparison covers the query language. */
function terms(): string[] {
  const words = [
    ...new Set(
      loadArchive()
        .articles.flatMap((article) => [article.title, article.dek, ...article.sections.map((section) => section.content)])
        .join(' ')
        .toLowerCase()
        .match(/\p{L}{4,}/gu),
    ),
  ];
  const pick = (i: number) => words[(i * 7919) % words.length];
  return [
    ...Array.from({ length: 60 }, (_, i) => pick(i)),
    ...Array.from({ length: 25 }, (_, i) => `${pick(i + 100)} ${pick(i + 200)}`),
    ...Array.from({ length: 25 }, (_, i) => `${pick(i + 300)} or ${pick(i + 400)}`),
    ...Array.from({ length: 10 }, (_, i) => `${pick(i + 500)} -${pick(i + 600)}`),
    ...Array.from({ length: 10 }, (_, i) => pick(i + 700).slice(0, 5)),
    '"bill of rights"',
    '"Roosevelt Corollary"',
    'Roosevelt -Corollary',
    'U.S. Senate',
    'African-American',
    '19th-century',
    'the american history government',
    'county',
    'constit',
    'zzqxjv',
  ];
}

describe('the index matches what Postgres text search matches', () => {
  it('the same matches and the same total, over words, pairs, "or", negations, phrases and prefixes', async () => {
    const index = new SearchIndex(server.db);
    await index.sync();
    await snapshotVectors();
    let compared = 0;
    for (const term of terms()) {
      const q = term.toLowerCase();
      const expected = await expectedMatches(q);
      // strict: the query language alone, without the other ways of saying a query or corrections.
      const found = await index.search(q, { page: 1, perPage: 50 }, { strict: true });
      expect(found.total, term).toBe(expected.length);
      if (expected.length > 50) continue;
      expect(found.data.map((result) => result.id).sort(), term).toEqual(expected);
      compared += found.data.length;
    }
    // The terms come from the archive: most of them find something.
    expect(compared).toBeGreaterThan(200);
  });

  it('makes the headline Postgres makes (ts_headline with the API options) for the same text and query', async (context) => {
    if (!sameHeadlines) context.skip('this Postgres is older than 18: its ts_headline edges differ');
    const words = new Map<string, string | null>();
    const lexicon: Lexicon = { get: (word) => words.get(word) };
    const texts = loadArchive()
      .articles.slice(0, 12)
      .map((article) => `${article.dek} ${article.sections.find((section) => section.type === 'paragraph')?.content ?? ''}`);
    let checked = 0;
    for (const [i, text] of texts.entries()) {
      const vocabulary = text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
      for (const term of [vocabulary[i % vocabulary.length], `${vocabulary[(i * 3) % vocabulary.length]} ${vocabulary[(i * 5) % vocabulary.length]}`, `${vocabulary[1]} or nothingatall`]) {
        const rows = await server.db.query<{ word: string; lexeme: string | null }>(
          `select w as word, (ts_lexize('english_stem', w))[1] as lexeme from unnest($1::text[]) as w`,
          [[...new Set([...vocabulary, ...(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []), ...term.split(/\W+/)])]],
        );
        for (const row of rows) words.set(row.word, row.lexeme);
        const [expected] = await server.db.query<{ headline: string }>(
          `select ts_headline('english', $1::text, websearch_to_tsquery('english', $2::text),
             'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter="${FRAGMENT_DELIMITER}"') as headline`,
          [text, term],
        );
        const made = headline(text, parseWebsearch(term, lexicon), lexicon, {
          maxWords: 30,
          minWords: 12,
          shortWord: 3,
          maxFragments: 2,
          startSel: '<mark>',
          stopSel: '</mark>',
          fragmentDelimiter: FRAGMENT_DELIMITER,
        });
        expect(made, `${term} in: ${text.slice(0, 60)}`).toBe(expected.headline);
        checked += 1;
      }
    }
    expect(checked).toBe(36);
  });

  it('files an answer under its term: the second asker of the same words is answered from the cache', async () => {
    const first = await searchAnswer('independence');
    expect(first.cache).toBe('miss');
    expect(first.answer.meta.total).toBeGreaterThan(0);
    expect((await searchAnswer('Independence ')).cache).toBe('hit');
  });
});

describe('ranking', () => {
  it('an article with the word in its title comes before one that only uses it, however often, in its body', async () => {
    await server.db.query(
      `insert into public.articles (slug, status, title, dek, kicker, category_slug, published_at, updated_at, body_rich)
       values ('zorblax-in-the-body', 'published', 'Canal Tolls', 'A short note.', 'Features', 'features', now(), now(),
               jsonb_build_object('sections', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content', 'The zorblax, the zorblax and again the zorblax: a zorblax here, a zorblax there.')))),
              ('zorblax-in-the-title', 'published', 'The Zorblax', 'A short note.', 'Features', 'features', now() - interval '1 year', now(),
               jsonb_build_object('sections', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content', 'Nothing else here.'))))`,
    );
    await server.contentChanged();
    const { answer } = await searchAnswer('zorblax');
    expect(answer.data.map((result) => result.slug)).toEqual(['zorblax-in-the-title', 'zorblax-in-the-body']);
    // The body match still says where the word is.
    expect(answer.data[1].snippet).toContain('<mark>zorblax</mark>');
  });
});

describe('the index follows the content', () => {
  it('an edit shows in the next search once the version is read again, from the index', async () => {
    expect((await searchAnswer('Xochimilco')).answer.meta.total).toBe(0);
    await server.db.query(`update public.articles set dek = dek || ' Compare Xochimilco.' where slug = 'constitution'`);
    await server.contentChanged();
    const { answer } = await searchAnswer('Xochimilco');
    expect(answer.data.map((result) => result.slug)).toEqual(['constitution']);
    expect(answer.data[0].snippet).toContain('<mark>Xochimilco</mark>');
  });

  it('an article taken back to draft, or deleted, leaves the results; one published appears', async () => {
    const before = (await searchAnswer('Monroe Doctrine')).answer;
    expect(before.data.map((result) => result.slug)).toContain('monroe-doctrine');
    await server.db.query(`update public.articles set status = 'draft' where slug = 'monroe-doctrine'`);
    await server.contentChanged();
    const drafted = await searchAnswer('Monroe Doctrine');
    expect(drafted.answer.data.map((result) => result.slug)).not.toContain('monroe-doctrine');
    expect(drafted.answer.meta.total).toBe(before.meta.total - 1);

    await server.db.query(`update public.articles set status = 'published' where slug = 'monroe-doctrine'`);
    await server.db.query(`delete from public.articles where slug = 'zorblax-in-the-body'`);
    await server.contentChanged();
    expect((await searchAnswer('Monroe Doctrine')).answer.data.map((result) => result.slug)).toContain('monroe-doctrine');
    expect((await searchAnswer('zorblax')).answer.data.map((result) => result.slug)).toEqual(['zorblax-in-the-title']);
  });

  it('brings itself up to date by reading only the rows that changed', async () => {
    const index = new SearchIndex(server.db);
    const built = await index.sync();
    expect(built.indexed).toBe(index.size);
    expect(await index.sync()).toMatchObject({ indexed: 0, removed: 0 });
    await server.db.query(`update public.articles set title = title where slug = 'constitution'`);
    expect(await index.sync()).toMatchObject({ indexed: 1, removed: 1 });
  });
});

describe('when the index cannot be brought up to date', () => {
  /** The database as it is, except that the index's read of the rows' versions fails while `refusing` is set. */
  function failingDatabase(): { db: Database; refuse: (on: boolean) => void } {
    let refusing = true;
    const refuseSync = (tx: Queryable): Queryable => ({
      query: <T,>(sql: string, params?: readonly unknown[]) => (refusing && /xmin/.test(sql) ? Promise.reject(new Error('refused')) : tx.query<T>(sql, params)),
      exec: (sql: string) => tx.exec(sql),
    });
    const db = server.db;
    return {
      refuse: (on) => {
        refusing = on;
      },
      db: {
        kind: db.kind,
        description: db.description,
        query: <T,>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params),
        exec: (sql: string) => db.exec(sql),
        transaction: <T,>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(refuseSync(tx))),
        exclusively: <T,>(key: number, fn: () => Promise<T>) => db.exclusively(key, fn),
        close: async () => {},
      },
    };
  }

  it('before it was ever built, a search is refused as unavailable (503 at the API), and the failure is told once, not at every search', async () => {
    const { db } = failingDatabase();
    const errors: unknown[] = [];
    const service = new SearchService(db, { onIndexError: (error) => errors.push(error) });
    await expect(service.answer('constitution')).rejects.toBeInstanceOf(SearchUnavailable);
    await expect(service.answer('amendment')).rejects.toBeInstanceOf(SearchUnavailable);
    expect(errors).toHaveLength(1);
  });

  it('once built, it answers from what it holds, and files nothing under the newer version', async () => {
    const { db, refuse } = failingDatabase();
    refuse(false);
    const service = new SearchService(db, { versionMs: 0 });
    expect(await service.ready()).toBe(true);
    refuse(true);
    await server.db.query(`update public.articles set dek = dek || ' Compare Tenochtitlan.' where slug = 'constitution'`);
    const stale = await service.answer('constitution');
    expect(stale.cache).toBe('miss');
    expect(JSON.parse(stale.body.text).meta.total).toBeGreaterThan(0);
    // Not from the cache: the answer was not filed under a version the index does not hold.
    expect((await service.answer('constitution')).cache).toBe('miss');
    expect(JSON.parse((await service.answer('Tenochtitlan')).body.text).meta.total).toBe(0);
  });
});
