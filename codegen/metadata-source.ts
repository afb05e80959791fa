import { type DatabaseSchema, loadDatabaseSchema, readDatabaseSchema } from './db-schema.ts';
import type { PulledMetadata } from './gen-model.ts';
import { startLocalServer } from './local-server.ts';
import { pullMetadata, signIn } from './pull.ts';

/** Where codegen reads the models from. */
export interface SourceOptions {
  /** A running server's base URL; none starts one in-process on a throwaway database. */
  server?: string;
  /** Bearer token for `server`; defaults to the CODEGEN_TOKEN environment variable. */
  token?: string;
  /** Only these models (tests); all of them by default. */
  only?: readonly string[];
}

/** What `npm run codegen` generates from: the models' metadata and the migrated database's schema. */
export interface Sources {
  metadata: PulledMetadata;
  schema: DatabaseSchema;
}

/**
 * Pulls the gen-model metadata over HTTP, from the given server or from one started for
 * the occasion (and closed again, whatever happens), and reads the schema of a database
 * migrated from this checkout: the started server's own, or a throwaway one.
 */
export async function loadSources(options: SourceOptions = {}): Promise<Sources> {
  if (options.server) {
    const token = options.token ?? process.env.CODEGEN_TOKEN;
    if (!token) throw new Error('codegen: --server needs a Bearer token: pass --token or set CODEGEN_TOKEN.');
    const metadata = await pullMetadata({ url: options.server, token }, options.only);
    return { metadata, schema: await loadDatabaseSchema() };
  }
  const server = await startLocalServer();
  try {
    const token = await signIn(server.url, server.username, server.password);
    const metadata = await pullMetadata({ url: server.url, token }, options.only);
    return { metadata, schema: await readDatabaseSchema(server.db) };
  } finally {
    await server.close();
  }
}
