/**
 * Proves the Storybook gates can fail. In a scratch copy of the project it
 * adds a deliberately broken story (an image with no alt text, and text at
 * 2:1 contrast) and tampers with one committed baseline, builds that scratch
 * Storybook, runs the real test-runner on it, and checks that the runner
 * reports both accessibility violations and the changed screenshot (with a
 * diff image). Prints `gate self-test: N passed, N failed`.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { root } from './lib/run.mjs';
import { buildStorybook, runTestRunner } from './lib/storybook.mjs';

const tamperedStory = 'foundations-spacing--scale';
const tamperedBaseline = `${tamperedStory}--parchment-desktop.png`;

const brokenStory = `import type { Meta, StoryObj } from '@storybook/react-vite';

function Broken() {
  return (
    <main>
      <h1>A deliberately broken story</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" width="40" height="40" />
      <p style={{ color: '#B5B5B5', background: '#FFFFFF' }}>This text is about 2:1 against its background.</p>
    </main>
  );
}

const meta = { title: 'Gate/Broken', component: Broken } satisfies Meta<typeof Broken>;
export default meta;
export const NoAltAndLowContrast: StoryObj<typeof meta> = {};
`;

function tamper(file) {
  const png = PNG.sync.read(readFileSync(file));
  // Paint a 120 x 60 block near the top left, as a real regression would.
  for (let y = 20; y < 80; y += 1) {
    for (let x = 20; x < 140; x += 1) {
      const i = (png.width * y + x) * 4;
      png.data[i] = 255;
      png.data[i + 1] = 0;
      png.data[i + 2] = 255;
      png.data[i + 3] = 255;
    }
  }
  writeFileSync(file, PNG.sync.write(png));
}

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'parchment-gate-'));
  const results = [];
  const check = (name, ok, detail) => {
    results.push(ok);
    console.log(`${ok ? '✓' : '✗'} ${name}${ok ? '' : `: ${detail}`}`);
  };
  try {
    for (const item of ['.storybook', 'tokens', 'src', 'scripts', 'package.json', 'tsconfig.json', 'test-runner-jest.config.js']) {
      cpSync(path.join(root, item), path.join(scratch, item), { recursive: true });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    mkdirSync(path.join(scratch, 'stories'), { recursive: true });
    cpSync(path.join(root, 'stories/foundations/Spacing.stories.tsx'), path.join(scratch, 'stories/foundations/Spacing.stories.tsx'));
    writeFileSync(path.join(scratch, 'stories/Broken.stories.tsx'), brokenStory);

    const baselines = path.join(scratch, 'baselines');
    const diffs = path.join(scratch, 'diffs');
    mkdirSync(baselines, { recursive: true });
    const committed = path.join(root, 'tests/visual/__baselines__', tamperedBaseline);
    if (!existsSync(committed)) throw new Error(`missing committed baseline ${committed}`);
    cpSync(committed, path.join(baselines, tamperedBaseline));
    tamper(path.join(baselines, tamperedBaseline));

    const report = path.join(scratch, 'report.json');
    const env = { TEST_REPORT_FILE: report, STORYBOOK_STORIES: '../stories/**/*.stories.tsx', VISUAL_BASELINE_DIR: baselines, VISUAL_DIFF_DIR: diffs };
    const quiet = process.env.GATE_VERBOSE ? 'inherit' : ['ignore', 'ignore', 'inherit'];
    const built = await buildStorybook({ cwd: scratch, env, stdio: quiet });
    if (built !== 0) throw new Error('the scratch Storybook did not build');

    const exitCode = await runTestRunner({
      cwd: scratch,
      port: 6107,
      // --ci: never write a missing baseline, exactly as CI runs.
      args: ['--ci', '--maxWorkers', '1'],
      env,
      stdio: process.env.GATE_VERBOSE ? 'inherit' : ['ignore', 'ignore', 'ignore'],
    });
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failures = json.testResults.flatMap((file) => file.assertionResults).filter((a) => a.status === 'failed');
    const messages = failures.map((f) => f.failureMessages.join('\n')).join('\n');

    check('the runner exits non-zero on a broken Storybook', exitCode !== 0, `exit code ${exitCode}`);
    check('it reports the image with no alt text (axe image-alt)', /image-alt|Images must have alternat/i.test(messages), messages.slice(0, 400));
    check('it reports the 2:1 text (axe color-contrast)', /color-contrast|sufficient color contrast/i.test(messages), messages.slice(0, 400));
    const diffWritten = existsSync(diffs) && readdirSync(diffs).some((name) => name.startsWith(tamperedStory));
    check('it reports the changed screenshot and writes a diff image', /different from snapshot|match or be a close match/i.test(messages) && diffWritten, messages.slice(0, 400));
  } catch (error) {
    check('the gate self-test ran', false, error.message);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const passed = results.filter(Boolean).length;
  const failed = results.length - passed;
  console.log(`gate self-test: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main();
