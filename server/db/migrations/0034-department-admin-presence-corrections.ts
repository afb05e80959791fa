import { type Kysely, sql } from 'kysely';

/** The attendance-correction permissions as server/access/catalogue.ts named and described them when this migration was written. */
const CORRECTIONS = [
  { name: 'create-presence-raw', description: 'Menambah data Presensi Raw', description_en: 'Add Raw Presence records' },
  { name: 'update-presence-raw', description: 'Mengubah data Presensi Raw', description_en: 'Edit Raw Presence records' },
  { name: 'delete-presence-raw', description: 'Menghapus data Presensi Raw', description_en: 'Delete Raw Presence records' },
];

/**
 * Gives every Department Admin role (is_department_admin) the attendance corrections of
 * 0030: the demo seed grants them to its Department Admin, but roles made before that
 * commit would otherwise never get them, and their admins could not add a missed check-in.
 * The permission rows are made here because the catalogue is only synced after migrating.
 * Running it twice grants nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = CORRECTIONS.map((row) => sql`(${row.name}, ${row.description}, ${row.description_en})`);
  await sql`
    insert into permissions (name, description, description_en) values ${sql.join(rows)}
    on conflict (name) do nothing
  `.execute(db);
  const names = CORRECTIONS.map((row) => row.name);
  await sql`
    insert into role_permissions (role_id, permission_id)
    select roles.id, permissions.id from roles cross join permissions
    where roles.is_department_admin and permissions.name in (${sql.join(names)})
    on conflict (role_id, permission_id) do nothing
  `.execute(db);
}

/** Which admin held them before is not kept: they stay granted; a super user may take them back. */
export async function down(): Promise<void> {}
