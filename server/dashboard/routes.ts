import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { holds } from '../crud/access.ts';
import { dashboardAcquisition } from './acquisition.ts';
import { dashboardLeaderboard } from './leaderboard.ts';
import { dashboardMonitoring } from './monitoring.ts';
import { type DashboardQuery, type DashboardScope, dashboardQuerySchema, resolveScope } from './scope.ts';
import { dashboardSummary } from './summary.ts';

type DashboardRequest = FastifyRequest<{ Querystring: DashboardQuery }>;

/** Route options: the query schema, and the permission checked before the query is (403 before 422). */
function guarded(permission: string) {
  return {
    schema: { querystring: dashboardQuerySchema },
    preValidation: async (request: FastifyRequest) => {
      if (!request.auth) throw unauthenticated();
      if (!holds(request.auth, permission)) throw forbidden();
    },
  };
}

/** The signed-in user's scope for this call (department, project, Jakarta date range). */
function scopeOf(request: DashboardRequest): DashboardScope {
  if (!request.auth) throw unauthenticated();
  return resolveScope(request.auth, request.query, request.locale);
}

/** GET /api/dashboard/*: the four dashboards of spec §2, each behind its own view permission. */
export async function dashboardRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get<{ Querystring: DashboardQuery }>('/dashboard/summary', guarded('view-dashboard-summary'), async (request) => ({
    data: await dashboardSummary(db, scopeOf(request)),
  }));

  app.get<{ Querystring: DashboardQuery }>('/dashboard/acquisition', guarded('view-dashboard-acquisition'), async (request) => ({
    data: await dashboardAcquisition(db, scopeOf(request)),
  }));

  app.get<{ Querystring: DashboardQuery }>('/dashboard/leaderboard', guarded('view-dashboard-leaderboard'), async (request) => ({
    data: await dashboardLeaderboard(db, scopeOf(request)),
  }));

  app.get<{ Querystring: DashboardQuery }>(
    '/dashboard/monitoring-presence',
    guarded('view-dashboard-monitoring-presence'),
    async (request) => {
      const scope = scopeOf(request);
      return { data: await dashboardMonitoring(db, scope, request.query.date ?? scope.today) };
    },
  );
}
