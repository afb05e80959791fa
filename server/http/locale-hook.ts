import type { FastifyInstance } from 'fastify';
import { parseLocale } from '../i18n/messages.ts';

/** Reads the answer language from Content-Language (spec §7), Indonesian by default. */
export function registerLocaleHook(app: FastifyInstance): void {
  app.decorateRequest('locale', 'id');
  app.addHook('onRequest', async (request) => {
    request.locale = parseLocale(request.headers['content-language']);
  });
}
