/**
 * docs/product.md §11 (Running on many servers): public API answers are kept
 * per content version, so a reader's list or article costs one lookup, and an
 * edit by any writer shows within one reread of the version.
 */
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../server/api/answer-cache.ts';
import { CONTENT_VERSION_MS, ContentVersion } from '../../server/db/content-version.ts';
import type { Queryable } from '../../server/db/database.ts';
import { serverForTests } from './helpers/server.ts';

const server = serverForTests();

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await server.request(pathname, { headers });
  return { status: response.status, cache: response.headers.get('X-Cache'), etag: response.headers.get('ETag'), response };
}

describe('public answers kept per content version', () => {
  it('computes an article once, then answers it from the cache with the same body and tag', async () => {
    const first = await get('/api/article/monroe-doctrine');
    const firstBody = await first.response.text();
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    const second = await get('/api/article/monroe-doctrine');
    expect(second).toMatchObject({ status: 200, cache: 'hit', etag: first.etag });
    expect(await second.response.text()).toBe(firstBody);
    expect((JSON.parse(firstBody) as { slug: string }).slug).toBe('monroe-doctrine');
  });

  it('files a list under the query it means: parameters the list ignores share its entry', async () => {
    const first = await get('/api/articles?per_page=7&page=2');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    const body = await first.response.text();
    const tracked = await get('/api/articles?page=2&per_page=7&utm_source=newsletter&per_page=40');
    expect(tracked).toMatchObject({ status: 200, cache: 'hit' });
    expect(await tracked.response.text()).toBe(body);
    expect((await get('/api/articles?per_page=7&page=3')).cache).toBe('miss');
  });

  it('shows an edit made in SQL by another writer by itself, once it rereads the version (at most CONTENT_VERSION_MS later)', async () => {
    const before = await get('/api/article/federalist-papers');
    expect(before.status).toBe(200);
    const title = (JSON.parse(await before.response.text()) as { title: string }).title;
    await server.db.query(`update public.articles set title = 'The Federalist, as edited' where slug = 'federalist-papers'`);
    try {
      // Nothing tells the server: only its own reread of the version can show the edit. The deadline is
      // far past CONTENT_VERSION_MS so that a busy machine cannot fail it; what it proves is that the edit shows.
      const shownTitle = async () => ((await (await server.request('/api/article/federalist-papers')).json()) as { title: string }).title;
      await expect.poll(shownTitle, { timeout: CONTENT_VERSION_MS + 20_000, interval: 100 }).toBe('The Federalist, as edited');
      const listed = (await (await server.request('/api/articles?per_page=50')).json()) as { data: Array<{ slug: string; title: string }> };
      expect(listed.data.find((item) => item.slug === 'federalist-papers')?.title).toBe('The Federalist, as edited');
    } finally {
      await server.db.query(`update public.articles set title = $1 where slug = 'federalist-papers'`, [title]);
      await server.contentChanged();
    }
  });

  it('shows an edit made in SQL in the very next answer once the server is told the content changed', async () => {
    const before = await get('/api/article/federalist-papers');
    expect(before.status).toBe(200);
    const title = (JSON.parse(await before.response.text()) as { title: string }).title;
    expect((await get('/api/article/federalist-papers')).cache).toBe('hit');
    await server.db.query(`update public.articles set title = 'The Federalist, revised' where slug = 'federalist-papers'`);
    try {
      await server.contentChanged();
      const after = await get('/api/article/federalist-papers');
      expect(after).toMatchObject({ status: 200, cache: 'miss' });
      expect(after.etag).not.toBe(before.etag);
      expect((JSON.parse(await after.response.text()) as { title: string }).title).toBe('The Federalist, revised');
      const listed = (await (await server.request('/api/articles?per_page=50')).json()) as { data: Array<{ slug: string; title: string }> };
      expect(listed.data.find((item) => item.slug === 'federalist-papers')?.title).toBe('The Federalist, revised');
    } finally {
      await server.db.query(`update public.articles set title = $1 where slug = 'federalist-papers'`, [title]);
      await server.contentChanged();
    }
  });

  it('answers a hit with 304 for its tag, and compressed to a client that accepts brotli', async () => {
    // fetch asks for compression by default (and undoes it); "identity" asks for the bytes as they are.
    const plain = await get('/api/articles?per_page=30', { 'Accept-Encoding': 'identity' });
    const text = await plain.response.text();
    expect(plain.etag).toMatch(/^"/);
    const packed = await get('/api/articles?per_page=30', { 'Accept-Encoding': 'br' });
    expect(packed).toMatchObject({ status: 200, cache: 'hit', etag: `W/${plain.etag}` });
    expect(packed.response.headers.get('Content-Encoding')).toBe('br');
    // fetch undoes the brotli itself; the bytes it hands over must be the plain answer's.
    expect(await packed.response.text()).toBe(text);
    const again = await get('/api/articles?per_page=30', { 'If-None-Match': plain.etag! });
    expect(again.status).toBe(304);
    expect(again.response.headers.get('Cache-Control')).toMatch(/max-age/);
  });

  it('still answers an unknown article 404 in plain words, never kept by a browser', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const missing = await get('/api/article/no-such-article');
      expect(missing.status).toBe(404);
      expect(missing.response.headers.get('Cache-Control')).toBe('no-store');
      expect(await missing.response.text()).toBe('Article not found');
    }
  });

  it('shares one computation among identical requests that arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/article/monroe-doctrine/related')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });
});

describe('AnswerCache', () => {
  /** A version that moves when the test says so. */
  function versionAt(value: { now: string }): ContentVersion {
    return { current: async () => value.now } as unknown as ContentVersion;
  }

  it('computes again under a new version, and does not keep an answer begun under the old one', async () => {
    const version = { now: '1' };
    const cache = new AnswerCache(versionAt(version), { maxEntries: 10, maxBytes: 10_000 });
    let computed = 0;
    const compute = async () => `{"n":${++computed}}`;
    expect((await cache.answer('k', compute)).cache).toBe('miss');
    expect((await cache.answer('k', compute)).cache).toBe('hit');

    let finishSlow!: (text: string) => void;
    const slow = cache.answer('slow', () => new Promise<string>((resolve) => (finishSlow = resolve)));
    version.now = '2';
    const fresh = await cache.answer('k', compute);
    expect(fresh.cache).toBe('miss');
    expect(new TextDecoder().decode(fresh.answer!.bytes)).toBe('{"n":2}');
    finishSlow('{"old":true}');
    await slow;
    // The slow answer was computed from version 1's data: a reader of version 2 computes it anew.
    expect((await cache.answer('slow', async () => '{"old":false}')).cache).toBe('miss');
  });
});

describe('ContentVersion', () => {
  /** A database whose version reads finish when the test says, newest first, each with the version current when it was asked. */
  function slowDatabase() {
    const state = { version: 1, pending: [] as Array<() => void> };
    const read = () =>
      new Promise<unknown[]>((resolve) => {
        const answer = [{ version: String(state.version) }];
        state.pending.push(() => resolve(answer));
      });
    const db = { query: read } as unknown as Queryable;
    const finishReads = () => state.pending.splice(0).reverse().forEach((finish) => finish());
    return { state, db, finishReads };
  }

  it('reads once for many callers, and keeps the answer for its time', async () => {
    const { db, finishReads } = slowDatabase();
    const version = new ContentVersion(db, 60_000);
    const together = [version.current(), version.current()];
    finishReads();
    expect(await Promise.all(together)).toEqual(['1', '1']);
    expect(await version.current()).toBe('1');
  });

  it('after forget(), reads afresh, and never keeps a read that began before it', async () => {
    const { state, db, finishReads } = slowDatabase();
    const version = new ContentVersion(db, 60_000);
    const early = version.current();
    // The content changes while that read is under way, and the caller says so.
    state.version = 2;
    version.forget();
    const late = version.current();
    finishReads();
    expect(await early).toBe('1');
    expect(await late).toBe('2');
    expect(await version.current()).toBe('2');
  });
});
