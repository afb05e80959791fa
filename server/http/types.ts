import type { Locale } from '../i18n/messages.ts';
import type { SignedInUser } from '../auth/profile.ts';
import type { TableVersions } from '../db/table-versions.ts';

export interface RequestAuth extends SignedInUser {
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of Content-Language (id or en) that answers are written in. */
    locale: Locale;
    /** The signed-in user; null on public routes called without a token. */
    auth: RequestAuth | null;
    /** The tables' change counters, read with the session; null without one. */
    tableVersions: TableVersions | null;
  }
  interface FastifyContextConfig {
    /** Open without a token (spec §2's public routes and their calls). */
    public?: boolean;
  }
}
