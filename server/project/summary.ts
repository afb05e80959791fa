import { sql } from 'kysely';
import { HEAD_COUNT_PERMISSIONS } from '../../common/head-counts.ts';
import type { ProjectSummary } from '../../common/wire/project.ts';
import { holds } from '../crud/access.ts';
import { type CrudContext, showRecord } from '../crud/records.ts';
import { jakartaToday } from '../dashboard/scope.ts';
import type { RequestAuth } from '../http/types.ts';
import { findModel } from '../models/index.ts';

/**
 * The head counts of one project the caller may see (its show answers 403 or 404 otherwise),
 * each only when the caller may view what it counts.
 */
export async function projectSummary(ctx: CrudContext & { auth: RequestAuth }, rawId: string, now = new Date()): Promise<ProjectSummary> {
  const project = await showRecord(ctx, findModel('project')!, rawId);
  const id = Number(project.id);
  const today = jakartaToday(now);
  const { rows } = await sql<Record<keyof Omit<ProjectSummary, 'today'>, number>>`
    select
      (select count(distinct employee_id) from project_manpower where project_id = ${id} and active = 1)::int as workers,
      (select count(distinct user_id) from project_foremen where project_id = ${id} and active = 1)::int as foremen,
      (select count(distinct convalsal_id) from project_convalsals where project_id = ${id})::int as vendors,
      (select count(*) from project_devices where project_id = ${id} and active = 1)::int as devices,
      (select count(distinct employee_id) from presence_recaps
        where subject_type = 'employee' and project_id = ${id} and presence_date = ${today}::date and first_in is not null)::int as present_today
  `.execute(ctx.db);
  const counts = rows[0]!;
  const seen = (count: keyof typeof HEAD_COUNT_PERMISSIONS) => (holds(ctx.auth, HEAD_COUNT_PERMISSIONS[count]) ? counts[count] : null);
  return {
    workers: seen('workers'),
    foremen: seen('foremen'),
    vendors: seen('vendors'),
    devices: seen('devices'),
    present_today: seen('present_today'),
    today,
  };
}
