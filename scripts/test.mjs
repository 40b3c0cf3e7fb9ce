// Every test: type-check, unit and component tests (Vitest, jsdom), production builds of both targets,
// then the end-to-end tests in Chromium. Ends with one line « N passed, N failed » for CI.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

function step(name, command, args) {
  console.log(`\n━━ ${name} ━━`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (status !== 0) problems.push(name);
  return status === 0;
}

function count(file) {
  try {
    const report = JSON.parse(readFileSync(join(results, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrors ?? 0);
    return report.numTotalTests;
  } catch {
    return 0;
  }
}

const vitest = (name, extra) => [
  'vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, name)}`,
];

step('Type-check', 'npx', ['tsc', '--noEmit', '-p', '.']);
step('Unit and component tests', 'npx', vitest('unit.json', []));
if (count('unit.json') === 0) problems.push('no unit test ran');
if (step('Production builds', 'npm', ['run', '--silent', 'build'])) {
  step('End-to-end tests (Chromium)', 'npx', vitest('e2e.json', ['--config', 'tests/e2e/vitest.config.ts']));
  if (count('e2e.json') === 0) problems.push('no end-to-end test ran');
}

if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
