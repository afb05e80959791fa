import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError, unauthenticated } from '../errors.ts';
import { parseLocale, translate } from '../i18n/messages.ts';
import { signIn } from './sign-in.ts';
import { revokeSession } from './sessions.ts';
import { Throttle } from './throttle.ts';

interface LoginBody {
  username?: string;
  password?: string;
  app_code?: string;
}

const loginSchema = {
  body: {
    type: 'object',
    properties: {
      username: { type: 'string', maxLength: 200 },
      password: { type: 'string', maxLength: 200 },
      app_code: { type: 'string', maxLength: 100 },
    },
  },
} as const;

/** Sign-in, sign-out, the signed-in profile and language (the account flows live in server/accounts). */
export async function authRoutes(app: FastifyInstance, options: { config: AppConfig; db: Database }) {
  const { config, db } = options;
  const throttle = new Throttle(db);

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema, config: { public: true } }, async (request) => {
    const username = request.body?.username?.trim() ?? '';
    const password = request.body?.password ?? '';
    if (!username || !password.trim()) throw new AppError(422, 'login_required');
    if (config.features.sso && request.body?.app_code !== config.appCode) throw new AppError(422, 'login_wrong_app');
    const result = await signIn({ db, config, throttle }, {
      username,
      password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { message: translate(request.locale, 'login_success'), ...result };
  });

  app.post('/logout', async (request) => {
    if (!request.auth) throw unauthenticated();
    await revokeSession(db, request.auth.sessionId);
    return { message: translate(request.locale, 'logout_success') };
  });

  app.get('/me', async (request) => {
    if (!request.auth) throw unauthenticated();
    return { data: { user: request.auth.profile, permissions: request.auth.permissions } };
  });

  app.get<{ Querystring: { lang?: string } }>(
    '/change-locale',
    {
      config: { public: true },
      schema: { querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['id', 'en'] } } } },
    },
    async (request) => {
      const locale = parseLocale(request.query.lang);
      if (request.auth) {
        await db.updateTable('users').set({ locale }).where('id', '=', request.auth.profile.id).execute();
      }
      return { message: translate(locale, 'locale_changed'), data: { locale } };
    },
  );
}
