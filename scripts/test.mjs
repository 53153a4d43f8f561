// Every check of the project, in one command: typecheck, lint, format, unit/component/API tests on
// SQLite, the API and site server suites again on a throwaway PostgreSQL, the production build, and the E2E
// suite in Chromium, then every route hydrated with React's development build, and a production
// install (npm ci --omit=dev) of the built site that must serve server-rendered pages. Ends with
// one line: "N passed, N failed".
import './require-node.mjs';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const totals = { passed: 0, failed: 0 };
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
  totals.passed += report.numPassedTests;
  totals.failed += failed;
  summary.push(`${label}: ${report.numPassedTests} passed, ${failed} failed (${seconds} s)`);
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
  totals.failed += 1;
  summary.push('API and site server tests (PostgreSQL): FAILED, no PostgreSQL server binaries found (set PG_BIN)');
}

// The shared-ui catalogue: Storybook builds and every story renders in Chromium.
check('component catalogue (Storybook)', 'node', ['scripts/catalogue.mjs']);

const build = run('production build', 'npm', ['run', 'build', '--silent']);
totals[build.ok ? 'passed' : 'failed'] += 1;
summary.push(`production build: ${build.ok ? 'passed' : 'FAILED'} (${build.seconds} s)`);

if (build.ok) {
  // The built site installed with --omit=dev into a clean copy, configured by .env, started with npm start.
  check('production install serves server-rendered pages', 'node', ['scripts/production-install.mjs']);
}

if (build.ok) {
  fs.rmSync('test-results/e2e-results.json', { force: true });
  const e2e = run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
  const stats = readJson('test-results/e2e-results.json')?.stats;
  if (stats) {
    const failed = stats.unexpected + stats.flaky;
    totals.passed += stats.expected;
    totals.failed += failed + (e2e.ok || failed > 0 ? 0 : 1);
    summary.push(`end-to-end tests: ${stats.expected} passed, ${failed} failed (${e2e.seconds} s)`);
  } else {
    totals.failed += 1;
    summary.push(`end-to-end tests: FAILED to run (${e2e.seconds} s)`);
  }
}

if (build.ok) {
  // Every route hydrated once with React's development build (its own build and server).
  fs.rmSync('test-results/hydration-results.json', { force: true });
  const hydration = run('hydration check (development React)', 'npx', ['playwright', 'test', '-c', 'playwright.hydration.config.ts']);
  const stats = readJson('test-results/hydration-results.json')?.stats;
  if (stats) {
    const failed = stats.unexpected + stats.flaky;
    totals.passed += stats.expected;
    totals.failed += failed + (hydration.ok || failed > 0 ? 0 : 1);
    summary.push(`hydration check: ${stats.expected} passed, ${failed} failed (${hydration.seconds} s)`);
  } else {
    totals.failed += 1;
    summary.push(`hydration check: FAILED to run (${hydration.seconds} s)`);
  }
}

console.log(`\n${summary.join('\n')}`);
const tally = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync('test-results/tally.txt', `${tally}\n`);
console.log(tally);
process.exit(totals.failed > 0 ? 1 : 0);
