/**
 * `npm test`'s summary names each failed test (scripts/lib/test-report.mjs):
 * CI keeps only the tail of a run, and "1 failed" alone cannot be acted on.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs helper of the test runner script
import { failedTests } from '../../scripts/lib/test-report.mjs';

const root = '/repo';
const report = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: path.join(root, 'tests/e2e/fonts.test.ts'),
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'fonts / at 375 px: CLS below 0.00001', title: 'CLS below 0.00001', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 0.0036 to be less than 0.00001\u001b[39m\n    at fonts.test.ts:509:23'] },
        { fullName: 'fonts / at 1280 px', title: '/ at 1280 px', status: 'passed', failureMessages: [] },
      ],
    },
    {
      name: path.join(root, 'tests/e2e/search.test.ts'),
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'search finds', title: 'finds', status: 'passed', failureMessages: [] }],
    },
    {
      name: path.join(root, 'tests/e2e/broken.test.ts'),
      status: 'failed',
      message: "Error: Cannot find module './missing'\nRequire stack: ...",
      assertionResults: [],
    },
  ],
};

describe('the test summary names what failed', () => {
  it('lists each failed test by file and name with the first line of its error, without terminal colours', () => {
    expect(failedTests(report, root)).toEqual([
      'tests/e2e/fonts.test.ts > fonts / at 375 px: CLS below 0.00001: AssertionError: expected 0.0036 to be less than 0.00001',
      "tests/e2e/broken.test.ts: Error: Cannot find module './missing'",
    ]);
  });

  it('lists nothing for a green report, or for no report at all', () => {
    const green = { ...report, testResults: [report.testResults[1]] };
    expect(failedTests(green, root)).toEqual([]);
    expect(failedTests(undefined, root)).toEqual([]);
  });
});
