import { errorAnswers } from '../../common/wire/error.ts';
import { AppConfigAnswer, HealthAnswer } from '../../common/wire/system.ts';
import type { AppConfig } from '../config.ts';
import { type Database, isDatabaseReachable } from '../db/database.ts';
import type { TypedApp } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';

/** Health and the public application configuration (spec §1). */
export async function systemRoutes(app: TypedApp, options: { config: AppConfig; db: Database }) {
  const { config, db } = options;

  app.get('/health', { config: { public: true }, schema: { response: { 200: HealthAnswer, 503: HealthAnswer, ...errorAnswers } } }, async (request, reply) => {
    if (await isDatabaseReachable(db)) {
      return { message: translate(request.locale, 'health_ok'), data: { database: 'up' as const } };
    }
    return reply.status(503).send({ message: translate(request.locale, 'database_down'), data: { database: 'down' } });
  });

  app.get('/app-config', { config: { public: true }, schema: { response: { 200: AppConfigAnswer, ...errorAnswers } } }, async () => ({
    data: {
      app_code: config.appCode,
      app_name: config.appName,
      company_name: config.companyName,
      guide_link: config.guideLink,
      features: config.features,
      mobile_apps: { android: config.androidAppUrl, ios: config.iosAppUrl },
      map: { tile_url: config.map.tileUrl, tile_attribution: config.map.tileAttribution, geocoder_url: config.map.geocoderUrl },
      sso_api_base: config.sso.apiBase,
    },
  }));
}
