import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('relation ids checked within the caller’s scope on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let gedung: number;
  let epc: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    adminToken = await signIn(server, 'admin.gedung');
    const { db } = server.database;
    const department = async (name: string) => (await db.selectFrom('departments').select('id').where('department_name', '=', name).executeTakeFirstOrThrow()).id;
    gedung = await department('Departemen Gedung');
    epc = await department('Departemen EPC');
  });
  afterAll(() => server?.close());

  const workerOf = async (departmentId: number) =>
    (await server.database.db.selectFrom('employees').select('id').where('department_id', '=', departmentId).orderBy('id').executeTakeFirstOrThrow()).id;
  const blacklistsOf = (employeeId: number) =>
    server.database.db.selectFrom('employee_blacklists').select('id').where('employee_id', '=', employeeId).execute();
  const blacklist = (employeeId: number, locale = 'id') =>
    server.call('POST', '/api/employee-blacklist/create', {
      token: adminToken,
      locale,
      body: { employee_id: employeeId, reason: 'Uji lintas departemen', blacklisted_at: '2026-01-05', active: 1 },
    });

  it('F4: a Department Admin blacklisting another department’s worker answers 422 on the worker and writes no row', async () => {
    const stranger = await workerOf(epc);
    const before = await blacklistsOf(stranger);
    const refused = await blacklist(stranger);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ employee_id: ['Tenaga Kerja yang dipilih tidak ditemukan'] });
    expect((await blacklist(stranger, 'en')).body.data.employee_id).toHaveLength(1);
    expect(await blacklistsOf(stranger)).toEqual(before);

    const own = await workerOf(gedung);
    const accepted = await blacklist(own);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.employee.id).toBe(own);
  });

  it('F4: a Department Admin attaching another department’s company or vendor to their worker answers 422 and changes nothing', async () => {
    const { db } = server.database;
    const own = await workerOf(gedung);
    const foreignCompany = (await db.selectFrom('companies').select('id').where('department_id', '=', epc).executeTakeFirstOrThrow()).id;
    const foreignVendor = (await db.selectFrom('convalsals').select('id').where('department_id', '=', epc).executeTakeFirstOrThrow()).id;
    const before = await db.selectFrom('employees').select(['company_id', 'convalsal_id']).where('id', '=', own).executeTakeFirstOrThrow();

    const refused = await server.call('PUT', '/api/employee/update', {
      token: adminToken,
      body: { id: own, company_id: foreignCompany, convalsal_id: foreignVendor },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      company_id: ['Perusahaan yang dipilih tidak ditemukan'],
      convalsal_id: ['Vendor / Subkon yang dipilih tidak ditemukan'],
    });
    expect(await db.selectFrom('employees').select(['company_id', 'convalsal_id']).where('id', '=', own).executeTakeFirstOrThrow()).toEqual(before);

    const ownCompany = (await db.selectFrom('companies').select('id').where('department_id', '=', gedung).executeTakeFirstOrThrow()).id;
    const accepted = await server.call('PUT', '/api/employee/update', { token: adminToken, body: { id: own, company_id: ownCompany } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.company).toMatchObject({ id: ownCompany });
  });
});
