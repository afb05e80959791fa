import type { AcquisitionData } from '../../common/wire/dashboard.ts';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type DashboardScope, FOREMAN_ROLE, departmentIs, fillDays, jakartaDay, onDays, weekStart, workerInProject } from './scope.ts';

/** How many sources of each kind the per-source table lists. */
export const SOURCES_LISTED = 20;

/**
 * GET /dashboard/acquisition: workers registered (employees.created_at) in the range, per
 * day and per source: the foreman who registered them (created_by, role Mandor) and the
 * subcontractor they came with (convalsal_id).
 */
export async function dashboardAcquisition(db: Database, scope: DashboardScope): Promise<AcquisitionData> {
  const inScope = sql`${departmentIs(scope, 'e.department_id')} and ${workerInProject(scope, 'e.id')}`;
  const inRange = onDays('e.created_at', scope.dateFrom, scope.dateTo);
  const [rekap, perDay, foremen, convalsals] = await Promise.all([
    sql<{ total: number; this_week: number; today: number }>`
      select
        (count(*) filter (where ${inRange}))::int as total,
        (count(*) filter (where ${onDays('e.created_at', weekStart(scope.today), scope.today)}))::int as this_week,
        (count(*) filter (where ${onDays('e.created_at', scope.today, scope.today)}))::int as today
      from employees e where ${inScope}`.execute(db),
    sql<{ day: string; total: number }>`
      select ${jakartaDay('e.created_at')} as day, count(*)::int as total
      from employees e where ${inScope} and ${inRange} group by 1`.execute(db),
    sql<{ id: number; name: string; total: number }>`
      select u.id, u.fullname as name, count(*)::int as total
      from employees e join users u on u.id = e.created_by join roles r on r.id = u.role_id
      where r.role_name = ${FOREMAN_ROLE} and ${inScope} and ${inRange}
      group by u.id, u.fullname
      order by total desc, name, u.id
      limit ${SOURCES_LISTED}`.execute(db),
    sql<{ id: number; name: string; total: number }>`
      select c.id, c.convalsal_name as name, count(*)::int as total
      from employees e join convalsals c on c.id = e.convalsal_id
      where ${inScope} and ${inRange}
      group by c.id, c.convalsal_name
      order by total desc, name, c.id
      limit ${SOURCES_LISTED}`.execute(db),
  ]);
  const counts = rekap.rows[0];
  return {
    rekap: { total: Number(counts?.total ?? 0), this_week: Number(counts?.this_week ?? 0), today: Number(counts?.today ?? 0) },
    per_day: fillDays(scope, perDay.rows, 'total'),
    per_source: [
      ...foremen.rows.map((row) => ({ source_type: 'foreman' as const, id: row.id, name: row.name, total: Number(row.total) })),
      ...convalsals.rows.map((row) => ({ source_type: 'convalsal' as const, id: row.id, name: row.name, total: Number(row.total) })),
    ],
  };
}
