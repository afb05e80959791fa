import { type Kysely, sql } from 'kysely';

/** Company-wide data as server/access/catalogue.ts named it when this migration was written. */
const COMPANY_WIDE = [
  'territory',
  'skill',
  'disease',
  'manpower-type',
  'blood-type',
  'equipment-type',
  'convalsal-document-type',
  'banner',
  'user-agreement',
];

/**
 * Takes the writes of company-wide data (territories, master data, banners, the user
 * agreement) from the Department Admin roles: each department's admin could change what
 * every department uses. Their view permissions stay; a super user may grant writes again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const names = COMPANY_WIDE.flatMap((resource) => ['create', 'update', 'delete'].map((action) => sql.lit(`${action}-${resource}`)));
  await sql`
    delete from role_permissions
    where role_id in (select id from roles where is_department_admin)
      and permission_id in (select id from permissions where name in (${sql.join(names)}))
  `.execute(db);
}

/** Which admin held which write before is not kept; a super user grants them again if wanted. */
export async function down(): Promise<void> {}
