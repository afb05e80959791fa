import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as upgradeToVisitorPermissions } from '../../../server/db/migrations/0035-visitor-permissions.ts';
import { grantPermissions } from '../../../server/db/seed/permissions.ts';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const GUEST_BOOK = ['view-guest-book', 'create-guest-book', 'update-guest-book', 'delete-guest-book'];
const VISITOR = ['view-visitor', 'create-visitor', 'update-visitor', 'delete-visitor'];

describe.each([mainBackend])('visitors under their own permissions, apart from the guest book, on %s', (backend) => {
  let server: TestServer;

  /** A role holding exactly `permissions`, and a signed-in user of it in Departemen Gedung. */
  const userWith = async (name: string, permissions: readonly string[]) => {
    const { db } = server.database;
    const roleId = (await db.insertInto('roles').values({ role_name: name }).returning('id').executeTakeFirstOrThrow()).id;
    await grantPermissions(db, roleId, permissions);
    const staff = await db.selectFrom('users').selectAll().where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
    const username = name.toLowerCase().replace(/\W+/g, '.');
    await db
      .insertInto('users')
      .values({
        fullname: name,
        username,
        email: `${username}@example.test`,
        password_hash: staff.password_hash,
        email_verified_at: staff.email_verified_at,
        approval_status: 'approved',
        department_id: staff.department_id,
        project_id: staff.project_id,
        role_id: roleId,
      })
      .execute();
    return { roleId, projectId: staff.project_id, token: await signIn(server, username) };
  };
  const held = async (roleId: number) =>
    (
      await server.database.db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.name')
        .where('role_permissions.role_id', '=', roleId)
        .execute()
    )
      .map((row) => row.name)
      .sort();

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('refuses the visitors to a role holding only the guest book, which still keeps its guest book', async () => {
    const { token } = await userWith('Petugas Buku Tamu', GUEST_BOOK);
    const visitors = await server.call('GET', '/api/visitor/list', { token });
    expect(visitors.status).toBe(403);
    expect((await server.call('POST', '/api/visitor/create', { token, body: { fullname: 'Tamu Tanpa Izin' } })).status).toBe(403);
    const book = await server.call('GET', '/api/guest-book/list', { token });
    expect(book.status).toBe(200);
    expect(book.body.data.length).toBeGreaterThan(0);
  });

  it('shows and adds visitors for a role with the visitor permissions and no guest book', async () => {
    const { token, projectId } = await userWith('Petugas Pengunjung', ['view-visitor', 'create-visitor']);
    const visitors = await server.call('GET', '/api/visitor/list', { token });
    expect(visitors.status).toBe(200);
    expect(visitors.body.data.length).toBeGreaterThan(0);
    const created = await server.call('POST', '/api/visitor/create', { token, body: { fullname: 'Tamu Berizin', agency: 'PT Uji', project_id: projectId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await server.call('GET', '/api/guest-book/list', { token })).status).toBe(403);
  });

  it('describes the visitor permissions in both languages and groups them under the workforce module', async () => {
    const rows = await server.database.db.selectFrom('permissions').select(['name', 'description', 'description_en']).where('name', 'in', VISITOR).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'view-visitor', description: 'Melihat data Pengunjung', description_en: 'View Visitor' },
      { name: 'create-visitor', description: 'Menambah data Pengunjung', description_en: 'Add Visitor records' },
      { name: 'update-visitor', description: 'Mengubah data Pengunjung', description_en: 'Edit Visitor records' },
      { name: 'delete-visitor', description: 'Menghapus data Pengunjung', description_en: 'Delete Visitor records' },
    ]);
    const token = await signIn(server, 'superadmin');
    const staffRole = (await server.database.db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
    const matrix = await server.call('GET', `/api/role-permission/matrix?role_id=${staffRole}`, { token, locale: 'en' });
    const workforce = matrix.body.data.groups[0];
    expect(workforce.label).toBe('Workforce');
    const row = workforce.rows.find((candidate: { key: string }) => candidate.key === 'visitor');
    expect(row.label).toBe('Visitor');
    expect(row.permissions.map((item: { name: string; granted: boolean }) => [item.name, item.granted])).toEqual([
      ['view-visitor', true],
      ['create-visitor', false],
      ['update-visitor', false],
      ['delete-visitor', false],
    ]);
  });

  it('upgrading gives each role holding a guest-book permission the matching visitor one, so nobody loses the screen', async () => {
    const { db } = server.database;
    const admin = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Admin Departemen').executeTakeFirstOrThrow()).id;
    const staff = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
    const mandor = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Mandor').executeTakeFirstOrThrow()).id;
    const reader = (await db.insertInto('roles').values({ role_name: 'Pembaca Buku Tamu' }).returning('id').executeTakeFirstOrThrow()).id;
    await grantPermissions(db, reader, ['view-guest-book', 'update-guest-book']);
    // The database as it was before 0035: no visitor permissions anywhere.
    await db.deleteFrom('permissions').where('name', 'in', VISITOR).execute();
    for (const role of [admin, staff, mandor, reader]) expect((await held(role)).filter((name) => VISITOR.includes(name))).toEqual([]);

    // As the migrator runs it on such a database (called directly: later migrations have run already).
    await upgradeToVisitorPermissions(db as unknown as Kysely<unknown>);
    expect((await held(admin)).filter((name) => VISITOR.includes(name))).toEqual([...VISITOR].sort());
    expect((await held(staff)).filter((name) => VISITOR.includes(name))).toEqual(['view-visitor']);
    expect((await held(reader)).filter((name) => VISITOR.includes(name))).toEqual(['update-visitor', 'view-visitor']);
    expect((await held(mandor)).filter((name) => VISITOR.includes(name))).toEqual([]);
    const described = await db.selectFrom('permissions').select('description_en').where('name', '=', 'view-visitor').executeTakeFirstOrThrow();
    expect(described.description_en).toBe('View Visitor');
  });
});
