import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { type Backend, type TestDatabase, createTestDatabase, testServerEnv } from './database.ts';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** A JSON call over HTTP; answers the status and the parsed body. */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  locale?: string;
  headers?: Record<string, string>;
}

/**
 * The real app on its own database, listening on a loopback port, with the demo seed: a copy
 * of the seeded template and its stored files, unless `env` asks for another seed.
 */
export async function startTestServer(backend: Backend, env: Record<string, string> = {}): Promise<TestServer> {
  // Each server keeps its uploads and mails in a folder of its own: servers of files running side
  // by side copied the seeded files into one shared ./data/uploads at once (EEXIST).
  const dataDir = env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'manpower-test-data-'));
  const config = loadConfig({ ...testServerEnv, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env });
  const fromSeeded = config.seedDemo && config.demoScale === testServerEnv.DEMO_SCALE;
  const database = await createTestDatabase(backend, fromSeeded ? 'seeded' : 'migrated');
  if (fromSeeded) await cp(inject('databaseTemplates')[backend]!.seededUploadDir, config.uploadDir, { recursive: true });
  // A copy of the seeded template is already what prepareDatabase makes of a database with these
  // settings (global-setup ran it so): running it again cost each server about a second of CPU,
  // and tests/server/db/prepare-again.test.ts shows a second run changes nothing.
  if (!fromSeeded || (config.adminUsername && config.adminPassword)) await prepareDatabase(database.db, config);
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return {
    url,
    app,
    database,
    config,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.locale) headers['content-language'] = options.locale;
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async close() {
      // The test is done with every answer; a keep-alive connection the server still counts as
      // busy is not closed by close(), which would then wait out its 72 s keep-alive timeout.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
