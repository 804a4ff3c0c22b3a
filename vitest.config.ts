import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/setup/longest-first';
import { contentPagesPlugin } from './site/content/contentPagesPlugin';

/**
 * Eight vitest projects (`--project <name>` runs one):
 * - unit: pure functions, content rules, docs and lint checks, in Node
 *   (tests/unit, tests/content);
 * - types: type tests (`*.test-d.ts`, the API contract), checked by tsc in
 *   vitest's typecheck mode: each counts once, and fails on a wrong type;
 * - components: React components and site pages in happy-dom, through role queries;
 * - api: the real server over HTTP against a fresh embedded Postgres (or
 *   DATABASE_URL's server);
 * - budget: byte budgets of the production build;
 * - e2e: real Chromium against the real server and the production build,
 *   two files at a time; e2e-alone: the few that measure time or frames, one
 *   at a time, after it;
 * - consumer: the packed library installed into a fresh app, in Chromium.
 * budget, e2e and consumer need a build first. Storybook's accessibility and
 * visual gates run outside vitest (@storybook/test-runner); scripts/test.mjs
 * runs everything in order and adds up the results.
 *
 * Two tags say which tests a second database run needs (`--tags-filter`):
 * scripts/test.mjs runs the e2e project on PostgreSQL with
 * `--tags-filter=database` only, and the api project there with
 * `--tags-filter='!process'`. A file takes a tag with a `// @module-tag <name>`
 * line, a describe or test with `{ tags: ['<name>'] }`.
 */
/**
 * End-to-end files whose assertions compare times or frames (layout shift,
 * font swaps, answer times against an idle baseline): they run alone.
 */
const E2E_ALONE = ['tests/e2e/performance.test.ts', 'tests/e2e/fonts.test.ts', 'tests/e2e/font-loading.test.ts', 'tests/e2e/hardening-gates.test.ts'];
/**
 * API files whose assertions compare answer times with an idle baseline or
 * with a sync's own duration: they run one at a time, after the other
 * projects, with no other test file on the machine.
 */
const API_ALONE = ['tests/api/search-flood.test.ts', 'tests/api/hardening-gates.test.ts', 'tests/api/hardening-sync.test.ts'];

export default defineConfig({
  plugins: [contentPagesPlugin(), vanillaExtractPlugin(), react()],
  test: {
    // vitest's default on two cores is one worker; most files here wait on a server, a database or a
    // browser as much as they compute, so two keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    tags: [
      {
        name: 'database',
        description:
          'Behaviour that depends on which database runs under the server (SQL, sessions, content version, sync, search, contention): the end-to-end tests that run again on PostgreSQL.',
      },
      {
        name: 'process',
        description: "About the server's process, sockets and files, not its SQL: the API tests that run on the embedded database only.",
      },
    ],
    server: {
      deps: {
        // The built renderer is loaded as production loads it, not re-transformed: its boot script is a
        // function's source text, which a transform would change, and with it the script's hash, the page
        // policy and every page's ETag (the pages prerendered by `npm run build` would no longer match).
        external: [/\/dist\/server\//],
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['tests/types/**/*.test-d.ts'],
            tsconfig: 'tsconfig.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          // Room for the 5 s patience of findBy/waitFor (tests/setup/components.ts) on a busy machine.
          testTimeout: 20_000,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/setup/components.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Reads the production build; scripts/test.mjs runs it after `npm run build`.
          name: 'budget',
          environment: 'node',
          include: ['tests/budget/**/*.test.ts'],
          // Stops at once, saying so, when dist/ is missing or stale.
          globalSetup: ['tests/setup/built-site.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium against the real server and the production build; scripts/test.mjs runs it after `npm run build`.
          // Two files at a time: each has its own server, database and browser, and one file keeps about 1.4 of
          // the 2 cores busy, so a second one fills the gaps (docs/decisions/0025-end-to-end-two-at-a-time.md).
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          globalSetup: ['tests/setup/built-site.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The end-to-end files that measure frames, layout shift or answer times against an idle
          // baseline: one at a time, after the e2e project, with no other browser on the machine.
          name: 'e2e-alone',
          environment: 'node',
          include: E2E_ALONE,
          globalSetup: ['tests/setup/built-site.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // The packed library in a fresh app (React 18 and 19) in Chromium; scripts/test.mjs runs it after the site build.
          name: 'consumer',
          environment: 'node',
          include: ['tests/consumer/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: API_ALONE,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-alone',
          environment: 'node',
          include: API_ALONE,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
