import type { FastifyInstance } from 'fastify';

/** The calls a separate single-sign-on base serves (spec §7): sign-in and the identity provider's token exchange. */
const SSO_PATHS = new Set(['/api/login', '/api/oauth/verify-oauth-sso-token']);

/**
 * Lets the app, served from another origin, make the SSO calls here when this server is
 * its separate SSO base (SSO_API_BASE on that app, SSO_ALLOWED_ORIGINS here): each allowed
 * origin gets the CORS answer for those two calls only, and nothing else changes. The
 * preflight answers before the routes, which take no OPTIONS.
 */
export function registerSsoCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.includes(origin) || !SSO_PATHS.has(request.url.split('?')[0] ?? '')) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method !== 'OPTIONS') return;
    reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'Content-Type, X-Requested-With, Content-Language, Authorization')
      .header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
