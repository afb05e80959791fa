import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const STAMP = 'YYYY-MM-DD HH:mm:ss';

/** Spec §5's locks on attendance corrections (lock-periode) and guest-book check-ins (the day lock), enforced by the server. */
describe.each([mainBackend])('period and day locks on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let place: { employeeId: number; projectId: number; visitorId: number };

  const as = (user: string, locale?: string) => ({ token: tokens[user], locale });
  /** A raw presence written straight to the table, as the apps would have recorded it. */
  const recorded = async (at: string) => {
    const { rows } = await sql<{ id: string }>`
      insert into presences (subject_type, employee_id, project_id, recorded_at, direction, method)
      values ('employee', ${place.employeeId}, ${place.projectId}, ${at}, 'in', 'qr') returning id`.execute(server.database.db);
    return Number(rows[0]!.id);
  };
  const stored = (id: number) => server.database.db.selectFrom('presences').select(['recorded_at', 'method']).where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'staff.gedung']) tokens[user] = await signIn(server, user);
    const employee = await server.database.db.selectFrom('employees').select(['id', 'department_id']).orderBy('id').executeTakeFirstOrThrow();
    const project = await server.database.db.selectFrom('projects').select('id').where('department_id', '=', employee.department_id).orderBy('id').executeTakeFirstOrThrow();
    const visitor = await server.database.db.selectFrom('visitors').select('id').orderBy('id').executeTakeFirstOrThrow();
    place = { employeeId: employee.id, projectId: project.id, visitorId: visitor.id };
  });
  afterAll(() => server?.close());

  const correction = (recordedAt: string, extra: Record<string, unknown> = {}) => ({
    subject_type: 'employee',
    employee_id: place.employeeId,
    project_id: place.projectId,
    recorded_at: recordedAt,
    direction: 'in',
    ...extra,
  });

  it('adds a missed check-in inside the open period as a manual correction, and it reaches the worker\'s recap', async () => {
    const today = dayjs().hour(7).minute(30).second(0);
    const created = await server.call('POST', '/api/presence/create', { ...as('superadmin'), body: correction(today.format(STAMP), { method: 'qr' }) });
    expect(created.status).toBe(201);
    expect((await stored(Number(created.body.data.id)))?.method).toBe('manual');
    const filters = JSON.stringify({ employee_id: place.employeeId, project_id: place.projectId, presence_date: [today.format('YYYY-MM-DD'), today.format('YYYY-MM-DD')] });
    const recap = await server.call('GET', `/api/presence-worker/list?filters=${encodeURIComponent(filters)}`, as('superadmin'));
    expect(recap.body.data.length).toBe(1);
  });

  it('refuses a correction dated in a period already cut off with "Cut Off Peride Aktif" under the date, in both languages', async () => {
    const closed = dayjs().subtract(3, 'month').format(STAMP);
    for (const locale of ['id', 'en']) {
      const refused = await server.call('POST', '/api/presence/create', { ...as('superadmin', locale), body: correction(closed) });
      expect(refused.status).toBe(422);
      expect(refused.body.data).toEqual({ recorded_at: ['Cut Off Peride Aktif'] });
    }
  });

  it('neither changes nor deletes a presence of a closed period, nor moves an open one into it', async () => {
    const closedAt = dayjs().subtract(3, 'month').format(STAMP);
    const closedId = await recorded(closedAt);
    const moved = await server.call('PUT', '/api/presence/update', { ...as('superadmin'), body: { id: closedId, recorded_at: dayjs().format(STAMP) } });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ message: 'Cut Off Peride Aktif', data: { recorded_at: ['Cut Off Peride Aktif'] } });
    const deleted = await server.call('DELETE', '/api/presence/delete', { ...as('superadmin'), body: { id: closedId } });
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toBe('Cut Off Peride Aktif');
    expect(await stored(closedId)).toBeTruthy();

    const openId = await recorded(dayjs().hour(6).minute(0).second(0).format(STAMP));
    const backdated = await server.call('PUT', '/api/presence/update', { ...as('superadmin'), body: { id: openId, recorded_at: closedAt } });
    expect(backdated.status).toBe(422);
    expect(backdated.body.data).toEqual({ recorded_at: ['Cut Off Peride Aktif'] });
    const corrected = await server.call('PUT', '/api/presence/update', { ...as('superadmin'), body: { id: openId, recorded_at: dayjs().hour(6).minute(45).second(0).format(STAMP) } });
    expect(corrected.status).toBe(200);
    expect(dayjs((await stored(openId))!.recorded_at as Date).minute()).toBe(45);
    const removed = await server.call('DELETE', '/api/presence/delete', { ...as('superadmin'), body: { id: openId } });
    expect(removed.status).toBe(200);
    expect(await stored(openId)).toBeUndefined();
  });

  it('asks the worker of a worker\'s correction, and lets only holders of create-presence-raw correct', async () => {
    const missing = await server.call('POST', '/api/presence/create', { ...as('superadmin'), body: correction(dayjs().format(STAMP), { employee_id: null }) });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.data)).toEqual(['employee_id']);
    const staff = await server.call('POST', '/api/presence/create', { ...as('staff.gedung'), body: correction(dayjs().format(STAMP)) });
    expect(staff.status).toBe(403);
  });

  it('refuses a correction naming a subject of another type beside its own, in both languages, and keeps nothing', async () => {
    const before = await server.database.db.selectFrom('presences').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const mixed = correction(dayjs().format(STAMP), { visitor_id: place.visitorId });
    const refused = await server.call('POST', '/api/presence/create', { ...as('superadmin'), body: mixed });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ visitor_id: ['Pengunjung tidak boleh diisi untuk pilihan ini'] });
    const english = await server.call('POST', '/api/presence/create', { ...as('superadmin', 'en'), body: { ...mixed, subject_type: 'visitor' } });
    expect(english.body.data).toEqual({ employee_id: ['The Worker field must be left empty for this choice'] });
    const after = await server.database.db.selectFrom('presences').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('books a guest-book check-in only from today to about 23 hours ahead, and still takes the check-out of yesterday\'s visit', async () => {
    const visit = (checkInAt: string) => ({ visitor_id: place.visitorId, project_id: place.projectId, check_in_at: checkInAt, purpose: 'Survei lokasi' });
    const early = await server.call('POST', '/api/guest-book/create', { ...as('superadmin'), body: visit(dayjs().subtract(2, 'day').format(STAMP)) });
    expect(early.status).toBe(422);
    expect(early.body.data.check_in_at[0]).toMatch(/hari ini sampai 23 jam ke depan/);
    const late = await server.call('POST', '/api/guest-book/create', { ...as('superadmin', 'en'), body: visit(dayjs().add(2, 'day').format(STAMP)) });
    expect(late.body.data.check_in_at[0]).toMatch(/from today up to 23 hours ahead/);
    const booked = await server.call('POST', '/api/guest-book/create', { ...as('superadmin'), body: visit(dayjs().add(1, 'hour').format(STAMP)) });
    expect(booked.status).toBe(201);

    // Yesterday's visit, updated as the form sends it: the loaded record with the check-out over it.
    const yesterday = dayjs().subtract(1, 'day').format(STAMP);
    const { rows } = await sql<{ id: number }>`
      insert into guest_books (visitor_id, project_id, check_in_at, purpose)
      values (${place.visitorId}, ${place.projectId}, ${yesterday}, 'Rapat') returning id`.execute(server.database.db);
    const body = { id: rows[0]!.id, check_in_at: yesterday, check_out_at: dayjs().format(STAMP) };
    const checkedOut = await server.call('PUT', '/api/guest-book/update', { ...as('superadmin'), body });
    expect(checkedOut.status).toBe(200);
  });
});
