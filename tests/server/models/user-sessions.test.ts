import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../server/auth/sessions.ts';
import { mainBackend } from '../../support/database.ts';
import { sendFile, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PASSWORD = 'Rahasia#2026';

describe.each([mainBackend])('a user’s sessions end with a change of their access on %s', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let adminToken: string;
  const roles: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-sessions-'));
    server = await startTestServer(backend, { DATA_DIR: dataDir });
    adminToken = await signIn(server, 'admin.gedung');
    for (const role of await server.database.db.selectFrom('roles').select(['id', 'role_name']).execute()) roles[role.role_name] = role.id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A Staf user of Gedung made by the Department Admin, signed in: answers its id and token. */
  async function signedInUser(username: string): Promise<{ id: number; token: string }> {
    const created = await server.call('POST', '/api/user/create', {
      token: adminToken,
      body: { fullname: `Uji ${username}`, username, email: `${username}@example.test`, password_hash: PASSWORD, role_id: roles.Staf, active: 1 },
    });
    expect(created.status).toBe(201);
    const login = await server.call('POST', '/api/login', { body: { username, password: PASSWORD } });
    expect(login.status).toBe(200);
    return { id: created.body.data.id, token: login.body.token };
  }
  const me = async (token: string) => (await server.call('GET', '/api/me', { token })).status;
  const update = (body: Record<string, unknown>) => server.call('PUT', '/api/user/update', { token: adminToken, body });
  const importStatus = async (id: number, status: string) => {
    const file = await xlsx([['ID', 'Status'], [id, status]]);
    return sendFile(server, '/api/user/import', { bytes: file, name: 'pengguna.xlsx' }, { token: adminToken });
  };

  it('F6: a password an admin sets on the user form makes the user’s old token answer 401', async () => {
    const user = await signedInUser('uji.sandi');
    expect(await me(user.token)).toBe(200);
    expect((await update({ id: user.id, password_hash: 'Rahasia#2027' })).status).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect((await server.call('POST', '/api/login', { body: { username: 'uji.sandi', password: 'Rahasia#2027' } })).status).toBe(200);
  });

  it('F6: a role change on the user form makes the user’s old token answer 401, an unrelated edit does not', async () => {
    const user = await signedInUser('uji.peran');
    expect((await update({ id: user.id, job_position: 'Staf Gudang' })).status).toBe(200);
    expect(await me(user.token)).toBe(200);
    expect((await update({ id: user.id, role_id: roles.Mandor })).status).toBe(200);
    expect(await me(user.token)).toBe(401);
  });

  it('F6/F10: deactivation by import makes the old token answer 401, and reactivation does not bring it back', async () => {
    const user = await signedInUser('uji.impor');
    const off = await importStatus(user.id, 'Tidak Aktif');
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ created: 0, updated: 1 });
    expect(await me(user.token)).toBe(401);

    expect((await importStatus(user.id, 'Aktif')).status).toBe(200);
    expect(await me(user.token)).toBe(401);
    const again = await server.call('POST', '/api/login', { body: { username: 'uji.impor', password: PASSWORD } });
    expect(await me(again.body.token)).toBe(200);
  });

  it('F6: a Department Admin’s decision on a registration ends any session the applicant held', async () => {
    const { db } = server.database;
    const gedung = (await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow()).id;
    const pending = await db
      .selectFrom('users')
      .select('id')
      .where('department_id', '=', gedung)
      .where('approval_status', '=', 'pending')
      .where('email_verified_at', 'is not', null)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = await openSession(db, pending.id, 1, {});
    expect(await me(token)).toBe(200);
    const rejected = await server.call('POST', '/api/user-approval/reject', { token: adminToken, body: { id: pending.id, reason: 'Uji sesi lama' } });
    expect(rejected.status).toBe(200);
    expect(await me(token)).toBe(401);
  });
});
