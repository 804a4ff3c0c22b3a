/**
 * The library as another team gets it: `npm run build:lib`, `npm pack
 * ./dist/lib`, then a fresh app in a scratch folder (no link to this source
 * tree) that installs the tarball from the file, typechecks with a default
 * strict tsconfig (and Node16 resolution), builds with plain Vite (no config,
 * no plugin), renders on the server in plain Node, and shows the header, an
 * article card, a byline and key facts in Chromium in both themes, under
 * React 18 and under React 19, with zero axe violations and no console
 * error. The fixture app is tests/consumer/app. Then the same tarball in a
 * Next.js App Router app whose layout and pages are React Server Components
 * (tests/consumer/next-app) and in a React Router 7 framework-mode app
 * (tests/consumer/react-router-app), each built, served and opened in
 * Chromium.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WCAG_TAGS } from '../e2e/support/a11y';
import { luminance } from './support/luminance';
import { serve } from './support/serve';
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs, ensureChromium } from '../../scripts/lib/chromium.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/consumer/app');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const installed = (name: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;

let workDir: string;
let tarball: string;
let browser: Browser;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-consumer-'));
  await run('npm', ['run', '--silent', 'build:lib'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run('npm', ['pack', './dist/lib', '--pack-destination', workDir, '--json'], { cwd: root });
  const packed = JSON.parse(stdout)[0];
  tarball = path.join(workDir, packed.filename);
  // For `npm run bench:lib`, which reports the figures.
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'test-results/library-package.json'),
    `${JSON.stringify({ filename: packed.filename, packedBytes: packed.size, unpackedBytes: packed.unpackedSize, files: packed.entryCount }, null, 2)}\n`,
  );
  browser = await chromium.launch({ executablePath: ensureChromium() as string, args: chromiumArgs as string[] });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (workDir && !process.env.KEEP_CONSUMER_APP) rmSync(workDir, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds the library only: no server, site, test, story or screenshot file', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.trim().split('\n').map((file) => file.replace(/^package\//, ''));
    expect(files).toContain('package.json');
    expect(files).toContain('styles.css');
    expect(files).toContain('src/index.js');
    expect(files).toContain('src/index.d.ts');
    expect(files.filter((file) => /^(server|site|tests|stories|scripts|supabase|\.storybook)\/|\.png$|\.test\./.test(file))).toEqual([]);
  });

  it('holds every file its README links to, and its licence', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.trim().split('\n').map((file) => file.replace(/^package\//, ''));
    const { stdout: readme } = await run('tar', ['-xzOf', tarball, 'package/README.md']);
    const relativeLinks = [...readme.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1])
      .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
      .map((target) => path.posix.normalize(target.replace(/[#?].*$/, '')));
    expect(relativeLinks.length).toBeGreaterThan(0);
    expect(relativeLinks.filter((file) => !files.includes(file))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'style-dictionary.config.mjs', 'tokens/createParchmentTheme.js']));
  });

  it("keeps each client component's 'use client' on the first line of its module, and no other module has one", async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const modules = stdout.trim().split('\n').map((file) => file.replace(/^package\//, '')).filter((file) => /^src\/.*\.js$/.test(file));
    const marked = modules.filter((file) => /^"use client";?\n/.test(readFileSync(path.join(root, 'dist/lib', file), 'utf8')));
    const expected = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && readFileSync(path.join(entry.parentPath, entry.name), 'utf8').startsWith("'use client';"))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).replace(/\.tsx$/, '.js'));
    expect(expected.length).toBeGreaterThan(10);
    expect(marked.sort()).toEqual(expected.sort());
  });

  it("is a production build: its JSX calls React's production runtime, whatever NODE_ENV the build ran under", async () => {
    const { stdout } = await run('tar', ['-xzOf', tarball, 'package/src/components/Button/Button.js']);
    expect(stdout).toContain('react/jsx-runtime');
    expect(stdout).not.toContain('jsx-dev-runtime');
  });

  it('declares exports, types, CSS-only side effects and React 18.3 or 19 as peers', async () => {
    const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
    const manifest = JSON.parse(stdout);
    expect(manifest.name).toMatch(/^@[a-z-]+\/[a-z-]+$/);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './tokens', './styles.css']));
    // Each layer is an export of its own, with its types.
    for (const layer of ['foundations', 'primitives', 'forms', 'components', 'editorial', 'admin']) {
      expect(manifest.exports[`./${layer}`]).toEqual({ types: `./src/${layer}.d.ts`, default: `./src/${layer}.js` });
    }
    expect(manifest.types).toBe('./src/index.d.ts');
    expect(manifest.sideEffects).toEqual(['*.css']);
    expect(manifest.peerDependencies).toMatchObject({ react: '^18.3 || ^19', 'react-dom': '^18.3 || ^19' });
    expect(Object.keys(manifest.peerDependencies).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional)).toEqual(['react', 'react-dom']);
    expect(Object.keys(manifest.dependencies ?? {})).not.toEqual(expect.arrayContaining(['react']));
    for (const name of ['@electric-sql/pglite', 'hono', 'nodemailer', '@supabase/supabase-js', 'react-router-dom']) {
      expect(manifest.dependencies ?? {}).not.toHaveProperty(name);
    }
  });
});

interface ConsumerApp {
  dir: string;
  url: string;
  server: Server;
}

/** Copies a fixture app to `dir`, writes `manifest` as its package.json and installs it (the tarball from its file, the rest from the registry). */
async function installApp(from: string, dir: string, manifest: Record<string, unknown>): Promise<void> {
  cpSync(from, dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
}

/** A desktop-sized page whose console errors and uncaught errors (and, with `failedResponses`, answers of 400 or more) go to `errors`. */
async function watchedPage(errors: string[], { failedResponses = false, clipboardFor }: { failedResponses?: boolean; clipboardFor?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  if (clipboardFor) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: clipboardFor });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (failedResponses) {
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
  }
  return page;
}

/** A fresh app in a scratch folder that installs the tarball and React `react` from the registry. */
async function createApp(react: '18' | '19'): Promise<ConsumerApp> {
  const dir = path.join(workDir, `app-react-${react}`);
  const reactRange = react === '18' ? '^18.3.1' : '^19.0.0';
  const typesRange = react === '18' ? '^18.3.0' : '^19.0.0';
  await installApp(fixture, dir, {
    name: `parchment-consumer-react-${react}`,
    private: true,
    type: 'module',
    dependencies: { '@parchment/ui': `file:${tarball}`, react: reactRange, 'react-dom': reactRange },
    devDependencies: {
      '@types/react': typesRange,
      '@types/react-dom': typesRange,
      typescript: installed('typescript'),
      vite: installed('vite'),
    },
  });
  return { dir, url: '', server: undefined as unknown as Server };
}

const bin = (dir: string, name: string) => path.join(dir, 'node_modules/.bin', name);

/** Vitest runs with NODE_ENV=test, which Vite would keep, bundling React's development build; an app's build is production. */
const productionEnv = { ...process.env, NODE_ENV: 'production' };

/** The sum of the gzip sizes of a build's files with this extension. */
function gzipBytes(dir: string, extension: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(extension)) total += gzipSync(readFileSync(path.join(entry.parentPath, entry.name))).length;
  }
  return total;
}

describe.each(['18', '19'] as const)('a fresh Vite app with React %s', (react) => {
  let app: ConsumerApp;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    app = await createApp(react);
  }, 600_000);

  afterAll(async () => {
    await page?.context().close();
    await new Promise((resolve) => app?.server?.close(resolve));
  });

  it(`installs the tarball as a real package beside one copy of React ${react}`, () => {
    const packageDir = path.join(app.dir, 'node_modules/@parchment/ui');
    expect(lstatSync(packageDir).isSymbolicLink()).toBe(false);
    expect(existsSync(path.join(packageDir, 'node_modules/react'))).toBe(false);
    const version = JSON.parse(readFileSync(path.join(app.dir, 'node_modules/react/package.json'), 'utf8')).version as string;
    expect(version.split('.')[0]).toBe(react);
  });

  it('typechecks with a default strict tsconfig, under bundler and Node16 module resolution', async () => {
    await expect(run(bin(app.dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: app.dir })).resolves.toBeDefined();
    await expect(run(bin(app.dir, 'tsc'), ['-p', 'tsconfig.node16.json'], { cwd: app.dir })).resolves.toBeDefined();
  }, 120_000);

  it('renders on the server in plain Node, with the theme in the HTML', async () => {
    const { stdout } = await run(process.execPath, ['src/server.mjs'], { cwd: app.dir });
    expect(stdout).toContain('data-theme="ink"');
    expect(stdout).toContain('The Old Courthouse');
  });

  it(`gives first-screen images a high fetch priority with no warning from React ${react}`, async () => {
    const { stdout, stderr } = await run(process.execPath, ['src/server.mjs'], { cwd: app.dir });
    // HTML attribute names are case-insensitive: React 19 writes fetchPriority, React 18 what it was given.
    expect(stdout.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(2);
    expect(stderr).toBe('');
  });

  it('builds with plain Vite: no config file, no plugin', async () => {
    expect(existsSync(path.join(app.dir, 'vite.config.ts'))).toBe(false);
    await run(bin(app.dir, 'vite'), ['build', '--logLevel', 'error'], { cwd: app.dir, env: productionEnv });
    expect(existsSync(path.join(app.dir, 'dist/index.html'))).toBe(true);
    Object.assign(app, await serve(path.join(app.dir, 'dist')));
  }, 120_000);

  it('shows the header with its own brand and links, the card, the byline and the key facts in Chromium', async () => {
    page = await watchedPage(consoleErrors);
    await page.goto(app.url);
    for (const theme of ['parchment', 'ink']) {
      const section = page.getByRole('region', { name: `${theme} theme` });
      await expect(section.getByRole('link', { name: 'County Historical Society' }).getAttribute('href')).resolves.toBe('/');
      const nav = section.getByRole('navigation', { name: `Main, ${theme}` });
      await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Collections', 'Visit']);
      await expect(nav.getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).resolves.toBe('page');
      await expect(section.getByRole('heading', { name: 'The Old Courthouse', level: 2 }).count()).resolves.toBe(1);
      await expect(section.getByRole('link', { name: 'Tag: architecture' }).getAttribute('href')).resolves.toBe('/collections?tag=architecture');
      await expect(section.getByRole('link', { name: 'Ada Archivist' }).getAttribute('href')).resolves.toBe('/people/ada');
      await expect(section.getByText('March 14, 2026').count()).resolves.toBeGreaterThan(0);
      await expect(section.getByRole('listitem').filter({ hasText: 'Listed on the National Register in 1976' }).count()).resolves.toBe(1);
      // The layout primitives' classes come with styles.css: two thirds and one third, 24 px apart, side by side.
      const columns = await section.getByRole('main').evaluate((main) =>
        [...main.children].map((column) => {
          const box = column.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, width: box.width };
        }),
      );
      expect(columns).toHaveLength(2);
      expect(Math.round(columns[1].left - columns[0].right)).toBe(24);
      expect(columns[0].width / columns[1].width).toBeCloseTo(2, 1);
      expect(columns[1].top).toBe(columns[0].top);
    }
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('draws each provider in its theme and leaves the host page unstyled without styleBody', async () => {
    const backgrounds = await page.evaluate(() =>
      ['parchment', 'ink'].map((theme) => getComputedStyle(document.querySelector(`[data-testid="${theme}"]`)!.parentElement!).backgroundColor),
    );
    expect(luminance(backgrounds[0])).toBeGreaterThan(0.6);
    expect(luminance(backgrounds[1])).toBeLessThan(0.1);
    const host = await page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(host.bodyMargin).toBe('8px');
    expect(host.headingFont).not.toContain('Playfair');
  });

  it('draws components in a brand theme made with themeVars: its button in the brand accent, its link in the brand link colour', async () => {
    const brand = page.getByRole('region', { name: 'brand theme' });
    const button = brand.getByRole('button', { name: 'Become a member' });
    const colours = await button.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, text: getComputedStyle(element).color }));
    expect(colours).toEqual({ background: 'rgb(46, 125, 50)', text: 'rgb(255, 255, 255)' });
    const link = await brand.getByRole('link', { name: 'Plan a visit' }).evaluate((element) => getComputedStyle(element).color);
    expect(link).toBe('rgb(27, 94, 32)');
    await expect(brand.getAttribute('data-contrast-problems')).resolves.toBe('0');
    // A field from the forms layer's own export: named by its label, described by its hint.
    const email = brand.getByRole('textbox', { name: 'Email for the newsletter' });
    await expect(email.evaluate((element) => element.getAttribute('aria-describedby') && document.getElementById(element.getAttribute('aria-describedby')!)?.textContent)).resolves.toBe('One letter a month.');
    // The brand stays where it is put: the parchment section's links keep the shipped theme's colours.
    const parchmentLink = await page
      .getByRole('region', { name: 'parchment theme' })
      .getByRole('link', { name: 'Ada Archivist' })
      .evaluate((element) => getComputedStyle(element).color);
    expect(parchmentLink).not.toBe(link);
  });

  it('has no axe violation (WCAG 2.2 A and AA) in either theme', async () => {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('tree-shakes: an app that imports only Button pays for Button, not for the whole library', async () => {
    const { build } = (await import(path.join(app.dir, 'node_modules/vite/dist/node/index.js'))) as typeof import('vite');
    const sizes: Record<string, { js: number; css: number }> = {};
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      for (const probe of ['react-only', 'button', 'everything']) {
        const outDir = path.join(app.dir, `dist-${probe}`);
        await build({ root: app.dir, configFile: false, logLevel: 'silent', build: { outDir, rollupOptions: { input: path.join(app.dir, `${probe}.html`) } } });
        sizes[probe] = { js: gzipBytes(outDir, '.js'), css: gzipBytes(outDir, '.css') };
      }
    } finally {
      process.env.NODE_ENV = testEnv;
    }
    writeFileSync(path.join(root, 'test-results', `library-sizes-react-${react}.json`), `${JSON.stringify(sizes, null, 2)}\n`);
    // React's own bytes are the same in all three; what is left is the library's share.
    const libraryForButton = sizes.button.js - sizes['react-only'].js;
    const libraryWhole = sizes.everything.js - sizes['react-only'].js;
    expect(libraryWhole).toBeGreaterThan(10_000);
    expect(libraryForButton).toBeLessThan(libraryWhole / 5);
  }, 120_000);
});

/**
 * Next.js's App Router, the setup most React teams start from: the layout and
 * pages are React Server Components that import straight from the package.
 * 16 is the newest major that runs on Node 20.
 */
const NEXT_VERSION = '~16.4';
const nextFixture = path.join(root, 'tests/consumer/next-app');

describe('a fresh Next.js App Router app whose layout and pages are server components', () => {
  let dir: string;
  let buildOutput = '';
  let nextServer: ChildProcess | undefined;
  let url: string;
  let page: Page;
  const consoleErrors: string[] = [];
  const nextEnv = { ...productionEnv, NEXT_TELEMETRY_DISABLED: '1' };

  beforeAll(async () => {
    dir = path.join(workDir, 'app-next');
    const reactVersion = installed('react');
    await installApp(nextFixture, dir, {
      name: 'parchment-consumer-next',
      private: true,
      scripts: { build: 'next build', start: 'next start' },
      dependencies: { '@parchment/ui': `file:${tarball}`, next: NEXT_VERSION, react: reactVersion, 'react-dom': reactVersion },
      devDependencies: { '@types/node': '^20', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0', typescript: installed('typescript') },
    });
  }, 600_000);

  afterAll(async () => {
    await page?.context().close();
    nextServer?.kill();
  });

  it("has a layout and pages with no 'use client': they are server components", () => {
    for (const file of ['app/layout.tsx', 'app/page.tsx', 'app/collections/[slug]/page.tsx', 'app/es/page.tsx']) {
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/^\s*['"]use client['"]/m);
    }
  });

  it('builds with next build, typechecking, and prerenders the home page and every collection page', async () => {
    const { stdout, stderr } = await run(bin(dir, 'next'), ['build'], { cwd: dir, env: nextEnv, maxBuffer: 64 * 1024 * 1024 });
    buildOutput = `${stdout}\n${stderr}`;
    expect(buildOutput).toContain('Finished TypeScript');
    for (const html of ['index.html', 'es.html', 'collections/courthouse.html', 'collections/mill.html', 'collections/schoolhouse.html']) {
      expect(existsSync(path.join(dir, '.next/server/app', html)), html).toBe(true);
    }
  }, 300_000);

  it('prerenders the theme, and the links server components gave as href templates', () => {
    const home = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8');
    expect(home).toContain('data-theme="parchment"');
    expect(home).toContain('href="/?tag=courts%20%26%20law"');
    expect(home).toContain('href="/?page=2"');
    // The table the server component drew with its cell functions, in the order given.
    expect(home).toMatch(/<caption[^>]*>Every collection<\/caption>/);
    expect(home.indexOf('>The Old Courthouse</th>')).toBeLessThan(home.indexOf('>The Grist Mill</th>'));
    const article = readFileSync(path.join(dir, '.next/server/app/collections/courthouse.html'), 'utf8');
    expect(article).toContain('href="#source-1"');
    // Only the source the text cites links back to it.
    expect(article.match(/href="#note-\d+"/g)).toEqual(['href="#note-1"']);
    expect(article).toMatch(/<time[^>]*dateTime="2026-03-14"|<time[^>]*datetime="2026-03-14"/);
  });

  it('prerenders a page in Spanish: server components by their messages props, client components by the provider', () => {
    const spanish = readFileSync(path.join(dir, '.next/server/app/es.html'), 'utf8').replace(/<!-- -->/g, '');
    expect(spanish).toContain('14 de marzo de 2026</time>');
    expect(spanish).toContain('6 min de lectura');
    expect(spanish).toMatch(/>Fuentes</);
    expect(spanish).toContain('aria-label="Paginación"');
    expect(spanish).toContain('Mostrando 2 de 3 artículos (página 1 de 2)');
    expect(spanish).toMatch(/>Compartir</);
    // None of the English words in the page's text (the payload for hydration names message keys such as notPublished).
    expect(spanish).not.toMatch(/>Share<|>Published\b|>Sources<|>Showing\b/);
  });

  it('serves with next start: the components in Chromium, navigating through the app link component, with no axe violation and no console error', async () => {
    const port = await freePort();
    nextServer = spawn(bin(dir, 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: nextEnv, stdio: 'ignore' });
    url = `http://127.0.0.1:${port}/`;
    await waitForHttp(url, 60_000);
    page = await watchedPage(consoleErrors, { failedResponses: true, clipboardFor: url });
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Collections', level: 1 }).count()).resolves.toBe(1);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('link', { name: 'Tag: architecture' }).getAttribute('href')).resolves.toBe('/?tag=architecture');
    // The table's sorting hydrated: the rows the server drew reorder in the browser.
    const table = page.getByRole('table', { name: 'Every collection' });
    await table.getByRole('button', { name: 'Collection' }).click();
    await expect(table.getByRole('columnheader', { name: 'Collection' }).getAttribute('aria-sort')).resolves.toBe('ascending');
    await expect(table.getByRole('rowheader').allTextContents()).resolves.toEqual(['The Grist Mill', 'The Old Courthouse', 'The One-Room Schoolhouse']);
    const axeHome = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axeHome.violations.map((violation) => violation.id)).toEqual([]);

    // Next's router navigates without loading a new document: a value set on this window survives the click.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'The Old Courthouse' }).click();
    await page.waitForURL(`${url}collections/courthouse`);
    await expect(page.getByRole('heading', { name: 'The Old Courthouse', level: 1 }).waitFor()).resolves.toBeUndefined();
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courthouse' }).getAttribute('aria-current')).resolves.toBe('page');
    // A client component inside a server page's Byline is hydrated and works: Share copies the link and says so.
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied').waitFor()).resolves.toBeUndefined();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('https://example.org/collections/courthouse');
    const axeArticle = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axeArticle.violations.map((violation) => violation.id)).toEqual([]);

    // In Spanish, the hydrated client component keeps the provider's words, which crossed from the server as props.
    await page.goto(`${url}es`);
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByText('Enlace copiado').waitFor()).resolves.toBeUndefined();
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});

/**
 * React Router 7 in framework mode: server rendering with loaders, a page
 * prerendered at build time, hydration, and navigation through the router.
 * Its packages must share one exact version.
 */
const REACT_ROUTER_VERSION = '7.18.4';
const reactRouterFixture = path.join(root, 'tests/consumer/react-router-app');

describe('a fresh React Router 7 framework-mode app', () => {
  let dir: string;
  let appServer: ChildProcess | undefined;
  let url: string;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    dir = path.join(workDir, 'app-react-router');
    const reactVersion = installed('react');
    await installApp(reactRouterFixture, dir, {
      name: 'parchment-consumer-react-router',
      private: true,
      type: 'module',
      dependencies: {
        '@parchment/ui': `file:${tarball}`,
        '@react-router/node': REACT_ROUTER_VERSION,
        '@react-router/serve': REACT_ROUTER_VERSION,
        isbot: '^5',
        react: reactVersion,
        'react-dom': reactVersion,
        'react-router': REACT_ROUTER_VERSION,
      },
      devDependencies: {
        '@react-router/dev': REACT_ROUTER_VERSION,
        '@types/node': '^20',
        '@types/react': '^19.0.0',
        '@types/react-dom': '^19.0.0',
        typescript: installed('typescript'),
        vite: installed('vite'),
      },
    });
  }, 600_000);

  afterAll(async () => {
    await page?.context().close();
    appServer?.kill();
  });

  it("typechecks with the router's generated route types", async () => {
    await run(bin(dir, 'react-router'), ['typegen'], { cwd: dir });
    await expect(run(bin(dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: dir })).resolves.toBeDefined();
  }, 120_000);

  it('builds with react-router build and prerenders the home page with the theme and the card', async () => {
    await run(bin(dir, 'react-router'), ['build'], { cwd: dir, env: productionEnv, maxBuffer: 64 * 1024 * 1024 });
    const home = readFileSync(path.join(dir, 'build/client/index.html'), 'utf8');
    expect(home).toContain('data-theme="parchment"');
    expect(home).toContain('The Old Courthouse');
    expect(home).toContain('href="/?tag=architecture"');
  }, 300_000);

  it('renders a loader route on the server, hydrates it, and navigates through the router, with no axe violation and no console error', async () => {
    const port = await freePort();
    appServer = spawn(bin(dir, 'react-router-serve'), ['./build/server/index.js'], {
      cwd: dir,
      env: { ...productionEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    url = `http://127.0.0.1:${port}/`;
    await waitForHttp(url, 60_000);
    const served = await (await fetch(`${url}collections/courthouse`)).text();
    expect(served).toContain('data-theme="parchment"');
    expect(served).toMatch(/<h1[^>]*>The Old Courthouse/);

    page = await watchedPage(consoleErrors);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).resolves.toBe('page');
    const axeHome = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axeHome.violations.map((violation) => violation.id)).toEqual([]);

    // The router navigates without loading a new document: a value set on this window survives the click.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'The Old Courthouse' }).click();
    await page.waitForURL(`${url}collections/courthouse`);
    await expect(page.getByRole('heading', { name: 'The Old Courthouse', level: 1 }).waitFor()).resolves.toBeUndefined();
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courthouse' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('listitem').filter({ hasText: 'Listed on the National Register in 1976' }).count()).resolves.toBe(1);
    const axeArticle = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axeArticle.violations.map((violation) => violation.id)).toEqual([]);

    expect(consoleErrors).toEqual([]);
  }, 120_000);
});

/** A port nothing listens on: taken from the system, then let go. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers 200, polling; rejects after `timeoutMs`. */
async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('the package keeps the version the changelog records last', () => {
  const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const latest = /^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1];
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/lib/package.json'), 'utf8'));
  expect(manifest.version).toBe(latest);
  expect(rootPackage.engines.node).toBe(manifest.engines.node);
});
