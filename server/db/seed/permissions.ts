import type { Database } from '../database.ts';
import { permissionCatalogue } from '../../access/catalogue.ts';

/** Makes the permissions table hold every string of the catalogue; run at each start. */
export async function syncPermissionCatalogue(db: Database): Promise<void> {
  await db
    .insertInto('permissions')
    .values(permissionCatalogue.map((name) => ({ name, description: null })))
    .onConflict((conflict) => conflict.column('name').doNothing())
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
