import type { LeaderboardData } from '../../common/wire/dashboard.ts';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type DashboardScope, FOREMAN_ROLE, departmentIs, onDays, projectIs, workerInProject, workersPresent } from './scope.ts';

/** Places each board shows. */
export const LEADERBOARD_SIZE = 10;

const ranked = <T extends object>(rows: readonly T[]) => rows.map((row, index) => ({ rank: index + 1, ...row }));

/** Active workers by rating, then by days present in the range; with the project they work on. */
async function topWorkers(db: Database, scope: DashboardScope) {
  const { rows } = await sql<{ id: number; fullname: string; project_name: string | null; rating: number; attendance_days: number }>`
    with attendance as (
      select r.employee_id, count(distinct r.presence_date)::int as days
      from presence_recaps r
      where ${workersPresent(scope.dateFrom, scope.dateTo)} and ${projectIs(scope, 'r.project_id')}
      group by r.employee_id
    )
    select e.id, e.fullname,
      (select pr.project_name from project_manpower pm join projects pr on pr.id = pm.project_id
        where pm.employee_id = e.id and ${projectIs(scope, 'pm.project_id')}
        order by pm.active desc, pm.start_date desc nulls last, pm.id desc limit 1) as project_name,
      e.rating::float8 as rating,
      coalesce(a.days, 0)::int as attendance_days
    from employees e left join attendance a on a.employee_id = e.id
    where e.active = 1 and ${departmentIs(scope, 'e.department_id')} and ${workerInProject(scope, 'e.id')}
    order by e.rating desc, attendance_days desc, e.fullname, e.id
    limit ${LEADERBOARD_SIZE}`.execute(db);
  return ranked(rows.map((row) => ({ ...row, rating: Number(row.rating), attendance_days: Number(row.attendance_days) })));
}

/** Foremen by the workers they registered in the range (only those who registered any). */
async function topForemen(db: Database, scope: DashboardScope) {
  const { rows } = await sql<{ id: number; fullname: string; acquisitions: number }>`
    select u.id, u.fullname, count(*)::int as acquisitions
    from users u join roles r on r.id = u.role_id join employees e on e.created_by = u.id
    where r.role_name = ${FOREMAN_ROLE} and ${onDays('e.created_at', scope.dateFrom, scope.dateTo)}
      and ${departmentIs(scope, 'u.department_id')} and ${departmentIs(scope, 'e.department_id')} and ${workerInProject(scope, 'e.id')}
    group by u.id, u.fullname
    order by acquisitions desc, u.fullname, u.id
    limit ${LEADERBOARD_SIZE}`.execute(db);
  return ranked(rows.map((row) => ({ ...row, acquisitions: Number(row.acquisitions) })));
}

/** Subcontractors by their average rating (two decimals), only those rated. */
async function topConvalsals(db: Database, scope: DashboardScope) {
  const onProject =
    scope.projectId === null
      ? sql`true`
      : sql`exists (select 1 from project_convalsals pc where pc.convalsal_id = c.id and pc.project_id = ${scope.projectId})`;
  const { rows } = await sql<{ id: number; convalsal_name: string; rating: number }>`
    select c.id, c.convalsal_name, round(avg(rt.rating_value)::numeric, 2)::float8 as rating
    from convalsals c join ratings rt on rt.subject_type = 'convalsal' and rt.subject_id = c.id
    where ${departmentIs(scope, 'c.department_id')} and ${onProject}
    group by c.id, c.convalsal_name
    order by rating desc, c.convalsal_name, c.id
    limit ${LEADERBOARD_SIZE}`.execute(db);
  return ranked(rows.map((row) => ({ ...row, rating: Number(row.rating) })));
}

/** GET /dashboard/leaderboard: the top workers, foremen and subcontractors. */
export async function dashboardLeaderboard(db: Database, scope: DashboardScope): Promise<LeaderboardData> {
  const [workers, foremen, convalsals] = await Promise.all([topWorkers(db, scope), topForemen(db, scope), topConvalsals(db, scope)]);
  return { workers, foremen, convalsals };
}
