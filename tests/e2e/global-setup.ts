import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { mainBackend, shareDatabaseTemplates } from '../support/database.ts';
import { chromiumPath } from '../support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The client built for this run (its own folder, so runs side by side never share one). */
    clientDir: string;
  }
}

/**
 * Builds what `npm run build` does: the client into a folder of this run's own, and the server
 * bundle the start-smoke test runs (build/server/main.mjs, where the server finds its files).
 */
async function buildProduct(outDir: string): Promise<void> {
  const steps: [string, string[]][] = [
    ['node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir']],
    ['node', ['scripts/precompress.mjs', outDir]],
    ['node', ['scripts/build-server.mjs']],
  ];
  for (const [command, args] of steps) {
    // Vitest sets NODE_ENV=test, which would build React's development bundle.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    const status = await new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(null));
      child.once('close', resolve);
    });
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed; the browser tests need the built product`);
  }
}

/**
 * Builds the client once, and migrates and seeds once the database every browser test
 * file serves a copy of (support/file-server.ts): files run side by side, each on data of its own.
 * In a run with the server tests (`npm test`), the templates are theirs: made once for both.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  const clientDir = await mkdtemp(path.join(tmpdir(), 'manpower-e2e-client-'));
  const templates = shareDatabaseTemplates([mainBackend]);
  // The seed runs while the client builds: the one waits on vite's process, the other on the database.
  const [built, made] = await Promise.allSettled([buildProduct(clientDir), templates.made]);
  if (built.status === 'rejected' || made.status === 'rejected') {
    // The failure is what the run must report, not a failing clean-up after it.
    await templates.release().catch(() => undefined);
    await rm(clientDir, { recursive: true, force: true });
    throw built.status === 'rejected' ? built.reason : (made as PromiseRejectedResult).reason;
  }
  project.provide('clientDir', clientDir);
  project.provide('databaseTemplates', made.value);

  return async () => {
    await templates.release();
    await rm(clientDir, { recursive: true, force: true });
  };
}
