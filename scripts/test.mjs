// `npm test`: every check and test of the repository, ending with one line that sums them all:
// "N passed, M failed, K skipped". Lint, type-check and the build (web app and API server, both of
// which the browser tests run) count as one check each; every test of every Vitest project (unit,
// web, API on PGlite and on PostgreSQL, browser) counts as one. Skipped tests are those a database
// does not apply to (`runIf`) and, on a machine without them, the PostgreSQL project and the
// reference data's tests: the run says so above the last line, and with REQUIRE_ALL_TESTS=1 (set by
// `.ci/run`, whose machine has both) a missing one fails the run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'var/test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const startedAt = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// What this machine lacks, so part of the suite did not run at all.
const missing = [];
if (!hasPostgresServer())
  missing.push("PostgreSQL's server binaries (Debian's postgresql): the api-postgres project did not run");
if (!fs.existsSync(path.resolve(root, '../shared/data')))
  missing.push('the reference data at ../shared/data: the catalogue import tests were skipped');

// The same lookup as apps/api/test/support/postgres-binaries.ts, which vitest.config.ts uses.
function hasPostgresServer() {
  const dirs = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : [];
  return dirs.some(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/**
 * One Vitest run, started at once, its output passed through line by line behind `prefix` (two
 * runs share the terminal); resolves once it ended and its JSON report has been counted.
 */
function vitest(label, outputName, projectArgs, prefix) {
  const outputFile = path.join(resultsDir, `${outputName}.json`);
  const args = [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  process.stdout.write(`\n▶ ${label}: npx ${args.join(' ')}\n`);
  const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      countReport(label, outputFile, code === 0);
      resolve();
    });
  });
}

function countReport(label, outputFile, ok) {
  if (!fs.existsSync(outputFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  let filesFailedOutsideTests = 0;
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    const failedInside = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside its tests (a hook that timed out) leaves them skipped, not
    // failed: it counts as one failure, its reason on the file.
    if (file.status === 'failed' && failedInside.length === 0) {
      filesFailedOutsideTests += 1;
      failedTests.push(`${name}${reason(file.message)}`);
    }
    for (const test of failedInside)
      failedTests.push(`${name} > ${test.fullName}${reason(test.failureMessages?.[0])}`);
  }
  failed += filesFailedOutsideTests;
  slowFiles.push(
    ...report.testResults.map((file) => ({
      name: path.relative(root, file.name),
      ms: file.endTime - file.startTime,
    })),
  );
  // A file that fails to load has no failed test, but the run still failed.
  if (!ok && report.numFailedTests === 0 && filesFailedOutsideTests === 0) {
    failed += 1;
    failures.push(`${label} (run failed outside any test)`);
  } else if (report.numFailedTests > 0 || filesFailedOutsideTests > 0) failures.push(label);
}

/** The first line of a failure's message, indented under its test. */
const reason = (message) =>
  `\n      ${String(message ?? '')
    .split('\n')[0]
    .slice(0, 300)}`;

/** Every test file's time, for the list of the slowest at the end. */
const slowFiles = [];
/** Every failed test by file and name, repeated at the end: a long run's output is read from its tail. */
const failedTests = [];

check('lint and format', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
check('type-check', 'npm', ['run', '--silent', 'typecheck']);
const built = run('build', 'npm', ['run', '--silent', 'build']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build');
}
// Servers the API tests start run from the bundle just built (run-server-process.ts).
if (built) process.env.PARDEH_TEST_SERVER = 'built';
// The browser tests need the build, the others nothing: both run at once. Each waits on
// processes, databases and browsers often enough that, side by side on two cores, they end
// minutes sooner than one after the other (BENCHMARKS.md, "Test suite").
await Promise.all([
  vitest('unit, web and API tests', 'suite', ['--project', '!e2e'], '[api] '),
  built ? vitest('browser tests', 'e2e', ['--project', 'e2e'], '[e2e] ') : Promise.resolve(),
]);

const slowest = slowFiles.sort((a, b) => b.ms - a.ms).slice(0, 10);
process.stdout.write('\nThe 10 slowest test files:\n');
for (const file of slowest)
  process.stdout.write(`  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.name}\n`);

if (missing.length > 0) {
  const banner = '!'.repeat(72);
  process.stdout.write(`\n${banner}\nPART OF THE SUITE DID NOT RUN on this machine, for want of:\n`);
  for (const what of missing) process.stdout.write(`  - ${what}\n`);
  process.stdout.write(`${banner}\n`);
  if (process.env.REQUIRE_ALL_TESTS === '1') {
    failed += missing.length;
    failures.push('tests that must run here were missing (REQUIRE_ALL_TESTS=1)');
  }
}
if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
for (const test of failedTests) process.stdout.write(`  ✗ ${test}\n`);
if (passed + failed === 0) failed = 1; // a run that checked nothing must not pass
const minutes = (Date.now() - startedAt) / 60_000;
process.stdout.write(`\nThe suite took ${Math.floor(minutes)} min ${Math.round((minutes % 1) * 60)} s.\n`);
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 ? 1 : 0);
