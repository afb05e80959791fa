import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../server/db/migrations/0034-department-admin-presence-corrections.ts';
import { type TestDatabase, backends, createTestDatabase } from '../../support/database.ts';

const CORRECTIONS = ['create-presence-raw', 'update-presence-raw', 'delete-presence-raw'];

describe.each(backends)('upgrading a database whose Department Admin roles predate the attendance corrections on %s', (backend) => {
  let database: TestDatabase;
  const roles: Record<string, number> = {};

  /** The permission names a role holds. */
  const held = async (roleId: number) =>
    (
      await database.db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.name')
        .where('role_permissions.role_id', '=', roleId)
        .orderBy('permissions.name')
        .execute()
    ).map((row) => row.name);

  /**
   * Runs the upgrade as the migrator runs it on a database that has every migration up to 0033.
   * Called directly: taking its row out of kysely_migration would leave later migrations run
   * before it, which the migrator refuses as out of order.
   */
  const upgrade = () => up(database.db as unknown as Kysely<unknown>);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const { db } = database;
    // As a database before 0030 held them: the corrections absent from the catalogue, the admin roles with other permissions only.
    await db.deleteFrom('permissions').where('name', 'in', CORRECTIONS).execute();
    await db.insertInto('permissions').values({ name: 'view-presence-raw', description: 'Melihat data Presensi Raw' }).onConflict((c) => c.column('name').doNothing()).execute();
    for (const [key, role] of Object.entries({
      gedung: { role_name: 'Admin Departemen Uji', is_department_admin: true },
      infra: { role_name: 'Admin Infrastruktur Uji', is_department_admin: true },
      staff: { role_name: 'Staf Uji', is_department_admin: false },
    })) {
      roles[key] = (await db.insertInto('roles').values(role).returning('id').executeTakeFirstOrThrow()).id;
    }
    const viewId = (await db.selectFrom('permissions').select('id').where('name', '=', 'view-presence-raw').executeTakeFirstOrThrow()).id;
    await db.insertInto('role_permissions').values(Object.values(roles).map((role_id) => ({ role_id, permission_id: viewId }))).execute();
  });
  afterAll(() => database?.drop());

  it('grants create, update and delete-presence-raw to every Department Admin role, described in both languages, and to no other role', async () => {
    for (const role of Object.values(roles)) expect(await held(role)).toEqual(['view-presence-raw']);
    await upgrade();
    for (const role of [roles.gedung!, roles.infra!]) expect(await held(role)).toEqual([...CORRECTIONS, 'view-presence-raw'].sort());
    expect(await held(roles.staff!)).toEqual(['view-presence-raw']);
    const described = await database.db.selectFrom('permissions').select(['name', 'description', 'description_en']).where('name', '=', 'create-presence-raw').execute();
    expect(described).toEqual([{ name: 'create-presence-raw', description: 'Menambah data Presensi Raw', description_en: 'Add Raw Presence records' }]);
  });

  it('runs again without granting twice or failing', async () => {
    await upgrade();
    expect(await held(roles.gedung!)).toEqual([...CORRECTIONS, 'view-presence-raw'].sort());
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from permissions where name like '%-presence-raw'`.execute(database.db);
    expect(rows[0]!.n).toBe(4);
  });
});
