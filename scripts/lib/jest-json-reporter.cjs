// Writes the test-runner's results as JSON to $TEST_REPORT_FILE. The
// test-runner's own --outputFile flag takes no value (a known bug), so the
// ejected jest config adds this reporter instead.
const fs = require('node:fs');
const path = require('node:path');

class JsonReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_REPORT_FILE;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numTotalTests: results.numTotalTests,
        testResults: results.testResults.map((suite) => ({
          name: suite.testFilePath,
          // The fields vitest's JSON report has too, so one reader (scripts/lib/test-report.mjs) names the failures of both.
          status: suite.testExecError || suite.numFailingTests ? 'failed' : 'passed',
          message: suite.testExecError?.message ?? suite.failureMessage ?? '',
          failureMessage: suite.failureMessage,
          assertionResults: suite.testResults.map((test) => ({
            fullName: test.fullName,
            status: test.status,
            failureMessages: test.failureMessages,
          })),
        })),
      }),
    );
  }
}

module.exports = JsonReporter;
