// Every test: type-check, unit and component tests (Vitest), production builds of the website and the three
// extensions, Mozilla's linter on the Firefox build, then the end-to-end tests in Chromium and Firefox ESR, and the
// extension's own again on the Edge build. Ends with one line « N passed, N failed » for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** The store page the test build links to (any Chrome Web Store detail address). */
const TEST_STORE_URL = 'https://chromewebstore.google.com/detail/outilo/abcdefghijklmnopabcdefghijklmnop';
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];
/** « file › test » of every failed test, printed again at the very end: CI keeps only the log's tail. */
const failedTests = [];

/**
 * CPU seconds the whole machine has spent busy (Linux; 0 elsewhere). Not this process's children's time: part of
 * Chromium's processes are not among those it waits for, and about half the end-to-end step's work was left out.
 */
function machineCpu() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return 0;
  }
}
/** Each step's wall and CPU time, printed at the end: the CPU time is what compares between days of the machine. */
const timings = [];

function step(name, command, args, env = process.env) {
  console.log(`\n━━ ${name} ━━`);
  const start = performance.now();
  const cpu = machineCpu();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  timings.push(`  ${name}: ${Math.round((performance.now() - start) / 1000)} s, CPU ${Math.round(machineCpu() - cpu)} s`);
  if (status !== 0) problems.push(name);
  return status === 0;
}

function count(file) {
  try {
    const report = JSON.parse(readFileSync(join(results, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrors ?? 0);
    for (const result of report.testResults ?? []) {
      const name = result.name.replace(`${root}/`, '');
      const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of tests) failedTests.push(`${name} › ${test.fullName}: ${(test.failureMessages ?? [])[0]?.split('\n')[0] ?? ''}`);
      if (!tests.length && result.status === 'failed') failedTests.push(`${name}: ${result.message?.split('\n')[0] ?? 'failed'}`);
    }
    return report.numTotalTests;
  } catch {
    return 0;
  }
}

const vitest = (name, extra) => [
  'vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, name)}`,
];

// The browsers of the end-to-end tests, and zbar (a second QR decoder, that checks what the QR tool's files hold):
// Debian's packages, installed here when missing and we are root with apt-get (a fresh machine), otherwise the exact
// command is printed and the e2e step fails.
const BROWSERS = [
  { name: 'Chromium', path: process.env.CHROME_PATH ?? '/usr/bin/chromium', variable: 'CHROME_PATH', apt: 'chromium' },
  { name: 'Chromium headless shell', path: process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell', variable: 'CHROME_SHELL_PATH', apt: 'chromium-headless-shell' },
  { name: 'Firefox ESR', path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', variable: 'FIREFOX_PATH', apt: 'firefox-esr' },
  { name: 'zbar', path: process.env.ZBARIMG_PATH ?? '/usr/bin/zbarimg', variable: 'ZBARIMG_PATH', apt: 'zbar-tools' },
];
function ensureBrowsers() {
  const missing = () => BROWSERS.filter((browser) => !existsSync(browser.path));
  if (!missing().length) return true;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt) {
    const packages = missing().map((browser) => browser.apt);
    console.log(`\n━━ Installing Debian's ${missing().map((browser) => browser.name).join(' and ')} ━━`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
    if (ok && !missing().length) return true;
  }
  for (const browser of missing()) {
    console.log(`\n${browser.name} is needed for the end-to-end tests and ${browser.path} is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${browser.apt}\n(or set ${browser.variable} to its binary).`);
  }
  return false;
}

step('Type-check', 'npx', ['tsc', '--noEmit', '-p', '.']);
step('Unit and component tests', 'npx', vitest('unit.json', []));
if (count('unit.json') === 0) problems.push('no unit test ran');
// The test build names a store page so that the install pop-up can be tested (it is hidden without one).
const buildEnv = { ...process.env, VITE_EXTENSION_STORE_URL: process.env.VITE_EXTENSION_STORE_URL || TEST_STORE_URL };
if (step('Production builds', 'npm', ['run', '--silent', 'build'], buildEnv)) {
  step('addons-linter on the Firefox build', 'node', ['scripts/lint-firefox.mjs']);
  if (!ensureBrowsers()) problems.push('a browser is missing');
  else {
    const e2e = ['--config', 'tests/e2e/vitest.config.ts'];
    step('End-to-end tests (Chromium: website, Chrome build; Firefox ESR: Firefox build)', 'npx', vitest('e2e.json', e2e), buildEnv);
    if (count('e2e.json') === 0) problems.push('no end-to-end test ran');
    // Edge is Chromium, and its build differs from Chrome's by one flag: the extension's own files run again on it
    // (popup, full-tab page, service worker, storage); the tools' cases, the same code on the same engine, do not.
    const edgeFiles = readdirSync(join(root, 'tests/e2e'))
      .filter((file) => file.endsWith('extension.e2e.test.ts') && !file.startsWith('firefox'))
      .map((file) => `tests/e2e/${file}`);
    step('End-to-end tests of the extension on the Edge build (Chromium)', 'npx', vitest('e2e-edge.json', [...e2e, ...edgeFiles]), {
      ...buildEnv,
      OUTILO_EXTENSION: 'edge-mv3',
    });
    if (count('e2e-edge.json') === 0) problems.push('no end-to-end test ran on the Edge build');
  }
}

console.log(`\nTime per step (wall, CPU of the machine, user + system):\n${timings.join('\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ✗ ${test}`).join('\n')}`);
if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
