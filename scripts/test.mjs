// The whole suite behind `npm test`: static checks, the unit and server tests, then the browser
// tests, and one summary line.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const checks = [
  ['typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck server', npx, ['tsc', '-p', 'tsconfig.server.json', '--noEmit']],
  ['lint', npx, ['eslint', '.']],
  // generated/ must match what the server's models generate today (drift is a CI failure).
  ['codegen:check', npx, ['tsx', 'codegen/cli.ts', 'check']],
];

/** Runs one command with its output kept, so commands can run side by side and still print whole. */
const runQuietly = (label, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { shell: false });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ label, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ label, ok: code === 0, output }));
  });

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
// A run that dies before writing its report must not be read from an earlier run's.
rmSync(report, { force: true });

// The tests start beside the static checks, which run one after another (one core's load). The
// tests are one vitest run: the browser tests start when the unit and server tests have ended
// (vitest.config.ts: sequence.groupOrder) and copy their databases from the same templates.
// Each test project keeps both cores busy on its own: run side by side they took 19 minutes on
// two cores, against about 4 and 9 minutes alone, as switching between so many processes and
// waiting on each other's answers cost more than the overlap saved.
const staticChecks = (async () => {
  const results = [];
  for (const check of checks) results.push(await runQuietly(...check));
  return results;
})();
const tests = runQuietly('unit, server and browser tests', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

const results = await staticChecks;
for (const { label, output } of results) process.stdout.write(`\n== ${label}\n${output}`);
const failedChecks = results.filter((result) => !result.ok).length;
const testsResult = await tests;
process.stdout.write(`\n== ${testsResult.label}\n${testsResult.output}`);

let passed = 0;
let failed = failedChecks;
let skipped = 0;
let summary;
try {
  summary = JSON.parse(readFileSync(report, 'utf8'));
  if (!testsResult.ok && summary.numFailedTests === 0) failed += 1;
} catch {
  failed += 1;
}
if (summary) {
  passed = summary.numPassedTests;
  failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  skipped = summary.numPendingTests + summary.numTodoTests;
  // vitest exits 0 having run nothing when a global setup never settles: every test file on
  // disk must appear in the report, or the run fails naming the ones that did not run.
  const ran = new Set(summary.testResults.map((result) => result.name));
  const notRun = readdirSync('tests', { recursive: true })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.resolve('tests', file))
    .filter((file) => !ran.has(file));
  for (const file of notRun) process.stdout.write(`not run: ${path.relative('.', file)}\n`);
  failed += notRun.length;
  // The failures again, last, where a log cut to its tail still shows them.
  for (const file of summary.testResults) {
    const where = path.relative('.', file.name);
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) process.stdout.write(`failed: ${where}: ${file.message}\n`);
    for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
      const reason = (test.failureMessages[0] ?? '').split('\n')[0];
      process.stdout.write(`failed: ${where} > ${test.fullName}: ${reason}\n`);
    }
  }
}
for (const { label, ok } of results) if (!ok) process.stdout.write(`failed: ${label}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed === 0 && testsResult.ok ? 0 : 1);
