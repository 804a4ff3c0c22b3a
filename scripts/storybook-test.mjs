/**
 * Builds the static Storybook and runs every story through the test-runner
 * (axe in both themes, screenshots against the baselines).
 *   node scripts/storybook-test.mjs            check
 *   node scripts/storybook-test.mjs --update   rewrite the baselines (npm run test:visual:update)
 *   --no-build                                 reuse storybook-static/
 */
import { ensureChromium } from './lib/chromium.mjs';
import { buildStorybook, runTestRunner } from './lib/storybook.mjs';

const update = process.argv.includes('--update');
const build = !process.argv.includes('--no-build');

const chromium = ensureChromium();
if (build && (await buildStorybook()) !== 0) process.exit(1);
const code = await runTestRunner({
  args: update ? ['-u'] : process.env.CI ? ['--ci'] : [],
  env: { CHROMIUM_PATH: chromium },
});
process.exit(code);
