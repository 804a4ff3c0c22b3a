/**
 * `npm test`: every suite on a fresh machine, the independent ones side by
 * side. Each suite's counts and wall time are printed as it ends and again in
 * the summary; the last line is the sum, `N passed, N failed`, which is also
 * written to test-results/summary.txt for .ci/run.
 *
 * Suites that are one check (typecheck, lint, a build) count as one test.
 * A failing suite does not stop the later ones, so one run shows everything.
 * docs/decisions/0024-test-command-layout.md and 0026-two-workers-and-one-visit-per-route.md say what runs where, and why.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { bin, capture, root, run } from './lib/run.mjs';
import { failedTests } from './lib/test-report.mjs';
import { describePostgres, dropDatabasesWithPrefix, postgresUnavailable, testPostgresUrl } from './lib/postgres.mjs';
import { buildStorybook, runTestRunner } from './lib/storybook.mjs';

const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const runStarted = Date.now();

/** 75 s → "1 min 15 s". */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Runs `work` and resolves with its result and how long it took. */
async function timed(work) {
  const started = Date.now();
  const result = await work();
  return { ...result, ms: Date.now() - started };
}

const tally = [];
function record(name, passed, failed, ms, failures = []) {
  tally.push({ name, passed, failed, ms, failures });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${duration(ms)})\n`);
}
const single = (name, { code, ms }) => record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, ms);

/**
 * Records a suite from its Jest-format report and its runner's exit code: a
 * non-zero exit with no failed test (a crash, a failing hook) counts as one
 * failure; with no report at all the suite is one failed check.
 */
function recordReport(name, { report, code, ms }) {
  if (!report) return single(name, { code: code || 1, ms });
  record(name, report.numPassedTests, report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0), ms, failedTests(report, root));
}

/** Times `work`, which resolves with an exit code. */
const timedCode = (work) => timed(async () => ({ code: await work() }));
/** Runs a command, its output streaming. */
const loudly = (command, args, options) => timedCode(() => run(command, args, options));
/** Runs a command beside one that streams: its output is kept, for the caller to show once that one ended. */
const quietly = (command, args, options) => timed(() => capture(command, args, options));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The API and end-to-end suites run on the embedded database (the default,
 * with DATABASE_URL unset), and again on the PostgreSQL server at
 * TEST_POSTGRES_URL (127.0.0.1:5432 by default), where every test server
 * creates a database of its own and drops it: the API suite all but its
 * tests tagged `process` (crashes, sockets, files: nothing a database
 * changes), the end-to-end suite only its tests tagged `database` (the rest
 * is pages and browsers, the same on either). The tags are defined in
 * vitest.config.ts. Without that server, the second runs are skipped with
 * one line saying why.
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

/**
 * Runs vitest projects with `extraArgs`, its output streaming; resolves with
 * its report, exit code and time. `env` adds to the environment.
 */
async function vitest(projects, reportName, { env = onEmbedded, extraArgs = [] } = {}) {
  const report = path.join(resultsDir, reportName);
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const { code, ms } = await loudly(bin('vitest'), args, { env });
  return { report: readJson(report), code, ms };
}

// Typecheck and lint are one process each, mostly one core's work: they run beside vitest, their output shown after its.
const [typecheck, lint, firstVitest] = await Promise.all([
  quietly(bin('tsc'), ['-p', 'tsconfig.json']),
  quietly(bin('eslint'), ['.', '--max-warnings=0']),
  vitest(['unit', 'types', 'components', 'api', 'api-alone'], 'vitest.json'),
]);
process.stdout.write(typecheck.output);
single('typecheck', typecheck);
process.stdout.write(lint.output);
single('lint', lint);
recordReport('vitest (unit, types, components, API)', firstVitest);

// The site build is CPU work, the API tests mostly wait on PostgreSQL: the build runs beside them.
const siteBuild = quietly('npm', ['run', '--silent', 'build']);
if (postgresMissing) skippedOnPostgres('API and auth');
else {
  recordReport('API and auth on PostgreSQL (all but `process`)', await vitest(['api', 'api-alone'], 'vitest-api-postgres.json', { env: onPostgres, extraArgs: ['--tags-filter=!process'] }));
  await dropLeftDatabases();
}
const siteBuilt = await siteBuild;
process.stdout.write(siteBuilt.output);
single('site production build', siteBuilt);
if (siteBuilt.code === 0) recordReport('budgets on the production build', await vitest(['budget'], 'vitest-build.json'));

let chromium;
try {
  chromium = ensureChromium();
  process.env.CHROMIUM_PATH = chromium;
} catch (error) {
  console.error(error.message);
  single('find a Chromium for the browser suites', { code: 1, ms: 0 });
}

if (chromium && siteBuilt.code === 0) {
  recordReport('end-to-end in Chromium (site, API, auth, accessibility, links)', await vitest(['e2e', 'e2e-alone'], 'vitest-e2e.json'));
  if (postgresMissing) skippedOnPostgres('End-to-end');
  else {
    recordReport(
      'end-to-end in Chromium on PostgreSQL (tagged `database`)',
      await vitest(['e2e', 'e2e-alone'], 'vitest-e2e-postgres.json', { env: onPostgres, extraArgs: ['--tags-filter=database'] }),
    );
    await dropLeftDatabases();
  }
}

if (chromium) {
  recordReport('the packed library in fresh apps (Vite with React 18 and 19, Next.js App Router, React Router 7; in Chromium)', await vitest(['consumer'], 'vitest-consumer.json'));
}

if (chromium) {
  const built = await timedCode(() => buildStorybook());
  single('Storybook build', built);
  if (built.code === 0) {
    const report = path.join(resultsDir, 'storybook.json');
    const { code, ms } = await timedCode(() => runTestRunner({ args: process.env.CI ? ['--ci'] : [], env: { TEST_REPORT_FILE: report } }));
    recordReport('Storybook stories (axe in both themes, visual baselines, mobile-play stories again at 375 px)', { report: readJson(report), code, ms });
  }

  const gateLog = path.join(resultsDir, 'gate.txt');
  const gate = await loudly('bash', ['-c', `node scripts/gate-selftest.mjs 2>&1 | tee ${gateLog}; exit \${PIPESTATUS[0]}`]);
  const match = existsSync(gateLog) && /gate self-test: (\d+) passed, (\d+) failed/.exec(readFileSync(gateLog, 'utf8'));
  if (match) record('gate self-test (the gates fail on a broken story)', Number(match[1]), Number(match[2]), gate.ms);
  else single('gate self-test (the gates fail on a broken story)', { code: gate.code || 1, ms: gate.ms });
}

const passed = tally.reduce((sum, suite) => sum + suite.passed, 0);
const failed = tally.reduce((sum, suite) => sum + suite.failed, 0);
console.log('\nSummary');
for (const suite of tally) {
  console.log(`  ${suite.failed ? '✗' : '✓'} ${suite.name}: ${suite.passed} passed, ${suite.failed} failed (${duration(suite.ms)})`);
  for (const failure of suite.failures ?? []) console.log(`      ✗ ${failure}`);
}
// Suites that ran side by side overlap, so this is the wall time, not their sum.
console.log(`  The whole run: ${duration(Date.now() - runStarted)}`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
