/**
 * GET /api/admin/articles: decided on the server (product §6): 401 without a
 * valid token, 403 for a signed-in non-admin, the admin list item shape and
 * page size 20 (product §§3, 9), and the filters of the admin screen (product §§2, 5).
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './helpers/auth.ts';
import { startTestServer, type TestServer, START_TIMEOUT } from './helpers/server.ts';

let server: TestServer;
let adminToken: string;
let readerToken: string;

interface AdminBody {
  data: { id: string; title: string; slug: string; category_slug: string; tag_names: string[]; [key: string]: unknown }[];
  meta: { page: number; per_page: number; total: number };
}

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signIn(server, 'admin@example.com')).access_token;
  readerToken = (await signIn(server, 'reader@example.com')).access_token;
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
});

async function adminList(query = '', token = adminToken): Promise<AdminBody> {
  const response = await server.request(`/api/admin/articles${query}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminBody;
}

describe('who may read the admin list', () => {
  it('product §6: the server decides; 401 "Sign in to view this page." without a valid Bearer token', async () => {
    for (const headers of [{}, { Authorization: 'Bearer' }, { Authorization: 'Basic abc' }, bearer('not-a-jwt'), bearer(`${adminToken}x`)]) {
      const response = await server.request('/api/admin/articles', { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Sign in to view this page.');
    }
  });

  it('403 "Your account does not have admin privileges." for a signed-in non-admin', async () => {
    const response = await server.request('/api/admin/articles', { headers: bearer(readerToken) });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Your account does not have admin privileges.');
  });

  it('ADMIN_EMAILS marks admin@example.com by default outside production', async () => {
    expect(server.config.adminEmails).toEqual(['admin@example.com']);
    const response = await server.request('/api/admin/articles', { headers: bearer(adminToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the admin list', () => {
  it('answers admin list items (product §3), page size 20 (product §9), with meta {page, per_page, total}', async () => {
    const body = await adminList();
    expect(body.meta.page).toBe(1);
    expect(body.meta.per_page).toBe(20);
    expect(body.meta.total).toBeGreaterThanOrEqual(36);
    expect(body.data).toHaveLength(20);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['id', 'title', 'slug', 'category_name', 'category_slug', 'published_at', 'tag_names', 'hero_media_path', 'hero_media_alt'].sort(),
    );
    expect(body.data[0].hero_media_path).toMatch(/^heroes\/[a-z0-9-]+\.svg$/);
  });

  it('page size stays 20 whatever per_page says, and the last page holds the rest', async () => {
    const first = await adminList('?per_page=50');
    expect(first.meta.per_page).toBe(20);
    const pages = Math.ceil(first.meta.total / 20);
    expect(pages).toBeGreaterThan(1);
    const last = await adminList(`?page=${pages}`);
    expect(last.data.length).toBe(first.meta.total - 20 * (pages - 1));
    expect((await adminList('?page=0')).meta.page).toBe(1);
    expect((await adminList('?page=abc')).meta.page).toBe(1);
  });

  it('filters by search text in title or description, with % and _ as plain characters', async () => {
    const body = await adminList('?q=DOCTRINE');
    expect(body.data.map((item) => item.slug)).toContain('monroe-doctrine');
    expect((await adminList('?q=%25')).meta.total).toBe(0);
    expect((await adminList('?q=_')).meta.total).toBe(0);
  });

  it('sorts by title, category or publication date, either way; newest first by default (product §§2, 9)', async () => {
    const byTitle = await adminList('?sort=title&order=asc');
    const titles = byTitle.data.map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const byTitleDown = await adminList('?sort=title&order=desc');
    expect(byTitleDown.data[0].title.toLowerCase() > byTitle.data[0].title.toLowerCase()).toBe(true);

    const newest = await adminList();
    const dates = newest.data.map((item) => String(item.published_at));
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await adminList('?sort=published&order=asc');
    expect(String(oldest.data[0].published_at) <= dates[dates.length - 1]).toBe(true);

    const byCategory = await adminList('?sort=category&order=desc');
    const names = byCategory.data.map((item) => String(item.category_name));
    expect(names).toEqual([...names].sort().reverse());
    // Sorting changes the order, never the set: every page together holds each article once.
    const pages = Math.ceil(byTitle.meta.total / 20);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page += 1) for (const item of (await adminList(`?sort=category&page=${page}`)).data) seen.add(item.id);
    expect(seen.size).toBe(byTitle.meta.total);
  });

  it('product §5: an unknown sort or order falls back to the default order, never an error', async () => {
    const standard = (await adminList()).data.map((item) => item.id);
    expect((await adminList('?sort=drop%20table&order=sideways')).data.map((item) => item.id)).toEqual(standard);
    expect((await adminList('?sort=published&order=up')).data.map((item) => item.id)).toEqual(standard);
    // A known column without an order takes its own first direction: text from A.
    expect((await adminList('?sort=title')).data.map((item) => item.id)).toEqual((await adminList('?sort=title&order=asc')).data.map((item) => item.id));
  });

  it('filters by category ("all" means every category) and by tag', async () => {
    const people = await adminList('?category=people');
    expect(people.data.every((item) => item.category_slug === 'people')).toBe(true);
    expect((await adminList('?category=all')).meta.total).toBe((await adminList()).meta.total);
    const tagged = await adminList('?tag=civil%20rights');
    expect(tagged.meta.total).toBeGreaterThan(0);
    expect(tagged.data.every((item) => item.tag_names.includes('civil rights'))).toBe(true);
  });
});

describe('deployed on hosted Supabase\'s database', () => {
  it('accepts access tokens from hosted auth (its sessions are in auth.sessions, signed with the JWT_SECRET)', async () => {
    const hosted = await startTestServer({ JWT_SECRET: 'hosted-project-jwt-secret-0123456789abcdef' });
    try {
      // What hosted auth keeps, trimmed to the columns read here; created before the first token is checked.
      await hosted.db.exec(`create table auth.sessions (id uuid primary key, user_id uuid not null)`);
      const [user] = await hosted.db.query<{ id: string }>(`insert into auth.users (email) values ('admin@example.com') returning id::text as id`);
      const sessionId = '6f1c2a0e-0000-4000-8000-00000000aaaa';
      await hosted.db.query(`insert into auth.sessions (id, user_id) values ($1::uuid, $2::uuid)`, [sessionId, user.id]);
      const now = Math.floor(Date.now() / 1000);
      // As hosted auth signs with a project's legacy JWT secret: HS256 and no kid.
      const token = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated', email: 'admin@example.com', session_id: sessionId, iat: now, exp: now + 600 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('hosted-project-jwt-secret-0123456789abcdef'));
      const response = await hosted.request('/api/admin/articles', { headers: bearer(token) });
      expect(response.status).toBe(200);
      await hosted.db.query(`delete from auth.sessions`);
      expect((await hosted.request('/api/admin/articles', { headers: bearer(token) })).status).toBe(401);
    } finally {
      await hosted.stop();
    }
  }, START_TIMEOUT);
});
