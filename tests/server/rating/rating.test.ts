import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('the rating panel calls on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let worker: number;
  let outsider: number;
  let types: number[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) {
      tokens[user] = (await server.call('POST', '/api/login', { body: { username: user, password: 'Demo#2026' } })).body.token;
    }
    const { db } = server.database;
    const departments = Object.fromEntries(
      (await db.selectFrom('departments').select(['id', 'department_name']).execute()).map((row) => [row.department_name, row.id]),
    );
    const create = async (nik: string, department: string) =>
      (
        await server.call('POST', '/api/employee/create', {
          token: tokens.superadmin,
          body: { fullname: `Pekerja ${nik}`, nik, login_status: 'active', active: 1, department_id: departments[department] },
        })
      ).body.data.id as number;
    worker = await create('RATE000001', 'Departemen Gedung');
    outsider = await create('RATE000002', 'Departemen EPC');
    const inserted = await db
      .insertInto('rating_types')
      .values([
        { rating_type_name: 'Uji Kerapian', subject_type: 'employee' },
        { rating_type_name: 'Uji Ketelitian', subject_type: 'employee' },
      ])
      .returning('id')
      .execute();
    types = inserted.map((row) => row.id);
  });
  afterAll(() => server?.close());

  const read = (user: string, id: number) => server.call('GET', `/api/rating/employee?subject_id=${id}`, { token: tokens[user] });

  it('shows the subject, its averages and the caller’s own ratings', async () => {
    const { status, body } = await read('admin.gedung', worker);
    expect(status).toBe(200);
    expect(body.data.data_main).toEqual({ name: 'Pekerja RATE000001', overall_rating_value: 0 });
    const mine = body.data.data_rating.filter((row: { rating_type_id: number }) => types.includes(row.rating_type_id));
    expect(mine).toHaveLength(2);
    for (const row of mine) expect(row.my_rating_value).toBeNull();
  });

  it('saves the ratings of a user with do-rating permission and keeps the worker’s average', async () => {
    const saved = await server.call('POST', '/api/rating/employee', {
      token: tokens['admin.gedung'],
      body: { subject_id: worker, data_rating: [{ rating_type_id: types[0], my_rating_value: 5 }, { rating_type_id: types[1], my_rating_value: 4 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Penilaian berhasil disimpan');
    await server.call('POST', '/api/rating/employee', {
      token: tokens.superadmin,
      body: { subject_id: worker, data_rating: [{ rating_type_id: types[0], my_rating_value: 2 }] },
    });
    const { body } = await read('admin.gedung', worker);
    expect(body.data.data_main.overall_rating_value).toBe(3.67);
    const first = body.data.data_rating.find((row: { rating_type_id: number }) => row.rating_type_id === types[0]);
    expect(first).toMatchObject({ rating_value: 3.5, my_rating_value: 5 });
    const stored = await server.database.db.selectFrom('employees').select('rating').where('id', '=', worker).executeTakeFirstOrThrow();
    expect(Number(stored.rating)).toBe(3.67);
  });

  it('lets a viewer read but not rate, refuses bad values and hides other departments', async () => {
    expect((await read('staff.gedung', worker)).status).toBe(200);
    const denied = await server.call('POST', '/api/rating/employee', {
      token: tokens['staff.gedung'],
      body: { subject_id: worker, data_rating: [{ rating_type_id: types[0], my_rating_value: 3 }] },
    });
    expect(denied.status).toBe(403);
    const bad = await server.call('POST', '/api/rating/employee', {
      token: tokens['admin.gedung'],
      locale: 'en',
      body: { subject_id: worker, data_rating: [{ rating_type_id: types[0], my_rating_value: 7 }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Rating values must be whole numbers from 1 to 5 for the available rating types');
    expect((await read('admin.gedung', outsider)).status).toBe(404);
    expect((await server.call('GET', `/api/rating/equipment?subject_id=${worker}`, { token: tokens.superadmin })).status).toBe(404);
  });
});
