import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('GET /api/audit-log/{id}/changes on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let equipmentId: number;
  let types: { id: number; equipment_type_name: string }[];

  /** The newest audit entry of a record, as the log lists it to `user`. */
  const newestEntry = async (user: string, model: string, recordId: number) => {
    const filters = encodeURIComponent(JSON.stringify({ model, record_id: String(recordId) }));
    const { body } = await server.call('GET', `/api/audit-log/list?filters=${filters}&sort_by=created_at&sort=DESC&limit=1`, { token: tokens[user] });
    return body.data[0] as { id: number; action: string };
  };
  const changes = (user: string, id: number | string, locale = 'id') => server.call('GET', `/api/audit-log/${id}/changes`, { token: tokens[user], locale });

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) {
      tokens[user] = (await server.call('POST', '/api/login', { body: { username: user, password: 'Demo#2026' } })).body.token;
    }
    types = (await server.call('GET', '/api/equipment-type/dataset?limit=2', { token: tokens['admin.gedung'] })).body.data;
    const created = await server.call('POST', '/api/equipment/create', {
      token: tokens['admin.gedung'],
      body: {
        equipment_name: 'Genset Uji Audit',
        equipment_number: 'AUD-0001',
        equipment_type_id: types[0]!.id,
        condition: 'good',
        operational_status: 'operational',
        purchase_price: 1500000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    equipmentId = created.body.data.id;
    const updated = await server.call('PUT', '/api/equipment/update', {
      token: tokens['admin.gedung'],
      body: { id: equipmentId, equipment_name: 'Genset Uji Audit 2', equipment_type_id: types[1]!.id, condition: 'damaged', purchase_price: 1500000 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  });
  afterAll(() => server?.close());

  it('shows only the fields an update changed, each by its label, with names and option labels before and after', async () => {
    const entry = await newestEntry('admin.gedung', 'equipment', equipmentId);
    expect(entry.action).toBe('update');
    const { status, body } = await changes('admin.gedung', entry.id);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { field: 'equipment_type_id', label: 'Tipe Alat', before: types[0]!.equipment_type_name, after: types[1]!.equipment_type_name, named: true },
      { field: 'equipment_name', label: 'Nama Alat', before: 'Genset Uji Audit', after: 'Genset Uji Audit 2', named: false },
      { field: 'condition', label: 'Kondisi', before: 'Baik', after: 'Rusak', named: true },
    ]);
    const english = await changes('admin.gedung', entry.id, 'en');
    expect(english.body.data.map((change: { label: string; after: unknown }) => [change.label, change.after])).toEqual([
      ['Equipment Type', types[1]!.equipment_type_name],
      ['Equipment Name', 'Genset Uji Audit 2'],
      ['Condition', 'Damaged'],
    ]);
  });

  it('shows a creation\'s every written field with nothing before, and no column the model does not declare', async () => {
    const filters = encodeURIComponent(JSON.stringify({ model: 'equipment', record_id: String(equipmentId), action: 'create' }));
    const listed = await server.call('GET', `/api/audit-log/list?filters=${filters}`, { token: tokens.superadmin });
    expect(listed.body.data).toHaveLength(1);
    const { body } = await changes('superadmin', listed.body.data[0].id);
    const byField = Object.fromEntries(body.data.map((change: { field: string }) => [change.field, change]));
    expect(byField.equipment_name).toEqual({ field: 'equipment_name', label: 'Nama Alat', before: null, after: 'Genset Uji Audit', named: false });
    expect(byField.purchase_price).toMatchObject({ label: 'Harga Beli', before: null, named: false });
    expect(Number(byField.purchase_price.after)).toBe(1500000);
    expect(byField.operational_status).toMatchObject({ label: 'Status Operasional', before: null, after: 'Digunakan' });
    expect(byField.department_id.after).toBe('Departemen Gedung');
    for (const change of body.data) expect(change.label).not.toMatch(/_/);
    expect(Object.keys(byField)).not.toContain('created_by');
  });

  it('takes view-audit-log and the caller\'s scope, and refuses what is no id', async () => {
    const entry = await newestEntry('admin.gedung', 'equipment', equipmentId);
    expect((await changes('staff.gedung', entry.id)).status).toBe(403);
    // The super user belongs to no department: a Department Admin does not see what they did.
    const skill = await server.call('POST', '/api/skill/create', { token: tokens.superadmin, body: { skill_name: 'Uji Log Audit', active: 1 } });
    expect(skill.status, JSON.stringify(skill.body)).toBe(201);
    const theirs = await newestEntry('superadmin', 'skill', skill.body.data.id);
    expect((await changes('superadmin', theirs.id)).status).toBe(200);
    expect((await changes('admin.gedung', theirs.id)).status).toBe(404);
    expect((await changes('superadmin', 'abc')).status).toBe(422);
    expect((await changes('superadmin', 99999999)).status).toBe(404);
  });
});
