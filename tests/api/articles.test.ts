/**
 * The content API over real HTTP: the product's list query cleaning (§5),
 * its constants (§9), the Article and list-item shapes (§3),
 * and the extra endpoints the site reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;
let total: number;

interface ListItem {
  id: string;
  slug: string;
  title: string;
  category_slug: string;
  tags: string[];
  published_at: string;
  [field: string]: unknown;
}
interface ListBody {
  data: ListItem[];
  meta: { total: number; page: number; per_page: number };
}

async function list(query = ''): Promise<ListBody> {
  const response = await server.request(`/api/articles${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListBody;
}

beforeAll(async () => {
  server = await startTestServer();
  // A draft in the database must never be seen by anyone through the API.
  await server.db.query(
    `insert into public.articles (slug, status, title, dek, kicker, category_slug, published_at, updated_at, body_rich)
     values ('secret-draft', 'draft', 'Secret draft about the Constitution', 'Not ready', 'Foundations', 'foundations', now(), now(),
       '{"sections":[{"type":"paragraph","content":"Constitution draft text"}]}')`,
  );
  total = (await list()).meta.total;
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/articles: product §5 query cleaning', () => {
  it('answers {data, meta:{total, page, per_page}} newest first, with per_page default 20 (product §9)', async () => {
    const body = await list();
    expect(body.meta).toEqual({ total, page: 1, per_page: 20 });
    expect(body.data).toHaveLength(20);
    const dates = body.data.map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has at least 36 published articles and never lists drafts', async () => {
    expect(total).toBeGreaterThanOrEqual(36);
    const all = [...(await list('?per_page=50')).data, ...(await list('?per_page=50&page=2')).data];
    expect(all).toHaveLength(total);
    expect(all.map((item) => item.slug)).not.toContain('secret-draft');
  });

  it('list items carry the list fields of product §3', async () => {
    const [item] = (await list('?per_page=1')).data;
    expect(Object.keys(item).sort()).toEqual(
      ['id', 'slug', 'title', 'dek', 'kicker', 'category', 'category_slug', 'topic', 'tags', 'hero_media_url', 'hero_media_alt', 'published_at', 'read_time_minutes'].sort(),
    );
    expect(item.hero_media_url).toMatch(/^\/storage\/v1\/object\/public\/heroes\/[a-z0-9-]+\.svg$/);
  });

  it('page must be a finite number >= 1, else 1', async () => {
    for (const page of ['0', '-3', 'abc', 'NaN', 'Infinity', '-Infinity', '', '1e309', '%20']) {
      expect((await list(`?page=${page}`)).meta.page, `page=${page}`).toBe(1);
    }
    expect((await list('?page=2')).meta.page).toBe(2);
    expect((await list('?page=2.7')).meta.page).toBe(2);
  });

  it('per_page is clamped to 1..50, default 20 when not numeric', async () => {
    const cases: [string, number][] = [
      ['0', 1],
      ['-5', 1],
      ['1', 1],
      ['12', 12],
      ['50', 50],
      ['51', 50],
      ['100000', 50],
      ['1e308', 50],
      ['abc', 20],
      ['', 20],
    ];
    for (const [raw, expected] of cases) {
      const body = await list(`?per_page=${raw}`);
      expect(body.meta.per_page, `per_page=${raw}`).toBe(expected);
      expect(body.data.length).toBe(Math.min(expected, total));
    }
  });

  it('a page past the end is an empty list with the real total, even for huge pages', async () => {
    for (const page of ['3', '999999', '1e300', '9007199254740993']) {
      const body = await list(`?page=${page}&per_page=50`);
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(total);
    }
  });

  it('category filters; "all" means no filter; unknown categories are empty, not errors', async () => {
    const foundations = await list('?category=foundations&per_page=12');
    expect(foundations.meta.per_page).toBe(12);
    expect(foundations.data.length).toBeGreaterThanOrEqual(6);
    expect(foundations.data.every((item) => item.category_slug === 'foundations')).toBe(true);
    expect((await list('?category=all')).meta.total).toBe(total);
    expect((await list('?category=ALL')).meta.total).toBe(total);
    expect((await list('?category=%20%20foundations%20')).meta.total).toBe(foundations.meta.total);
    expect((await list('?category=Foundations')).meta.total).toBe(foundations.meta.total);
    expect((await list('?category=nope')).meta.total).toBe(0);
  });

  it('tag filters by tag name or slug, trimmed', async () => {
    const byName = await list(`?tag=${encodeURIComponent(' civil rights ')}`);
    expect(byName.meta.total).toBeGreaterThan(0);
    expect(byName.data.every((item) => item.tags.includes('civil rights'))).toBe(true);
    expect((await list('?tag=civil-rights')).meta.total).toBe(byName.meta.total);
  });

  it('q filters by full text; blank q is dropped', async () => {
    const constitution = await list('?q=constitution');
    expect(constitution.meta.total).toBeGreaterThan(0);
    expect(constitution.meta.total).toBeLessThan(total);
    expect((await list('?q=%20%20%20')).meta.total).toBe(total);
  });

  it('topic filters by the article\'s topic exactly, lower-cased and trimmed; an unknown topic is an empty list, not an error', async () => {
    const amendments = await list('?category=foundations&topic=amendments');
    expect(amendments.meta.total).toBeGreaterThan(0);
    expect(amendments.meta.total).toBeLessThan((await list('?category=foundations')).meta.total);
    expect(amendments.data.every((item) => item.topic === 'amendments' && item.category_slug === 'foundations')).toBe(true);
    expect((await list('?category=foundations&topic=%20AMENDMENTS%20')).meta.total).toBe(amendments.meta.total);
    // Exact, not "contains": a part of a topic matches nothing.
    expect((await list('?topic=amend')).meta.total).toBe(0);
    for (const topic of ['pirates', 'pir%00ates', encodeURIComponent("' or 1=1 --"), 'x'.repeat(500)]) {
      const body = await list(`?topic=${topic}`);
      expect(body, `topic=${topic}`).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
    }
    expect((await list('?topic=%20%20')).meta.total).toBe(total);
  });

  it('pages newest first with a stable tie-break: walking the pages lists every article once', async () => {
    // Two articles published at the same moment must not swap between pages.
    await server.db.query(
      `insert into public.articles (slug, status, title, dek, kicker, category_slug, topic, published_at, updated_at)
       values ('tie-a', 'published', 'Tie A', 'A', 'People', 'people', 'modern-era', '2001-01-01', now()),
              ('tie-b', 'published', 'Tie B', 'B', 'People', 'people', 'modern-era', '2001-01-01', now())`,
    );
    await server.contentChanged();
    try {
      const count = (await list()).meta.total;
      const inFifties: ListItem[] = [];
      for (let page = 1; page <= Math.ceil(count / 50); page++) inFifties.push(...(await list(`?per_page=50&page=${page}`)).data);
      const inThrees: ListItem[] = [];
      for (let page = 1; page <= Math.ceil(count / 3); page++) inThrees.push(...(await list(`?per_page=3&page=${page}`)).data);
      expect(inThrees.map((item) => item.slug)).toEqual(inFifties.map((item) => item.slug));
      expect(new Set(inThrees.map((item) => item.slug)).size).toBe(count);
      const dates = inThrees.map((item) => item.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(inThrees.findIndex((item) => item.slug === 'tie-b')).toBe(inThrees.findIndex((item) => item.slug === 'tie-a') + 1);
    } finally {
      await server.db.query(`delete from public.articles where slug in ('tie-a', 'tie-b')`);
      await server.contentChanged();
    }
  });

  it('only category, page, per_page, tag, topic and q count; other parameters are ignored', async () => {
    const body = await list('?status=draft&sort=title&limit=1&offset=5&select=*');
    expect(body.meta).toEqual({ total, page: 1, per_page: 20 });
  });

  it('a repeated parameter uses its first value', async () => {
    expect((await list('?per_page=5&per_page=40')).meta.per_page).toBe(5);
  });
});

describe('GET /api/article/:slug', () => {
  it('answers the full Article entity of product §3', async () => {
    const response = await server.request('/api/article/monroe-doctrine', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    const article = await response.json();
    expect(article).toMatchObject({
      slug: 'monroe-doctrine',
      title: 'The Monroe Doctrine',
      kicker: 'Features',
      category: 'Features',
      category_slug: 'features',
      author_name: expect.any(String),
      author_bio_url: '/about/authors/history-desk',
      reviewer_name: expect.any(String),
      reviewer_bio_url: '/about/authors/standards-editor',
      published_at: '2024-09-12T00:00:00.000Z',
      updated_at: '2026-11-25T00:00:00.000Z',
      hero_media_url: '/storage/v1/object/public/heroes/monroe-doctrine.svg',
      hero_media_width: 1200,
      hero_media_height: 675,
      disclosures: 'This article was created with AI assistance and reviewed by human editors for accuracy.',
      canonical_url: '/articles/monroe-doctrine',
      alias_url: '/features/monroe-doctrine',
      key_facts: { title: 'Key Facts', facts: expect.any(Array) },
    });
    expect(article.tags).toEqual(['foreign policy', 'james monroe', '19th century', 'latin america']);
    expect(article.sources.length).toBeGreaterThanOrEqual(2);
    for (const source of article.sources) {
      expect(Object.keys(source).sort()).toEqual(['date', 'id', 'publisher', 'title', 'type', 'url']);
      expect(source.url).toMatch(/^https:\/\//);
      expect(['primary', 'secondary']).toContain(source.type);
    }
    expect(article.key_facts.facts.length).toBeGreaterThanOrEqual(3);
  });

  it('body_rich has heading (level 2..4) and paragraph sections, and read time is ceil(words / 230)', async () => {
    const article = await (await server.request('/api/article/monroe-doctrine')).json();
    const sections = article.body_rich.sections as { type: string; level?: number; content: string }[];
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) {
      expect(['heading', 'paragraph']).toContain(section.type);
      if (section.type === 'heading') expect([2, 3, 4]).toContain(section.level);
    }
    const words = sections.map((s) => s.content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length).reduce((a, b) => a + b, 0);
    expect(article.read_time_minutes).toBe(Math.ceil(words / 230));
  });

  it('an unknown slug is 404 with a short plain-text message', async () => {
    const response = await server.request('/api/article/no-such-article');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Article not found');
  });

  it('a draft is 404, as if it did not exist', async () => {
    const response = await server.request('/api/article/secret-draft');
    expect(response.status).toBe(404);
  });
});

describe('GET /api/article/:slug/related (product §2: related articles)', () => {
  type Item = { slug: string; category_slug: string; tags: string[]; published_at: string };
  const tagSet = (item: Item) => new Set(item.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean));

  it('Rosa Parks: People articles sharing "civil rights" first, the newest of them leading (Thurgood Marshall, then Martin Luther King Jr.), never itself, three at most', async () => {
    const response = await server.request('/api/article/rosa-parks/related');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Item[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(3);
    expect(data[0].slug).toBe('thurgood-marshall');
    expect(data.map((item) => item.slug)).toContain('martin-luther-king-jr');
    expect(data.map((item) => item.slug)).not.toContain('rosa-parks');
  });

  it('ranks by shared tags (any case), then same category, then newest, and adds nothing unrelated, for every article', async () => {
    const page = async (n: number) => ((await (await server.request(`/api/articles?per_page=50&page=${n}`)).json()) as { data: Item[] }).data;
    const all = [...(await page(1)), ...(await page(2))];
    expect(all).toHaveLength(total);
    for (const article of all) {
      const own = tagSet(article);
      const expected = all
        .filter((other) => other.slug !== article.slug)
        .map((other) => ({ other, shared: [...tagSet(other)].filter((tag) => own.has(tag)).length, same: other.category_slug === article.category_slug }))
        .filter(({ shared, same }) => shared > 0 || same)
        .sort((a, b) => b.shared - a.shared || Number(b.same) - Number(a.same) || b.other.published_at.localeCompare(a.other.published_at) || a.other.slug.localeCompare(b.other.slug))
        .slice(0, 3)
        .map(({ other }) => other.slug);
      const { data } = (await (await server.request(`/api/article/${article.slug}/related`)).json()) as { data: Item[] };
      expect(data.map((item) => item.slug), article.slug).toEqual(expected);
    }
  });

  it('answers list items, like /api/articles, with hero URLs', async () => {
    const { data } = (await (await server.request('/api/article/monroe-doctrine/related')).json()) as { data: Array<Record<string, unknown>> };
    expect(Object.keys(data[0]).sort()).toEqual(
      ['category', 'category_slug', 'dek', 'hero_media_alt', 'hero_media_url', 'id', 'kicker', 'published_at', 'read_time_minutes', 'slug', 'tags', 'title', 'topic'].sort(),
    );
    expect(data[0].hero_media_url).toMatch(/^\/storage\/v1\/object\/public\/heroes\//);
  });

  it('an unknown, malformed or draft article is 404 "Article not found"', async () => {
    for (const slug of ['no-such-article', 'secret-draft', '..%2f..%2fetc', "x'%20or%201=1"]) {
      const response = await server.request(`/api/article/${slug}/related`);
      expect(response.status, slug).toBe(404);
      expect(await response.text()).toBe('Article not found');
    }
  });
});

describe('categories, tags, authors, states', () => {
  it('GET /api/categories lists the six pillars with their display names and counts', async () => {
    const body = await (await server.request('/api/categories')).json();
    expect(body.data.map((c: { slug: string; name: string }) => [c.slug, c.name])).toEqual([
      ['foundations', 'Foundations'],
      ['civic-life', 'Civic Life'],
      ['people', 'People'],
      ['landmarks', 'Landmarks'],
      ['media', 'Media'],
      ['features', 'Features'],
    ]);
    const counted = body.data.reduce((sum: number, c: { article_count: number }) => sum + c.article_count, 0);
    expect(counted).toBe(total);
  });

  it('GET /api/tags lists tags with counts of published articles, most used first', async () => {
    const body = await (await server.request('/api/tags')).json();
    expect(body.data.length).toBeGreaterThan(10);
    const counts = body.data.map((t: { count: number }) => t.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(body.data[0]).toEqual({ name: expect.any(String), slug: expect.any(String), count: expect.any(Number) });
  });

  it('GET /api/authors/:id answers the author and their articles; unknown ids are 404', async () => {
    const body = await (await server.request('/api/authors/history-desk')).json();
    expect(body).toMatchObject({ id: 'history-desk', name: expect.any(String), role: expect.any(String), bio: expect.any(String) });
    expect(body.articles.length).toBeGreaterThan(0);
    expect((await server.request('/api/authors/nobody')).status).toBe(404);
  });

  it('GET /api/states/alabama answers the Alabama archive with its 67 counties (product §9)', async () => {
    const body = await (await server.request('/api/states/alabama')).json();
    expect(body.state).toBe('Alabama');
    expect(body.counties).toHaveLength(67);
    expect((await server.request('/api/states/texas')).status).toBe(404);
  });
});

describe('classroom fields (docs/product.md §3 and §7)', () => {
  it('an article carries its notes, review date, classroom material, excerpt and timeline as the archive has them', async () => {
    const { loadArchive } = await import('../../server/db/archive.ts');
    const seed = loadArchive().articles.find((candidate) => candidate.slug === 'civil-rights-timeline')!;
    const article = await (await server.request('/api/article/civil-rights-timeline')).json();
    expect(article.reviewed_at).toBe(`${seed.reviewedAt}T00:00:00.000Z`);
    expect(article.classroom).toEqual(seed.classroom);
    // What it supports in a classroom, and how hard it reads (product §5, "For teachers").
    expect(article.classroom.c3).toEqual(['change-continuity', 'causation-argumentation']);
    expect(article.classroom.ap).toEqual(['brown-v-board-of-education']);
    expect(article.classroom.reading_grade).toBeGreaterThan(4);
    expect(article.classroom.reading_grade).toBeLessThan(12);
    expect(article.timeline).toEqual(seed.timeline);
    expect(article.key_facts.facts).toEqual(seed.keyFacts.map((fact) => fact.text));
    expect(article.key_facts.sources).toEqual(seed.keyFacts.map((fact) => fact.sources));
    const notes = (article.body_rich.sections as { notes?: { at: number; source: number }[] }[]).flatMap((section) => section.notes ?? []);
    for (const note of notes) expect(note.source).toBeLessThanOrEqual(article.sources.length);

    const document = await (await server.request('/api/article/gettysburg-address')).json();
    expect(document.document_excerpt.paragraphs.join(' ')).toMatch(/Four score and seven years ago/);
    expect(document.sources[document.document_excerpt.source - 1].type).toBe('primary');
  });

  it('GET /api/corrections lists every correction of a published article, newest first, with its article', async () => {
    const { loadArchive } = await import('../../server/db/archive.ts');
    const expected = loadArchive()
      .articles.filter((article) => article.status === 'published')
      .flatMap((article) => article.corrections.map((correction) => ({ ...correction, slug: article.slug })));
    const response = await server.request('/api/corrections');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { date: string; text: string; article: { slug: string; title: string; canonical_url: string } }[] };
    expect(data).toHaveLength(expected.length);
    expect(data.length).toBeGreaterThan(0);
    const dates = data.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const entry of data) expect(entry.article.canonical_url).toBe(`/articles/${entry.article.slug}`);
    expect(data.map((entry) => entry.article.slug)).toContain('apollo-11-broadcast');
  });
});
