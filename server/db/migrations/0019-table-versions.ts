import { type Kysely, sql } from 'kysely';
import { countChanges } from './support.ts';

/**
 * The tables lists count from (each model's own, its relations' and its scope's) and the
 * tables a signed-in user's profile is read from.
 */
const COUNTED = [
  'territories', 'departments', 'projects', 'project_devices', 'project_foremen', 'project_users', 'project_convalsals',
  'convalsals', 'convalsal_documents', 'equipments', 'skills', 'diseases', 'manpower_types', 'blood_types', 'equipment_types',
  'convalsal_document_types', 'companies', 'employees', 'employee_blacklists', 'employee_skills', 'employee_disease_histories',
  'employee_other_projects', 'employee_certifications', 'employee_educations', 'employee_emergency_contacts', 'employee_documents',
  'employee_project_histories', 'employee_request_changes', 'employee_request_change_details', 'visitors', 'guest_books',
  'project_manpower', 'presences', 'presence_recaps', 'banners', 'presence_radii', 'user_agreements', 'users', 'roles',
  'role_groups', 'permissions', 'role_permissions', 'rating_types', 'audit_logs',
];

/**
 * A change counter per table, bumped in the writing transaction by a statement trigger, so
 * that every server instance on this database sees a write in the next read of the counter,
 * exactly when it sees the written rows. Caches of list totals and of signed-in users
 * are kept against these counters (server/db/table-versions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table table_versions (table_name text primary key, version bigint not null)`.execute(db);
  await sql`
    create function count_table_change() returns trigger language plpgsql as $$
    begin
      insert into table_versions (table_name, version) values (tg_table_name, 1)
      on conflict (table_name) do update set version = table_versions.version + 1;
      return null;
    end $$
  `.execute(db);
  for (const table of COUNTED) await countChanges(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of COUNTED) await sql`drop trigger ${sql.id(`${table}_count_changes`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function count_table_change()`.execute(db);
  await db.schema.dropTable('table_versions').execute();
}
