/** What every part of `npm run bench:web` shares: how much it measures, and which pages. */
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs } from '../lib/chromium.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const INP_RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = 10;
export const CPU_SLOWDOWN = 4;
/**
 * BENCH_PAGES (comma-separated paths) measures some of the pages alone, for a quick comparison of two
 * builds; a full run, the one that rewrites docs/benchmarks.md, measures them all.
 */
const onlyPages = process.env.BENCH_PAGES?.split(',').map((page) => page.trim()).filter(Boolean);
/** True when BENCH_PAGES picked some pages: the run then only prints (a partial table must not replace the full one). */
export const SOME_PAGES_ONLY = Boolean(onlyPages?.length);
const selected = (pages: string[]) => (SOME_PAGES_ONLY ? pages.filter((page) => onlyPages?.includes(page)) : pages);
export const PAGES = selected(['/', '/foundations', '/articles/monroe-doctrine', '/search?q=constitution', '/brand-preview']);
/** The pages measured against a static page with the same text (docs/decisions/0022): the home page, a pillar, an article and search. */
export const REFERENCE_PAGES = selected(['/', '/foundations', '/articles/monroe-doctrine', '/search?q=constitution']);
export const ARTICLE = '/articles/monroe-doctrine';
/** The project's Chromium flags (scripts/lib/chromium.mjs), headless; chrome-launcher adds its own profile directory. */
export const CHROMIUM_ARGS = chromiumArgs as string[];

export const log = (message: string) => console.log(message);
