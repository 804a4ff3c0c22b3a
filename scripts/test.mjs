/**
 * `npm test`: every suite, in order, on a fresh machine. Each suite's counts
 * are printed as it ends; the last line is the sum, `N passed, N failed`, which
 * is also written to test-results/summary.txt for .ci/run.
 *
 * Suites that are one check (typecheck, lint, a build) count as one test.
 * A failing suite does not stop the later ones, so one run shows everything.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { bin, root, run } from './lib/run.mjs';
import { failedTests } from './lib/test-report.mjs';
import { describePostgres, dropDatabasesWithPrefix, postgresUnavailable, testPostgresUrl } from './lib/postgres.mjs';
import { buildStorybook, runTestRunner } from './lib/storybook.mjs';

const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const tally = [];
function record(name, passed, failed, failures = []) {
  tally.push({ name, passed, failed, failures });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed\n`);
}
const single = (name, code) => record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);

/**
 * Records a suite from its Jest-format report and its runner's exit code: a
 * non-zero exit with no failed test (a crash, a failing hook) counts as one
 * failure; with no report at all the suite is one failed check.
 */
function recordReport(name, report, code) {
  if (!report) return single(name, code || 1);
  record(name, report.numPassedTests, report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0), failedTests(report, root));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The API, auth and end-to-end suites run twice: on the embedded database
 * (the default, with DATABASE_URL unset) and on the PostgreSQL server at
 * TEST_POSTGRES_URL (127.0.0.1:5432 by default), where every test server
 * creates a database of its own and drops it. Without that server, the
 * second runs are skipped with one line saying why.
 */
const postgresUrl = testPostgresUrl();
const postgresMissing = await postgresUnavailable(postgresUrl);
const postgresPrefix = `parchment_test_${process.pid}_`;
const onEmbedded = { DATABASE_URL: '' };
const onPostgres = { DATABASE_URL: postgresUrl, PARCHMENT_TEST_DB_PREFIX: postgresPrefix };
function skippedOnPostgres(what) {
  console.log(`\n── ${what} on PostgreSQL: skipped, no PostgreSQL at ${describePostgres(postgresUrl)} (${postgresMissing}).\n`);
}
/** Drops what a crashed test of this run left on the server. */
async function dropLeftDatabases() {
  const left = await dropDatabasesWithPrefix(postgresUrl, postgresPrefix).catch(() => 0);
  if (left) console.log(`Dropped ${left} database(s) that tests of this run left on PostgreSQL.`);
}

single('typecheck', await run(bin('tsc'), ['-p', 'tsconfig.json']));
single('lint', await run(bin('eslint'), ['.', '--max-warnings=0']));

/** Runs vitest projects and records their counts under `name`; `env` adds to the environment. */
async function vitest(name, projects, reportName, env = onEmbedded) {
  const report = path.join(resultsDir, reportName);
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = await run(bin('vitest'), args, { env });
  recordReport(name, readJson(report), code);
}

await vitest('vitest (unit, components, API)', ['unit', 'components', 'api'], 'vitest.json');
if (postgresMissing) skippedOnPostgres('API and auth');
else {
  await vitest('API and auth on PostgreSQL', ['api'], 'vitest-api-postgres.json', onPostgres);
  await dropLeftDatabases();
}

const siteBuilt = await run('npm', ['run', '--silent', 'build']);
single('site production build', siteBuilt);
if (siteBuilt === 0) await vitest('budgets on the production build', ['budget'], 'vitest-build.json');

let chromium;
try {
  chromium = ensureChromium();
  process.env.CHROMIUM_PATH = chromium;
} catch (error) {
  console.error(error.message);
  single('find a Chromium for the browser suites', 1);
}

if (chromium && siteBuilt === 0) {
  await vitest('end-to-end in Chromium (site, API, auth, accessibility, links)', ['e2e'], 'vitest-e2e.json');
  if (postgresMissing) skippedOnPostgres('End-to-end');
  else {
    await vitest('end-to-end in Chromium on PostgreSQL', ['e2e'], 'vitest-e2e-postgres.json', onPostgres);
    await dropLeftDatabases();
  }
}

if (chromium) {
  await vitest('the packed library in a fresh app (React 18 and 19, in Chromium)', ['consumer'], 'vitest-consumer.json');
}

if (chromium) {
  const built = await buildStorybook();
  single('Storybook build', built);
  if (built === 0) {
    const report = path.join(resultsDir, 'storybook.json');
    const code = await runTestRunner({ args: process.env.CI ? ['--ci'] : [], env: { TEST_REPORT_FILE: report } });
    recordReport('Storybook stories (axe in both themes, visual baselines, mobile-play stories again at 375 px)', readJson(report), code);
  }

  const gateLog = path.join(resultsDir, 'gate.txt');
  const gateCode = await run('bash', ['-c', `node scripts/gate-selftest.mjs 2>&1 | tee ${gateLog}; exit \${PIPESTATUS[0]}`]);
  const match = existsSync(gateLog) && /gate self-test: (\d+) passed, (\d+) failed/.exec(readFileSync(gateLog, 'utf8'));
  if (match) record('gate self-test (the gates fail on a broken story)', Number(match[1]), Number(match[2]));
  else single('gate self-test (the gates fail on a broken story)', gateCode || 1);
}

const passed = tally.reduce((sum, suite) => sum + suite.passed, 0);
const failed = tally.reduce((sum, suite) => sum + suite.failed, 0);
console.log('\nSummary');
for (const suite of tally) {
  console.log(`  ${suite.failed ? '✗' : '✓'} ${suite.name}: ${suite.passed} passed, ${suite.failed} failed`);
  for (const failure of suite.failures ?? []) console.log(`      ✗ ${failure}`);
}
const line = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
