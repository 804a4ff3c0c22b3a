/**
 * Cross-cutting HTTP rules (ETag and 304, cache headers, short plain-text
 * errors that read well in the product's "HTTP {status}: {body}" (§8))
 * and bad input on every public endpoint: nothing gives a 500 or a stack.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverForTests } from './helpers/server.ts';

const server = serverForTests();

describe('ETag and caching', () => {
  const tagged = [
    '/api/articles',
    '/api/article/constitution',
    '/api/categories',
    '/api/tags',
    '/api/search?q=constitution',
    '/api/feed-articles',
    '/api/feed-landmarks',
    '/api/sitemap',
    '/api/authors/history-desk',
    '/api/states/alabama',
    '/robots.txt',
  ];

  it('every public JSON and XML answer has a strong ETag and public Cache-Control', async () => {
    for (const path of tagged) {
      const response = await server.request(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('ETag'), path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=60, stale-while-revalidate=300');
    }
  });

  it('If-None-Match with the ETag gets 304 with no body; a different one gets 200', async () => {
    for (const path of tagged) {
      const first = await server.request(path);
      const etag = first.headers.get('ETag')!;
      const again = await server.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300');
      const other = await server.request(path, { headers: { 'If-None-Match': '"something-else"' } });
      expect(other.status, path).toBe(200);
    }
  });

  it('a body of 1 KB or more is sent brotli or gzip compressed when accepted, tagged with the weak form of the same ETag', async () => {
    const plain = await server.request('/api/articles?per_page=20', { headers: { 'Accept-Encoding': 'identity' } });
    const plainTag = plain.headers.get('ETag') as string;
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body itself and reports the encoding it was sent in.
      const packed = await server.request('/api/articles?per_page=20', { headers: { 'Accept-Encoding': encoding } });
      expect(packed.headers.get('Content-Encoding'), encoding).toBe(encoding);
      expect(packed.headers.get('ETag')).toBe(`W/${plainTag}`);
      expect(await packed.json()).toEqual(await plain.clone().json());
      const repeat = await server.request('/api/articles?per_page=20', { headers: { 'Accept-Encoding': encoding, 'If-None-Match': `W/${plainTag}` } });
      expect(repeat.status).toBe(304);
      expect(repeat.headers.get('ETag')).toBe(`W/${plainTag}`);
    }
    // Small answers are not worth compressing.
    const small = await server.request('/auth/v1/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });

  it('the ETag is the same for the same body and differs for a different body; lists and W/ forms match', async () => {
    const plain = { headers: { 'Accept-Encoding': 'identity' } };
    const a = (await server.request('/api/articles?page=1', plain)).headers.get('ETag');
    const b = (await server.request('/api/articles?page=1', plain)).headers.get('ETag');
    const c = (await server.request('/api/articles?page=2', plain)).headers.get('ETag');
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    const listed = await server.request('/api/articles?page=1', { headers: { 'If-None-Match': `"x", W/${a}` } });
    expect(listed.status).toBe(304);
  });

  it('auth and RPC JSON answered to GET carry an ETag too', async () => {
    for (const path of ['/auth/v1/settings', '/auth/v1/health', '/rest/v1/rpc/me_admin_status', '/_dev/mailbox.json']) {
      const response = await server.request(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('ETag'), path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    }
  });

  it('admin and auth answers are never cached', async () => {
    expect((await server.request('/api/admin/articles')).headers.get('Cache-Control')).toBe('no-store');
    expect((await server.request('/auth/v1/user')).headers.get('Cache-Control')).toBe('no-store');
    expect((await server.request('/_dev/mailbox.json')).headers.get('Cache-Control')).toBe('no-store');
  });

  it('hero images are served from storage with their own ETag and a sandboxing CSP', async () => {
    const response = await server.request('/storage/v1/object/public/heroes/constitution.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(await response.text()).toMatch(/^<svg[^>]*width="1200" height="675"/);
    const again = await server.request('/storage/v1/object/public/heroes/constitution.svg', { headers: { 'If-None-Match': response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });
});

describe('product §8: error bodies read well in "HTTP {status}: {body}"', () => {
  it('API errors are short plain text', async () => {
    const cases: [string, number, string][] = [
      ['/api/article/unknown-slug', 404, 'Article not found'],
      ['/api/authors/unknown', 404, 'Author not found'],
      ['/api/states/unknown', 404, 'State archive not found'],
      ['/api/nothing-here', 404, 'Not found'],
      ['/api/admin/articles', 401, 'Sign in to view this page.'],
    ];
    for (const [path, status, message] of cases) {
      const response = await server.request(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
      const body = await response.text();
      expect(body).toBe(message);
      expect(`HTTP ${status}: ${body}`.length).toBeLessThan(60);
    }
  });
});

describe('bad input never gives a 500 or a stack trace', () => {
  const nasty = [
    'x'.repeat(10_000),
    "'; drop table articles; --",
    "' or '1'='1",
    '%',
    '%%',
    '%25',
    '_',
    '\\',
    '.*',
    '(a+)+$',
    '[',
    '(((',
    '^$|',
    '{1,}',
    ':*',
    '!',
    '&',
    '|',
    '<->',
    '"unterminated',
    '-',
    'a & b | !c',
    'ünïcødé',
    '日本語',
    '🙂🙃',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202E',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'null',
    'undefined',
    '[object Object]',
    '1e309',
    '-0',
    '0x10',
  ];
  // A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a broken client would (invalid UTF-8).
  const encode = (value: string) => (value === '\uD800' ? '%ED%A0%80%FF%FE' : encodeURIComponent(value));

  async function expectNoServerError(path: string) {
    const response = await server.request(path);
    const body = await response.text();
    expect(response.status, path.slice(0, 120)).toBeLessThan(500);
    // A stack trace's marks: a frame ("at f (file.ts:12"), an error's name and message, a "stack" field.
    // (Not the bare word: an article's text may mention a stack of books.)
    expect(body).not.toMatch(/\bat .*\.[cm]?[jt]s:\d+|\b\w*Error: |"stack"\s*:/);
    return response;
  }

  it('list, search and admin parameters: wrong types, huge values, SQL and regex metacharacters, Unicode and NUL', async () => {
    for (const value of nasty) {
      const v = encode(value);
      for (const path of [
        `/api/articles?q=${v}`,
        `/api/articles?category=${v}&tag=${v}&page=${v}&per_page=${v}`,
        `/api/search?q=${v}`,
        `/api/search?q=county&page=${v}&per_page=${v}`,
        `/api/admin/articles?q=${v}&page=${v}`,
      ]) {
        const response = await expectNoServerError(path);
        // Node refuses request lines over 16 KB (431) before the app sees them; everything shorter must be answered.
        const expected = path.length > 16_000 ? 431 : 200;
        if (path.startsWith('/api/articles') || path.startsWith('/api/search')) expect(response.status, path.slice(0, 100)).toBe(expected);
      }
    }
  });

  it('array and object forms of parameters are treated as text', async () => {
    for (const path of ['/api/articles?page[]=2&per_page[x]=3', '/api/articles?page=1&page=2', '/api/search?q[]=a&q[]=b', '/api/articles?category[$ne]=x']) {
      expect((await expectNoServerError(path)).status).toBe(200);
    }
  });

  it('a blank search is an empty list, not an error', async () => {
    for (const q of ['', '%20%20', '%09', '%00']) {
      const response = await server.request(`/api/search?q=${q}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
    }
    expect(await (await server.request('/api/search')).json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
  });

  it('unknown, malformed and hostile slugs are 404', async () => {
    for (const slug of ['nope', 'Constitution', 'constitution%00', '..%2f..%2fetc%2fpasswd', '%2e%2e', encode("' or 1=1 --"), 'x'.repeat(5000), encode('ünïcødé'), '%E0%A4%A', 'a%2Fb']) {
      const response = await expectNoServerError(`/api/article/${slug}`);
      expect(response.status, slug.slice(0, 40)).toBe(404);
      const author = await expectNoServerError(`/api/authors/${slug}`);
      expect(author.status).toBe(404);
      const state = await expectNoServerError(`/api/states/${slug}`);
      expect(state.status).toBe(404);
    }
  });

  it('storage refuses path traversal, including encoded ..%2f, and unknown buckets or objects', async () => {
    const cases: [string, number][] = [
      ['/storage/v1/object/public/heroes/..%2f..%2fjwt-secret', 400],
      ['/storage/v1/object/public/heroes/..%2F..%2Fjwt-secret', 400],
      ['/storage/v1/object/public/heroes/%2e%2e/secret', 400],
      ['/storage/v1/object/public/heroes/..%5c..%5csecret', 400],
      ['/storage/v1/object/public/heroes/a%00.svg', 400],
      ['/storage/v1/object/public/heroes/%E0%A4%A', 400],
      ['/storage/v1/object/public/heroes//constitution.svg', 400],
      ['/storage/v1/object/public/heroes', 400],
      ['/storage/v1/object/public/private/constitution.svg', 404],
      ['/storage/v1/object/public/heroes/missing.svg', 404],
      ['/storage/v1/object/public/heroes/' + 'x'.repeat(5000), 400],
    ];
    for (const [path, status] of cases) {
      const response = await expectNoServerError(path);
      expect(response.status, path.slice(0, 80)).toBe(status);
    }
    // A literal ../ is resolved away by the URL parser before it is sent; it still cannot leave the bucket.
    const dotted = await server.request('/storage/v1/object/public/heroes/../../../server.json');
    expect(dotted.status).toBeGreaterThanOrEqual(400);
    expect(dotted.status).toBeLessThan(500);
  });

  it('rest rpc: unknown functions, arguments and malformed JSON get PostgREST errors; anon is not admin', async () => {
    const post = (path: string, body: string, token = 'local-publishable-key') =>
      server.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', apikey: 'k', Authorization: `Bearer ${token}` }, body });
    const anon = await post('/rest/v1/rpc/me_admin_status', '{}');
    expect(anon.status).toBe(200);
    expect(await anon.json()).toEqual([{ is_admin: false }]);
    const unknown = await post('/rest/v1/rpc/drop_everything', '{}');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('PGRST202');
    const malformed = await post('/rest/v1/rpc/me_admin_status', '{"a":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    const args = await post('/rest/v1/rpc/me_admin_status', '{"email":"admin@example.com"}');
    expect(args.status).toBe(404);
    const forged = await post('/rest/v1/rpc/me_admin_status', '{}', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.c2ln');
    expect(forged.status).toBe(401);
    const table = await server.request('/rest/v1/admins?select=*');
    expect(table.status).toBe(404);
  });

  it('bodies over 64 KB are refused with 413, streamed or not', async () => {
    const big = 'x'.repeat(70_000);
    /** A chunked upload without Content-Length, sent a piece at a time until the server answers. */
    const chunked = (path: string) =>
      new Promise<number>((resolve, reject) => {
        let answered = false;
        const request = httpRequest(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } });
        request.on('response', (response) => {
          answered = true;
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', (error) => {
          if (!answered) reject(error);
        });
        let sent = 0;
        const next = () => {
          if (answered || sent >= 20) return request.end();
          sent += 1;
          request.write('x'.repeat(16_384), () => setTimeout(next, 5));
        };
        next();
      });
    for (const path of ['/auth/v1/otp', '/rest/v1/rpc/me_admin_status']) {
      const plain = await server.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
      expect(plain.status, path).toBe(413);
      expect(await chunked(path), `${path} chunked`).toBe(413);
    }
  });

  it('methods and paths that do not exist are 404, not 500', async () => {
    for (const [method, path] of [
      ['POST', '/api/articles'],
      ['DELETE', '/api/article/constitution'],
      ['PUT', '/auth/v1/user'],
      ['GET', '/auth/v1/nothing'],
      ['GET', '/nothing'],
    ]) {
      const response = await server.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of admin, auth and dev routes, and names the sitemap', async () => {
    const response = await server.request('/robots.txt');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /_dev/');
    expect(text).toContain(`Sitemap: ${server.config.siteUrl}/sitemap.xml`);
  });
});
