import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, unauthenticated } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { SignedInCache } from '../auth/signed-in-cache.ts';
import { PendingCaller } from '../auth/pending-caller.ts';
import { hashToken } from '../auth/tokens.ts';
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
 * A route marked `sessionInQuery` takes a remembered session on trust and checks it in its
 * own first statement (PendingCaller), a round trip less.
 */
export function registerAuthHook(app: FastifyInstance, db: Database): void {
  const signedIn = new SignedInCache();
  app.decorateRequest('auth', null);
  app.decorateRequest('tableVersions', null);
  app.decorateRequest('pendingCaller', null);

  const authenticate = async (request: FastifyRequest, tokenHash: string): Promise<RequestAuth | null> => {
    const session = await findSessionUser(db, tokenHash);
    request.auth = session
      ? { sessionId: session.sessionId, ...(await signedIn.load(db, tokenHash, session.sessionId, session.user, session.versions)) }
      : null;
    request.tableVersions = session?.versions ?? null;
    return request.auth;
  };

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    const tokenHash = token === undefined ? undefined : hashToken(token);
    const known = tokenHash !== undefined && request.routeOptions.config?.sessionInQuery ? signedIn.known(tokenHash) : undefined;
    if (known) {
      request.auth = { sessionId: known.sessionId, ...known.signedIn };
      request.pendingCaller = new PendingCaller(tokenHash!, known, () => authenticate(request, tokenHash!));
      return;
    }
    if (tokenHash !== undefined) await authenticate(request, tokenHash);
    if (!request.auth && !request.routeOptions.config?.public) throw unauthenticated();
  });
}

/**
 * The net under `sessionInQuery` routes: an answer that leaves before the route's statement
 * checked the session (an error before it) waits for the full check, and a session no longer
 * live gets the 401 instead. Registered before compression, so it sees the answer as written.
 */
export function registerPendingCallerNet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.pendingCaller;
    if (!pending || pending.settled) return payload;
    try {
      await pending.inFull();
      return payload;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
      void reply.status(401).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ message: translate(request.locale, error.messageKey, error.params) });
    }
  });
}
