import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../../server/access/catalogue.ts';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

interface Switch {
  id: number;
  name: string;
  action: string;
  description: string;
  granted: boolean;
}
interface Group {
  key: string;
  label: string;
  rows: { key: string; label: string; permissions: Switch[] }[];
}

describe.each([mainBackend])('the role permission screen’s calls on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let staffRole: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) {
      tokens[user] = (await server.call('POST', '/api/login', { body: { username: user, password: 'Demo#2026' } })).body.token;
    }
    staffRole = (await server.database.db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const matrix = async (locale = 'id', user = 'superadmin') => {
    const answer = await server.call('GET', `/api/role-permission/matrix?role_id=${staffRole}`, { token: tokens[user], locale });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.groups as Group[];
  };
  const switches = (groups: Group[]) => groups.flatMap((group) => group.rows.flatMap((row) => row.permissions));
  const granted = async () => switches(await matrix()).filter((item) => item.granted).map((item) => item.id);
  const idOf = async (name: string) => (await server.database.db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const save = (ids: unknown, user = 'superadmin') => server.call('PUT', '/api/role-permission/save', { token: tokens[user], body: { role_id: staffRole, permission_ids: ids } });

  it('describes every permission of the catalogue in both languages', async () => {
    const rows = await server.database.db.selectFrom('permissions').select(['name', 'description', 'description_en']).execute();
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const name of permissionCatalogue) {
      const row = byName.get(name)!;
      expect(row.description, name).toMatch(/\S/);
      expect(row.description_en, name).toMatch(/\S/);
      expect(row.description).not.toBe(row.description_en);
    }
    expect(byName.get('view-employee')).toMatchObject({ description: 'Melihat data Tenaga Kerja', description_en: 'View Manpower' });
    expect(byName.get('do-rating-convalsal')?.description_en).toBe('Rate Vendor / Subcontractor');
  });

  it('groups the permissions by the menu’s modules, one switch per action, described in the reader’s language', async () => {
    const groups = await matrix();
    expect(groups.map((group) => group.label).slice(0, 3)).toEqual(['Tenaga Kerja', 'Rekap Presensi', 'Dashboard']);
    const workers = groups[0]!.rows.find((row) => row.key === 'employee')!;
    expect(workers.label).toBe('Tenaga Kerja');
    expect(workers.permissions.map((item) => item.action)).toEqual(['view', 'create', 'update', 'delete', 'rating']);
    expect(workers.permissions[0]).toMatchObject({ name: 'view-employee', description: 'Melihat data Tenaga Kerja', granted: true });
    // Every catalogue string has its module: none falls into the other permissions.
    expect(groups.find((group) => group.key === 'lainnya')).toBeUndefined();
    expect(switches(groups).map((item) => item.name).sort()).toEqual([...permissionCatalogue].sort());

    const en = await matrix('en');
    expect(en[0]!.label).toBe('Workforce');
    expect(en[0]!.rows.find((row) => row.key === 'employee')!.permissions[4]).toMatchObject({ name: 'do-rating-employee', description: 'Rate Manpower' });
  });

  it('asks a new permission for both descriptions and shows it among the other permissions', async () => {
    const missing = await server.call('POST', '/api/permission/create', { token: tokens.superadmin, body: { name: 'export-payroll', description: 'Mengekspor data gaji' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.data)).toEqual(['description_en']);
    const created = await server.call('POST', '/api/permission/create', {
      token: tokens.superadmin,
      body: { name: 'export-payroll', description: 'Mengekspor data gaji', description_en: 'Export payroll data' },
    });
    expect(created.status).toBe(201);
    const other = (await matrix('en')).at(-1)!;
    expect(other).toMatchObject({ key: 'lainnya', label: 'Other Permissions' });
    expect(other.rows[0]!.permissions).toEqual([expect.objectContaining({ name: 'export-payroll', action: 'other', description: 'Export payroll data', granted: false })]);
  });

  it('saves the whole set at once, and the role’s users feel it on their next call', async () => {
    const before = await granted();
    const viewSkill = await idOf('view-skill');
    expect((await server.call('GET', '/api/skill/list', { token: tokens['staff.gedung'] })).status).toBe(403);

    const saved = await save([...before, viewSkill]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Hak akses role Staf berhasil disimpan', data: { granted: 1, revoked: 0 } });
    expect((await server.call('GET', '/api/skill/list', { token: tokens['staff.gedung'] })).status).toBe(200);

    const viewEmployee = await idOf('view-employee');
    const taken = await save(before.filter((id) => id !== viewEmployee));
    expect(taken.body.data).toEqual({ granted: 0, revoked: 2 });
    expect((await server.call('GET', '/api/skill/list', { token: tokens['staff.gedung'] })).status).toBe(403);
    expect((await server.call('GET', '/api/employee/list', { token: tokens['staff.gedung'] })).status).toBe(403);
    expect((await save(before)).status).toBe(200);
    expect((await server.call('GET', '/api/employee/list', { token: tokens['staff.gedung'] })).status).toBe(200);

    const audit = await server.database.db.selectFrom('audit_logs').select(['before', 'after']).where('model', '=', 'role').where('record_id', '=', String(staffRole)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((audit.after as { permissions: string[] }).permissions).toContain('view-employee');
  });

  it('keeps nothing of a set naming a permission that does not exist', async () => {
    const before = await granted();
    const refused = await save([...before.slice(1), 99_999_999]);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.data)).toEqual(['permission_ids']);
    expect((await save('view-skill')).status).toBe(422);
    expect(await granted()).toEqual(before);
  });

  it('refuses users who may not change roles, and a role editor handing out what they do not hold', async () => {
    const before = await granted();
    expect((await save(before, 'admin.gedung')).status).toBe(403);
    expect((await save(before, 'staff.gedung')).status).toBe(403);
    expect((await server.call('GET', `/api/role-permission/matrix?role_id=${staffRole}`)).status).toBe(401);

    // The staff role may now edit roles: it may take away, not give what its users lack.
    const editor = [...before, await idOf('view-role'), await idOf('update-role')];
    expect((await save(editor)).status).toBe(200);
    const deleteEmployee = await idOf('delete-employee');
    const raised = await save([...editor, deleteEmployee], 'staff.gedung');
    expect(raised.status).toBe(422);
    expect(raised.body.data.permission_ids).toEqual(['Anda tidak dapat memberikan hak akses yang tidak Anda miliki: delete-employee']);
    expect((await save(before, 'staff.gedung')).status).toBe(200);
    expect(await granted()).toEqual(before);
  });
});
