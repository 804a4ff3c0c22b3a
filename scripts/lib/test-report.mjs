import path from 'node:path';

// Jest's messages carry terminal colours; the summary is read as plain text.
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) => String(text ?? '').replace(colour, '').trim().split('\n')[0].slice(0, 200);

/**
 * The failed tests of a Jest-format report (vitest's and the Storybook
 * runner's), as "file > test: first line of the error". CI keeps only the
 * tail of a run's output, so the summary must say which test failed.
 */
export function failedTests(report, root = process.cwd()) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedAssertions = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedAssertions) {
      const reason = firstLine(test.failureMessages?.[0]);
      failures.push(`${where} > ${test.fullName ?? test.title}${reason ? `: ${reason}` : ''}`);
    }
    // A file that failed before any of its tests ran (an import error, a failing hook).
    if (file.status === 'failed' && failedAssertions.length === 0) {
      failures.push(`${where}: ${firstLine(file.message) || 'failed'}`);
    }
  }
  return failures;
}
