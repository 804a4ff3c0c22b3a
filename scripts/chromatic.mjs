/**
 * Publishes the Storybook build to Chromatic with the theme x viewport modes
 * of .storybook/modes.ts. Without CHROMATIC_PROJECT_TOKEN it says why it skips
 * and exits 0; the CLI retries the network for a long time where there is
 * none, so it runs under a time limit.
 */
import { existsSync } from 'node:fs';
import { bin, run } from './lib/run.mjs';
import { buildStorybook } from './lib/storybook.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (set it to publish the Storybook for visual review).');
  process.exit(0);
}
if (!existsSync('storybook-static/index.json') && (await buildStorybook()) !== 0) process.exit(1);
const limitSeconds = Number(process.env.CHROMATIC_TIMEOUT_SECONDS ?? 600);
const code = await run('timeout', [String(limitSeconds), bin('chromatic'), '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed=false']);
if (code === 124) console.error(`Chromatic gave up after ${limitSeconds} s without reaching the service.`);
process.exit(code);
