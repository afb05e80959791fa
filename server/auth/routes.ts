import type { FastifyRequest } from 'fastify';
import { ChangeLocaleAnswer, ChangeLocaleQuery, LoginAnswer, LoginBody, MeAnswer } from '../../common/wire/auth.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import { MessageAnswer } from '../../common/wire/values.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError, unauthenticated } from '../errors.ts';
import type { TypedApp } from '../http/types.ts';
import { parseLocale, translate } from '../i18n/messages.ts';
import { signIn } from './sign-in.ts';
import { revokeSession } from './sessions.ts';
import { Throttle } from './throttle.ts';

/**
 * POST /login's work, which the field app's sign-in shares: the username or email and password
 * checked (spec §5's 'Username & Password harus diisi', the application code when SSO is on),
 * then signIn's limits, account state and session. Answers spec §3's login response.
 */
export async function passwordLogin(deps: { db: Database; config: AppConfig; throttle: Throttle }, request: Pick<FastifyRequest, 'ip' | 'headers' | 'locale'> & { body?: LoginBody }): Promise<LoginAnswer> {
  const username = request.body?.username?.trim() ?? '';
  const password = request.body?.password ?? '';
  if (!username || !password.trim()) throw new AppError(422, 'login_required');
  if (deps.config.features.sso && request.body?.app_code !== deps.config.appCode) throw new AppError(422, 'login_wrong_app');
  const result = await signIn(deps, { username, password, ip: request.ip, userAgent: request.headers['user-agent'] });
  return { message: translate(request.locale, 'login_success'), ...result };
}

/** Sign-in, sign-out, the signed-in profile and language (the account flows live in server/accounts). */
export async function authRoutes(app: TypedApp, options: { config: AppConfig; db: Database }) {
  const { config, db } = options;
  const throttle = new Throttle(db);

  app.post('/login', { schema: { body: LoginBody, response: { 200: LoginAnswer, ...errorAnswers } }, config: { public: true } }, (request) =>
    passwordLogin({ db, config, throttle }, request),
  );

  app.post('/logout', { schema: { response: { 200: MessageAnswer, ...errorAnswers } } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    await revokeSession(db, request.auth.sessionId);
    return { message: translate(request.locale, 'logout_success') };
  });

  app.get('/me', { schema: { response: { 200: MeAnswer, ...errorAnswers } } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    return { data: { user: request.auth.profile, permissions: request.auth.permissions } };
  });

  app.get(
    '/change-locale',
    { config: { public: true }, schema: { querystring: ChangeLocaleQuery, response: { 200: ChangeLocaleAnswer, ...errorAnswers } } },
    async (request) => {
      const locale = parseLocale(request.query.lang);
      if (request.auth) {
        await db.updateTable('users').set({ locale }).where('id', '=', request.auth.profile.id).execute();
      }
      return { message: translate(locale, 'locale_changed'), data: { locale } };
    },
  );
}
