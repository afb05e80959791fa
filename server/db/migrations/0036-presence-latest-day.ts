import { type Kysely, sql } from 'kysely';

const WORKERS_PRESENT = `subject_type = 'employee' and first_in is not null`;

/**
 * The dashboards open on the last day with attendance in the user's scope (server/dashboard/latest-day.ts).
 * Over all departments the dashboards' index (0024, presence_date first) answers from its end; one
 * department or one project needs its own column first, or a department without recent check-ins
 * would walk millions of recap rows back in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create index presence_recaps_department_latest_idx on presence_recaps (department_id, presence_date) where ${WORKERS_PRESENT}`).execute(db);
  await sql.raw(`create index presence_recaps_project_latest_idx on presence_recaps (project_id, presence_date) where ${WORKERS_PRESENT}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('presence_recaps_project_latest_idx').execute();
  await db.schema.dropIndex('presence_recaps_department_latest_idx').execute();
}
