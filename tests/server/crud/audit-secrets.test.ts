import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as purgeAuditSecrets } from '../../../server/db/migrations/0014-audit-without-secrets.ts';
import { mainBackend } from '../../support/database.ts';
import { download, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('secrets kept out of the audit log and exports on %s', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let adminToken: string;
  let staffRole: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-audit-'));
    server = await startTestServer(backend, { DATA_DIR: dataDir });
    adminToken = await signIn(server, 'admin.gedung');
    staffRole = (await server.database.db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedAudit = async (recordId: number) =>
    (
      await sql<{ before: string | null; after: string | null }>`
        select before::text as before, after::text as after from audit_logs where model = 'user' and record_id = ${String(recordId)}
      `.execute(server.database.db)
    ).rows;

  it('F5: a Department Admin reading the audit log of a user given a password finds no password hash, nor does the database', async () => {
    const created = await server.call('POST', '/api/user/create', {
      token: adminToken,
      body: { fullname: 'Uji Audit', username: 'uji.audit', email: 'uji.audit@example.test', password_hash: 'Rahasia#2026', role_id: staffRole, active: 1 },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const updated = await server.call('PUT', '/api/user/update', { token: adminToken, body: { id, password_hash: 'Rahasia#2027' } });
    expect(updated.status).toBe(200);

    const filters = encodeURIComponent(JSON.stringify({ model: 'user', record_id: String(id) }));
    const log = await server.call('GET', `/api/audit-log/list?limit=100&filters=${filters}`, { token: adminToken });
    expect(log.status).toBe(200);
    expect(log.body.data.map((row: { action: string }) => row.action).sort()).toEqual(['create', 'update']);
    const createdRow = log.body.data.find((row: { action: string }) => row.action === 'create');
    expect(createdRow.after).toMatchObject({ fullname: 'Uji Audit', username: 'uji.audit' });
    expect(JSON.stringify(log.body.data)).not.toMatch(/password|argon2/);

    const rows = await storedAudit(id);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/password|argon2/);
  });

  it('F5: an export of users has no password column and no hash, in either language', async () => {
    for (const locale of ['id', 'en']) {
      const answer = await download(server, '/api/user/export?format=csv', { token: adminToken, locale });
      expect(answer.status).toBe(200);
      const text = answer.bytes.toString('utf8');
      const header = text.split(/\r?\n/)[0]!;
      expect(header).toMatch(/Username/);
      expect(header).not.toMatch(/Kata Sandi|Password/i);
      expect(text).not.toMatch(/argon2/);
    }
  });

  it('F5: the upgrade purges the password hashes earlier audit rows kept, and keeps the rest of each row', async () => {
    const { db } = server.database;
    const leaked = { fullname: 'Uji Lama', password_hash: '$argon2id$v=19$m=19456,t=2,p=1$bG9uZ3NhbHQ$aGFzaA' };
    const { id } = await db
      .insertInto('audit_logs')
      .values({ user_id: null, model: 'user', record_id: '999999', action: 'update', before: JSON.stringify(leaked), after: JSON.stringify(leaked) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await purgeAuditSecrets(db as never);
    const row = await db.selectFrom('audit_logs').select(['before', 'after']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ before: { fullname: 'Uji Lama' }, after: { fullname: 'Uji Lama' } });
  });
});
