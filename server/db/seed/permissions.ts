import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { permissionCatalogue } from '../../access/catalogue.ts';
import { describePermission } from '../../access/permission-texts.ts';

/**
 * Makes the permissions table hold every string of the catalogue, each described in both
 * languages; run at each start. A description an administrator wrote is kept.
 */
export async function syncPermissionCatalogue(db: Database): Promise<void> {
  const rows = permissionCatalogue.map((name) => {
    const description = describePermission(name);
    if (!description) throw new Error(`The permission ${name} has no description: name its resource in server/access/permission-texts.ts`);
    return { name, description: description.id, description_en: description.en };
  });
  await db
    .insertInto('permissions')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({
        description: sql`coalesce(nullif(permissions.description, ''), excluded.description)`,
        description_en: sql`coalesce(nullif(permissions.description_en, ''), excluded.description_en)`,
      }).where(sql<boolean>`coalesce(permissions.description, '') = '' or coalesce(permissions.description_en, '') = ''`),
    )
    .execute();
}

/** Gives `roleId` exactly the permissions named. */
export async function grantPermissions(db: Database, roleId: number, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const ids = await db.selectFrom('permissions').select('id').where('name', 'in', names).execute();
  await db
    .insertInto('role_permissions')
    .values(ids.map(({ id }) => ({ role_id: roleId, permission_id: id })))
    .onConflict((conflict) => conflict.columns(['role_id', 'permission_id']).doNothing())
    .execute();
}
