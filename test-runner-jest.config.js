// Ejected from @storybook/test-runner so that it drives the system Chromium:
// Playwright's own browser download does not work on our machines.
import path from 'node:path';
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions['jest-playwright'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `content-articlecard--*` or `a,b` as one regular expression over story ids. */
function storyIdMatcher(filter) {
  const globs = filter.split(',').map((glob) => glob.trim()).filter(Boolean);
  const alternatives = globs.map((glob) => glob.split('*').map(escapeRegExp).join('.*'));
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/**
 * VISUAL_STORY_FILTER (set by `npm run test:visual:update -- <story id or
 * glob>`, see scripts/storybook-test.mjs) runs only the matching stories: the
 * Storybook's index.json names their files, titles and exports; jest loads
 * only those files, and scripts/lib/story-filter-setup.cjs skips every other
 * story in them, so no other story is rendered, checked or shot.
 */
async function storyFilter(config) {
  const filter = process.env.VISUAL_STORY_FILTER;
  if (!filter) return {};
  const target = process.env.TARGET_URL;
  if (!target) throw new Error('VISUAL_STORY_FILTER needs the Storybook URL (TARGET_URL) to read its index.json.');
  const index = await (await fetch(new URL('index.json', target))).json();
  const matches = storyIdMatcher(filter);
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && matches.test(entry.id));
  if (stories.length === 0) throw new Error(`No story id matches "${filter}".`);
  return {
    testMatch: [...new Set(stories.map((entry) => path.resolve(entry.importPath)))],
    globals: { ...config.globals, __VISUAL_STORY_TESTS__: stories.map((entry) => `${entry.title} ${entry.exportName}`) },
    setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/scripts/lib/story-filter-setup.cjs'],
  };
}

/** @returns {Promise<import('@jest/types').Config.InitialOptions>} */
export default async function config() {
  const config = {
    ...testRunnerConfig,
    // MDX pages are docs, not stories: the test-runner has nothing to run in them.
    testMatch: testRunnerConfig.testMatch.filter((pattern) => !pattern.endsWith('.mdx')),
    // Two cores: two browsers at once is as fast as it gets and keeps screenshots steady.
    maxWorkers: 2,
    reporters: [...testRunnerConfig.reporters, '<rootDir>/scripts/lib/jest-json-reporter.cjs'],
    testTimeout: 60_000,
    testEnvironmentOptions: {
      'jest-playwright': {
        ...jestPlaywright,
        browsers: ['chromium'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-dev-shm-usage',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--font-render-hinting=none',
            '--force-color-profile=srgb',
          ],
        },
        contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 },
      },
    },
  };
  return { ...config, ...(await storyFilter(config)) };
}
