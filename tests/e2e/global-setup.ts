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
  }
}

/** Builds the client once and serves it with the API on an in-memory database for every browser test. */
export default async function setup(project: TestProject) {
  chromiumPath();
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('vite build failed; the browser tests need the built client');

  // A data folder of its own, so mails (and any file the server writes) never land in ./data.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manpower-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '1', DEMO_SCALE: 'small', LOGIN_MAX_FAILURES: '50', LOGIN_MAX_FAILURES_PER_IP: '500' });
  const db = await openDatabase({});
  await prepareDatabase(db, config);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('test server has no address');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('mailDir', path.join(dataDir, 'mail'));

  return async () => {
    await app.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  };
}
