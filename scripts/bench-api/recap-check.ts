import { sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';

/** Kept rows that differ from a direct count of the raw presences, of each kind. */
export interface RecapMismatches {
  /** presence_recaps rows (subject, project, day) whose records differ, or that one side lacks. */
  recaps: number;
  /** presence_counts totals (project, subject type, direction, method) that differ, or that one side lacks. */
  counts: number;
}

/** The recaps of `projectIds` on `days` (Jakarta dates) against count(*) of their presences grouped the same way. */
async function recapMismatches(db: Database, projectIds: readonly number[], days: readonly string[]): Promise<number> {
  const { rows } = await sql<{ mismatches: number }>`
    with direct as (
      select p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id) as subject_id, p.project_id,
        (p.recorded_at at time zone 'Asia/Jakarta')::date as presence_date, count(*) as records
      from presences p
      join unnest(${days}::date[]) as day on p.recorded_at >= day::timestamp at time zone 'Asia/Jakarta'
        and p.recorded_at < (day + 1)::timestamp at time zone 'Asia/Jakarta'
      where p.project_id = any(${projectIds}::int[])
      group by 1, 2, 3, 4
    ),
    kept as (
      select subject_type, subject_id, project_id, presence_date, records from presence_recaps
      where project_id = any(${projectIds}::int[]) and presence_date = any(${days}::date[])
    )
    select count(*)::int as mismatches
    from direct full join kept using (subject_type, subject_id, project_id, presence_date)
    where direct.records is distinct from kept.records
  `.execute(db);
  return rows[0]!.mismatches;
}

/** The kept counts of `projectIds` (summed over their shards) against count(*) of all their presences. */
async function countMismatches(db: Database, projectIds: readonly number[]): Promise<number> {
  const { rows } = await sql<{ mismatches: number }>`
    with direct as (
      select project_id, subject_type, direction, method, count(*) as records
      from presences where project_id = any(${projectIds}::int[])
      group by 1, 2, 3, 4
    ),
    kept as (
      select project_id, subject_type, direction, method, sum(records) as records
      from presence_counts where project_id = any(${projectIds}::int[])
      group by 1, 2, 3, 4
    )
    select count(*)::int as mismatches
    from direct full join kept using (project_id, subject_type, direction, method)
    where direct.records is distinct from kept.records
  `.execute(db);
  return rows[0]!.mismatches;
}

/**
 * Whether the totals the statement triggers keep still equal what the raw rows say after the
 * morning peak wrote its check-ins: the recaps of the peak's days and the projects' counts.
 */
export async function checkRecaps(db: Database, projectIds: readonly number[], days: readonly string[]): Promise<RecapMismatches> {
  return { recaps: await recapMismatches(db, projectIds, days), counts: await countMismatches(db, projectIds) };
}
