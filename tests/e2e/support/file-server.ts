import path from 'node:path';
import { inject } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** The browser tests' tile server: an address where nothing answers. */
export const UNREACHABLE_TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

let server: TestServer | undefined;

function current(): TestServer {
  if (!server) throw new Error('the browser test file has no server yet: call this inside a test or hook');
  return server;
}

/** The address of this file's server. */
export const serverUrl = () => current().url;

/** This file's server's database, for a test that sets up more data than a user would type. */
export const serverDatabase = () => current().database.db;

/** The folder this file's server writes its mails to (no SMTP_URL in the browser tests). */
export const serverMailDir = () => path.join(current().config.dataDir, 'mail');

/** Starts this file's product (tests/e2e/setup.ts, before each file). */
export async function startFileServer(): Promise<void> {
  server = await startTestServer(mainBackend, {
    SERVE_CLIENT: '1',
    CLIENT_DIR: inject('clientDir'),
    LOGIN_MAX_FAILURES: '50',
    LOGIN_MAX_FAILURES_PER_IP: '500',
    // Nothing listens on the discard port: no browser test reaches the internet for map tiles,
    // and one that wants tiles answers this address itself (page.route).
    MAP_TILE_URL: UNREACHABLE_TILES,
  });
}

/** Stops this file's product (tests/e2e/setup.ts, after each file). */
export async function stopFileServer(): Promise<void> {
  await server?.close();
  server = undefined;
}
