import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as revokeCompanyWideWrites } from '../../../server/db/migrations/0015-company-wide-writes.ts';
import { grantPermissions } from '../../../server/db/seed/permissions.ts';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** One valid new record of each kind of company-wide data, and its table. */
const records = [
  { model: 'territory', table: 'territories', body: { territory_name: 'Uji Wilayah F14', active: 1 } },
  { model: 'skill', table: 'skills', body: { skill_name: 'Uji Keahlian F14', active: 1 } },
  { model: 'banner', table: 'banners', body: { image: '/api/files/2026/01/00000000000000000000000000000000.png', title: 'Uji Banner F14', sort_order: 9, active: 1 } },
  { model: 'user-agreement', table: 'user_agreements', body: { title: 'Uji Perjanjian F14', version: 'F14', content: '<p>Isi</p>', active: 1 } },
];

describe.each([mainBackend])('company-wide data written only with its own permissions on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung']) tokens[user] = await signIn(server, user);
  });
  afterAll(() => server?.close());

  const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]!.n;

  it('F14: a Department Admin creating, changing or deleting a territory, skill, banner or user agreement answers 403 and writes nothing', async () => {
    for (const { model, table, body } of records) {
      const before = await count(table);
      expect((await server.call('POST', `/api/${model}/create`, { token: tokens['admin.gedung'], body })).status, model).toBe(403);
      expect(await count(table), model).toBe(before);

      const created = await server.call('POST', `/api/${model}/create`, { token: tokens.superadmin, body });
      expect(created.status, model).toBe(201);
      const id = created.body.data.id as number;
      const changed = { ...created.body.data, active: 0 };
      expect((await server.call('PUT', `/api/${model}/update`, { token: tokens['admin.gedung'], body: changed })).status, model).toBe(403);
      expect((await server.call('DELETE', `/api/${model}/delete`, { token: tokens['admin.gedung'], body: { id } })).status, model).toBe(403);
      const stored = await server.call('GET', `/api/${model}/${id}/show`, { token: tokens.superadmin });
      expect(stored.body.data.active, model).toBe(1);

      expect((await server.call('GET', `/api/${model}/list`, { token: tokens['admin.gedung'] })).status, model).toBe(200);
      expect((await server.call('GET', `/api/${model}/${id}/show`, { token: tokens['admin.gedung'] })).status, model).toBe(200);
    }
  });

  it('F14: the upgrade takes these writes from existing Department Admin roles only, and leaves their views', async () => {
    const { db } = server.database;
    const role = async (name: string) => (await db.selectFrom('roles').select('id').where('role_name', '=', name).executeTakeFirstOrThrow()).id;
    const [admin, staff] = [await role('Admin Departemen'), await role('Staf')];
    await grantPermissions(db, admin, ['create-territory', 'update-skill', 'delete-banner']);
    await grantPermissions(db, staff, ['create-territory']);
    const held = async (roleId: number) =>
      (
        await db
          .selectFrom('role_permissions')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('permissions.name')
          .where('role_permissions.role_id', '=', roleId)
          .execute()
      ).map((row) => row.name);

    await revokeCompanyWideWrites(db as never);
    const adminHolds = await held(admin);
    for (const name of ['create-territory', 'update-skill', 'delete-banner']) expect(adminHolds).not.toContain(name);
    for (const name of ['view-territory', 'view-skill', 'view-banner', 'view-user-agreement', 'create-employee']) expect(adminHolds).toContain(name);
    expect(await held(staff)).toContain('create-territory');
  });
});
