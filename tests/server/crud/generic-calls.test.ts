import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const PASSWORD = 'Demo#2026';

describe.each([mainBackend])('the generic calls of spec §7 on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let departments: Record<string, number>;

  const as = (user: string) => ({ token: tokens[user] });
  const list = (user: string, model: string, query: Record<string, unknown> = {}, locale?: string) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
    );
    return server.call('GET', `/api/${model}/list?${params}`, { ...as(user), locale });
  };
  const count = async (table: string) =>
    Number(((await server.database.db.selectFrom(table as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: number }).n);

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) {
      const { body } = await server.call('POST', '/api/login', { body: { username: user, password: PASSWORD } });
      tokens[user] = body.token;
    }
    const rows = await server.database.db.selectFrom('departments').select(['id', 'department_name']).execute();
    departments = Object.fromEntries(rows.map((row) => [row.department_name, row.id]));
    for (let i = 1; i <= 25; i += 1) {
      const created = await server.call('POST', '/api/skill/create', {
        ...as('superadmin'),
        body: { skill_name: `Uji Keahlian ${String(i).padStart(2, '0')}`, description: i % 5 === 0 ? 'khusus' : null, active: i <= 20 ? 1 : 0 },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  it('pages, counts and sums up a list', async () => {
    const { status, body } = await list('superadmin', 'skill', { search: 'Uji Keahlian', limit: 10, page: 3, sort_by: 'skill_name', sort: 'ASC' });
    expect(status).toBe(200);
    expect(body.total).toBe(25);
    expect(body.totalPage).toBe(3);
    expect(body.data.map((row: { skill_name: string }) => row.skill_name)).toEqual(
      ['21', '22', '23', '24', '25'].map((n) => `Uji Keahlian ${n}`),
    );
    expect(body.rekap.total).toBeGreaterThanOrEqual(25);
  });

  it('sorts both ways and searches every searchable column', async () => {
    const desc = await list('superadmin', 'skill', { search: 'Uji Keahlian', limit: 3, sort_by: 'skill_name', sort: 'DESC' });
    expect(desc.body.data[0].skill_name).toBe('Uji Keahlian 25');
    const byDescription = await list('superadmin', 'skill', { search: 'KHUSUS' });
    expect(byDescription.body.total).toBe(5);
    const literal = await list('superadmin', 'skill', { search: '100%_' });
    expect(literal.body.total).toBe(0);
  });

  it('filters on declared keys and refuses anything else with 422', async () => {
    const inactive = await list('superadmin', 'skill', { search: 'Uji Keahlian', filters: { active: 0 } });
    expect(inactive.body.total).toBe(5);
    const anyOf = await list('superadmin', 'skill', { search: 'Uji Keahlian', filters: { active: [0, 1] } });
    expect(anyOf.body.total).toBe(25);

    const badSort = await list('superadmin', 'skill', { sort_by: 'skill_name; drop table skills' }, 'en');
    expect(badSort.status).toBe(422);
    expect(badSort.body.message).toBe('Unknown sort column skill_name; drop table skills');
    const badFilter = await list('superadmin', 'skill', { filters: { 'skill_name) or (1=1': 'x' } });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.message).toBe('Filter skill_name) or (1=1 tidak dikenal');
    expect((await list('superadmin', 'skill', { filters: 'not json' })).status).toBe(422);
    expect((await list('superadmin', 'skill', { sort: 'sideways' })).status).toBe(422);
    expect((await list('superadmin', 'skill', { page: -1 })).status).toBe(422);
    expect((await list('superadmin', 'skill', { limit: 5000 })).body.data.length).toBeLessThanOrEqual(100);
  });

  it('answers option lists from dataset with active, the name=value query and filter values', async () => {
    const active = await server.call('GET', '/api/skill/dataset?active=1&search=Uji%20Keahlian&limit=1000', as('superadmin'));
    expect(active.status).toBe(200);
    expect(active.body.total).toBe(20);
    expect(active.body.data[0]).toHaveProperty('skill_name');
    const named = await server.call('GET', '/api/skill/dataset?query=active%3D0&search=Uji', as('superadmin'));
    expect(named.body.total).toBe(5);
    const projects = await server.call('GET', `/api/project/dataset?department_id=${departments['Departemen Gedung']}`, as('superadmin'));
    expect(projects.body.total).toBeGreaterThan(0);
    for (const project of projects.body.data) expect(project.department_id).toBe(departments['Departemen Gedung']);
  });

  it('shows one record with its relations and answers 404 for none', async () => {
    const { body } = await list('superadmin', 'project', { limit: 1 });
    const shown = await server.call('GET', `/api/project/${body.data[0].id}/show`, as('superadmin'));
    expect(shown.status).toBe(200);
    expect(shown.body.data.department).toEqual({ id: shown.body.data.department_id, department_name: expect.any(String) });
    expect((await server.call('GET', '/api/project/999999/show', as('superadmin'))).status).toBe(404);
    expect((await server.call('GET', '/api/project/abc/show', as('superadmin'))).status).toBe(422);
    // Spec §7: the show call takes an optional query string, repeated keys included; the answer is the same record.
    const withQuery = await server.call('GET', `/api/project/${body.data[0].id}/show?view=detail&tab=1&tab=2`, as('superadmin'));
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.data).toEqual(shown.body.data);
  });

  it('validates in the request language and writes nothing when invalid', async () => {
    const before = await count('skills');
    const empty = await server.call('POST', '/api/skill/create', { ...as('superadmin'), body: { skill_name: '  ', active: 1 } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ message: 'Data yang dikirim tidak valid', data: { skill_name: ['Nama Keahlian harus diisi'] } });
    const duplicate = await server.call('POST', '/api/skill/create', {
      ...as('superadmin'),
      locale: 'en',
      body: { skill_name: 'uji keahlian 01', active: 7 },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.data.skill_name).toEqual(['Skill Name has already been taken']);
    expect(duplicate.body.data.active).toHaveLength(1);
    expect(await count('skills')).toBe(before);
  });

  it('creates, updates and deletes with the spec messages and an audit trail', async () => {
    const created = await server.call('POST', '/api/skill/create', { ...as('superadmin'), body: { skill_name: '  Juru Las Pipa  ', active: 1 } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Data Keahlian berhasil ditambahkan');
    expect(created.body.data.skill_name).toBe('Juru Las Pipa');
    const id = created.body.data.id;

    const updated = await server.call('PUT', '/api/skill/update', { ...as('superadmin'), body: { ...created.body.data, skill_name: 'Juru Las Pipa Bertekanan' } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Edit data Keahlian berhasil');
    expect(updated.body.data.skill_name).toBe('Juru Las Pipa Bertekanan');
    const unchanged = await server.call('PUT', '/api/skill/update', { ...as('superadmin'), body: { id, description: 'Las pipa' } });
    expect(unchanged.body.data.skill_name).toBe('Juru Las Pipa Bertekanan');

    const deleted = await server.call('DELETE', '/api/skill/delete', { ...as('superadmin'), body: updated.body.data });
    expect(deleted.status).toBe(200);
    expect((await server.call('GET', `/api/skill/${id}/show`, as('superadmin'))).status).toBe(404);

    const trail = await server.database.db
      .selectFrom('audit_logs')
      .select(['action'])
      .where('model', '=', 'skill')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('saves a worker with its sub-records all or nothing', async () => {
    const skills = (await list('superadmin', 'skill', { search: 'Uji Keahlian 0', limit: 2 })).body.data;
    const worker = {
      fullname: 'Slamet Riyadi',
      nik: '3374010101900001',
      gender: 'L',
      login_status: 'active',
      active: 1,
      department_id: departments['Departemen Gedung'],
      skills: skills.map((skill: { id: number }) => ({ id: skill.id })),
      emergency_contacts: [
        { contact_name: 'Sri Wahyuni', relationship: 'Istri', phone: '081234500001' },
        { contact_name: '', phone: 'bukan nomor' },
      ],
    };
    const employeesBefore = await count('employees');
    const invalid = await server.call('POST', '/api/employee/create', { ...as('superadmin'), body: worker });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.data).sort()).toEqual(['emergency_contacts.1.contact_name', 'emergency_contacts.1.phone']);
    expect(await count('employees')).toBe(employeesBefore);

    worker.emergency_contacts.pop();
    const created = await server.call('POST', '/api/employee/create', { ...as('superadmin'), body: worker });
    expect(created.status).toBe(201);
    expect(created.body.data.skills.map((skill: { id: number }) => skill.id)).toEqual(skills.map((skill: { id: number }) => skill.id));
    expect(created.body.data.emergency_contacts).toHaveLength(1);

    const inUse = await server.call('DELETE', '/api/skill/delete', { ...as('superadmin'), body: { id: skills[0].id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('Data Keahlian tidak dapat dihapus karena masih digunakan oleh data lain');

    const certification = await server.call('POST', '/api/employee-certification/create', {
      ...as('superadmin'),
      body: { employee_id: created.body.data.id, certificate_name: 'SKK Juru Las', certificate_number: 'SKK-001', issuer: 'LPJK' },
    });
    expect(certification.status).toBe(201);
    const tab = await list('superadmin', 'employee-certification', { filters: { employee_id: created.body.data.id } });
    expect(tab.body.total).toBe(1);
  });

  it('lets the read-only staff user read the workforce but change nothing', async () => {
    expect((await list('staff.gedung', 'employee')).status).toBe(200);
    const create = await server.call('POST', '/api/employee/create', { ...as('staff.gedung'), body: { fullname: 'X' } });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Anda tidak memiliki akses untuk tindakan ini');
    expect((await server.call('DELETE', '/api/employee/delete', { ...as('staff.gedung'), body: { id: 1 } })).status).toBe(403);
    expect((await list('staff.gedung', 'skill')).status).toBe(403);
    expect((await server.call('GET', '/api/skill/dataset?active=1', as('staff.gedung'))).status).toBe(200);
    expect((await server.call('GET', '/api/skill/list')).status).toBe(401);
  });

  it('keeps a department admin inside their own department', async () => {
    const outside = await server.call('POST', '/api/employee/create', {
      ...as('superadmin'),
      body: { fullname: 'Pekerja EPC', nik: 'EPC0000001', login_status: 'active', active: 1, department_id: departments['Departemen EPC'] },
    });
    expect(outside.status).toBe(201);
    const id = outside.body.data.id;

    expect((await server.call('GET', `/api/employee/${id}/show`, as('admin.gedung'))).status).toBe(404);
    const update = await server.call('PUT', '/api/employee/update', { ...as('admin.gedung'), body: { id, fullname: 'Diubah' } });
    expect(update.status).toBe(404);
    expect((await server.call('DELETE', '/api/employee/delete', { ...as('admin.gedung'), body: { id } })).status).toBe(404);
    const visible = await list('admin.gedung', 'employee', { search: 'Pekerja EPC' });
    expect(visible.body.total).toBe(0);

    const own = await server.call('POST', '/api/employee/create', {
      ...as('admin.gedung'),
      body: { fullname: 'Pekerja Gedung', nik: 'GDG0000001', login_status: 'active', active: 1 },
    });
    expect(own.status).toBe(201);
    expect(own.body.data.department_id).toBe(departments['Departemen Gedung']);

    const before = await count('employees');
    const smuggled = await server.call('POST', '/api/employee/create', {
      ...as('admin.gedung'),
      body: { fullname: 'Pindahan', nik: 'GDG0000002', login_status: 'active', active: 1, department_id: departments['Departemen EPC'] },
    });
    // Another department is not a department this admin may name (F4).
    expect(smuggled.status).toBe(422);
    expect(smuggled.body.data).toEqual({ department_id: ['Departemen yang dipilih tidak ditemukan'] });
    expect(await count('employees')).toBe(before);
    const moved = await server.call('PUT', '/api/employee/update', {
      ...as('admin.gedung'),
      body: { ...own.body.data, department_id: departments['Departemen EPC'] },
    });
    expect(moved.status).toBe(422);
    const still = await server.call('GET', `/api/employee/${own.body.data.id}/show`, as('admin.gedung'));
    expect(still.body.data.department_id).toBe(departments['Departemen Gedung']);
  });

  it('describes every model through gen-model with the live column types', async () => {
    const index = await server.call('GET', '/api/gen-model', as('superadmin'));
    expect(index.status).toBe(200);
    expect(index.body.data.length).toBeGreaterThanOrEqual(40);
    for (const { model } of index.body.data) {
      const { status, body } = await server.call('GET', `/api/gen-model/${model}`, as('superadmin'));
      expect(status, model).toBe(200);
      for (const key of ['fieldList', 'fieldType', 'fieldView', 'fieldAdd', 'fieldEdit', 'fieldValidation', 'fieldRelation']) {
        expect(body.data, `${model}.${key}`).toHaveProperty(key);
      }
      for (const name of body.data.fieldList) expect(body.data.fieldType[name], `${model}.${name}`).toMatch(/^[a-z_]+$/);
    }
    const employee = (await server.call('GET', '/api/gen-model/employee', as('superadmin'))).body.data;
    expect(employee.fieldType.fullname).toBe('character_varying');
    expect(employee.fieldType.department_id).toBe('integer');
    expect(employee.fieldRelation.department_id).toMatchObject({ displayName: 'department_name' });
    expect(employee.fieldValidation.nik).toContain('required');
    const user = (await server.call('GET', '/api/gen-model/user', as('superadmin'))).body.data;
    expect(user.fieldAdd).toContain('password_hash');
    expect(user.fieldView).not.toContain('password_hash');
    expect((await server.call('GET', '/api/gen-model/no-such-model', as('superadmin'))).status).toBe(404);
    expect((await server.call('GET', '/api/gen-model/employee')).status).toBe(401);
  });
});
