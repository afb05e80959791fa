import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer, errors and private file downloads included, carries
 * Cache-Control: no-store: it holds a user's data or a token, which no browser
 * or proxy cache may keep. Set on send, so it holds whatever a route set before.
 */
export function registerNoStoreHook(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
