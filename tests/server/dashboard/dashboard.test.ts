import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStart } from '../../../server/dashboard/scope.ts';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';
import { at, type DashboardFixture, seedDashboardFixture } from './dashboard-fixture.ts';

const dashboards = ['summary', 'acquisition', 'leaderboard', 'monitoring-presence'] as const;

describe.each([mainBackend])('the dashboards on %s', (backend) => {
  let server: TestServer;
  let fx: DashboardFixture;
  let gedung: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) {
      tokens[user] = (await server.call('POST', '/api/login', { body: { username: user, password: 'Demo#2026' } })).body.token;
    }
    fx = await seedDashboardFixture(server.database.db);
    gedung = (await server.database.db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const get = (user: string, dashboard: string, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return server.call('GET', `/api/dashboard/${dashboard}${params.size ? `?${params}` : ''}`, { token: tokens[user] });
  };

  it('sums a department up: cards, presence per day, equipment by condition, workers by type', async () => {
    const { status, body } = await get('superadmin', 'summary', { department_id: fx.departmentId });
    expect(status).toBe(200);
    expect(body.data.rekap).toEqual({
      employees: 4,
      active_employees: 3,
      blacklisted: 1,
      projects: 3,
      active_projects: 2,
      convalsals: 2,
      equipments: 3,
      present_today: 1,
      foremen: 1,
    });
    const trend = body.data.presence_trend as { date: string; present: number }[];
    expect(trend).toHaveLength(30);
    expect(trend[0]!.date).toBe(addDays(fx.today, -29));
    expect(trend.at(-1)).toEqual({ date: fx.today, present: 1 });
    expect(trend.find((point) => point.date === fx.monitored)).toEqual({ date: fx.monitored, present: 2 });
    expect(trend.reduce((total, point) => total + point.present, 0)).toBe(3);
    expect(body.data.equipment_by_condition).toEqual([
      { condition: 'good', total: 2 },
      { condition: 'damaged', total: 1 },
      { condition: 'dissapear', total: 0 },
    ]);
    expect(body.data.employees_by_manpower_type).toEqual([
      { label: 'Uji Tipe A', total: 2 },
      { label: null, total: 2 },
    ]);
  });

  it('narrows the summary to one project and to a date range', async () => {
    const { body } = await get('superadmin', 'summary', { project_id: fx.projects.main });
    expect(body.data.rekap).toEqual({
      employees: 2,
      active_employees: 2,
      blacklisted: 0,
      projects: 1,
      active_projects: 1,
      convalsals: 1,
      equipments: 2,
      present_today: 1,
      foremen: 1,
    });
    const ranged = await get('superadmin', 'summary', { department_id: fx.departmentId, date_from: fx.monitored, date_to: fx.monitored });
    expect(ranged.body.data.presence_trend).toEqual([{ date: fx.monitored, present: 2 }]);
  });

  it('counts workers acquired per day, per foreman and per subcontractor', async () => {
    const { status, body } = await get('superadmin', 'acquisition', { department_id: fx.departmentId });
    expect(status).toBe(200);
    const created = [addDays(fx.today, -1), addDays(fx.today, -3), fx.today];
    expect(body.data.rekap).toEqual({
      total: 3,
      this_week: created.filter((date) => date >= weekStart(fx.today)).length,
      today: 1,
    });
    const perDay = body.data.per_day as { date: string; total: number }[];
    expect(perDay).toHaveLength(30);
    expect(perDay.filter((point) => point.total > 0)).toEqual(created.sort().map((date) => ({ date, total: 1 })));
    expect(body.data.per_source).toEqual([
      { source_type: 'foreman', id: fx.foremanId, name: 'Mandor Uji', total: 2 },
      { source_type: 'convalsal', id: fx.convalsals.rated, name: 'CV Uji Berbintang', total: 1 },
    ]);
    const older = await get('superadmin', 'acquisition', { department_id: fx.departmentId, date_from: addDays(fx.today, -45), date_to: addDays(fx.today, -35) });
    expect(older.body.data.rekap.total).toBe(1);
    expect(older.body.data.per_source).toEqual([{ source_type: 'convalsal', id: fx.convalsals.rated, name: 'CV Uji Berbintang', total: 1 }]);
  });

  it('ranks workers by rating then attendance, foremen by acquisitions, subcontractors by rating', async () => {
    const { status, body } = await get('superadmin', 'leaderboard', { department_id: fx.departmentId });
    expect(status).toBe(200);
    expect(body.data.workers).toEqual([
      { rank: 1, id: fx.employees.e1, fullname: 'Pekerja DSB0001', project_name: fx.projectNames.main, rating: 4.5, attendance_days: 2 },
      { rank: 2, id: fx.employees.e2, fullname: 'Pekerja DSB0002', project_name: fx.projectNames.main, rating: 3, attendance_days: 1 },
      { rank: 3, id: fx.employees.e4, fullname: 'Pekerja DSB0004', project_name: fx.projectNames.second, rating: 0, attendance_days: 0 },
    ]);
    expect(body.data.foremen).toEqual([{ rank: 1, id: fx.foremanId, fullname: 'Mandor Uji', acquisitions: 2 }]);
    expect(body.data.convalsals).toEqual([{ rank: 1, id: fx.convalsals.rated, convalsal_name: 'CV Uji Berbintang', rating: 4.5 }]);
    const all = await get('superadmin', 'leaderboard');
    expect(all.body.data.workers).toHaveLength(10);
    expect(all.body.data.workers.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('monitors one day: assigned, present, late after the schedule\'s 08:00, absent and open exceptions per active project', async () => {
    const { db } = server.database;
    // One open exception of the main project, and one already resolved, which is not counted.
    const exception = { kind: 'mock_location', subject_type: 'employee', employee_id: fx.employees.e1, project_id: fx.projects.main, department_id: fx.departmentId, presence_date: fx.monitored } as const;
    await db.insertInto('presence_exceptions').values([exception, { ...exception, kind: 'late_sync', state: 'accepted' }]).execute();
    // The day closing of each server may add its own (a day without a check-out): the figure is the table's.
    const openOf = async (projectId: number) =>
      Number((await db.selectFrom('presence_exceptions').select((eb) => eb.fn.countAll().as('open')).where('project_id', '=', projectId).where('state', '=', 'open').executeTakeFirstOrThrow()).open);
    const open = { main: await openOf(fx.projects.main), second: await openOf(fx.projects.second) };
    expect(open.main).toBeGreaterThanOrEqual(1);
    const { status, body } = await get('superadmin', 'monitoring-presence', { department_id: fx.departmentId, date: fx.monitored });
    expect(status).toBe(200);
    expect(body.data.rekap).toEqual({ assigned: 3, present: 2, absent: 1, late: 1, open_exceptions: open.main + open.second });
    expect(body.data.projects).toEqual([
      { id: fx.projects.second, project_name: 'Proyek Uji Kedua', latitude: -7, longitude: 110.4, assigned: 1, present: 0, late: 0, absent: 1, open_exceptions: open.second },
      { id: fx.projects.main, project_name: 'Proyek Uji Utama', latitude: -6.2, longitude: 106.8, assigned: 2, present: 2, late: 1, absent: 0, open_exceptions: open.main },
    ]);
    const today = await get('superadmin', 'monitoring-presence', { project_id: fx.projects.main });
    expect(today.body.data.date).toBe(fx.today);
    expect(today.body.data.rekap).toEqual({ assigned: 2, present: 1, absent: 1, late: 0, open_exceptions: open.main });
  });

  it('refuses users without the dashboard permission and callers without a session', async () => {
    for (const dashboard of dashboards) {
      expect((await get('staff.gedung', dashboard)).status).toBe(403);
      expect((await server.call('GET', `/api/dashboard/${dashboard}`)).status).toBe(401);
      expect((await get('admin.gedung', dashboard)).status).toBe(200);
    }
  });

  it('keeps a department admin to their own department, whatever they ask for', async () => {
    const own = await get('admin.gedung', 'summary');
    const asked = await get('superadmin', 'summary', { department_id: gedung });
    expect(own.body.data).toEqual(asked.body.data);
    const everyone = await get('superadmin', 'summary');
    expect(own.body.data.rekap.employees).toBeLessThan(everyone.body.data.rekap.employees);

    for (const dashboard of dashboards) {
      const { status, body } = await get('admin.gedung', dashboard, { department_id: fx.departmentId });
      expect(status).toBe(200);
      const numbers = JSON.stringify(body.data.rekap ?? {});
      expect(numbers).not.toMatch(/[1-9]/);
    }
    const other = await get('admin.gedung', 'leaderboard', { department_id: fx.departmentId });
    expect(other.body.data).toEqual({ workers: [], foremen: [], convalsals: [] });
    const otherProject = await get('admin.gedung', 'monitoring-presence', { project_id: fx.projects.main });
    expect(otherProject.body.data.projects).toEqual([]);

    const board = await get('admin.gedung', 'leaderboard');
    const ids = board.body.data.workers.map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const departments = await server.database.db.selectFrom('employees').select('department_id').distinct().where('id', 'in', ids).execute();
    expect(departments).toEqual([{ department_id: gedung }]);
  });

  it('names the last day with attendance in the caller’s scope, for the dashboards to open on', async () => {
    const latest = (user: string, query: Record<string, string | number> = {}) => get(user, 'latest-day', query);
    expect((await latest('superadmin', { department_id: fx.departmentId })).body.data).toEqual({ date: fx.today, today: fx.today });
    // The second project's only check-in is 40 days back, before every dashboard's default range.
    const longAgo = addDays(fx.today, -40);
    await server.database.db
      .insertInto('presences')
      .values({ subject_type: 'employee', employee_id: fx.employees.e4, project_id: fx.projects.second, recorded_at: at(longAgo, '07:00'), direction: 'in', method: 'qr' })
      .execute();
    expect((await latest('superadmin', { project_id: fx.projects.second })).body.data).toEqual({ date: longAgo, today: fx.today });
    expect((await latest('superadmin', { project_id: fx.projects.closed })).body.data.date).toBeNull();

    // A department admin gets their own department's day, never another's.
    const { rows } = await sql<{ day: string | null }>`
      select max(presence_date)::text as day from presence_recaps
      where subject_type = 'employee' and first_in is not null and department_id = ${gedung} and presence_date <= ${fx.today}::date`.execute(server.database.db);
    expect((await latest('admin.gedung')).body.data.date).toBe(rows[0]!.day);
    expect((await latest('admin.gedung', { department_id: fx.departmentId })).body.data.date).toBeNull();
    expect((await latest('staff.gedung')).status).toBe(403);
    expect((await server.call('GET', '/api/dashboard/latest-day')).status).toBe(401);
  });

  it('answers 422 for a malformed or reversed date range', async () => {
    const bad = await get('superadmin', 'summary', { date_from: '2026-02-31' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data)).toEqual(['date_from']);
    const reversed = await server.call('GET', `/api/dashboard/acquisition?date_from=${fx.today}&date_to=${addDays(fx.today, -1)}`, {
      token: tokens.superadmin,
      locale: 'en',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.data).toEqual({ date_from: ['The start date must not be after the end date'] });
    const tooLong = await get('superadmin', 'leaderboard', { date_from: addDays(fx.today, -400), date_to: fx.today });
    expect(tooLong.status).toBe(422);
  });
});
