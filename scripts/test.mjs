// The whole suite behind `npm test`: static checks, then every vitest project
// (unit, server on PGlite and PostgreSQL, browser), then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const run = (label, command, args) => {
  process.stdout.write(`\n== ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return result.status === 0;
};

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const checks = [
  ['typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck server', npx, ['tsc', '-p', 'tsconfig.server.json', '--noEmit']],
  ['lint', npx, ['eslint', '.']],
  // generated/ must match what the server's models generate today (drift is a CI failure).
  ['codegen:check', npx, ['tsx', 'codegen/cli.ts', 'check']],
];
/** Runs one check with its output kept, so checks can run side by side and still print whole. */
const runQuietly = (label, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { shell: false });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ label, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ label, ok: code === 0, output }));
  });

// The static checks do not depend on each other: two at a time keep both cores busy.
const results = [];
for (let index = 0; index < checks.length; index += 2) {
  results.push(...(await Promise.all(checks.slice(index, index + 2).map((check) => runQuietly(...check)))));
}
for (const { label, output } of results) process.stdout.write(`\n== ${label}\n${output}`);
const failedChecks = results.filter((result) => !result.ok).length;

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
const testsOk = run('tests', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

let passed = 0;
let failed = failedChecks;
let skipped = 0;
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  skipped = summary.numPendingTests + summary.numTodoTests;
  if (!testsOk && summary.numFailedTests === 0) failed += 1;
} catch {
  failed += 1;
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed === 0 && testsOk ? 0 : 1);
