// The whole suite behind `npm test`: static checks, the unit and server tests, then the browser
// tests, and one summary line.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const testsReport = '.tmp/vitest-report-unit-server.json';
const browserReport = '.tmp/vitest-report-e2e.json';
// A run that dies before writing its report must not be read from an earlier run's.
for (const file of [report, testsReport, browserReport]) rmSync(file, { force: true });
const vitest = (projects, output) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${output}`,
];

// The unit and server tests start beside the static checks, which run one after another (one
// core's load); the browser tests start when the unit and server tests end. Each test project
// keeps both cores busy on its own: run side by side they took 19 minutes on two cores, against
// about 4 and 9 minutes alone, as switching between so many processes and waiting on each
// other's answers cost more than the overlap saved.
const staticChecks = (async () => {
  const results = [];
  for (const check of checks) results.push(await runQuietly(...check));
  return results;
})();
const tests = runQuietly('unit and server tests', npx, vitest(['unit', 'server', 'server-isolated'], testsReport));
const browser = tests.then(() => runQuietly('browser tests (after the unit and server tests)', npx, vitest(['e2e'], browserReport)));

const results = await staticChecks;
for (const { label, output } of results) process.stdout.write(`\n== ${label}\n${output}`);
const failedChecks = results.filter((result) => !result.ok).length;
const testsResult = await tests;
process.stdout.write(`\n== ${testsResult.label}\n${testsResult.output}`);
const testsOk = testsResult.ok;
const browserResult = await browser;
process.stdout.write(`\n== ${browserResult.label}\n${browserResult.output}`);

/** Two vitest JSON reports as one: counts added, lists joined, the earlier start, success only if both. */
function merge(a, b, key) {
  if (key === 'startTime') return Math.min(a, b);
  if (key === 'success') return a && b;
  if (Array.isArray(a)) return [...a, ...b];
  if (typeof a === 'number') return a + b;
  if (typeof a === 'boolean') return a || b;
  if (a && typeof a === 'object') return Object.fromEntries(Object.keys({ ...a, ...b }).map((name) => [name, name in a && name in b ? merge(a[name], b[name], name) : (a[name] ?? b[name])]));
  return a;
}

let passed = 0;
let failed = failedChecks;
let skipped = 0;
let summary;
for (const [output, ok] of [
  [testsReport, testsOk],
  [browserReport, browserResult.ok],
]) {
  try {
    const part = JSON.parse(readFileSync(output, 'utf8'));
    summary = summary ? merge(summary, part) : part;
    if (!ok && part.numFailedTests === 0) failed += 1;
  } catch {
    failed += 1;
  }
}
if (summary) {
  // One report of the whole run, as a single vitest run writes it.
  writeFileSync(report, JSON.stringify(summary));
  passed = summary.numPassedTests;
  failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  skipped = summary.numPendingTests + summary.numTodoTests;
  // vitest exits 0 having run nothing when a global setup never settles: every test file on
  // disk must appear in the reports, or the run fails naming the ones that did not run.
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
process.exit(failed === 0 && testsOk && browserResult.ok ? 0 : 1);
