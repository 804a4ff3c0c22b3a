/**
 * The server as production runs it (`npm start`): its bundle from
 * `npm run build` (dist/node/, scripts/build-server.mjs) started by Node alone,
 * with no TypeScript loader, serving the site, its assets and the API; and the
 * admin command's bundle beside it. Real processes over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, spawnServer, type ChildServer } from '../api/helpers/child-server.ts';
import { START_TIMEOUT } from '../api/helpers/server.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-production-'));
let server: ChildServer;
let base: string;
let adminAdded: Awaited<ReturnType<typeof runAdmin>>;

beforeAll(async () => {
  // Before the server holds the data directory: the command opens (and seeds) it on its own.
  adminAdded = await runAdmin(dataDir, ['add', 'editor@example.com'], {}, { production: true });
  server = spawnServer(dataDir, {}, { withSite: true, production: true });
  base = await server.ready;
}, START_TIMEOUT * 2);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production server bundle (dist/node), run by Node without tsx', () => {
  it('answers the health check and the content API', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const article = await fetch(`${base}/api/article/monroe-doctrine`);
    expect(article.status).toBe(200);
    expect(((await article.json()) as { title: string }).title).toBe('The Monroe Doctrine');
  });

  it('renders a page of the site, and serves the scripts the page starts', async () => {
    const response = await fetch(`${base}/articles/monroe-doctrine`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>The Monroe Doctrine<\/h1>/);
    const entry = /"entryScript":"([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    const script = await fetch(`${base}${entry}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers an unknown page 404 with the not-found page', async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>[^<]*not found/i);
  });

  it("runs the admin command's bundle on the same data directory", async () => {
    expect(adminAdded.stderr).toBe('');
    expect(adminAdded.code).toBe(0);
    await server.stop();
    const listed = await runAdmin(dataDir, ['list'], {}, { production: true });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('editor@example.com');
  });
});
