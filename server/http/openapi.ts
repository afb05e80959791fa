import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import manifest from '../../package.json';

/**
 * The OpenAPI description of every /api route, made by @fastify/swagger from the routes' own
 * schemas (common/wire/), and served at GET /api/docs/json to signed-in users. Registered
 * before the routes, as it collects each one when it is added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Manpower admin API', version: manifest.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Public routes (spec §2's and their calls) need no token.
    transform: ({ schema, url, route }) => ({ schema: route.config?.public ? { ...schema, security: [] } : schema, url }),
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
