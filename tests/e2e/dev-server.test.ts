/**
 * `npm run dev` (scripts/dev.ts) renders pages on the server from the
 * sources, through Vite in middleware mode: the home page's HTML already
 * holds its h1 and the newest articles' titles, names Vite's client and the
 * source entry (not a build's), and hydrates in Chromium under the dev page
 * policy without a CSP violation. Pages arrive with their styles (one <style>
 * per CSS module, scripts/lib/dev-css.ts), so they are styled before any
 * script runs, and Vite's client takes those over rather than adding copies.
 * Needs no build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
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

/** A page of each kind: the home page, an article (with its deferred back matter), a pillar. */
const STYLED_PAGES = ['/', '/articles/monroe-doctrine', '/people'];
/** The parchment theme's surface (tokens/theme.css.ts), the page's background in the light scheme. */
const PARCHMENT_SURFACE = 'rgb(244, 236, 216)';

/**
 * A port nothing listens on now, for Vite's HMR socket. A random one from a
 * range can fall in the ephemeral ports the machine's outgoing connections use
 * (the database's, the browser's), and Vite then fails to listen.
 */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const seeded = await seededDirectory();
  dataDir = copyOf(seeded.dir, 'parchment-dev-test-');
  seeded.remove();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, HMR_PORT: String(await freePort()) };
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
  it('answers / with server-rendered HTML: the h1 and the newest articles, and Vite\u2019s client with the source entry of its islands', async () => {
    const { data } = (await (await fetch(`${base}/api/articles?per_page=3`)).json()) as { data: Array<{ title: string }> };
    expect(data).toHaveLength(3);
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>American history and civic life, explained/);
    for (const { title } of data) expect(html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/site/islands/entry.tsx');
    // The admin area is an island too, started by the same entry.
    const admin = await (await fetch(`${base}/admin`)).text();
    expect(admin).toContain('/site/islands/entry.tsx');
    expect(admin).toContain('data-island="admin"');
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

  it('sends each page with its styles in the head: a rule for the classes on its header, main and h1', async () => {
    for (const path of STYLED_PAGES) {
      const html = await (await fetch(`${base}${path}`)).text();
      const [head, body] = html.split('</head>');
      const css = [...head.matchAll(/<style type="text\/css" data-vite-dev-id="[^"]+">([^]*?)<\/style>/g)].map((match) => match[1]).join('\n');
      const classes = ['header', 'main', 'h1'].flatMap((tag) => new RegExp(`<${tag}\\b[^>]*\\bclass="([^"]+)"`).exec(body)?.[1].split(' ') ?? []);
      expect(classes.length, path).toBeGreaterThanOrEqual(3);
      for (const name of classes) expect(css, `${path}: .${name}`).toContain(`.${name} {`);
    }
  });

  it('is styled with JavaScript off: the theme\u2019s background, the body type and the header\u2019s surface', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await newContext(browser, { javaScriptEnabled: false })).newPage();
      for (const path of STYLED_PAGES) {
        await page.goto(`${base}${path}`);
        const look = await page.evaluate(() => ({
          background: getComputedStyle(document.body).backgroundColor,
          font: getComputedStyle(document.body).fontFamily,
          header: getComputedStyle(document.querySelector('header')!).borderBottomWidth,
        }));
        expect(look.background, path).toBe(PARCHMENT_SURFACE);
        expect(look.font, path).toMatch(/^"Source Serif 4"/);
        expect(look.header, path).toBe('1px');
      }
    } finally {
      await browser.close();
    }
  });

  it('keeps one copy of each module\u2019s styles once Vite\u2019s client has run', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await newContext(browser)).newPage();
      await page.goto(`${base}/articles/monroe-doctrine`);
      const sent = await page.evaluateHandle(() => [...document.querySelectorAll('style[data-vite-dev-id]')]);
      expect(await page.evaluate((elements) => elements.length, sent)).toBeGreaterThan(10);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
      // Vite's client updates the server's <style data-vite-dev-id> elements in place (so a hot
      // reload replaces their rules); one whose id it did not recognise would come back as a copy.
      expect(await page.evaluate((elements) => elements.every((element) => element.isConnected), sent)).toBe(true);
      const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').filter(Boolean));
      expect(new Set(styles).size).toBe(styles.length);
    } finally {
      await browser.close();
    }
  });

  it('turns the development mailbox on, as its banner says, and keeps a sign-in mail there', async () => {
    expect(output).toContain(`Mailbox    http://localhost:`);
    const email = 'dev.server.reader@example.com';
    const asked = await fetch(`${base}/auth/v1/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'local-publishable-key' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    const mailbox = await fetch(`${base}/_dev/mailbox.json`);
    expect(mailbox.status).toBe(200);
    expect(((await mailbox.json()) as Array<{ to: string }>).map((mail) => mail.to)).toContain(email);
  });
});
