/**
 * docs/decisions/0014: searches answered from the in-process index (server/api/search-index.ts)
 * say what the SQL search says (the same matches, totals and snippets; the
 * same ts_headline), keep title matches first, and follow the content: an
 * edit, a new article or one taken down shows in the next search once the
 * content version has been read again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search, SearchService } from '../../server/api/search.ts';
import { SearchIndex } from '../../server/api/search-index.ts';
import { headline, parseWebsearch, type Lexicon } from '../../server/api/search-text.ts';
import { FRAGMENT_DELIMITER } from '../../server/api/snippet.ts';
import { loadArchive } from '../../server/db/archive.ts';
import { asCaller, type Database, type Queryable } from '../../server/db/database.ts';
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

async function searchAnswer(q: string, extra = ''): Promise<{ answer: Answer; source: string | null }> {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return { answer: (await response.json()) as Answer, source: response.headers.get('X-Search-Source') };
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

describe('the in-process index answers as the SQL search does', () => {
  it('the same matches, the same total and the same snippet for each result, over words, pairs, "or", negations, phrases and prefixes', async () => {
    const index = new SearchIndex(server.db);
    await index.sync();
    let compared = 0;
    for (const term of terms()) {
      const q = term.toLowerCase();
      const [sql, memory] = [await search(server.db, q, { page: 1, perPage: 50 }), await index.search(q, { page: 1, perPage: 50 })];
      expect(memory.total, term).toBe(sql.total);
      if (sql.total > 50) continue;
      const snippets = new Map(sql.data.map((result) => [result.id, result.snippet]));
      expect(memory.data.map((result) => result.id).sort(), term).toEqual([...snippets.keys()].sort());
      if (sameHeadlines) for (const result of memory.data) expect(result.snippet, `${term}: ${result.title}`).toBe(snippets.get(result.id));
      compared += memory.data.length;
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

  it('says where an answer came from: the index once it is built, nothing for a cached answer', async () => {
    const first = await searchAnswer('independence');
    expect(first.source).toBe('index');
    expect(first.answer.meta.total).toBeGreaterThan(0);
    expect((await searchAnswer('independence')).source).toBeNull();
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
    const { answer, source } = await searchAnswer('zorblax');
    expect(source).toBe('index');
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
    const { answer, source } = await searchAnswer('Xochimilco');
    expect(source).toBe('index');
    expect(answer.data.map((result) => result.slug)).toEqual(['constitution']);
    expect(answer.data[0].snippet).toContain('<mark>Xochimilco</mark>');
  });

  it('an article taken back to draft, or deleted, leaves the results; one published appears', async () => {
    const before = (await searchAnswer('Monroe Doctrine')).answer;
    expect(before.data.map((result) => result.slug)).toContain('monroe-doctrine');
    await server.db.query(`update public.articles set status = 'draft' where slug = 'monroe-doctrine'`);
    await server.contentChanged();
    const drafted = await searchAnswer('Monroe Doctrine');
    expect(drafted.source).toBe('index');
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
  it('SQL answers, and the failure is told once, not at every search', async () => {
    // The database as it is, except that the index's read of the rows' versions fails.
    const refuseSync = (tx: Queryable): Queryable => ({
      query: <T,>(sql: string, params?: readonly unknown[]) => (/xmin/.test(sql) ? Promise.reject(new Error('refused')) : tx.query<T>(sql, params)),
      exec: (sql: string) => tx.exec(sql),
    });
    const db = server.db;
    const failing: Database = {
      kind: db.kind,
      description: db.description,
      query: <T,>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params),
      exec: (sql: string) => db.exec(sql),
      transaction: <T,>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(refuseSync(tx))),
      exclusively: <T,>(key: number, fn: () => Promise<T>) => db.exclusively(key, fn),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const service = new SearchService(failing, { onIndexError: (error) => errors.push(error) });
    const first = await service.answer('constitution');
    const second = await service.answer('amendment');
    expect([first.source, second.source]).toEqual(['database', 'database']);
    expect(JSON.parse(first.body.text).meta.total).toBeGreaterThan(0);
    expect(errors).toHaveLength(1);
  });
});

describe('SEARCH_INDEX=database', () => {
  it('answers from the database, with the same results', async () => {
    const service = new SearchService(server.db, { index: 'database' });
    const index = new SearchService(server.db);
    expect(await index.ready()).toBe(true);
    expect(await service.ready()).toBe(false);
    const page = { page: 1, perPage: 50 };
    const [fromSql, fromIndex] = [await service.answer('constitution', page), await index.answer('constitution', page)];
    expect(fromSql.source).toBe('database');
    expect(fromIndex.source).toBe('index');
    const ids = (body: string) => (JSON.parse(body) as Answer).data.map((result) => result.id).sort();
    expect(JSON.parse(fromIndex.body.text).meta).toEqual(JSON.parse(fromSql.body.text).meta);
    // Every match fits on this page, so both list the same ones (the order of equal ranks may differ).
    expect(JSON.parse(fromSql.body.text).meta.total).toBeLessThanOrEqual(50);
    expect(ids(fromIndex.body.text)).toEqual(ids(fromSql.body.text));
  });
});

describe('the SQL search reads matches through published_article_matches (migration 0007)', () => {
  it('which a reader may call, and which returns the published articles the row-level policy shows, never a draft', async () => {
    await server.db.query(
      `insert into public.articles (slug, status, title, category_slug, published_at, updated_at)
       values ('draft-about-treaties', 'draft', 'Secret treaties', 'features', now(), now())`,
    );
    const q = `websearch_to_tsquery('english', 'treaty')`;
    const [viaFunction, viaPolicy] = await asCaller(server.db, null, async (tx) => [
      (await tx.query<{ id: string }>(`select id::text from public.published_article_matches(${q}) order by id`)).map((row) => row.id),
      (await tx.query<{ id: string }>(`select id::text from public.articles where search @@ ${q} order by id`)).map((row) => row.id),
    ]);
    expect(viaFunction.length).toBeGreaterThan(0);
    expect(viaFunction).toEqual(viaPolicy);
    const [draft] = await server.db.query<{ id: string }>(`select id::text from public.articles where slug = 'draft-about-treaties'`);
    expect(viaFunction).not.toContain(draft.id);
  });
});
