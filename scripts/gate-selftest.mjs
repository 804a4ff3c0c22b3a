/**
 * Proves the Storybook gates can fail. In a scratch copy of the project it
 * adds a deliberately broken story (an image with no alt text, and text at
 * 2:1 contrast) and one whose play function fails only at 375 px, tampers
 * with one committed baseline and gives the broken story a wrong one, builds
 * a Storybook of those stories alone (a test build, `storybook build --test`:
 * no docs pages, a few seconds), runs the real test-runner on it, and checks
 * that the runner reports both accessibility violations, the failure at
 * 375 px and the changed screenshots, with a diff image and an HTML report
 * that shows the tampered snapshot's baseline, new image and diff. Then it
 * runs an update filtered to one story id (`npm run test:visual:update --
 * <id>`) and checks that it rewrites that story's baseline only, running
 * nothing else.
 * Prints `gate self-test: N passed, N failed`.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { root } from './lib/run.mjs';
import { buildStorybook, runTestRunner } from './lib/storybook.mjs';

/** Beside the main run's port (STORYBOOK_TEST_PORT, see scripts/lib/storybook.mjs), so two checkouts' runs never share one. */
const gatePort = Number(process.env.STORYBOOK_TEST_PORT ?? 6106) + 1;
const tamperedStory = 'foundations-spacing--scale';
const tamperedBaseline = `${tamperedStory}--parchment-desktop.png`;
const tamperedInkBaseline = `${tamperedStory}--ink-desktop.png`;
/** The broken story gets a wrong baseline too: an update filtered to the tampered story must leave it alone. */
const otherStory = 'gate-broken--no-alt-and-low-contrast';
const otherBaseline = `${otherStory}--parchment-desktop.png`;

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

/** Passes at 1280 px and fails at 375 px, as a story whose small-screen layout broke would. */
export const FailsOnlyOnPhones: StoryObj<typeof meta> = {
  tags: ['mobile-play'],
  parameters: { visual: { disable: true } },
  play: async () => {
    if (window.innerWidth < 640) throw new Error('This play function fails below 640 px.');
  },
};
`;

/** True when the pixel at (x, y) is the tamper colour. */
function isTampered(file, x = 60, y = 40) {
  const png = PNG.sync.read(readFileSync(file));
  const i = (png.width * y + x) * 4;
  return png.data[i] === 255 && png.data[i + 1] === 0 && png.data[i + 2] === 255;
}

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
    // The whole folders, for the Spacing story's local imports; the stories glob below takes only the two stories.
    for (const dir of ['stories/foundations', 'stories/fixtures']) cpSync(path.join(root, dir), path.join(scratch, dir), { recursive: true });
    writeFileSync(path.join(scratch, 'stories/Broken.stories.tsx'), brokenStory);

    const baselines = path.join(scratch, 'baselines');
    const diffs = path.join(scratch, 'diffs');
    const visualReport = path.join(scratch, 'visual-report');
    mkdirSync(baselines, { recursive: true });
    for (const name of [tamperedBaseline, tamperedInkBaseline]) {
      const committed = path.join(root, 'tests/visual/__baselines__', name);
      if (!existsSync(committed)) throw new Error(`missing committed baseline ${committed}`);
      cpSync(committed, path.join(baselines, name));
      tamper(path.join(baselines, name));
    }
    cpSync(path.join(baselines, tamperedBaseline), path.join(baselines, otherBaseline));

    const report = path.join(scratch, 'report.json');
    const env = {
      TEST_REPORT_FILE: report,
      STORYBOOK_STORIES: '../stories/foundations/Spacing.stories.tsx,../stories/Broken.stories.tsx',
      VISUAL_BASELINE_DIR: baselines,
      VISUAL_DIFF_DIR: diffs,
      VISUAL_REPORT_DIR: visualReport,
    };
    const quiet = process.env.GATE_VERBOSE ? 'inherit' : ['ignore', 'ignore', 'inherit'];
    // A test build: the gates read the stories, not their docs pages.
    const built = await buildStorybook({ cwd: scratch, env, stdio: quiet, testOnly: true });
    if (built !== 0) throw new Error('the scratch Storybook did not build');

    const exitCode = await runTestRunner({
      cwd: scratch,
      port: gatePort,
      // --ci: never write a missing baseline, exactly as CI runs.
      args: ['--ci', '--maxWorkers', '1'],
      env,
      stdio: process.env.GATE_VERBOSE ? 'inherit' : ['ignore', 'ignore', 'ignore'],
    });
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failures = json.testResults.flatMap((file) => file.assertionResults).filter((a) => a.status === 'failed');
    const failureText = (failure) => failure.failureMessages.join('\n');
    const messages = failures.map(failureText).join('\n');

    check('the runner exits non-zero on a broken Storybook', exitCode !== 0, `exit code ${exitCode}`);
    check('it reports the image with no alt text (axe image-alt)', /image-alt|Images must have alternat/i.test(messages), messages.slice(0, 400));
    check('it reports the 2:1 text (axe color-contrast)', /color-contrast|sufficient color contrast/i.test(messages), messages.slice(0, 400));
    const diffWritten = existsSync(diffs) && readdirSync(diffs).some((name) => name.startsWith(tamperedStory));
    check(
      'it reports the changed screenshot and writes a diff image',
      /different from snapshot|match or be a close match|same size as the snapshot/i.test(messages) && diffWritten,
      messages.slice(0, 400),
    );
    // One error per story lists every failed check: both themes' axe results, both themes' screenshots.
    const axeBoth = failures.some((f) => /in the parchment theme/.test(failureText(f)) && /in the ink theme/.test(failureText(f)));
    const shotsBoth = failures.some((f) => failureText(f).includes(`${tamperedStory}--parchment-desktop`) && failureText(f).includes(`${tamperedStory}--ink-desktop`));
    const phoneFailure = failures.find((f) => f.fullName.includes('FailsOnlyOnPhones'));
    check(
      'a story tagged mobile-play is played again at 375 px, and a failure there fails it',
      Boolean(phoneFailure) && /at 375 px[^]*fails below 640 px/.test(failureText(phoneFailure)),
      phoneFailure ? failureText(phoneFailure).slice(0, 400) : 'the story passed',
    );
    check('it checks every theme after one fails (one error lists both themes)', axeBoth && shotsBoth, messages.slice(0, 600));

    const html = path.join(visualReport, 'index.html');
    const reportJson = path.join(visualReport, 'report.json');
    check('a failing visual run writes the HTML report and its JSON', existsSync(html) && existsSync(reportJson), `no ${html}`);
    if (existsSync(html) && existsSync(reportJson)) {
      const page = readFileSync(html, 'utf8');
      const entry = JSON.parse(readFileSync(reportJson, 'utf8')).snapshots.find((s) => s.snapshot === `${tamperedStory}--parchment-desktop`);
      const images = entry ? [entry.images.baseline, entry.images.new, entry.images.diff] : [];
      const shown =
        images.length === 3 &&
        images.every((image) => image && !path.isAbsolute(image) && existsSync(path.join(visualReport, image)) && page.includes(`src="${image}"`));
      check(
        'the report lists the tampered snapshot (story, theme, viewport) with its baseline, new image and diff side by side',
        Boolean(entry) && entry.title === 'Foundations/Spacing' && entry.name === 'Scale' && entry.theme === 'parchment' && entry.viewport === 'desktop' && shown && page.includes('Foundations/Spacing › Scale'),
        JSON.stringify(entry ?? 'not listed'),
      );
    }

    // npm run test:visual:update -- <story id>: only that story is run, and only its baselines are written.
    const otherBefore = readFileSync(path.join(baselines, otherBaseline));
    const updateCode = await runTestRunner({
      cwd: scratch,
      port: gatePort,
      args: ['-u', '--maxWorkers', '1'],
      env: { ...env, VISUAL_STORY_FILTER: tamperedStory },
      stdio: process.env.GATE_VERBOSE ? 'inherit' : ['ignore', 'ignore', 'ignore'],
    });
    const updated = JSON.parse(readFileSync(report, 'utf8'));
    check(
      'an update filtered to one story id runs that story alone (the broken story is not run)',
      updateCode === 0 && updated.numPassedTests === 1 && updated.numFailedTests === 0,
      `exit ${updateCode}, ${updated.numPassedTests} passed, ${updated.numFailedTests} failed`,
    );
    const written = readdirSync(baselines).sort();
    check(
      "it rewrites that story's baselines and no other",
      !isTampered(path.join(baselines, tamperedBaseline)) &&
        !isTampered(path.join(baselines, tamperedInkBaseline)) &&
        readFileSync(path.join(baselines, otherBaseline)).equals(otherBefore) &&
        written.every((name) => name.startsWith(`${tamperedStory}--`) || name === otherBaseline),
      `baselines now: ${written.join(', ')}`,
    );
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
