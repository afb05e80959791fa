import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type DashboardScope, departmentIs, projectIs } from './scope.ts';

/**
 * The last Jakarta day, up to today, on which a worker in the scope checked in, or null when
 * none has: the day the dashboards open on, so a Sunday does not open on "nobody present".
 * One probe of a recap index (0036) from its newest end, never a scan of the presences.
 */
export async function latestPresenceDay(db: Database, scope: DashboardScope): Promise<string | null> {
  if (scope.none) return null;
  const { rows } = await sql<{ day: string }>`
    select r.presence_date::text as day from presence_recaps r
    where r.subject_type = 'employee' and r.first_in is not null
      and ${departmentIs(scope, 'r.department_id')} and ${projectIs(scope, 'r.project_id')}
      and r.presence_date <= ${scope.today}::date
    order by r.presence_date desc
    limit 1`.execute(db);
  return rows[0]?.day ?? null;
}
