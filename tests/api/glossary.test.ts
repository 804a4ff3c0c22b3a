/**
 * GET /api/glossary (docs/product.md §2, Glossary, and §7): the published
 * articles' glossary terms in one list, A to Z, each with the article that
 * defines it; a draft's terms never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryResponse } from '../../common/api.ts';
import { loadArchive } from '../../server/db/archive.ts';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(
    `insert into public.articles (slug, status, title, dek, kicker, category_slug, published_at, updated_at, body_rich, classroom)
     values ('draft-glossary', 'draft', 'Draft with a glossary', 'Not ready', 'Foundations', 'foundations', now(), now(),
       '{"sections":[]}', '{"questions":[],"glossary":[{"term":"zzdraftterm","definition":"A word only a draft defines."}]}')`,
  );
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/glossary', () => {
  it("lists every published article's terms, A to Z, each with its definition and article", async () => {
    const response = await server.request('/api/glossary');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as GlossaryResponse;
    const published = loadArchive().articles.filter((article) => article.status === 'published');
    const expected = published.flatMap((article) => (article.classroom?.glossary ?? []).map((entry) => `${entry.term}\n${article.slug}`));
    expect(data.map((entry) => `${entry.term}\n${entry.article.slug}`).sort()).toEqual([...expected].sort());
    const terms = data.map((entry) => entry.term.toLowerCase());
    const byTerm = new Intl.Collator('en', { sensitivity: 'base' });
    expect(terms).toEqual([...terms].sort(byTerm.compare));
    const colonization = data.find((entry) => entry.term === 'colonization' && entry.article.slug === 'monroe-doctrine');
    expect(colonization?.article).toEqual({ slug: 'monroe-doctrine', title: 'The Monroe Doctrine', canonical_url: '/articles/monroe-doctrine' });
    expect(colonization?.definition).toMatch(/\.$/);
    expect(terms).not.toContain('zzdraftterm');
  });

  it('is in the sitemap as /glossary', async () => {
    expect(await (await server.request('/sitemap.xml')).text()).toContain('/glossary</loc>');
  });
});
