/**
 * docs/product.md §10 and §11: `npm run content:sync` beside a running
 * server. On the embedded database the sync runs inside the server, whose
 * event loop also runs every statement; the server must keep answering
 * meanwhile, requests that never touch the database and /healthz alike.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir } from '../../server/db/archive.ts';
import type { SyncReport } from '../../server/db/seed.ts';
import { root, serverForTests } from './helpers/server.ts';

const server = serverForTests();

/** Copies of each article added to the archive, so the sync has hundreds of articles to write. */
const COPIES = 9;

/** The archive with every article's dek changed and COPIES new articles made from each. */
function changedArchive(): { dir: string; articles: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parchment-sync-archive-'));
  cpSync(contentDir, dir, { recursive: true });
  const articlesDir = path.join(dir, 'articles');
  const files = readdirSync(articlesDir).filter((file) => file.endsWith('.md'));
  for (const file of files) {
    const slug = path.basename(file, '.md');
    const source = readFileSync(path.join(articlesDir, file), 'utf8');
    const revised = (name: string) => source.replace(/^dek: .*$/m, `dek: Revised for the sync of ${name}.`);
    writeFileSync(path.join(articlesDir, file), revised(slug));
    for (let copy = 1; copy <= COPIES; copy += 1) writeFileSync(path.join(articlesDir, `${slug}-copy-${copy}.md`), revised(`${slug}-copy-${copy}`));
  }
  return { dir, articles: files.length };
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('Hardening 2: content:sync on the embedded database freezes the server', () => {
  it('keeps answering robots.txt and /healthz promptly while a large sync runs', async () => {
    const { dir, articles } = changedArchive();
    scratch.push(dir);

    const stall = monitorEventLoopDelay({ resolution: 10 });
    stall.enable();
    // The real command, in a process of its own: through the server on the embedded database, directly on PostgreSQL.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests', 'api', 'helpers', 'content-sync-child.ts'), dir], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const began = performance.now();
    let running = true;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))).finally(() => (running = false));

    const times: Record<'robots' | 'healthz', number[]> = { robots: [], healthz: [] };
    const statuses: number[] = [];
    const timed = async (name: keyof typeof times, pathname: string) => {
      const began = performance.now();
      const response = await server.request(pathname);
      await response.arrayBuffer();
      times[name].push(performance.now() - began);
      statuses.push(response.status);
    };
    while (running) await Promise.all([timed('robots', '/robots.txt'), timed('healthz', '/healthz')]);
    const code = await exited;
    const syncMs = performance.now() - began;
    stall.disable();

    const slowest = (list: number[]) => Math.round(Math.max(...list));
    const p99 = (list: number[]) => Math.round([...list].sort((a, b) => a - b)[Math.floor(list.length * 0.99)]);
    const figures = {
      syncMs: Math.round(syncMs),
      requests: times.robots.length + times.healthz.length,
      robots: { max: slowest(times.robots), p99: p99(times.robots) },
      healthz: { max: slowest(times.healthz), p99: p99(times.healthz) },
      eventLoopStallMax: Math.round(stall.max / 1e6),
    };
    console.log(`Answers during a sync of ${articles * (COPIES + 1)} articles (${server.db.kind}): ${JSON.stringify(figures)}`);

    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as SyncReport;
    expect(report.articles).toEqual({ added: articles * COPIES, updated: articles, removed: 0 });
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(figures.requests, 'the server was asked throughout the sync').toBeGreaterThan(10);
    // The aim is 100 ms. On a busy machine everything slows down, the sync with it, so the bounds grow
    // with the sync's own duration: a sync that holds the server in one piece holds it for most of its run.
    const answerBound = Math.max(1000, syncMs / 8);
    expect(figures.robots.max, 'the slowest robots.txt (ms)').toBeLessThan(answerBound);
    expect(figures.healthz.max, 'the slowest /healthz (ms)').toBeLessThan(answerBound);
    expect(figures.eventLoopStallMax, 'the longest the event loop was held (ms)').toBeLessThan(Math.max(500, syncMs / 16));

    // And the sync did its work: the new articles and the new deks are served.
    await server.contentChanged();
    const copy = (await (await server.request('/api/article/alamo-copy-3')).json()) as { dek: string };
    expect(copy.dek).toBe('Revised for the sync of alamo-copy-3.');
    const original = (await (await server.request('/api/article/alamo')).json()) as { dek: string };
    expect(original.dek).toBe('Revised for the sync of alamo.');
  }, 240_000);
});
