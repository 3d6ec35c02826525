// `npm test`: every check and test of the repository, ending with one line that sums them all:
// "N passed, M failed". Lint, type-check and the build (web app and API server, both of which the
// browser tests run) count as one check each; every test of every Vitest project (unit, web, API
// on PGlite and on PostgreSQL, browser) counts as one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'var/test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

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

function vitest(label, outputName, projectArgs) {
  const outputFile = path.join(resultsDir, `${outputName}.json`);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  if (!fs.existsSync(outputFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no failed test, but the run still failed.
  if (!ok && report.numFailedTests === 0) {
    failed += 1;
    failures.push(`${label} (run failed outside any test)`);
  } else if (report.numFailedTests > 0) failures.push(label);
}

check('lint and format', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
check('type-check', 'npm', ['run', '--silent', 'typecheck']);
const built = run('build', 'npm', ['run', '--silent', 'build']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build');
}
vitest('unit, web and API tests', 'suite', ['--project', '!e2e']);
if (built) vitest('browser tests', 'e2e', ['--project', 'e2e']);

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
if (passed + failed === 0) failed = 1; // a run that checked nothing must not pass
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
