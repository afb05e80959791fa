import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../errors.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { SignedInCache } from '../auth/signed-in-cache.ts';
import type { RequestAuth } from './types.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the Bearer token of every /api call. Routes not marked public answer 401
 * without a live session. One query per call reads the session, the user and the tables'
 * change counters; the role, department and permissions are read again only when a
 * counter of their tables moved, so a role change applies on the user's next request.
 */
export function registerAuthHook(app: FastifyInstance, db: Database): void {
  const signedIn = new SignedInCache();
  app.decorateRequest('auth', null);
  app.decorateRequest('tableVersions', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    const session = token ? await findSessionUser(db, token) : undefined;
    if (session) {
      const auth: RequestAuth = { sessionId: session.sessionId, ...(await signedIn.load(db, session.sessionId, session.user, session.versions)) };
      request.auth = auth;
      request.tableVersions = session.versions;
    } else {
      request.auth = null;
    }
    if (!request.auth && !request.routeOptions.config?.public) throw unauthenticated();
  });
}
