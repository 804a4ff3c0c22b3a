/**
 * Builds the static Storybook and runs every story through the test-runner
 * (axe in both themes, screenshots against the baselines, stories tagged
 * mobile-play played again at 375 px).
 *   node scripts/storybook-test.mjs                      check
 *   node scripts/storybook-test.mjs --update             rewrite every baseline (npm run test:visual:update)
 *   node scripts/storybook-test.mjs --update <id|glob>   rewrite only the matching stories' baselines
 *                                                        (npm run test:visual:update -- components-articlecard--default;
 *                                                        quote a glob: 'components-articlecard--*'; commas join several)
 *   --no-build                                           reuse storybook-static/
 *   STORYBOOK_MOBILE_PLAY=all node scripts/storybook-test.mjs --no-build
 *                                                        play every story that pins no viewport again at
 *                                                        375 px, not only those tagged mobile-play (see
 *                                                        .storybook/test-runner.ts), to find one that needs the tag
 * Story ids are in Storybook's address bar (?path=/story/<id>) and in the
 * visual report. A filtered run checks nothing but the matching stories. A
 * full update also deletes the baselines of snapshots that no story takes any
 * more (a story renamed or removed, a viewport dropped).
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { root } from './lib/run.mjs';
import { buildStorybook, runTestRunner } from './lib/storybook.mjs';
import { defaultReportDir, readVisualRecords } from './lib/visual-report.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const unknown = args.filter((arg) => arg.startsWith('--') && !['--update', '--no-build'].includes(arg));
if (unknown.length > 0) {
  console.error(`Unknown option(s): ${unknown.join(' ')}. Use --update, --no-build and story ids or globs.`);
  process.exit(2);
}
const filter = args.filter((arg) => !arg.startsWith('--')).join(',');

const chromium = ensureChromium();
if (build && (await buildStorybook()) !== 0) process.exit(1);
if (filter) console.log(`Only stories matching: ${filter}`);
const code = await runTestRunner({
  args: update ? ['-u'] : process.env.CI ? ['--ci'] : [],
  env: { CHROMIUM_PATH: chromium, ...(filter ? { VISUAL_STORY_FILTER: filter } : {}) },
});

if (update && !filter && code === 0) pruneBaselines();
process.exit(code);

/** Deletes baselines that no snapshot of this complete run compared against. */
function pruneBaselines() {
  const baselineDir = process.env.VISUAL_BASELINE_DIR ?? path.join(root, 'tests/visual/__baselines__');
  const taken = new Set(readVisualRecords(path.resolve(process.env.VISUAL_REPORT_DIR ?? defaultReportDir)).map((record) => `${record.snapshot}.png`));
  // A run that recorded nothing (screenshots disabled by an env var) must not empty the folder.
  if (taken.size === 0) return;
  const obsolete = readdirSync(baselineDir).filter((name) => name.endsWith('.png') && !taken.has(name));
  for (const name of obsolete) rmSync(path.join(baselineDir, name));
  if (obsolete.length > 0) console.log(`Deleted ${obsolete.length} baseline(s) that no story takes any more:\n  ${obsolete.join('\n  ')}`);
}
