import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { jakartaToday } from '../field-app/projects.ts';

/** How often each instance closes the days that ended: the work is idempotent, so instances may overlap. */
const EVERY_MS = 15 * 60_000;

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Closes the Jakarta days from `from` to `to`: each worker's or staff member's day at a
 * project that has a check-in and no check-out becomes a no-check-out exception, once. One
 * statement for the kind, however many workers, reading only the days that lack an end
 * (0041's partial index). A visitor's day is not counted: visitors leave without checking out.
 */
export async function closeDays(db: Database, from: string, to: string): Promise<number> {
  const result = await sql`
    insert into presence_exceptions (kind, subject_type, employee_id, user_id, project_id, department_id, presence_date, recorded_at)
    select 'no_check_out', r.subject_type, r.employee_id, r.user_id, r.project_id, r.department_id, r.presence_date, r.first_in
    from presence_recaps r
    where r.day_status = 'no_out' and r.subject_type in ('employee', 'user') and r.presence_date between ${from}::date and ${to}::date
    order by r.presence_date, r.project_id, r.subject_type, r.subject_id
    on conflict (kind, subject_type, subject_id, project_id, presence_date, presence_key) do nothing
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Every instance closes the days that ended once it is ready and every 15 minutes after: the
 * days a phone may still sync into (the field app's `maxEventAgeDays`) up to yesterday, so a
 * check-out that arrives late, before its day was closed, raises nothing.
 */
export function registerDayClosing(app: FastifyInstance, db: Database, maxEventAgeDays: number): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    const yesterday = dayBefore(jakartaToday(), 1);
    closeDays(db, dayBefore(yesterday, maxEventAgeDays), yesterday).catch((error: unknown) => app.log.error({ err: error }, 'closing the attendance days failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
