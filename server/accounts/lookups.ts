import { FindUserAnswer, FindUserQuery, PublicDepartmentsAnswer, PublicProjectsAnswer, PublicProjectsQuery, RegisterRolesAnswer } from '../../common/wire/accounts.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import type { TypedApp } from '../http/types.ts';
import { sql } from 'kysely';
import { takeRateLimit } from '../auth/rate-limit.ts';
import { AppError } from '../errors.ts';
import { type AccountsDeps, requireFeature } from './context.ts';

/** The registration wizard's public look-ups (spec §7 no-auth calls). */
export function lookupRoutes(app: TypedApp, { config, db }: AccountsDeps): void {
  app.get(
    '/no-auth/find-user-by-username-email',
    { schema: { querystring: FindUserQuery, response: { 200: FindUserAnswer, ...errorAnswers } }, config: { public: true } },
    async (request, reply) => {
      requireFeature(config.features.allowRegister);
      const limit = await takeRateLimit(db, `find-user:ip:${request.ip}`, config.findUserMaxPerMinute, 60);
      if (!limit.allowed) {
        reply.header('retry-after', String(limit.retryAfterSeconds));
        throw new AppError(429, 'rate_limited', { seconds: limit.retryAfterSeconds });
      }
      const email = request.query.email?.trim().toLowerCase() ?? '';
      const username = request.query.username?.trim().toLowerCase() ?? '';
      if (!email && !username) throw new AppError(422, 'find_user_query_required');
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            ...(email ? [eb(sql<string>`lower(email)`, '=', email)] : []),
            ...(username ? [eb(sql<string>`lower(username)`, '=', username)] : []),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      // Only taken or not: nothing about the account itself.
      return { data: taken !== undefined };
    },
  );

  app.get('/no-auth/role-register', { schema: { response: { 200: RegisterRolesAnswer, ...errorAnswers } }, config: { public: true } }, async () => {
    requireFeature(config.features.allowRegister);
    const data = await db
      .selectFrom('roles')
      .select(['id', 'role_name', 'description'])
      .where('active', '=', 1)
      .where('self_register', '=', true)
      .orderBy('role_name')
      .execute();
    return { data };
  });

  app.get('/no-auth/departments', { schema: { response: { 200: PublicDepartmentsAnswer, ...errorAnswers } }, config: { public: true } }, async () => {
    const data = await db
      .selectFrom('departments')
      .select(['id', 'department_name', 'contact_pic'])
      .where('active', '=', 1)
      .orderBy('department_name')
      .execute();
    return { data };
  });

  app.get(
    '/no-auth/projects',
    { schema: { querystring: PublicProjectsQuery, response: { 200: PublicProjectsAnswer, ...errorAnswers } }, config: { public: true } },
    async (request) => {
      const data = await db
        .selectFrom('projects')
        .select(['id', 'project_name'])
        .where('active', '=', 1)
        .where('department_id', '=', request.query.department_id)
        .orderBy('project_name')
        .execute();
      return { data };
    },
  );
}
