import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { backends } from '../../support/database.ts';
import { DEMO_PASSWORD, sendFile, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** More rows than one statement writes (1,000), so the last rows go in a later statement. */
const ROWS = 1_100;

describe.each(backends)('an import written many rows a statement is still all or nothing on %s', (backend) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;
  let userIds: number[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    superToken = await signIn(server, 'superadmin');
    adminToken = await signIn(server, 'admin.gedung');
    const { db } = server.database;
    const gedung = await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow();
    const staff = await db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow();
    // Rows straight into the table: the form would hash each password, a minute's work for this many.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await db
      .insertInto('users')
      .values(
        Array.from({ length: ROWS }, (_, n) => ({
          fullname: `Uji Massal ${n}`,
          username: `uji.massal.${n}`,
          email: `uji.massal.${n}@example.test`,
          password_hash: passwordHash,
          role_id: staff.id,
          department_id: gedung.id,
          job_position: 'Staf',
          approval_status: 'approved',
          email_verified_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    userIds = inserted.map((row) => row.id).sort((a, b) => a - b);
  });
  afterAll(() => server?.close());

  const csv = (rows: unknown[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\n'), 'utf8');
  const importFile = (model: string, rows: unknown[][], token: string, locale = 'id') =>
    sendFile(server, `/api/${model}/import`, { bytes: csv(rows), name: 'impor.csv' }, { token, locale });
  const jobPositions = async () =>
    (await server.database.db.selectFrom('users').select('job_position').where('id', 'in', userIds).orderBy('id').execute()).map((row) => row.job_position);
  const importAudits = async (model: string) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from audit_logs where model = ${model} and action = 'import'`.execute(server.database.db)).rows[0]!.n);
  const me = async (token: string) => (await server.call('GET', '/api/me', { token })).status;

  it('writes no row when the database refuses the last one, in the last statement', async () => {
    const { db } = server.database;
    await sql`alter table skills add constraint test_last_refused check (skill_name <> 'Uji Ditolak Terakhir')`.execute(db);
    try {
      const skills = Array.from({ length: ROWS }, (_, n) => [`Uji Keahlian Massal ${n}`, 'Aktif']);
      skills[ROWS - 1]![0] = 'Uji Ditolak Terakhir';
      const { status, json } = await importFile('skill', [['Nama Keahlian', 'Status'], ...skills], superToken);
      expect(status).toBe(409);
      expect(json.message).toBe('Data Keahlian bertentangan dengan data yang sudah ada');
      expect(await db.selectFrom('skills').select('id').where('skill_name', 'like', 'Uji Keahlian Massal%').execute()).toEqual([]);
      expect(await importAudits('skill')).toBe(0);
    } finally {
      await sql`alter table skills drop constraint test_last_refused`.execute(db);
    }
  });

  it('names the last row when only it leaves the department, and writes none of the rows before it', async () => {
    const rows = userIds.map((id, n) => [id, `Mandor ${n}`, 'Departemen Gedung']);
    rows[ROWS - 1]![2] = '';
    const { status, json } = await importFile('user', [['ID', 'Jabatan', 'Departemen'], ...rows], adminToken, 'en');
    expect(status).toBe(422);
    expect(json.data.errors).toEqual([{ row: ROWS + 1, messages: { id: ['The data is outside your department or project'] } }]);
    expect(new Set(await jobPositions())).toEqual(new Set(['Staf']));
    expect(await importAudits('user')).toBe(0);
  });

  it('updates every row across statements and ends the sessions of only the users it deactivates', async () => {
    const login = async (n: number) =>
      (await server.call('POST', '/api/login', { body: { username: `uji.massal.${n}`, password: DEMO_PASSWORD } })).body.token as string;
    const [kept, deactivated] = [await login(0), await login(ROWS - 1)];
    const rows = userIds.map((id, n) => [id, `Mandor ${n}`, n === ROWS - 1 ? 'Tidak Aktif' : 'Aktif']);
    const { status, json } = await importFile('user', [['ID', 'Jabatan', 'Status'], ...rows], adminToken);
    expect(status).toBe(200);
    expect(json.data).toEqual({ created: 0, updated: ROWS });
    expect(await jobPositions()).toEqual(rows.map((row) => row[1]));
    expect(await importAudits('user')).toBe(ROWS);
    expect(await me(kept)).toBe(200);
    expect(await me(deactivated)).toBe(401);
  });
});
