// Ejected from @storybook/test-runner so that it drives the system Chromium:
// Playwright's own browser download does not work on our machines.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions['jest-playwright'];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
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
