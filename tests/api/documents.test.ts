/**
 * The founding documents over real HTTP (docs/product.md §2, Founding
 * documents, and §7): the index, a document with every part and its
 * address, and by part the published articles that tie a claim to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentPart, FoundingDocumentResponse, FoundingDocumentsResponse } from '../../common/api.ts';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;

const everyPart = (parts: readonly DocumentPart[]): DocumentPart[] => parts.flatMap((part) => [part, ...everyPart(part.parts)]);

async function document(slug: string): Promise<FoundingDocumentResponse> {
  const response = await server.request(`/api/documents/${slug}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FoundingDocumentResponse;
}

beforeAll(async () => {
  server = await startTestServer();
  // A draft that links a claim to the Commerce Clause: never named under it.
  await server.db.query(
    `insert into public.articles (slug, status, title, dek, kicker, category_slug, published_at, updated_at, body_rich)
     values ('draft-on-commerce', 'draft', 'Draft on commerce', 'Not ready', 'Foundations', 'foundations', now(), now(),
       '{"sections":[{"type":"paragraph","content":"Congress regulates commerce.","links":[{"start":0,"end":27,"href":"/documents/constitution#article-1-section-8-clause-3"}]}]}')`,
  );
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/documents (docs/product.md §7)', () => {
  it('lists the Declaration, then the Constitution, each with a sentence and its date', async () => {
    const response = await server.request('/api/documents');
    expect(response.status).toBe(200);
    const body = (await response.json()) as FoundingDocumentsResponse;
    expect(body.data.map((entry) => [entry.slug, entry.date])).toEqual([
      ['declaration-of-independence', '1776-07-04'],
      ['constitution', '1787-09-17'],
    ]);
    for (const entry of body.data) expect(entry.description).toMatch(/\.$/);
  });
});

describe('GET /api/documents/{slug} (docs/product.md §2, Founding documents)', () => {
  it('answers the Constitution with every part at its address, the Commerce Clause third in Article I, Section 8', async () => {
    const constitution = await document('constitution');
    expect(constitution.title).toBe('The Constitution of the United States');
    expect(constitution.source).toBe('https://www.archives.gov/founding-docs/constitution-transcript');
    const parts = everyPart(constitution.parts);
    const section8 = parts.find((part) => part.id === 'article-1-section-8')!;
    expect(section8.heading).toBe('Section. 8.');
    expect(section8.paragraphs[2]).toMatchObject({ id: 'article-1-section-8-clause-3', number: 3 });
    expect(section8.paragraphs[2].runs[0].text).toMatch(/^To regulate Commerce/);
    const nineteenth = parts.find((part) => part.id === 'amendment-19')!;
    expect(nineteenth.dates).toBe('Passed by Congress June 4, 1919. Ratified August 18, 1920.');
    expect(parts.find((part) => part.id === 'amendment-14-section-2')?.label).toBe('Section 2');
  });

  it('names under a part only the published articles that link a claim to it', async () => {
    const constitution = await document('constitution');
    const addresses = new Set(everyPart(constitution.parts).flatMap((part) => [part.id, ...part.paragraphs.map((paragraph) => paragraph.id)]));
    const entries = Object.entries(constitution.discussed_in);
    expect(entries.length).toBeGreaterThan(0);
    for (const [part, articles] of entries) {
      expect(addresses.has(part), part).toBe(true);
      for (const article of articles) {
        expect(article.canonical_url).toBe(`/articles/${article.slug}`);
        const linked = await (await server.request(`/api/article/${article.slug}`)).json();
        const hrefs = (linked.body_rich.sections as Array<{ links?: Array<{ href: string }> }>).flatMap((section) => section.links ?? []).map((link) => link.href);
        expect(hrefs).toContain(`/documents/constitution#${part}`);
      }
    }
    const onCommerce = (constitution.discussed_in['article-1-section-8-clause-3'] ?? []).map((article) => article.slug);
    expect(onCommerce).not.toContain('draft-on-commerce');
  });

  it('answers 404 "Document not found" for an unknown or malformed slug', async () => {
    for (const slug of ['articles-of-confederation', 'Constitution', '..%2Fconstitution']) {
      const response = await server.request(`/api/documents/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.text()).toBe('Document not found');
    }
  });

  it('answers a repeat with 304 by its ETag', async () => {
    const first = await server.request('/api/documents/declaration-of-independence');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.request('/api/documents/declaration-of-independence', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('puts the documents in the sitemap', async () => {
    const sitemap = await (await server.request('/sitemap.xml')).text();
    for (const path of ['/documents', '/documents/constitution', '/documents/declaration-of-independence']) expect(sitemap).toContain(`${path}</loc>`);
  });
});

describe('the founding documents in search (docs/product.md §2, Search)', () => {
  interface Found {
    data: Array<{ type: string; title: string; kicker: string; canonical_url: string; snippet: string }>;
    meta: { total: number; facets?: { kind: Array<{ value: string; count: number }> } };
  }
  const search = async (query: string): Promise<Found> => {
    const response = await server.request(`/api/search?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Found;
  };

  it('finds a clause by its words, first when the words are quoted as they stand', async () => {
    const { data } = await search(`q=${encodeURIComponent('regulate Commerce with foreign Nations')}`);
    expect(data[0]).toMatchObject({
      type: 'Founding document',
      title: 'Article I, Section 8, Clause 3',
      kicker: 'The Constitution of the United States',
      canonical_url: '/documents/constitution#article-1-section-8-clause-3',
    });
    expect(data[0].snippet).toContain('<mark>Commerce</mark>');
  });

  it('puts the clauses after the articles that explain them when the words are not the clause’s own', async () => {
    const { data } = await search('q=commerce');
    const kinds = data.map((result) => result.type);
    expect(kinds[0]).toBe('Article');
    expect(kinds.indexOf('Founding document')).toBeGreaterThan(kinds.lastIndexOf('Article'));
  });

  it('counts "founding document" as a kind and narrows to it', async () => {
    const all = await search('q=commerce');
    expect(all.meta.facets?.kind.map((entry) => entry.value)).toEqual(['article', 'document']);
    const clauses = await search('q=commerce&kind=document');
    expect(clauses.meta.total).toBe(all.meta.facets?.kind.find((entry) => entry.value === 'document')?.count);
    expect(clauses.data.every((result) => result.type === 'Founding document')).toBe(true);
    expect(clauses.data.map((result) => result.canonical_url)).toContain('/documents/constitution#article-1-section-8-clause-3');
  });

  it('names a clause of one paragraph by its part alone, and puts a clause quoted at a sentence’s length first: the Preamble, Amendment XIII', async () => {
    const preamble = await search(`q=${encodeURIComponent('"a more perfect Union"')}`);
    expect(preamble.data[0]).toMatchObject({ title: 'Preamble', canonical_url: '/documents/constitution#preamble-clause-1' });
    const thirteenth = await search(`q=${encodeURIComponent('Neither slavery nor involuntary servitude, except as a punishment for crime')}`);
    expect(thirteenth.data[0]).toMatchObject({ title: 'Amendment XIII, Section 1', canonical_url: '/documents/constitution#amendment-13-section-1-clause-1' });
  });
});
