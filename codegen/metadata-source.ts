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

/**
 * Pulls the gen-model metadata over HTTP, from the given server or from one
 * started for the occasion (and closed again, whatever happens).
 */
export async function loadMetadata(options: SourceOptions = {}): Promise<PulledMetadata> {
  if (options.server) {
    const token = options.token ?? process.env.CODEGEN_TOKEN;
    if (!token) throw new Error('codegen: --server needs a Bearer token: pass --token or set CODEGEN_TOKEN.');
    return pullMetadata({ url: options.server, token }, options.only);
  }
  const server = await startLocalServer();
  try {
    const token = await signIn(server.url, server.username, server.password);
    return await pullMetadata({ url: server.url, token }, options.only);
  } finally {
    await server.close();
  }
}
