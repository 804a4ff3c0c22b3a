/**
 * `npm run bench:api`: the real server on a temporary embedded database
 * seeded with 1 000 generated articles, measured with autocannon over
 * loopback for the list, one article, search, and the 304 path. Writes
 * requests per second and p50/p99 latency, with the machine they ran on,
 * to the "## API" section of docs/benchmarks.md. A few seconds per endpoint.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/boot.ts';
import { loadConfig } from '../server/config.ts';
import { loadArchive, type Archive } from '../server/db/archive.ts';
import { silentLogger } from '../server/log.ts';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the one call we make.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTICLES = 1000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

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

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parchment-bench-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
  });
  console.log(`Seeding ${ARTICLES} articles into a fresh embedded database...`);
  let started = performance.now();
  const first = await startServer(config, { log: silentLogger, archive: generatedArchive });
  const firstStart = performance.now() - started;
  await first.close();
  // The second start reopens the database that the first one created, migrated and seeded.
  started = performance.now();
  const server = await startServer(config, { log: silentLogger, archive: generatedArchive });
  const reopen = performance.now() - started;
  console.log(`First start ${(firstStart / 1000).toFixed(1)} s, reopen ${(reopen / 1000).toFixed(2)} s`);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const listUrl = `${base}/api/articles?per_page=20`;
    const listed = await fetch(listUrl);
    const etag = listed.headers.get('ETag') ?? '';
    // An article from the middle of the list, so it is neither the newest nor cached by anything.
    const middle = (await (await fetch(`${base}/api/articles?per_page=1&page=${ARTICLES / 2}`)).json()) as { data: { slug: string }[] };
    await listed.arrayBuffer();
    const cases = [
      { name: 'List (`/api/articles?per_page=20`)', url: listUrl, status: 200 },
      { name: 'Article (`/api/article/:slug`)', url: `${base}/api/article/${middle.data[0].slug}`, status: 200 },
      { name: 'Search (`/api/search?q=constitution`)', url: `${base}/api/search?q=constitution`, status: 200 },
      { name: '304 (`/api/articles` with `If-None-Match`)', url: listUrl, status: 304, headers: { 'If-None-Match': etag } },
    ];
    const rows: string[] = [];
    for (const entry of cases) {
      const check = await fetch(entry.url, { headers: entry.headers });
      if (check.status !== entry.status) throw new Error(`${entry.url} answered ${check.status}, expected ${entry.status}`);
      await check.arrayBuffer();
      process.stdout.write(`${entry.name}: `);
      const result = await autocannon({ url: entry.url, connections: CONNECTIONS, duration: DURATION, headers: entry.headers });
      const failures = result.errors + result.timeouts + (entry.status === 200 ? result.non2xx : 0);
      const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}`;
      console.log(line);
      rows.push(`| ${entry.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} |`);
    }

    const cpus = os.cpus();
    // Other work on the machine skews the figures; the load average says how much there was.
    const load = os.loadavg().map((value) => value.toFixed(1)).join(', ');
    const section = [
      '## API',
      '',
      `\`npm run bench:api\`: the real server (Hono on Node) over loopback, on the embedded database (PGlite) seeded with ${ARTICLES} generated articles; autocannon with ${CONNECTIONS} connections for ${DURATION} s per endpoint.`,
      '',
      '| Endpoint | Requests/s | p50 (ms) | p99 (ms) |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
      '',
      `Start-up on the embedded database: first start (create, migrate, seed ${ARTICLES} articles) ${(firstStart / 1000).toFixed(1)} s; a later start (reopen) ${(reopen / 1000).toFixed(2)} s.`,
      '',
      `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${load} at the end of the run; run ${new Date().toISOString()}.`,
      '',
      'PGlite runs Postgres in one WebAssembly thread inside the server process, so every query waits its turn: these figures are the embedded default on one core, not a ceiling. With `DATABASE_URL` the same code uses a connection pool on a real Postgres. The 304 path still runs the query and hashes the body (the ETag is the hash of the answer); it saves the transfer, not the work. A load average above the number of cores means other work shared the machine during the run, and the figures are lower than an idle machine would give.',
      '',
    ].join('\n');

    const file = path.join(root, 'docs', 'benchmarks.md');
    mkdirSync(path.dirname(file), { recursive: true });
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nMeasured figures, each section written by the script named in it.\n\n';
    const pattern = /## API\n[\s\S]*?(?=\n## |$)/;
    const next = pattern.test(current) ? current.replace(pattern, section.trimEnd() + '\n') : `${current.trimEnd()}\n\n${section}`;
    writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
