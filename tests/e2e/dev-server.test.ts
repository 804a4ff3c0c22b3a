/**
 * `npm run dev` (scripts/dev.ts) renders pages on the server from the
 * sources, through Vite in middleware mode: the home page's HTML already
 * holds its h1 and the newest articles' titles, names Vite's client and the
 * source entry (not a build's), and hydrates in Chromium under the dev page
 * policy without a CSP violation. Needs no build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOf, seededDirectory } from '../api/helpers/child-server';
import { root, START_TIMEOUT } from '../api/helpers/server';
import { launchBrowser, newContext } from './support/site';

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let base = '';
let output = '';

beforeAll(async () => {
  const seeded = await seededDirectory();
  dataDir = copyOf(seeded.dir, 'parchment-dev-test-');
  seeded.remove();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, HMR_PORT: String(30_000 + Math.floor(Math.random() * 20_000)) };
  for (const name of ['DATABASE_URL', 'PUBLIC_SITE_URL', 'SMTP_URL']) delete env[name];
  const started = spawn(process.execPath, ['--import', tsx, 'scripts/dev.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = started;
  base = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    started.stdout!.on('data', read);
    started.stderr!.on('data', read);
    started.once('exit', (code, signal) => reject(new Error(`npm run dev exited (${code ?? signal}) before listening:\n${output}`)));
  });
}, START_TIMEOUT);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers / with server-rendered HTML: the h1 and the newest articles, and Vite\u2019s client with the source entry', async () => {
    const { data } = (await (await fetch(`${base}/api/articles?per_page=3`)).json()) as { data: Array<{ title: string }> };
    expect(data).toHaveLength(3);
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>American history and civic life, explained/);
    for (const { title } of data) expect(html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/site/entry-client.tsx');
  });

  it('hydrates in Chromium with no console error and no CSP violation', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await newContext(browser)).newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${base}/articles/monroe-doctrine`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Monroe Doctrine/);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
