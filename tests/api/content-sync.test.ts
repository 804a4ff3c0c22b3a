/**
 * docs/product.md §11: `npm run content:sync` makes a running database say
 * what the archive says (adds, rewrites, removes), and the content version
 * carries the change to every server's caches.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSync, runContentSync } from '../../server/cli/content-sync.ts';
import { ArchiveError, contentDir, loadArchive, type Archive } from '../../server/db/archive.ts';
import { syncContent } from '../../server/db/seed.ts';
import { root, serverForTests, START_TIMEOUT } from './helpers/server.ts';

const server = serverForTests();

const version = async () => BigInt((await server.db.query<{ version: string }>('select version::text as version from public.content_version'))[0].version);
const article = async (slug: string) => {
  const response = await server.request(`/api/article/${slug}`);
  return { status: response.status, body: response.ok ? ((await response.json()) as Record<string, unknown>) : null };
};
/** The archive as loaded, copied so a test may change it. */
const archiveCopy = (): Archive => structuredClone(loadArchive());

describe('npm run content:sync', () => {
  it('stops on an archive file that breaks a rule of §5, naming the file and the rule, before touching the database', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'parchment-broken-archive-'));
    try {
      cpSync(contentDir, broken, { recursive: true });
      const file = path.join(broken, 'articles', 'monroe-doctrine.md');
      // §5: the body is plain paragraphs; HTML is refused.
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\n\n([A-Z][^\n]+)\n/, '\n\n<b>$1</b>\n'));
      await server.db.query(`update public.articles set title = 'Edited by hand' where slug = 'monroe-doctrine'`);
      const before = await version();

      const failure = await runContentSync(server.config, broken).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ArchiveError);
      expect((failure as ArchiveError).message).toMatch(/monroe-doctrine\.md: body line \d+: HTML is not allowed in the body$/);
      // Nothing was written: the hand edit is still there and the version did not move.
      expect(await version()).toBe(before);
      const [row] = await server.db.query<{ title: string }>(`select title from public.articles where slug = 'monroe-doctrine'`);
      expect(row.title).toBe('Edited by hand');
    } finally {
      rmSync(broken, { recursive: true, force: true });
      await runContentSync(server.config);
      await server.contentChanged();
    }
  });

  it('on a database that matches the archive, writes nothing and leaves the content version', async () => {
    const before = await version();
    const report = await runContentSync(server.config);
    expect(report).toMatchObject({ changed: false, articles: { added: 0, updated: 0, removed: 0 } });
    expect(describeSync(report)).toBe('The database already matches the archive; nothing changed.');
    expect(await version()).toBe(before);
  });

  it('puts back what the database lost or changed, removes what the archive does not have, and moves the version', async () => {
    const archive = loadArchive();
    const [first, second] = archive.articles.filter((entry) => entry.status === 'published');
    await server.db.query(`update public.articles set title = 'Edited by hand' where slug = $1::text`, [first.slug]);
    await server.db.query(`delete from public.articles where slug = $1::text`, [second.slug]);
    await server.db.query(
      `insert into public.articles (slug, status, title, category_slug, published_at) values ('not-in-the-archive', 'published', 'Stray', 'foundations', now())`,
    );
    await server.contentChanged();
    expect((await article(second.slug)).status).toBe(404);
    const before = await version();

    const report = await runContentSync(server.config);
    expect(report).toMatchObject({ changed: true, articles: { added: 1, updated: 1, removed: 1 } });
    expect(describeSync(report)).toMatch(/^Synced the archive: articles 1 added, 1 updated, 1 removed;/);
    expect(await version()).toBeGreaterThan(before);

    // Answers follow the version once the server rereads it.
    await server.contentChanged();
    expect((await article(first.slug)).body?.title).toBe(first.title);
    const restored = await article(second.slug);
    expect(restored.status).toBe(200);
    expect(restored.body?.tags).toEqual(second.tags);
    expect((restored.body?.sources as unknown[]).length).toBe(second.sources.length);
    expect((await article('not-in-the-archive')).status).toBe(404);
  });

  it('carries an archive edit of tags and sources into the article, its search and the tag list', async () => {
    const archive = archiveCopy();
    const target = archive.articles.find((entry) => entry.status === 'published' && entry.sources.length > 1)!;
    target.tags = ['Quetzalcoatl studies', ...target.tags.slice(1)];
    target.sources = target.sources.slice(0, 1);
    const report = await syncContent(server.db, archive);
    expect(report.articles).toEqual({ added: 0, updated: 0, removed: 0 });
    expect(report.changed).toBe(true);

    // The article, and the search vector that follows its tags (the schema's triggers), once the server rereads the version.
    await server.contentChanged();
    const { body } = await article(target.slug);
    expect(body?.tags).toEqual(target.tags);
    expect(body?.sources).toHaveLength(1);
    const search = (await (await server.request('/api/search?q=quetzalcoatl')).json()) as { data: Array<{ slug: string }> };
    expect(search.data.map((hit) => hit.slug)).toContain(target.slug);

    // Back to the archive on disk: the tag nobody uses any more is gone.
    await syncContent(server.db, loadArchive());
    const [{ count }] = await server.db.query<{ count: number }>(`select count(*)::int as count from public.tags where name = 'Quetzalcoatl studies'`);
    expect(count).toBe(0);
    await server.contentChanged();
    expect((await article(target.slug)).body?.sources).toHaveLength(loadArchive().articles.find((entry) => entry.slug === target.slug)!.sources.length);
  });

  it("Hardening 2: a withdrawn article's link-preview image: its illustration leaves public storage with it, and comes back when it is republished", async () => {
    const archive = archiveCopy();
    const target = archive.articles.find((entry) => entry.status === 'published')!;
    const hero = `/storage/v1/object/public/heroes/${target.hero.file}`;
    const shown = await server.request(hero);
    expect(shown.status).toBe(200);
    // Short, as the API's answers, so a withdrawal reaches readers and CDNs within minutes; a repeat is a 304.
    expect(shown.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect((await server.request(hero, { headers: { 'If-None-Match': shown.headers.get('ETag')! } })).status).toBe(304);

    target.status = 'draft';
    try {
      const report = await syncContent(server.db, archive);
      expect(report.articles).toEqual({ added: 0, updated: 1, removed: 0 });
      expect(report.other.removed).toBe(1);
      await server.contentChanged();
      expect((await article(target.slug)).status).toBe(404);
      const withdrawn = await server.request(hero);
      expect(withdrawn.status).toBe(404);
      expect(withdrawn.headers.get('Cache-Control')).toBe('no-store');
      expect(await withdrawn.json()).toMatchObject({ error: 'not_found', message: 'Object not found' });
    } finally {
      await syncContent(server.db, loadArchive());
      await server.contentChanged();
    }
    expect((await server.request(hero)).status).toBe(200);
    expect((await article(target.slug)).status).toBe(200);
  });

  it('as a command beside the running server: one line, and exit 0', async () => {
    // Asynchronously: the server it goes through runs in this process and must keep answering.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/content-sync.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(stderr).toBe('');
    expect(stdout.trim()).toBe('The database already matches the archive; nothing changed.');
    expect(code).toBe(0);
  }, START_TIMEOUT);
});
