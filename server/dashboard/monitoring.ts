import type { MonitoringData } from '../../common/wire/dashboard.ts';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type DashboardScope, departmentIs, projectIs, workersPresent } from './scope.ts';

/**
 * GET /dashboard/monitoring-presence: for one Jakarta day, per active project in scope,
 * the workers assigned that day, present (any check-in), late (first check-in after the
 * start and grace of the schedule the day was recorded under, migration 0041) and absent
 * (assigned but never checked in).
 */
export async function dashboardMonitoring(db: Database, scope: DashboardScope, date: string): Promise<MonitoringData> {
  const { rows } = await sql<{
    id: number;
    project_name: string;
    latitude: number | null;
    longitude: number | null;
    assigned: number;
    present: number;
    late: number;
    absent: number;
    open_exceptions: number;
  }>`
    with assigned as (
      select pm.project_id, pm.employee_id from project_manpower pm
      where pm.active = 1 and (pm.start_date is null or pm.start_date <= ${date}::date)
        and (pm.end_date is null or pm.end_date >= ${date}::date)
    ),
    firsts as (
      select r.project_id, r.employee_id, r.late_minutes from presence_recaps r
      where ${workersPresent(date, date)}
    ),
    assignments as (
      select a.project_id, count(*) as assigned, count(*) filter (where f.employee_id is null) as absent
      from assigned a left join firsts f on f.project_id = a.project_id and f.employee_id = a.employee_id
      group by a.project_id
    ),
    arrivals as (
      select f.project_id, count(*) as present,
        count(*) filter (where f.late_minutes > 0) as late
      from firsts f group by f.project_id
    )
    select pr.id, pr.project_name, pr.latitude, pr.longitude,
      coalesce(s.assigned, 0)::int as assigned, coalesce(v.present, 0)::int as present,
      coalesce(v.late, 0)::int as late, coalesce(s.absent, 0)::int as absent,
      (select count(*) from presence_exceptions x where x.project_id = pr.id and x.state = 'open')::int as open_exceptions
    from projects pr
    left join assignments s on s.project_id = pr.id
    left join arrivals v on v.project_id = pr.id
    where pr.active = 1 and ${departmentIs(scope, 'pr.department_id')} and ${projectIs(scope, 'pr.id')}
    order by pr.project_name, pr.id`.execute(db);
  const projects = rows.map((row) => ({
    id: row.id,
    project_name: row.project_name,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    assigned: Number(row.assigned),
    present: Number(row.present),
    late: Number(row.late),
    absent: Number(row.absent),
    open_exceptions: Number(row.open_exceptions),
  }));
  const sum = (key: 'assigned' | 'present' | 'late' | 'absent' | 'open_exceptions') => projects.reduce((total, project) => total + project[key], 0);
  return { date, rekap: { assigned: sum('assigned'), present: sum('present'), absent: sum('absent'), late: sum('late'), open_exceptions: sum('open_exceptions') }, projects };
}
