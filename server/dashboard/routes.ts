import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { DashboardQuery, LatestDayData, dashboardData } from '../../common/wire/dashboard.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import type { Database } from '../db/database.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { holds } from '../crud/access.ts';
import type { TypedApp } from '../http/types.ts';
import { dashboardAcquisition } from './acquisition.ts';
import { latestPresenceDay } from './latest-day.ts';
import { dashboardLeaderboard } from './leaderboard.ts';
import { dashboardMonitoring } from './monitoring.ts';
import { type DashboardScope, resolveScope } from './scope.ts';
import { dashboardSummary } from './summary.ts';

/** Route options of the dashboard `name`: its schemas, and the permission checked before the query is (403 before 422). */
function guarded<Name extends keyof typeof dashboardData>(name: Name) {
  return {
    schema: { querystring: DashboardQuery, response: { 200: Type.Object({ data: dashboardData[name] }), ...errorAnswers } },
    preValidation: async (request: FastifyRequest) => {
      if (!request.auth) throw unauthenticated();
      if (!holds(request.auth, `view-dashboard-${name}`)) throw forbidden();
    },
  };
}

/** GET /dashboard/latest-day serves whoever may open any of the four dashboards. */
const latestDayRoute = {
  schema: { querystring: DashboardQuery, response: { 200: Type.Object({ data: LatestDayData }), ...errorAnswers } },
  preValidation: async (request: FastifyRequest) => {
    if (!request.auth) throw unauthenticated();
    const auth = request.auth;
    if (!Object.keys(dashboardData).some((name) => holds(auth, `view-dashboard-${name}`))) throw forbidden();
  },
};

/** The signed-in user's scope for this call (department, project, Jakarta date range). */
function scopeOf(request: Pick<FastifyRequest, 'auth' | 'locale'> & { query: DashboardQuery }): DashboardScope {
  if (!request.auth) throw unauthenticated();
  return resolveScope(request.auth, request.query, request.locale);
}

/** GET /api/dashboard/*: the four dashboards of spec §2, each behind its own view permission. */
export async function dashboardRoutes(app: TypedApp, options: { db: Database }) {
  const { db } = options;

  app.get('/dashboard/latest-day', latestDayRoute, async (request) => {
    const scope = scopeOf(request);
    return { data: { date: await latestPresenceDay(db, scope), today: scope.today } };
  });

  app.get('/dashboard/summary', guarded('summary'), async (request) => ({ data: await dashboardSummary(db, scopeOf(request)) }));

  app.get('/dashboard/acquisition', guarded('acquisition'), async (request) => ({ data: await dashboardAcquisition(db, scopeOf(request)) }));

  app.get('/dashboard/leaderboard', guarded('leaderboard'), async (request) => ({ data: await dashboardLeaderboard(db, scopeOf(request)) }));

  app.get('/dashboard/monitoring-presence', guarded('monitoring-presence'), async (request) => {
    const scope = scopeOf(request);
    return { data: await dashboardMonitoring(db, scope, request.query.date ?? scope.today) };
  });
}
