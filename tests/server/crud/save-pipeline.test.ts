import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { sendFile, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const PASSWORD = 'Rahasia#2026';

interface AuditEntry {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each([mainBackend])('the form and an import save through the same steps on %s', (backend) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;
  let staffRole: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    superToken = await signIn(server, 'superadmin');
    adminToken = await signIn(server, 'admin.gedung');
    staffRole = (await server.database.db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const csv = (rows: unknown[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\n'), 'utf8');
  const importFile = (model: string, rows: unknown[][], options: { token?: string; locale?: string } = {}) =>
    sendFile(server, `/api/${model}/import`, { bytes: csv(rows), name: 'impor.csv' }, { token: options.token ?? superToken, locale: options.locale });

  /** The audit log's entries of one record, oldest first, as the audit log screen lists them. */
  const auditOf = async (model: string, id: number): Promise<AuditEntry[]> => {
    const filters = encodeURIComponent(JSON.stringify({ model, record_id: String(id) }));
    const { status, body } = await server.call('GET', `/api/audit-log/list?limit=100&sort_by=created_at&sort=asc&filters=${filters}`, { token: superToken });
    expect(status).toBe(200);
    return body.data.map(({ action, before, after }: AuditEntry) => ({ action, before, after }));
  };

  /** A Staf user of Gedung made on the form by the Department Admin, signed in: answers its id and token. */
  async function signedInUser(username: string): Promise<{ id: number; token: string }> {
    const created = await server.call('POST', '/api/user/create', {
      token: adminToken,
      body: { fullname: `Uji ${username}`, username, email: `${username}@example.test`, password_hash: PASSWORD, role_id: staffRole, active: 1 },
    });
    expect(created.status).toBe(201);
    const login = await server.call('POST', '/api/login', { body: { username, password: PASSWORD } });
    expect(login.status).toBe(200);
    return { id: created.body.data.id, token: login.body.token };
  }
  const me = async (token: string) => (await server.call('GET', '/api/me', { token })).status;

  it('stores an imported project with the flags and progress left blank as the form does, with the same audit entry', async () => {
    const gedung = await server.database.db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow();
    const form = await server.call('POST', '/api/project/create', {
      token: superToken,
      body: { project_name: 'Uji Proyek Form', department_id: gedung.id, progress: '', is_high_risk: null, is_joint_operation: null, active: 1 },
    });
    expect(form.status).toBe(201);
    expect(form.body.data).toMatchObject({ progress: 0, is_high_risk: false, is_joint_operation: false });

    const imported = await importFile('project', [
      ['Nama Proyek', 'Departemen', 'Progres (%)', 'Risiko Tinggi', 'Joint Operation (KSO)', 'Status'],
      ['Uji Proyek Impor', 'Departemen Gedung', '', '', '', 'Aktif'],
    ]);
    expect(imported.status).toBe(200);
    expect(imported.json.data).toEqual({ created: 1, updated: 0 });
    const stored = await server.database.db.selectFrom('projects').select(['id', 'progress', 'is_high_risk', 'is_joint_operation']).where('project_name', '=', 'Uji Proyek Impor').executeTakeFirstOrThrow();
    expect({ ...stored, progress: Number(stored.progress) }).toEqual({ id: stored.id, progress: 0, is_high_risk: false, is_joint_operation: false });

    const [formEntry] = await auditOf('project', form.body.data.id);
    const [importEntry] = await auditOf('project', stored.id);
    expect(formEntry).toEqual({
      action: 'create',
      before: null,
      after: { project_name: 'Uji Proyek Form', department_id: gedung.id, progress: 0, is_high_risk: false, is_joint_operation: false, active: 1 },
    });
    expect(importEntry).toEqual({ ...formEntry, action: 'import', after: { ...formEntry!.after, project_name: 'Uji Proyek Impor' } });
  });

  it('ends the sessions of a user deactivated on the form or by import, and audits both alike without the password', async () => {
    const onForm = await signedInUser('uji.simpan.form');
    const byImport = await signedInUser('uji.simpan.impor');

    const updated = await server.call('PUT', '/api/user/update', { token: adminToken, body: { id: onForm.id, job_position: 'Staf Gudang', active: 0 } });
    expect(updated.status).toBe(200);
    const imported = await importFile('user', [['ID', 'Jabatan', 'Status'], [byImport.id, 'Staf Gudang', 'Tidak Aktif']], { token: adminToken });
    expect(imported.status).toBe(200);
    expect(imported.json.data).toEqual({ created: 0, updated: 1 });

    expect(await me(onForm.token)).toBe(401);
    expect(await me(byImport.token)).toBe(401);

    const [formCreate, formUpdate] = await auditOf('user', onForm.id);
    const [importCreate, importUpdate] = await auditOf('user', byImport.id);
    expect(formUpdate).toMatchObject({ action: 'update', after: { job_position: 'Staf Gudang', active: 0 } });
    expect(importUpdate).toMatchObject({ action: 'import', after: formUpdate!.after });
    expect(Object.keys(importUpdate!.before!).sort()).toEqual(Object.keys(formUpdate!.before!).sort());
    expect(importUpdate!.before).toMatchObject({ id: byImport.id, username: 'uji.simpan.impor', active: 1 });
    expect(JSON.stringify([formCreate, formUpdate, importCreate, importUpdate])).not.toMatch(/password|argon2/);
  });

  it('refuses an imported row that leaves the user’s department with the form’s message, and writes nothing', async () => {
    const target = await signedInUser('uji.simpan.lingkup');
    const auditBefore = await auditOf('user', target.id);
    for (const [locale, message] of [
      ['id', 'Data berada di luar departemen atau proyek Anda'],
      ['en', 'The data is outside your department or project'],
    ] as const) {
      const form = await server.call('PUT', '/api/user/update', { token: adminToken, locale, body: { id: target.id, department_id: null } });
      expect(form.status).toBe(403);
      expect(form.body.message).toBe(message);

      const imported = await importFile('user', [['ID', 'Departemen', 'Status'], [target.id, '', 'Tidak Aktif']], { token: adminToken, locale });
      expect(imported.status).toBe(422);
      expect(imported.json.data.errors).toEqual([{ row: 2, messages: { id: [message] } }]);
    }
    const stored = await server.database.db.selectFrom('users').select(['department_id', 'active']).where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ active: 1 });
    expect(stored.department_id).not.toBeNull();
    expect(await me(target.token)).toBe(200);
    expect(await auditOf('user', target.id)).toEqual(auditBefore);
  });
});
