import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { SavedRecord } from '../models/types.ts';
import { currentValueSql, subRecordNames } from './worker-values.ts';

/** Statuses of a request awaiting its review (spec §4); approved and revision_request are decisions. */
export const PENDING_STATUSES = ['verification_request', 'appraisal_request'] as const;

/** Lists whose change asks for an appraisal of the worker's competence rather than a check of their data. */
const APPRAISED = ['skills', 'certifications'];

/** Sets each worker's verification status to that of their latest request, as the list of workers shows it. */
export async function syncWorkerStatus(trx: Database, employeeIds: readonly number[]): Promise<void> {
  if (employeeIds.length === 0) return;
  await sql`
    update employees e set verification_status = latest.status
    from (
      select distinct on (employee_id) employee_id, status from employee_request_changes
      where employee_id = any(${[...employeeIds]}::int[]) order by employee_id, created_at desc, id desc
    ) latest
    where latest.employee_id = e.id and e.verification_status is distinct from latest.status
  `.execute(trx);
}

/**
 * The request model's afterSave: a reviewed request is final (409); a filed or edited one is
 * awaiting review again, as an appraisal when it touches skills or certifications, requested
 * by its author unless it names someone else; each line
 * of a worker's own column records the worker's value at filing as its old value (a change of
 * a column always updates it); and the worker's status follows their latest request.
 */
export async function afterRequestSaved(trx: Database, saved: readonly SavedRecord[]): Promise<void> {
  if (saved.some((record) => record.mode === 'update' && !PENDING_STATUSES.includes(record.before?.status as never))) {
    throw new AppError(409, 'request_change_decided');
  }
  const ids = saved.map((record) => record.id);
  const lists = sql.join(subRecordNames.map((name) => sql.lit(name)));
  await sql`
    update employee_request_change_details d
    set old_value = ${currentValueSql(sql.ref('d.field_name'), 'e')}, change_type = 'update'
    from employee_request_changes r join employees e on e.id = r.employee_id
    where d.request_change_id = r.id and r.id = any(${ids}::int[]) and d.field_name not in (${lists})
  `.execute(trx);
  const appraised = sql.join(APPRAISED.map((name) => sql.lit(name)));
  // Whoever files a request without naming its requester asked for it themselves.
  const updated = await sql<{ employee_id: number }>`
    update employee_request_changes r
    set requested_by = coalesce(r.requested_by, r.created_by), status = case when exists (
      select 1 from employee_request_change_details d where d.request_change_id = r.id and d.field_name in (${appraised})
    ) then 'appraisal_request' else 'verification_request' end
    where r.id = any(${ids}::int[])
    returning r.employee_id
  `.execute(trx);
  await syncWorkerStatus(trx, [...new Set(updated.rows.map((row) => row.employee_id))]);
}
