/**
 * `npm run bench:api`: the real server seeded with 1 000 generated articles,
 * on the embedded database (PGlite) and on Postgres, measured with
 * autocannon over loopback at 50 connections: the list, one article, one
 * search term (cached), search with a different term on every request (so
 * the search cache never answers), the 304 path, and, when the site is built
 * (`npm run build`), an article page rendered anew on every request (a
 * different article of the 1 000 each time, more than the renderer's page
 * cache holds). Writes requests per second and p50/p99 latency per endpoint
 * and database, with the machine's load, to the "## API" section of
 * docs/benchmarks.md.
 *
 * Postgres: a database `parchment_bench_<random>` is created on
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test) and
 * dropped afterwards; when that server cannot be reached the run says so and
 * measures the embedded database alone. `--embedded` or `--postgres` runs one
 * of the two; `--seconds N` (or BENCH_SECONDS) sets each measurement's length
 * (default 5 s after a 1 s warm-up), `--connections N` the connections (50);
 * `--only WORD` measures only the endpoints whose name holds WORD and prints
 * the figures without writing them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import postgres from 'postgres';
import { startServer, type RunningServer } from '../server/boot.ts';
import { loadConfig } from '../server/config.ts';
import { loadArchive, type Archive } from '../server/db/archive.ts';
import { silentLogger } from '../server/log.ts';
import { projectRoot } from '../server/paths.ts';
import { loadSiteBuild, mountSite, siteBuildExists, type MountedSite, type SiteBuild } from '../server/site/mount.ts';
import { THEME_COOKIE } from '../common/theme.ts';
import { BROWSER_HEADERS, loadAverage, machine, ms, startLoad, type LoadFigures } from './lib/load.ts';

// From the repository, not from this file: `npm run bench:api` runs a bundle of it (scripts/lib/run-bundled.mjs).
const root = projectRoot;
const ARTICLES = 1000;

/** The two article page rows, by how their pages were rendered. */
const PAGE_ROWS = { ahead: 'Article page rendered ahead', atRequest: 'Article page rendered at the request' };

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index === -1 ? undefined : process.argv[index + 1];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number, got ${JSON.stringify(raw)}.`);
  return value;
}

const SECONDS = option('seconds', Number(process.env.BENCH_SECONDS ?? 5));
const CONNECTIONS = Math.round(option('connections', 50));
const WARMUP_SECONDS = 1;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ONLY = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').toLowerCase() : null;

/** 1 000 articles made from the real ones: new slugs, titles and dates, the same bodies, tags and sources. */
function generatedArchive(): Archive {
  const base = loadArchive();
  const articles = Array.from({ length: ARTICLES }, (_, index) => {
    const source = base.articles[index % base.articles.length];
    const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return {
      ...source,
      slug: `${source.slug}-${index + 1}`,
      title: `${source.title} (${index + 1})`,
      status: 'published' as const,
      publishedAt: day,
      updatedAt: day,
    };
  });
  return { ...base, articles };
}

/**
 * Search terms as readers type them: every distinct word of four letters or
 * more in the archive's titles, deks and bodies, in a fixed shuffled order,
 * then pairs of them joined by "or". Thousands, so that no term repeats
 * within a run and the search cache (1 000 entries, by term) never answers.
 */
function searchTerms(): string[] {
  const words = new Set<string>();
  for (const article of loadArchive().articles) {
    for (const text of [article.title, article.dek, ...article.sections.map((section) => section.content)]) {
      for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) words.add(word);
    }
  }
  const list = [...words];
  let seed = 15;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  const pairs = list.map((word, i) => `${word} or ${list[(i * 7 + 3) % list.length]}`);
  return [...list, ...pairs];
}

// ---------------------------------------------------------------- load

/** The load, from a worker thread: the server's event loop (in this process) then does only the server's work, as with clients on another machine. */
function load(url: string, options: { headers?: Record<string, string>; paths?: string[]; offset?: number; readers?: number }): Promise<LoadFigures> {
  return startLoad({ url, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, ...options }).done;
}

// ---------------------------------------------------------------- one database

interface Row {
  endpoint: string;
  figures: LoadFigures;
  note: string;
}

interface DatabaseRun {
  name: string;
  rows: Row[];
  startup: string;
  index: string;
}

/**
 * The server as production runs it, rendering its pages ahead (server/site/render-ahead.ts).
 * It trusts one proxy hop, so that the page rows' readers (X-Forwarded-For, see startLoad's
 * `readers`) are gated each apart, as readers on their own addresses are; the other rows
 * send no such header and are one client, as before.
 */
async function startFor(kind: 'embedded' | 'postgres', site: SiteBuild | null, env: Record<string, string>) {
  let mounted: MountedSite | null = null;
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', TRUST_PROXY: '1', ...env }), {
    log: silentLogger,
    archive: generatedArchive,
    compose: site ? (app, config, content) => (mounted = mountSite(app, site, config.siteUrl, content, { renderAhead: config.renderAhead })) : undefined,
  });
  return { server, kind, mounted: mounted as MountedSite | null };
}

/** Waits for the first search answer: it comes once the in-process index is built. Reports how long and the longest stall of the event loop meanwhile. */
async function firstSearch(server: RunningServer, startedAt: number): Promise<string> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const response = await fetch(`${server.url}/api/search?q=constitution`);
  await response.arrayBuffer();
  delay.disable();
  return `first search answered ${((performance.now() - startedAt) / 1000).toFixed(1)} s after the server began listening (status ${response.status}); the longest the event loop stalled meanwhile: ${ms(delay.max / 1e6)} ms`;
}

async function measure(name: string, server: RunningServer, terms: string[], site: SiteBuild | null, mounted: MountedSite | null, phase: number): Promise<Row[]> {
  const base = server.url;
  // The sweep that renders pages ahead runs at start, in the loop's idle moments; measured after it, so no row shares the loop with it.
  if (mounted?.renderAhead) {
    const began = performance.now();
    await mounted.renderAhead.settled();
    console.log(`${name}: the server finished rendering its pages ahead ${((performance.now() - began) / 1000).toFixed(1)} s after its first search was answered.`);
  }
  const listUrl = `${base}/api/articles?per_page=20`;
  const listed = await fetch(listUrl);
  const etag = listed.headers.get('ETag') ?? '';
  await listed.arrayBuffer();
  // An article from the middle of the list, so it is neither the newest nor cached by anything.
  const middle = (await (await fetch(`${base}/api/articles?per_page=1&page=${ARTICLES / 2}`)).json()) as { data: { slug: string }[] };
  const slugs: string[] = [];
  for (let page = 1; slugs.length < ARTICLES; page += 1) {
    const answer = (await (await fetch(`${base}/api/articles?per_page=50&page=${page}`)).json()) as { data: { slug: string }[] };
    if (!answer.data.length) break;
    slugs.push(...answer.data.map((item) => item.slug));
  }
  // Search terms: a share of the list for each database, so none repeats across runs of this process either.
  const searchPaths = terms.map((term) => `/api/search?q=${encodeURIComponent(term)}`);
  const cases: Array<{
    endpoint: string;
    url: string;
    status: number;
    headers?: Record<string, string>;
    paths?: string[];
    offset?: number;
    readers?: number;
  }> = [
    { endpoint: 'List (`/api/articles?per_page=20`)', url: listUrl, status: 200 },
    { endpoint: 'Article (`/api/article/:slug`)', url: `${base}/api/article/${middle.data[0].slug}`, status: 200 },
    { endpoint: 'Search, one term (`/api/search?q=constitution`, cached)', url: `${base}/api/search?q=constitution`, status: 200 },
    {
      endpoint: `Search, a different term each request (\`/api/search?q=…\`, ${CONNECTIONS} readers)`,
      url: `${base}/api/search?q=constitution`,
      status: 200,
      paths: searchPaths,
      offset: phase * Math.floor(searchPaths.length / 2),
      readers: CONNECTIONS,
    },
    { endpoint: '304 (`/api/articles` with `If-None-Match`)', url: listUrl, status: 304, headers: { 'If-None-Match': etag } },
  ];
  if (site) {
    const articlePaths = slugs.map((slug) => `/articles/${slug}`);
    cases.push(
      {
        endpoint: `${PAGE_ROWS.ahead} (\`/articles/:slug\`, a different article each request, ${CONNECTIONS} readers)`,
        url: `${base}/articles/${slugs[0]}`,
        status: 200,
        headers: BROWSER_HEADERS,
        paths: articlePaths,
        readers: CONNECTIONS,
      },
      {
        endpoint: `${PAGE_ROWS.atRequest} (the same, in the ink theme, whose pages are rendered at the request)`,
        url: `${base}/articles/${slugs[0]}`,
        status: 200,
        headers: { ...BROWSER_HEADERS, cookie: `${THEME_COOKIE}=ink` },
        paths: articlePaths,
        readers: CONNECTIONS,
      },
    );
  }
  const rows: Row[] = [];
  for (const entry of cases.filter((candidate) => ONLY === null || candidate.endpoint.toLowerCase().includes(ONLY))) {
    const check = await fetch(entry.url, { headers: entry.headers });
    await check.arrayBuffer();
    if (check.status !== entry.status) throw new Error(`${entry.url} answered ${check.status}, expected ${entry.status}`);
    process.stdout.write(`${name}: ${entry.endpoint}: `);
    // How long the server's event loop (this thread) was held at a time while it answered.
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const gc = { count: 0, longest: 0, total: 0 };
    const observer = new PerformanceObserver((list) => {
      for (const event of list.getEntries()) {
        gc.count += 1;
        gc.total += event.duration;
        gc.longest = Math.max(gc.longest, event.duration);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const loaded = await load(entry.url, { headers: entry.headers, paths: entry.paths, offset: entry.offset, readers: entry.readers });
    // Only the answers the row is about count: a refusal (503) is quick and says nothing of the work measured.
    const answered = loaded.statuses[String(entry.status)] ?? 0;
    const figures = { ...loaded, requestsPerSecond: loaded.requests ? (loaded.requestsPerSecond * answered) / loaded.requests : 0 };
    stalls.disable();
    observer.disconnect();
    const other = Object.entries(figures.statuses).filter(([status]) => Number(status) !== entry.status);
    const failures = figures.errors + figures.timeouts + other.reduce((sum, [, count]) => sum + count, 0);
    let note = failures ? `${failures} failed (${other.map(([status, count]) => `${count} × ${status}`).join(', ') || 'errors'}), not counted` : '';
    if (entry.paths) note = [note, `${figures.distinctPaths} distinct${figures.repeated ? ', some repeated' : ', none repeated'}`].filter(Boolean).join('; ');
    console.log(
      `${Math.round(figures.requestsPerSecond)} req/s, p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms${note ? ` (${note})` : ''}; event loop delay p99 ${ms(stalls.percentile(99) / 1e6)} ms, max ${ms(stalls.max / 1e6)} ms; ${gc.count} collections, ${Math.round(gc.total)} ms, longest ${ms(gc.longest)} ms`,
    );
    rows.push({ endpoint: entry.endpoint, figures, note });
  }
  return rows;
}

/**
 * Waits until the server has finished the requests the load left behind
 * (a page render may still be fetching its data when the client stops), so
 * that closing the database does not pull it from under them: two quick
 * answers in a row, or 15 s.
 */
async function settle(server: RunningServer): Promise<void> {
  const until = Date.now() + 15_000;
  for (let quick = 0; quick < 2 && Date.now() < until; ) {
    const began = performance.now();
    await (await fetch(`${server.url}/api/categories`)).arrayBuffer();
    quick = performance.now() - began < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runEmbedded(terms: string[], site: SiteBuild | null): Promise<DatabaseRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-bench-'));
  try {
    console.log(`Seeding ${ARTICLES} articles into a fresh embedded database...`);
    let started = performance.now();
    const first = await startFor('embedded', null, { DATA_DIR: dataDir });
    const firstStart = performance.now() - started;
    await first.server.close();
    // The second start reopens the database that the first one created, migrated and seeded.
    started = performance.now();
    const running = await startFor('embedded', site, { DATA_DIR: dataDir });
    const { server } = running;
    const reopen = performance.now() - started;
    try {
      const index = await firstSearch(server, performance.now());
      console.log(`First start ${(firstStart / 1000).toFixed(1)} s, reopen ${(reopen / 1000).toFixed(2)} s; ${index}`);
      return {
        name: 'Embedded (PGlite)',
        rows: await measure('embedded', server, terms, site, running.mounted, 0),
        startup: `first start (create, migrate, seed ${ARTICLES} articles) ${(firstStart / 1000).toFixed(1)} s; a later start (reopen) ${(reopen / 1000).toFixed(2)} s`,
        index,
      };
    } finally {
      await settle(server);
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres(terms: string[], site: SiteBuild | null): Promise<DatabaseRun | string> {
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const name = `parchment_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return `Postgres at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} could not be reached (${(error as Error).message}), so it was not measured.`;
  }
  // The JWT secret is generated into DATA_DIR even when the data is in Postgres.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-bench-'));
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    console.log(`Seeding ${ARTICLES} articles into Postgres (database ${name})...`);
    const started = performance.now();
    const running = await startFor('postgres', site, { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const { server } = running;
    const firstStart = performance.now() - started;
    try {
      const index = await firstSearch(server, performance.now());
      console.log(`First start ${(firstStart / 1000).toFixed(1)} s; ${index}`);
      // "15.20 (Debian 15.20-0+deb12u1)": the number is enough.
      const [{ version }] = await admin<{ version: string }[]>`select split_part(current_setting('server_version'), ' ', 1) as version`;
      return {
        name: `Postgres ${version}`,
        rows: await measure('postgres', server, terms, site, running.mounted, 1),
        startup: `first start (migrate and seed ${ARTICLES} articles) ${(firstStart / 1000).toFixed(1)} s`,
        index,
      };
    } finally {
      await settle(server);
      await server.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch((error: Error) => console.error(`Could not drop ${name}: ${error.message}`));
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

/** The API's targets (docs/decisions/0014-search-engine.md), each said met or missed for each database measured. */
function targets(runs: DatabaseRun[]): string[] {
  const find = (run: DatabaseRun, start: string) => run.rows.find((row) => row.endpoint.startsWith(start))?.figures;
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  return runs.flatMap((run) => {
    const search = find(run, 'Search, a different term');
    const list = find(run, 'List');
    const article = find(run, 'Article (');
    const ahead = find(run, PAGE_ROWS.ahead);
    const atRequest = find(run, PAGE_ROWS.atRequest);
    const lines = [];
    if (search) {
      lines.push(
        `- ${run.name}, search with a different term each request, at least 500 req/s with p99 under 100 ms: ${verdict(search.requestsPerSecond >= 500 && (search.p99 ?? Infinity) < 100)} (${Math.round(search.requestsPerSecond)} req/s, p99 ${ms(search.p99)} ms).`,
      );
    }
    if (list && article) {
      lines.push(
        `- ${run.name}, list and article p99 under 20 ms: ${verdict((list.p99 ?? Infinity) < 20 && (article.p99 ?? Infinity) < 20)} (list ${ms(list.p99)} ms, article ${ms(article.p99)} ms).`,
      );
    }
    if (ahead) {
      lines.push(
        `- ${run.name}, an article page no reader asked for before, a different one each request, at least 200 req/s: ${verdict(ahead.requestsPerSecond >= 200)} (${Math.round(ahead.requestsPerSecond)} req/s rendered ahead${atRequest ? `; ${Math.round(atRequest.requestsPerSecond)} req/s rendered at the request` : ''}).`,
      );
    }
    return lines;
  });
}

function section(runs: DatabaseRun[], skipped: string[], loadBefore: string, loadAfter: string, site: boolean, termCount: number): string {
  const rows = runs.flatMap((run) =>
    run.rows.map(
      (row, index) =>
        `| ${index === 0 ? run.name : ''} | ${row.endpoint} | ${Math.round(row.figures.requestsPerSecond)} | ${ms(row.figures.p50)} | ${ms(row.figures.p99)} | ${row.note} |`,
    ),
  );
  return [
    '## API',
    '',
    `\`npm run bench:api\`: the real server (Hono on Node) over loopback, seeded with ${ARTICLES} generated articles, on the embedded database (PGlite) and on Postgres; the server's code bundled as the production build bundles it (scripts/lib/run-bundled.mjs); autocannon in a worker thread with ${CONNECTIONS} connections, each one reader (its own \`X-Forwarded-For\`, one request at a time) on the rows that say so, for ${SECONDS} s per endpoint after a ${WARMUP_SECONDS} s warm-up on the same connections, counting the answers in those ${SECONDS} s and the latencies of the requests sent in them. "A different term each request" takes each request's term from a list of ${termCount} (every word of four letters or more in the archive, shuffled, then pairs of them joined by "or"), so the search cache never answers it.${site ? ` The article page rows need the built site (\`npm run build\`): each request asks for another of the ${ARTICLES} articles, as one of ${CONNECTIONS} readers (its own \`X-Forwarded-For\`; the server trusts one proxy hop), so the per-reader gate treats them as readers apart. The server renders its pages ahead (\`RENDER_AHEAD\`, docs/decisions/0036-pages-rendered-ahead.md), and every row is measured once that sweep is over. The first page row is what a reader without a theme cookie gets; the second asks for the same pages in the ink theme, which is not rendered ahead, so every page is rendered at the request. Only the answers a row is about are counted; refusals (503) are noted beside it.` : ' The site was not built, so no page was measured (`npm run build` first).'}`,
    '',
    '| Database | Endpoint | Requests/s | p50 (ms) | p99 (ms) | Notes |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    ...runs.flatMap((run) => [`${run.name}: ${run.startup}; ${run.index}.`, '']),
    ...skipped.flatMap((line) => [line, '']),
    'Against the targets (at 50 connections):',
    '',
    ...targets(runs),
    '',
    `Machine: ${machine()}; load average ${loadBefore} at the start and ${loadAfter} at the end of the run; run ${new Date().toISOString()}.`,
    '',
    'Search is answered from an index in the server process (server/api/search-index.ts: MiniSearch over Postgres\' own lexemes, brought up to the content version before it answers), so it never waits for the database: about 1 ms of work a search of two words joined by "or" (the Postgres run\'s terms; the embedded run\'s are single words, about 0.8 ms), of which MiniSearch\'s lookup is about 0.4 ms and the 20 snippets about 0.5 ms, one search at a time (INDEX_GATE), so the event loop always has turns for other requests. With 50 readers each waiting for their answer, a request\'s latency is about 50 times the time one takes, HTTP included (Little\'s law: at 700 req/s the mean is 71 ms), so p99 under 100 ms needs about 700 req/s and a machine whose other work does not take the server\'s core away; two runs of the same code on this machine differ by up to a fifth in both figures (docs/decisions/0042-search-at-fifty-readers.md). The list and the article are answered from the answer cache (server/api/answer-cache.ts: computed, hashed and compressed once per content version). PGlite runs Postgres in one WebAssembly thread on the event loop, so on the embedded database every query that is not cached waits its turn. An article page rendered at the request is about 110 KiB of HTML: with its two API calls (the article and its related articles, through the whole API stack; on the embedded database their queries take the same thread) and its quick compression it is several milliseconds of the event loop, so one core renders about a hundred new pages a second; a page rendered ahead costs its two cached API answers and a hash. With `DATABASE_URL` the same code uses a connection pool on Postgres. A 304 is answered from the same cache: the ETag is the hash of the answer, made once per content version. A load average above the number of cores means other work shared the machine during the run, and the figures are lower than an idle machine would give.',
    '',
  ].join('\n');
}

async function main() {
  const only = process.argv.includes('--embedded') ? 'embedded' : process.argv.includes('--postgres') ? 'postgres' : null;
  const loadBefore = loadAverage();
  const site = siteBuildExists(root) ? await loadSiteBuild(root) : null;
  if (!site) console.log('The site is not built (npm run build): the page render is not measured.');
  const terms = searchTerms();
  console.log(`${terms.length} distinct search terms.`);
  const runs: DatabaseRun[] = [];
  const skipped: string[] = [];
  if (only !== 'postgres') runs.push(await runEmbedded(terms, site));
  if (only !== 'embedded') {
    const result = await runPostgres(terms, site);
    if (typeof result === 'string') {
      console.log(result);
      skipped.push(result);
    } else {
      runs.push(result);
    }
  }
  const loadAfter = loadAverage();
  if (ONLY !== null) {
    console.log(`Load average ${loadBefore} at the start, ${loadAfter} at the end; --only: ${path.relative(process.cwd(), path.join(root, 'docs', 'benchmarks.md'))} left as it was.`);
    return;
  }
  const file = path.join(root, 'docs', 'benchmarks.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nMeasured figures, each section written by the script named in it.\n\n';
  const text = section(runs, skipped, loadBefore, loadAfter, site !== null, terms.length);
  const pattern = /## API\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current) ? current.replace(pattern, text.trimEnd() + '\n') : `${current.trimEnd()}\n\n${text}`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

await main();
