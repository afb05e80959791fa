import { type Kysely, sql } from 'kysely';

/**
 * An index on lower(column) for each column a model's `unique` rule compares case
 * ignored: without one, checking a NIK scanned all the workers (an import checked
 * 10,000 rows against 100,000 workers in about ten minutes). users.username and
 * users.email have unique ones since 0001.
 */
const COLUMNS: readonly (readonly [string, string])[] = [
  ['manpower_types', 'manpower_type_name'],
  ['equipment_types', 'equipment_type_name'],
  ['projects', 'project_number'],
  ['permissions', 'name'],
  ['user_agreements', 'version'],
  ['equipments', 'equipment_number'],
  ['diseases', 'disease_name'],
  ['convalsal_document_types', 'document_type_name'],
  ['employees', 'nik'],
  ['employees', 'rfid'],
  ['visitors', 'qr_number'],
  ['territories', 'territory_name'],
  ['blood_types', 'blood_type_name'],
  ['role_groups', 'role_group_name'],
  ['project_devices', 'serial_number'],
  ['project_manpower', 'qr_number'],
  ['skills', 'skill_name'],
  ['roles', 'role_name'],
];

const indexName = (table: string, column: string) => `${table}_lower_${column}_idx`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`create index ${sql.id(indexName(table, column))} on ${sql.table(table)} (lower(${sql.ref(column)}))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await sql`drop index ${sql.id(indexName(table, column))}`.execute(db);
}
