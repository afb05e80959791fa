import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/database.ts';
import { prepareDatabase } from '../server/db/prepare.ts';

/** A server codegen started itself, with the credentials of its own super user. */
export interface LocalServer {
  url: string;
  username: string;
  password: string;
  /** Its database, migrated to the latest version. */
  db: Database;
  close(): Promise<void>;
}

/**
 * Starts the real API in-process on a throwaway in-memory embedded database,
 * with no demo data and a super user whose password is random and never shown.
 */
export async function startLocalServer(): Promise<LocalServer> {
  const username = 'codegen';
  const password = randomBytes(24).toString('base64url');
  const config = loadConfig({ SEED_DEMO: '0', SERVE_CLIENT: '0', ADMIN_USERNAME: username, ADMIN_PASSWORD: password });
  const db = await openDatabase({});
  try {
    await prepareDatabase(db, config);
    const app = await buildApp({ config, db });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('codegen: the local server did not report its port');
    return {
      url: `http://127.0.0.1:${address.port}`,
      username,
      password,
      db,
      async close() {
        await app.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
