// The whole suite behind `npm test`: static checks, then every vitest project
// (unit, server on PGlite and PostgreSQL, browser), then one summary line.
import { spawnSync } from 'node:child_process';
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
let failedChecks = 0;
for (const [label, command, args] of checks) if (!run(label, command, args)) failedChecks += 1;

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
