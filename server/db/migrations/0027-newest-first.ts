import type { Kysely } from 'kysely';
import { createIndexes } from './support.ts';

/**
 * (created_at, id) for the lists that open newest first (spec §9: default sort DESC):
 * without it an unscoped list (a super user's) sorted every row of the table for each
 * page of 20. A department's list reads (department_id, created_at, id) of 0023, and users
 * has had (created_at, id) since 0018.
 */
const TABLES = [
  'banners',
  'companies',
  'convalsal_documents',
  'convalsals',
  'employee_certifications',
  'employees',
  'equipments',
  'presence_radii',
  'project_devices',
  'projects',
  'visitors',
] as const;
const COLUMNS = ['created_at', 'id'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await createIndexes(db, table, [COLUMNS]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_${COLUMNS.join('_')}_idx`).execute();
}
