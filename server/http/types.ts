import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Locale } from '../i18n/messages.ts';
import type { SignedInUser } from '../auth/profile.ts';
import type { TableVersions } from '../db/table-versions.ts';
import type { PendingCaller } from '../auth/pending-caller.ts';

export interface RequestAuth extends SignedInUser {
  sessionId: number;
}

/**
 * The app as routes see it: a route's TypeBox schemas (common/wire/) type its params, query,
 * body and answer, so the wire types the client and codegen import are the ones checked here.
 */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of Content-Language (id or en) that answers are written in. */
    locale: Locale;
    /** The signed-in user; null on public routes called without a token. */
    auth: RequestAuth | null;
    /** The tables' change counters, read with the session; null without one. */
    tableVersions: TableVersions | null;
    /** On a `sessionInQuery` route, the remembered caller its statement must confirm; null otherwise. */
    pendingCaller: PendingCaller | null;
  }
  interface FastifyContextConfig {
    /** Open without a token (spec §2's public routes and their calls). */
    public?: boolean;
    /** The handler checks the session in its own first statement through `request.pendingCaller`. */
    sessionInQuery?: boolean;
  }
}
