import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../../server/dashboard/scope.ts';
import { mainBackend } from '../../support/database.ts';
import { sendFile, signIn, tinyPng } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** The project's new sub-screens (spec §2) listed from its detail: each tab's model. */
const TABS = ['presence-management', 'presence-worker', 'presence', 'presence-visitor', 'employee-project-history', 'project-convalsal-document'] as const;

interface ListAnswer {
  data: Record<string, any>[];
  total: number;
  rekap: Record<string, number>;
}

describe.each([mainBackend])('the project sub-screens on %s', (backend) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;
  let staffToken: string;
  let gedung: number;
  let gedungProject: number;
  let otherProject: number;
  let staffRole: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [superToken, adminToken, staffToken] = await Promise.all(['superadmin', 'admin.gedung', 'staff.gedung'].map((user) => signIn(server, user)));
    const { db } = server.database;
    gedung = (await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow()).id;
    gedungProject = (await db.selectFrom('projects').select('id').where('department_id', '=', gedung).orderBy('id').executeTakeFirstOrThrow()).id;
    otherProject = (await db.selectFrom('projects').select('id').where('department_id', '<>', gedung).orderBy('id').executeTakeFirstOrThrow()).id;
    staffRole = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
    // The seed's check-ins stop at the hour it ran, and the Jakarta day starts at 17:00 UTC with
    // nobody in yet: one worker of the project checks in now, whatever the hour of the run.
    const worker = await db.selectFrom('project_manpower').select('employee_id').where('project_id', '=', gedungProject).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    await db
      .insertInto('presences')
      .values({ subject_type: 'employee', employee_id: worker.employee_id, project_id: gedungProject, recorded_at: now, direction: 'in', method: 'gps', created_at: now, updated_at: now })
      .execute();
  });
  afterAll(() => server?.close());

  const list = async (model: string, token: string, filters: Record<string, unknown>, query = '') => {
    const path = `/api/${model}/list?limit=100${query}&filters=${encodeURIComponent(JSON.stringify(filters))}`;
    const { status, body } = await server.call('GET', path, { token });
    expect(status, `${model}: ${JSON.stringify(body)}`).toBe(200);
    return body as ListAnswer;
  };
  const summary = (id: number | string, token?: string) => server.call('GET', `/api/project-summary/${id}`, { token });
  const count = async (query: ReturnType<typeof sql<{ total: number }>>) => Number((await query.execute(server.database.db)).rows[0]!.total);
  /** Gives the Staf role (staff.gedung) exactly these permissions besides its own, or takes them away. */
  const setStaffPermissions = async (grant: readonly string[], revoke: readonly string[]) => {
    const { db } = server.database;
    if (revoke.length > 0) {
      await db
        .deleteFrom('role_permissions')
        .where('role_id', '=', staffRole)
        .where('permission_id', 'in', db.selectFrom('permissions').select('id').where('name', 'in', revoke))
        .execute();
    }
    for (const name of grant) {
      const permission = await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      await db.insertInto('role_permissions').values({ role_id: staffRole, permission_id: permission.id }).onConflict((conflict) => conflict.doNothing()).execute();
    }
  };

  it("counts the single project's active workers, foremen, vendors, active devices and the workers who checked in today, as the tables hold them", async () => {
    const today = jakartaToday();
    const { status, body } = await summary(gedungProject, superToken);
    expect(status).toBe(200);
    const expected = {
      workers: await count(sql`select count(distinct employee_id)::int as total from project_manpower where project_id = ${gedungProject} and active = 1`),
      foremen: await count(sql`select count(distinct user_id)::int as total from project_foremen where project_id = ${gedungProject} and active = 1`),
      vendors: await count(sql`select count(distinct convalsal_id)::int as total from project_convalsals where project_id = ${gedungProject}`),
      devices: await count(sql`select count(*)::int as total from project_devices where project_id = ${gedungProject} and active = 1`),
      // From the raw check-ins, not the recaps the server reads: the two must agree.
      present_today: await count(sql`
        select count(distinct employee_id)::int as total from presences
        where subject_type = 'employee' and direction = 'in' and project_id = ${gedungProject}
          and (recorded_at at time zone 'Asia/Jakarta')::date = ${today}::date`),
    };
    expect(body.data).toEqual({ ...expected, today });
    expect(expected.workers * expected.devices * expected.present_today, 'the seed gives the project workers, devices and check-ins today').toBeGreaterThan(0);
    const devices = await list('project-device', superToken, { project_id: gedungProject, active: 1 });
    expect(devices.total).toBe(expected.devices);
  });

  it('answers the summary only for a project the caller may see: 404 outside their department, 403 without view-project, 401 signed out, 422 for no id', async () => {
    expect((await summary(gedungProject, adminToken)).status).toBe(200);
    expect((await summary(otherProject, adminToken)).status).toBe(404);
    expect((await summary(gedungProject, staffToken)).status).toBe(403);
    expect((await summary(gedungProject)).status).toBe(401);
    expect((await summary('1e3', adminToken)).status).toBe(422);
    expect((await summary(2 ** 31, adminToken)).status).toBe(422);
  });

  it("lists each new tab of a project with that project's rows alone, and none of another department's project", async () => {
    const { db } = server.database;
    const scopedTotals: Record<string, number> = {
      'presence-management': await count(sql`select count(*)::int as total from presence_recaps where subject_type = 'user' and project_id = ${gedungProject} and department_id = ${gedung}`),
      'presence-worker': await count(sql`select count(*)::int as total from presence_recaps where subject_type = 'employee' and project_id = ${gedungProject} and department_id = ${gedung}`),
      presence: await count(sql`select count(*)::int as total from presences where project_id = ${gedungProject}`),
      'presence-visitor': await count(sql`select count(*)::int as total from presence_recaps where subject_type = 'visitor' and project_id = ${gedungProject} and department_id = ${gedung}`),
      // A worker of another department who worked on the project stays out of the Department Admin's view.
      'employee-project-history': await count(sql`
        select count(*)::int as total from employee_project_histories h join employees e on e.id = h.employee_id
        where h.project_id = ${gedungProject} and e.department_id = ${gedung}`),
      // Per vendor: every active required type, and every type it holds a document of.
      'project-convalsal-document': await count(sql`
        select count(*)::int as total from project_convalsals pc cross join convalsal_document_types t
        where pc.project_id = ${gedungProject}
          and ((t.is_required and t.active = 1) or exists (select 1 from convalsal_documents d where d.convalsal_id = pc.convalsal_id and d.document_type_id = t.id))`),
    };
    for (const model of TABS) {
      const own = await list(model, adminToken, { project_id: gedungProject });
      expect({ model, total: own.total }).toEqual({ model, total: scopedTotals[model] });
      expect({ model, rows: own.total > 0 }).toEqual({ model, rows: true });
      expect(new Set(own.data.map((row) => row.project_id))).toEqual(new Set([gedungProject]));
      const other = await list(model, adminToken, { project_id: otherProject });
      expect({ model, total: other.total, rows: other.data.length }).toEqual({ model, total: 0, rows: 0 });
      // The super user reaches the other department's project.
      const all = await list(model, superToken, { project_id: otherProject });
      expect(new Set(all.data.map((row) => row.project_id))).toEqual(all.total > 0 ? new Set([otherProject]) : new Set());
    }
    expect(await db.selectFrom('employee_project_histories').select('id').where('project_id', '=', otherProject).execute()).not.toHaveLength(0);
  });

  it("refuses a tab's list without the tab's view permission, and leaves the counts the caller may not see out of the summary", async () => {
    await setStaffPermissions(['view-project'], ['view-presence-raw', 'view-project-manpower']);
    try {
      const refused = await server.call('GET', `/api/presence/list?filters=${encodeURIComponent(JSON.stringify({ project_id: gedungProject }))}`, { token: staffToken });
      expect(refused.status).toBe(403);
      expect((await list('presence-worker', staffToken, { project_id: gedungProject })).total).toBeGreaterThan(0);
      const { status, body } = await summary(gedungProject, staffToken);
      expect(status).toBe(200);
      expect(body.data.workers).toBeNull();
      expect(body.data.present_today).toBeGreaterThan(0);
      expect(body.data.devices).toBeGreaterThan(0);
    } finally {
      await setStaffPermissions(['view-presence-raw', 'view-project-manpower'], ['view-project']);
    }
  });

  it('marks each required vendor document missing until a document with a file is added, expired past its date, and shows the other documents the vendor holds', async () => {
    const { db } = server.database;
    const vendor = (await db.selectFrom('project_convalsals').select('convalsal_id').where('project_id', '=', gedungProject).orderBy('id').executeTakeFirstOrThrow()).convalsal_id;
    const types = await db.selectFrom('convalsal_document_types').select(['id', 'document_type_name', 'is_required', 'active']).execute();
    const held = await db.selectFrom('convalsal_documents').select(['document_type_id', 'document_number']).where('convalsal_id', '=', vendor).execute();
    const heldTypes = new Set(held.map((row) => row.document_type_id));
    const nib = types.find((type) => type.document_type_name === 'NIB')!.id;
    const notHeld = types.find((type) => !type.is_required && type.active === 1 && !heldTypes.has(type.id))!.id;
    const documents = () => list('project-convalsal-document', adminToken, { project_id: gedungProject, convalsal_id: vendor });
    const rowOf = (answer: ListAnswer, typeId: number) => answer.data.find((row) => row.document_type_id === typeId);

    // The seed records the vendors' document numbers but uploads no file.
    const before = await documents();
    const expectedTypes = types.filter((type) => (type.is_required && type.active === 1) || heldTypes.has(type.id)).map((type) => type.id);
    expect(before.data.map((row) => row.document_type_id).sort((a, b) => a - b)).toEqual(expectedTypes.sort((a, b) => a - b));
    expect(new Set(before.data.map((row) => row.status))).toEqual(new Set(['missing']));
    expect(before.data.every((row) => row.convalsal.id === vendor && row.project.id === gedungProject)).toBe(true);
    expect(rowOf(before, nib)).toMatchObject({
      status: 'missing',
      is_required: true,
      file: null,
      document_number: held.find((row) => row.document_type_id === nib)!.document_number,
      document_type: { id: nib, document_type_name: 'NIB' },
    });
    expect(rowOf(before, notHeld)).toBeUndefined();
    const required = types.filter((type) => type.is_required && type.active === 1).length;
    expect(before.rekap).toEqual({ required, uploaded: 0, missing: before.total, expired: 0 });

    const uploaded = await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'nib.png' }, { token: adminToken });
    expect(uploaded.status).toBe(200);
    const file = uploaded.json.data.url as string;
    const files = [{ file_filename: { url: file, filename: 'nib.png' } }];
    const create = async (body: Record<string, unknown>) => {
      const { status, body: answer } = await server.call('POST', '/api/convalsal-document/create', { token: adminToken, body: { convalsal_id: vendor, ...body } });
      expect(status, JSON.stringify(answer)).toBe(201);
    };
    await create({ document_type_id: nib, document_number: 'NIB-0001', files, expires_at: '2099-12-31' });
    await create({ document_type_id: notHeld, document_number: 'DOK-77', files, expires_at: '2020-01-31' });

    const after = await documents();
    expect(rowOf(after, nib)).toMatchObject({ status: 'uploaded', document_number: 'NIB-0001', file, expires_at: '2099-12-31' });
    expect(rowOf(after, notHeld)).toMatchObject({ status: 'expired', is_required: false, document_number: 'DOK-77' });
    expect(after.total).toBe(before.total + 1);
    expect(after.rekap).toEqual({ required, uploaded: 1, missing: before.total - 1, expired: 1 });

    const missing = await list('project-convalsal-document', adminToken, { project_id: gedungProject, convalsal_id: vendor, status: 'missing' });
    expect(missing.data.map((row) => row.document_type_id).sort((a, b) => a - b)).toEqual(expectedTypes.filter((id) => id !== nib));
    const shown = await server.call('GET', `/api/project-convalsal-document/${rowOf(after, nib)!.id}/show`, { token: adminToken });
    expect(shown.body.data).toMatchObject({ status: 'uploaded', convalsal_id: vendor, document_type_id: nib });
    expect((await server.call('GET', `/api/project-convalsal-document/${rowOf(after, nib)!.id}/show`, { token: staffToken })).status).toBe(403);
    const written = await server.call('POST', '/api/project-convalsal-document/create', { token: superToken, body: { project_id: gedungProject } });
    expect(written.status).toBe(405);
  });
});
