/** What every part of `npm run bench:web` shares: how much it measures, and which pages. */
// @ts-expect-error -- a plain .mjs helper shared with the test scripts
import { chromiumArgs } from '../lib/chromium.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const INP_RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = 10;
export const CPU_SLOWDOWN = 4;
export const PAGES = ['/', '/foundations', '/articles/monroe-doctrine', '/search?q=constitution', '/brand-preview'];
/** The pages measured against a static page with the same text (issue 17): the home page, a pillar, an article and search. */
export const REFERENCE_PAGES = ['/', '/foundations', '/articles/monroe-doctrine', '/search?q=constitution'];
export const ARTICLE = '/articles/monroe-doctrine';
/** The project's Chromium flags (scripts/lib/chromium.mjs), headless; chrome-launcher adds its own profile directory. */
export const CHROMIUM_ARGS = chromiumArgs as string[];

export const log = (message: string) => console.log(message);
