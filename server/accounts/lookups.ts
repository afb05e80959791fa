import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { takeRateLimit } from '../auth/rate-limit.ts';
import { SerialId } from '../../common/wire/values.ts';
import { AppError } from '../errors.ts';
import { type AccountsDeps, requireFeature } from './context.ts';

const findUserSchema = {
  querystring: {
    type: 'object',
    properties: { email: { type: 'string', maxLength: 200 }, username: { type: 'string', maxLength: 100 } },
  },
} as const;

const projectsSchema = {
  querystring: {
    type: 'object',
    required: ['department_id'],
    properties: { department_id: SerialId },
  },
} as const;

/** The registration wizard's public look-ups (spec §7 no-auth calls). */
export function lookupRoutes(app: FastifyInstance, { config, db }: AccountsDeps): void {
  app.get<{ Querystring: { email?: string; username?: string } }>(
    '/no-auth/find-user-by-username-email',
    { schema: findUserSchema, config: { public: true } },
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

  app.get('/no-auth/role-register', { config: { public: true } }, async () => {
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

  app.get('/no-auth/departments', { config: { public: true } }, async () => {
    const data = await db
      .selectFrom('departments')
      .select(['id', 'department_name', 'contact_pic'])
      .where('active', '=', 1)
      .orderBy('department_name')
      .execute();
    return { data };
  });

  app.get<{ Querystring: { department_id: number } }>(
    '/no-auth/projects',
    { schema: projectsSchema, config: { public: true } },
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
