import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { chromiumPath } from '../support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the server writes mails as .eml files (no SMTP_URL in the browser tests). */
    mailDir: string;
    /** The client built for this run (its own folder, so runs side by side never share one). */
    clientDir: string;
  }
}

/** The browser tests' tile server: an address where nothing answers. */
export const UNREACHABLE_TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

/** Builds the client the way `npm run build` does, into a folder of this run's own. */
function buildClient(outDir: string): void {
  const steps: [string, string[]][] = [
    ['node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir']],
    ['node', ['scripts/precompress.mjs', outDir]],
  ];
  for (const [command, args] of steps) {
    // Vitest sets NODE_ENV=test, which would build React's development bundle.
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed; the browser tests need the built client`);
  }
}

/** Builds the client once and serves it with the API on an in-memory database for every browser test. */
export default async function setup(project: TestProject) {
  chromiumPath();
  // A data folder of its own, so mails (and any file the server writes) never land in ./data,
  // and a client build of its own, so a run never rewrites dist/ under another one.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manpower-e2e-'));
  const clientDir = path.join(dataDir, 'dist');
  buildClient(clientDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    SEED_DEMO: '1',
    DEMO_SCALE: 'small',
    LOGIN_MAX_FAILURES: '50',
    LOGIN_MAX_FAILURES_PER_IP: '500',
    // Nothing listens on the discard port: no browser test reaches the internet for map tiles,
    // and one that wants tiles answers this address itself (page.route).
    MAP_TILE_URL: UNREACHABLE_TILES,
  });
  const db = await openDatabase({});
  await prepareDatabase(db, config);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('test server has no address');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('mailDir', path.join(dataDir, 'mail'));
  project.provide('clientDir', clientDir);

  return async () => {
    await app.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  };
}
