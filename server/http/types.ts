import type { Locale } from '../i18n/messages.ts';
import type { SignedInUser } from '../auth/profile.ts';

export interface RequestAuth extends SignedInUser {
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of Content-Language (id or en) that answers are written in. */
    locale: Locale;
    /** The signed-in user; null on public routes called without a token. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** Open without a token (spec §2's public routes and their calls). */
    public?: boolean;
  }
}
