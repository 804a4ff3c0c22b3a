/**
 * Server throughput with autocannon: a server-rendered article, the entry
 * script (a static file), and searches that miss the page cache.
 */
import { createRequire } from 'node:module';
import { FatalError } from '../lib/built-site.ts';
import { ARTICLE, CONNECTIONS, SECONDS, WARMUP_SECONDS, log } from './settings.ts';

const requireFrom = createRequire(import.meta.url);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonRequest {
  path?: string;
  setupRequest?: (request: { path: string }) => { path: string };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

/** Asked for as a browser asks, so the server may answer compressed. */
const LOAD_HEADERS = { 'accept-encoding': 'br, gzip' };

// autocannon ships no types; these are the calls we make.
const autocannon = requireFrom('autocannon') as Autocannon;

export interface ThroughputRow {
  name: string;
  result: AutocannonResult;
  /** Content-Encoding of the answer (null: sent as is). */
  encoding: string | null;
}

/** Search terms that each find articles: "a or b" over pairs of words from the archive's titles, never the same twice in a run. */
async function searchPaths(base: string): Promise<{ next: () => string; distinct: number }> {
  const listed = (await (await fetch(`${base}/api/articles?per_page=100`)).json()) as { data: Array<{ title: string }> };
  const words = [...new Set(listed.data.flatMap((article) => article.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
  const pairs: string[] = [];
  for (const first of words) for (const second of words) if (first !== second) pairs.push(`${first} or ${second}`);
  let index = 0;
  return { next: () => `/search?q=${encodeURIComponent(pairs[index++ % pairs.length])}`, distinct: pairs.length };
}

export async function measureThroughput(base: string, entryScript: string): Promise<{ rows: ThroughputRow[]; searches: number; distinctSearches: number }> {
  const { next: nextSearch, distinct } = await searchPaths(base);
  let searches = 0;
  const cases: Array<{ name: string; path: string; requests?: AutocannonRequest[] }> = [
    { name: `Server-rendered article (\`${ARTICLE}\`)`, path: ARTICLE },
    { name: `Static entry script (\`${entryScript.replace(/-[\w-]{8}\.js$/, '-[hash].js')}\`)`, path: entryScript },
    {
      name: 'Search page, a new term each request (`/search?q=…`)',
      path: '/search?q=constitution',
      requests: [
        {
          setupRequest: (request) => {
            searches += 1;
            return { ...request, path: nextSearch() };
          },
        },
      ],
    },
  ];
  const rows: ThroughputRow[] = [];
  for (const entry of cases) {
    const check = await fetch(`${base}${entry.path}`, { headers: LOAD_HEADERS });
    await check.arrayBuffer();
    if (check.status !== 200) throw new FatalError(`${entry.path} answered ${check.status}, expected 200.`);
    const url = `${base}${entry.path}`;
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: LOAD_HEADERS, requests: entry.requests });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: LOAD_HEADERS, requests: entry.requests });
    const encoding = check.headers.get('content-encoding');
    const failures = result.errors + result.timeouts + result.non2xx;
    log(
      `  ${entry.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(result.throughput.average / 2 ** 20).toFixed(1)} MiB/s${failures ? `, ${failures} failed` : ''}`,
    );
    rows.push({ name: entry.name, result, encoding });
  }
  return { rows, searches, distinctSearches: distinct };
}
