/**
 * Builds a static Storybook and runs the test-runner against it.
 * STORYBOOK_OUT_DIR and STORYBOOK_TEST_PORT let two runs share a machine;
 * STORYBOOK_STORIES (see .storybook/main.ts) narrows the stories;
 * VISUAL_REPORT_DIR moves the visual review report (default
 * tests/visual/__report__).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, start, waitForUrl } from './run.mjs';
import { clearVisualReport, defaultReportDir, writeVisualReport } from './visual-report.mjs';

/**
 * `testOnly` builds with Storybook's `--test`: no docs pages, docgen or
 * source maps, in less than half the time, for a build that only the
 * test-runner reads.
 */
export function buildStorybook({ outputDir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static', env = {}, cwd = root, stdio, testOnly = false } = {}) {
  const args = ['build', '-o', outputDir, '--quiet', '--disable-telemetry', ...(testOnly ? ['--test'] : [])];
  return run(bin('storybook'), args, { env, cwd, ...(stdio ? { stdio } : {}) });
}

/**
 * Serves `staticDir` on `port` and runs test-storybook against it with `args`.
 * When a screenshot differs, writes the visual review report and prints its
 * path. Resolves with the runner's exit code.
 */
export async function runTestRunner({ staticDir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static', port = Number(process.env.STORYBOOK_TEST_PORT ?? 6106), args = [], env = {}, cwd = root, stdio } = {}) {
  const dir = path.resolve(cwd, staticDir);
  if (!existsSync(path.join(dir, 'index.json'))) throw new Error(`No Storybook build in ${dir}; build it first.`);
  const reportDir = path.resolve(cwd, env.VISUAL_REPORT_DIR ?? process.env.VISUAL_REPORT_DIR ?? defaultReportDir);
  clearVisualReport(reportDir);
  const stop = start(bin('http-server'), [dir, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], { cwd });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/index.json`);
    return await run(bin('test-storybook'), ['--url', `http://127.0.0.1:${port}`, ...args], {
      env: { ...env, VISUAL_REPORT_DIR: reportDir },
      cwd,
      ...(stdio ? { stdio } : {}),
    });
  } finally {
    stop();
    const report = writeVisualReport({ reportDir });
    const shown = report && (report.startsWith(`${process.cwd()}${path.sep}`) ? path.relative(process.cwd(), report) : report);
    if (report) console.log(`\nVisual changes: open ${shown} (baseline, new and diff side by side; report.json beside it).\n`);
  }
}
