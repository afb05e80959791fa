import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../errors.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { loadSignedInUser } from '../auth/profile.ts';
import type { RequestAuth } from './types.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function resolveAuth(db: Database, token: string): Promise<RequestAuth | null> {
  const session = await findSessionUser(db, token);
  if (!session) return null;
  return { sessionId: session.sessionId, ...(await loadSignedInUser(db, session.user)) };
}

/**
 * Resolves the Bearer token of every /api call. Routes not marked public
 * answer 401 without a live session; permissions are read afresh on each
 * call, so a role change applies on the user's next request.
 */
export function registerAuthHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    request.auth = token ? await resolveAuth(db, token) : null;
    if (!request.auth && !request.routeOptions.config?.public) throw unauthenticated();
  });
}
