// Every check of the project, in one command: typecheck, lint, format, unit/component/API tests on
// SQLite, the API and site server suites again on a throwaway PostgreSQL, the production build, and the E2E
// suite in Chromium, then every route hydrated with React's development build, and a production
// install (npm ci --omit=dev) of the built site that must serve server-rendered pages. Ends with
// one line: "N passed, N failed". Skipped and todo tests are counted and printed above it; a suite
// that could not run (because the build it needs failed) is printed as not run and counts as failed.
import './require-node.mjs';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const totals = { passed: 0, failed: 0, skipped: 0, todo: 0 };
const notRun = [];
const summary = [];
fs.mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${label}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestSuite(label, outputFile, extraArgs = [], env = {}) {
  fs.rmSync(outputFile, { force: true });
  const { ok, seconds } = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...extraArgs],
    env,
  );
  const report = readJson(outputFile);
  if (!report) {
    totals.failed += 1;
    summary.push(`${label}: FAILED to run (${seconds} s)`);
    return;
  }
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  count(label, { passed: report.numPassedTests, failed, skipped: report.numPendingTests, todo: report.numTodoTests }, seconds);
}

/** Adds one suite's figures to the totals and its line to the summary. */
function count(label, { passed, failed, skipped = 0, todo = 0 }, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  totals.todo += todo;
  const unrun = [skipped && `${skipped} skipped`, todo && `${todo} todo`].filter(Boolean);
  summary.push(`${label}: ${passed} passed, ${failed} failed${unrun.map((part) => `, ${part}`).join('')} (${seconds} s)`);
}

/** A suite that could not run: printed as such, and the run fails. */
function notRunSuite(label, reason) {
  totals.failed += 1;
  notRun.push(label);
  summary.push(`${label}: NOT RUN (${reason})`);
}

/** A Playwright run, counted from its JSON report. */
function playwrightSuite(label, resultsFile, args) {
  fs.rmSync(resultsFile, { force: true });
  const { ok, seconds } = run(label, 'npx', ['playwright', 'test', ...args]);
  const stats = readJson(resultsFile)?.stats;
  if (!stats) {
    totals.failed += 1;
    summary.push(`${label}: FAILED to run (${seconds} s)`);
    return;
  }
  const failed = stats.unexpected + stats.flaky;
  count(label, { passed: stats.expected, failed: failed + (ok || failed > 0 ? 0 : 1), skipped: stats.skipped }, seconds);
}

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', 'npm', ['run', 'lint', '--silent']);
check('format (Prettier)', 'npm', ['run', 'format:check', '--silent']);
vitestSuite('unit, component and API tests (SQLite)', 'test-results/vitest.json');

const postgres = await startPostgres().catch((error) => {
  console.error('PostgreSQL could not start:', error.message);
  return undefined;
});
if (postgres) {
  try {
    vitestSuite('API and site server tests (PostgreSQL)', 'test-results/vitest-postgres.json', ['--project', 'api', '--project', 'shell-server'], {
      TEST_DATABASE_URL: postgres.url,
    });
  } finally {
    postgres.stop();
  }
} else {
  notRunSuite('API and site server tests (PostgreSQL)', 'PostgreSQL could not start; set PG_BIN to its server binaries');
}

// The @minibar/ui catalogue: Storybook builds and every story renders in Chromium.
check('component catalogue (Storybook)', 'node', ['scripts/catalogue.mjs']);

const build = run('production build', 'npm', ['run', 'build', '--silent']);
totals[build.ok ? 'passed' : 'failed'] += 1;
summary.push(`production build: ${build.ok ? 'passed' : 'FAILED'} (${build.seconds} s)`);

const afterBuild = {
  // The built site installed with --omit=dev into a clean copy, configured by .env, started with npm start.
  'production install serves server-rendered pages': (label) => check(label, 'node', ['scripts/production-install.mjs']),
  // The previous release's shell with these remotes, and this shell with its remotes.
  'version skew with the previous release': (label) => check(label, 'node', ['scripts/version-skew.mjs']),
  'end-to-end tests (Chromium)': (label) => playwrightSuite(label, 'test-results/e2e-results.json', []),
  // Every route hydrated once with React's development build (its own build and server).
  'hydration check (development React)': (label) =>
    playwrightSuite(label, 'test-results/hydration-results.json', ['-c', 'playwright.hydration.config.ts']),
};
for (const [label, runSuite] of Object.entries(afterBuild)) {
  if (build.ok) runSuite(label);
  else notRunSuite(label, 'the production build failed');
}

console.log(`\n${summary.join('\n')}`);
const unrun = [
  `${totals.skipped} skipped`,
  `${totals.todo} todo`,
  `${notRun.length} suite${notRun.length === 1 ? '' : 's'} not run${notRun.length ? ` (${notRun.join(', ')})` : ''}`,
];
console.log(`\nNot counted as passed: ${unrun.join(', ')}`);
const tally = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync('test-results/tally.txt', `${tally}\n`);
console.log(tally);
process.exit(totals.failed > 0 ? 1 : 0);
