import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('the role ↔ permission mapping on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let staffRole: number;
  let viewSkill: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) {
      tokens[user] = (await server.call('POST', '/api/login', { body: { username: user, password: 'Demo#2026' } })).body.token;
    }
    const { db } = server.database;
    staffRole = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
    viewSkill = (await db.selectFrom('permissions').select('id').where('name', '=', 'view-skill').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const list = (filters: Record<string, unknown>, extra = '') =>
    server.call('GET', `/api/role-permission/list?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`, { token: tokens.superadmin });
  const toggle = (user: string, value: 0 | 1) =>
    server.call('PUT', '/api/role-permission/update', { token: tokens[user], body: { role_id: staffRole, permission_id: viewSkill, value_mapping: value } });

  it('lists every permission with its switch, filtered by the switch and by search', async () => {
    const all = await list({ role_id: staffRole, value_mapping: 'all' });
    expect(all.status).toBe(200);
    const granted = await list({ role_id: staffRole, value_mapping: 1 });
    // The seed's eleven, and view-visitor, which 0035 gives every role that may view the guest book.
    expect(granted.body.data[0].total).toBe(12);
    expect(all.body.data[0].total).toBeGreaterThan(granted.body.data[0].total);
    for (const row of granted.body.data[0].data) expect(row.value_mapping).toBe(1);
    const searched = await list({ role_id: staffRole }, '&search=view-skill');
    expect(searched.body.data[0].data).toEqual([{ id: viewSkill, name: 'view-skill', description: 'Melihat data Keahlian', value_mapping: 0 }]);
  });

  it('applies a change on the user’s next call', async () => {
    expect((await server.call('GET', '/api/skill/list', { token: tokens['staff.gedung'] })).status).toBe(403);
    expect((await toggle('superadmin', 1)).status).toBe(200);
    expect((await server.call('GET', '/api/skill/list', { token: tokens['staff.gedung'] })).status).toBe(200);
    expect((await toggle('superadmin', 0)).status).toBe(200);
    expect((await server.call('GET', '/api/skill/list', { token: tokens['staff.gedung'] })).status).toBe(403);
  });

  it('refuses users who may not change roles', async () => {
    expect((await toggle('admin.gedung', 1)).status).toBe(403);
    expect((await toggle('staff.gedung', 1)).status).toBe(403);
  });
});
