import type { SummaryData } from '../../common/wire/dashboard.ts';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import {
  type DashboardScope,
  FOREMAN_ROLE,
  departmentIs,
  fillDays,
  projectIs,
  workerInProject,
  workersPresent,
} from './scope.ts';

/** Equipment conditions of spec §4, listed even when none is counted. */
const CONDITIONS = ['good', 'damaged', 'dissapear'] as const;

async function count(db: Database, query: RawBuilder<{ total: number }>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** The summary's rekap: one number per card. */
async function summaryRekap(db: Database, scope: DashboardScope) {
  const employeeScope = sql`${departmentIs(scope, 'e.department_id')} and ${workerInProject(scope, 'e.id')}`;
  const projectScope = sql`${departmentIs(scope, 'pr.department_id')} and ${projectIs(scope, 'pr.id')}`;
  const convalsalScope = sql`${departmentIs(scope, 'c.department_id')} and ${
    scope.projectId === null
      ? sql`true`
      : sql`exists (select 1 from project_convalsals pc where pc.convalsal_id = c.id and pc.project_id = ${scope.projectId})`
  }`;
  const foremanScope = sql`${departmentIs(scope, 'u.department_id')} and ${
    scope.projectId === null
      ? sql`true`
      : sql`exists (select 1 from project_foremen pf where pf.user_id = u.id and pf.project_id = ${scope.projectId})`
  }`;

  const [employees, projects, blacklisted, convalsals, equipments, presentToday, foremen] = await Promise.all([
    sql<{ total: number; active: number }>`
      select count(*)::int as total, (count(*) filter (where e.active = 1))::int as active
      from employees e where ${employeeScope}`.execute(db),
    sql<{ total: number; active: number }>`
      select count(*)::int as total, (count(*) filter (where pr.active = 1))::int as active
      from projects pr where ${projectScope}`.execute(db),
    count(db, sql<{ total: number }>`
      select count(distinct b.employee_id)::int as total
      from employee_blacklists b join employees e on e.id = b.employee_id
      where b.active = 1 and ${employeeScope}`),
    count(db, sql<{ total: number }>`select count(*)::int as total from convalsals c where ${convalsalScope}`),
    count(db, sql<{ total: number }>`
      select count(*)::int as total from equipments q
      where ${departmentIs(scope, 'q.department_id')} and ${projectIs(scope, 'q.project_id')}`),
    count(db, sql<{ total: number }>`
      select count(distinct r.employee_id)::int as total
      from presence_recaps r
      where ${workersPresent(scope.dateTo, scope.dateTo)} and ${departmentIs(scope, 'r.department_id')} and ${projectIs(scope, 'r.project_id')}`),
    count(db, sql<{ total: number }>`
      select count(*)::int as total
      from users u join roles r on r.id = u.role_id
      where r.role_name = ${FOREMAN_ROLE} and u.active = 1 and ${foremanScope}`),
  ]);
  return {
    employees: Number(employees.rows[0]?.total ?? 0),
    active_employees: Number(employees.rows[0]?.active ?? 0),
    blacklisted,
    projects: Number(projects.rows[0]?.total ?? 0),
    active_projects: Number(projects.rows[0]?.active ?? 0),
    convalsals,
    equipments,
    present_today: presentToday,
    foremen,
  };
}

/** GET /dashboard/summary: headline numbers, presence per day, equipment by condition, workers by manpower type. */
export async function dashboardSummary(db: Database, scope: DashboardScope): Promise<SummaryData> {
  const [rekap, trend, conditions, types] = await Promise.all([
    summaryRekap(db, scope),
    sql<{ day: string; total: number }>`
      select r.presence_date::text as day, count(distinct r.employee_id)::int as total
      from presence_recaps r
      where ${workersPresent(scope.dateFrom, scope.dateTo)} and ${departmentIs(scope, 'r.department_id')} and ${projectIs(scope, 'r.project_id')}
      group by r.presence_date`.execute(db),
    sql<{ condition: string; total: number }>`
      select q.condition, count(*)::int as total from equipments q
      where ${departmentIs(scope, 'q.department_id')} and ${projectIs(scope, 'q.project_id')}
      group by q.condition`.execute(db),
    sql<{ label: string | null; total: number }>`
      select mt.manpower_type_name as label, count(*)::int as total
      from employees e left join manpower_types mt on mt.id = e.manpower_type_id
      where ${departmentIs(scope, 'e.department_id')} and ${workerInProject(scope, 'e.id')}
      group by mt.manpower_type_name
      order by total desc, label nulls last`.execute(db),
  ]);
  const byCondition = new Map(conditions.rows.map((row) => [row.condition, Number(row.total)]));
  const known = new Set<string>(CONDITIONS);
  return {
    rekap,
    presence_trend: fillDays(scope, trend.rows, 'present'),
    equipment_by_condition: [
      ...CONDITIONS.map((condition) => ({ condition, total: byCondition.get(condition) ?? 0 })),
      ...conditions.rows.filter((row) => !known.has(row.condition)).map((row) => ({ condition: row.condition, total: Number(row.total) })),
    ],
    employees_by_manpower_type: types.rows.map((row) => ({ label: row.label, total: Number(row.total) })),
  };
}
