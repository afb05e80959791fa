import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/**
 * Working hours (issue #50): a department's schedule, a project's override, and the worked,
 * late, early-leave and overtime minutes each recap day shows, as a supervisor reads them in
 * the worker recap. Times are Jakarta's (UTC+7); 2026-03-02 is a Monday.
 */
describe.each(backends)('working hours and the minutes of a recap day on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let db: Kysely<any>;
  let departmentId: number;
  let projectId: number;
  let employeeId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await signIn(server, 'superadmin');
    db = server.database.db as unknown as Kysely<any>;
    const department = await server.call('POST', '/api/department/create', {
      token,
      body: { department_name: 'Departemen Jam Kerja', work_start: '08:00', work_end: '17:00', break_minutes: 60, grace_minutes: 10, active: 1 },
    });
    expect(department.status).toBe(201);
    departmentId = department.body.data.id;
    const project = await server.call('POST', '/api/project/create', { token, body: { project_name: 'Proyek Jam Kerja', department_id: departmentId, active: 1 } });
    expect(project.status).toBe(201);
    projectId = project.body.data.id;
    employeeId = (
      await db.insertInto('employees').values({ fullname: 'Joko Widodo Uji', nik: '3374010101909999', department_id: departmentId }).returning('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server?.close());

  /** Records a check-in and, when given, a check-out at Jakarta times of `day`. */
  const work = async (day: string, checkIn: string, checkOut?: string) => {
    const row = (direction: 'in' | 'out', time: string) => ({
      subject_type: 'employee',
      employee_id: employeeId,
      project_id: projectId,
      direction,
      method: 'qr',
      recorded_at: `${day}T${time}:00+07:00`,
    });
    await db.insertInto('presences').values([row('in', checkIn), ...(checkOut ? [row('out', checkOut)] : [])]).execute();
  };

  /** The worker's recap day as the worker recap list answers it. */
  const recapDay = async (day: string, locale = 'id') => {
    const filters = encodeURIComponent(JSON.stringify({ employee_id: employeeId, presence_date: [day, day] }));
    const { status, body } = await server.call('GET', `/api/presence-worker/list?filters=${filters}`, { token, locale });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    return body.data[0];
  };
  const minutesOf = (row: Record<string, unknown>) => ({
    day_status: row.day_status,
    work_minutes: row.work_minutes,
    late_minutes: row.late_minutes,
    early_leave_minutes: row.early_leave_minutes,
    overtime_minutes: row.overtime_minutes,
  });

  it("gives a new department the standard schedule and shows a department's own", async () => {
    const created = await server.call('POST', '/api/department/create', { token, body: { department_name: 'Departemen Standar', active: 1 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ work_days: '1111110', work_start: '08:00:00', work_end: '17:00:00', break_minutes: 60, grace_minutes: 0 });
    const shown = await server.call('GET', `/api/department/${departmentId}/show`, { token });
    expect(shown.body.data).toMatchObject({ work_start: '08:00:00', work_end: '17:00:00', grace_minutes: 10 });
  });

  it('counts a working day past the grace as late, an early leave, and the break once past four hours', async () => {
    await work('2026-03-03', '08:25', '16:00');
    // 08:25 to 16:00 is 455 minutes, less the hour of break; 25 late from 08:00 (past the 10 of grace); 60 early.
    expect(minutesOf(await recapDay('2026-03-03'))).toEqual({ day_status: 'complete', work_minutes: 395, late_minutes: 25, early_leave_minutes: 60, overtime_minutes: 0 });
    await work('2026-03-04', '08:05', '11:00');
    // Within the grace: not late; under four hours: no break taken off.
    expect(minutesOf(await recapDay('2026-03-04'))).toMatchObject({ work_minutes: 175, late_minutes: 0, early_leave_minutes: 360 });
  });

  it('counts overtime past the statutory day of a six-day week, and every minute of a rest day', async () => {
    await work('2026-03-02', '08:00', '19:00');
    // 660 minutes less the break is 600; the six-day week's day is 7 hours (PP 35/2021), shorter than the schedule's 8.
    expect(minutesOf(await recapDay('2026-03-02'))).toEqual({ day_status: 'complete', work_minutes: 600, late_minutes: 0, early_leave_minutes: 0, overtime_minutes: 180 });
    await work('2026-03-08', '09:00', '13:00');
    // Sunday is not a working day of 1111110: no lateness, every worked minute is overtime.
    expect(minutesOf(await recapDay('2026-03-08'))).toEqual({ day_status: 'complete', work_minutes: 240, late_minutes: 0, early_leave_minutes: 0, overtime_minutes: 240 });
  });

  it('shows a day without a check-out as such, with no worked minutes, until the check-out comes', async () => {
    await work('2026-03-05', '07:55');
    const open = await recapDay('2026-03-05', 'en');
    expect(minutesOf(open)).toEqual({ day_status: 'no_out', work_minutes: null, late_minutes: 0, early_leave_minutes: null, overtime_minutes: null });
    const filters = encodeURIComponent(JSON.stringify({ employee_id: employeeId, day_status: 'no_out' }));
    const missing = await server.call('GET', `/api/presence-worker/list?filters=${filters}`, { token });
    expect(missing.body.data.map((row: { presence_date: string }) => row.presence_date)).toEqual(['2026-03-05']);

    await db
      .insertInto('presences')
      .values({ subject_type: 'employee', employee_id: employeeId, project_id: projectId, direction: 'out', method: 'qr', recorded_at: '2026-03-05T17:00:00+07:00' })
      .execute();
    expect(minutesOf(await recapDay('2026-03-05'))).toMatchObject({ day_status: 'complete', work_minutes: 485, overtime_minutes: 65 });
    const month = await db
      .selectFrom('presence_recap_months')
      .select(['days', 'work_minutes'])
      .where('subject_id', '=', employeeId)
      .where('month', '=', '2026-03-01')
      .executeTakeFirstOrThrow();
    const counted = await sql<{ days: number; minutes: number }>`
      select count(*)::int as days, coalesce(sum(work_minutes), 0)::int as minutes from presence_recaps where employee_id = ${employeeId}`.execute(db);
    expect({ days: month.days, work_minutes: Number(month.work_minutes) }).toEqual({ days: counted.rows[0]!.days, work_minutes: counted.rows[0]!.minutes });
  });

  it("follows a project's own schedule from then on, each day keeping the schedule it was recorded under", async () => {
    const updated = await server.call('PUT', '/api/project/update', { token, body: { id: projectId, work_days: '1111100', work_start: '07:00', work_end: '16:00' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ work_days: '1111100', work_start: '07:00:00', break_minutes: null, grace_minutes: null });
    await work('2026-03-09', '07:30', '16:00');
    // The department's 10 minutes of grace still apply: 30 late. A five-day week's day is 8 hours: 450 worked, none over.
    expect(minutesOf(await recapDay('2026-03-09'))).toEqual({ day_status: 'complete', work_minutes: 450, late_minutes: 30, early_leave_minutes: 0, overtime_minutes: 0 });
    await work('2026-03-14', '08:00', '12:00');
    // Saturday is a rest day of 1111100.
    expect(minutesOf(await recapDay('2026-03-14'))).toMatchObject({ late_minutes: 0, overtime_minutes: 240 });
    // A day recorded under the department's schedule keeps it.
    expect(minutesOf(await recapDay('2026-03-03'))).toMatchObject({ late_minutes: 25, early_leave_minutes: 60 });
  });

  it('counts late on the monitoring dashboard by each day’s schedule', async () => {
    const { status, body } = await server.call('GET', '/api/dashboard/monitoring-presence?date=2026-03-09', { token });
    expect(status).toBe(200);
    const project = body.data.projects.find((row: { id: number }) => row.id === projectId);
    expect(project).toMatchObject({ present: 1, late: 1 });
  });

  it('refuses a schedule it cannot keep, in the user’s language, and changes nothing', async () => {
    for (const [body, field] of [
      [{ work_start: '25:00' }, 'work_start'],
      [{ work_end: '7 pagi' }, 'work_end'],
      [{ break_minutes: -5 }, 'break_minutes'],
      [{ grace_minutes: 600 }, 'grace_minutes'],
      [{ work_days: '1010101' }, 'work_days'],
    ] as const) {
      for (const locale of ['id', 'en']) {
        const refused = await server.call('PUT', '/api/project/update', { token, locale, body: { id: projectId, ...body } });
        expect(refused.status, JSON.stringify(body)).toBe(422);
        expect(refused.body.data[field]?.[0], JSON.stringify(body)).toEqual(expect.any(String));
      }
    }
    const kept = await server.call('GET', `/api/project/${projectId}/show`, { token });
    expect(kept.body.data).toMatchObject({ work_days: '1111100', work_start: '07:00:00', work_end: '16:00:00', break_minutes: null });
  });
});
