import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDays } from '../../../server/presence-exceptions/close-days.ts';
import { jakartaToday } from '../../../server/field-app/projects.ts';
import { backends } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';
import { FOREMAN, FOREMAN_PROJECT, type Phone, checkIn, readyPhone, sendBatch } from '../field-app/field-phone.ts';

/** Metres north of a point, in degrees of latitude. */
const north = (metres: number) => metres / 111_195;

interface Exception {
  id: number;
  kind: string;
  state: string;
  employee_id: number;
  detail: string | null;
}

/**
 * The exceptions inbox (issue #50): each kind raised as events arrive or as a day closes, once;
 * resolved in bulk (accept, reject, correct) with a reason, the recaps recounted after each,
 * and bad resolutions refused whole.
 */
describe.each(backends)('the attendance exceptions inbox on %s', (backend) => {
  let server: TestServer;
  let phone: Phone;
  let token: string;
  let projectId: number;
  let crew: { employee_id: number; qr_number: string }[];
  const centre = { latitude: -6.99, longitude: 110.42 };
  const at = (metresNorth: number) => ({ latitude: centre.latitude + north(metresNorth), longitude: centre.longitude });
  const db = () => server.database.db;

  /** The worker's exceptions of today's morning at the project (the demo seed closed their earlier days already, and they may work elsewhere too). */
  const exceptionsOf = async (employeeId: number) =>
    (await db()
      .selectFrom('presence_exceptions')
      .select(['id', 'kind', 'state', 'employee_id', 'detail'])
      .where('employee_id', '=', employeeId)
      .where('presence_date', '=', jakartaToday())
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute()) as Exception[];
  const recapDays = async (employeeId: number) =>
    (await db().selectFrom('presence_recaps').select(['records', 'day_status']).where('employee_id', '=', employeeId).where('project_id', '=', projectId).execute());
  /** The kept month totals equal a recount of the recaps (0024's invariant), whatever a resolution changed. */
  const expectMonthsRecounted = async () => {
    const months = sql`select subject_type, subject_id, project_id, month::text, days, work_minutes::int from`;
    const kept = await sql`${months} presence_recap_months where project_id = ${projectId} order by 1, 2, 3, 4`.execute(db());
    const recounted = await sql`${months} (
      select subject_type, subject_id, project_id, date_trunc('month', presence_date)::date as month, count(*)::int as days, coalesce(sum(work_minutes), 0) as work_minutes
      from presence_recaps where project_id = ${projectId} group by 1, 2, 3, 4) r order by 1, 2, 3, 4`.execute(db());
    expect(kept.rows).toEqual(recounted.rows);
  };
  const resolve = (body: object, as = token, locale = 'id') => server.call('POST', '/api/presence-exception/resolve', { token: as, body, locale });

  beforeAll(async () => {
    server = await startTestServer(backend, { APP_DEVICE_REQUESTS_PER_MINUTE: '1000' });
    token = await signIn(server, 'superadmin');
    projectId = (await db().selectFrom('projects').select('id').where('project_name', '=', FOREMAN_PROJECT).executeTakeFirstOrThrow()).id;
    await db().updateTable('presence_radii').set({ active: 0 }).where('project_id', '=', projectId).execute();
    await db().insertInto('presence_radii').values({ project_id: projectId, location_name: 'Gerbang Uji', ...centre, radius_m: 100 }).execute();
    crew = (
      await sql<{ employee_id: number; qr_number: string }>`
        insert into project_manpower (project_id, employee_id, position, start_date, qr_number)
        select ${projectId}, e.id, 'Pekerja Inbox', current_date - 30, 'QR-INBOX-' || e.id
        from employees e
        where not e.blacklisted and not exists (select 1 from project_manpower pm where pm.employee_id = e.id and pm.project_id = ${projectId})
          and not exists (select 1 from employee_certifications c where c.employee_id = e.id and c.expires_at < current_date + 30)
        order by e.id limit 10
        returning employee_id, qr_number`.execute(db())
    ).rows;
    phone = await readyPhone(server, FOREMAN, `test-inbox-${backend}`, projectId);

    // The blacklist and an expired certificate, as the screens record them.
    const blacklisted = await server.call('POST', '/api/employee-blacklist/create', {
      token,
      body: { employee_id: crew[6]!.employee_id, reason: 'Melanggar K3 berulang', blacklisted_at: jakartaToday(), active: 1 },
    });
    expect(blacklisted.status, JSON.stringify(blacklisted.body)).toBe(201);
    await db()
      .insertInto('employee_certifications')
      .values({ employee_id: crew[7]!.employee_id, certificate_name: 'SIO Crane', expires_at: '2020-01-31' })
      .execute();

    const now = Date.now();
    const events = [
      checkIn(projectId, { qr_number: crew[0]!.qr_number, ...at(10), accuracy_m: 5 }),
      checkIn(projectId, { qr_number: crew[1]!.qr_number, ...at(600), accuracy_m: 5 }),
      checkIn(projectId, { qr_number: crew[2]!.qr_number, ...at(90), accuracy_m: 200 }),
      checkIn(projectId, { qr_number: crew[3]!.qr_number, ...at(10), accuracy_m: 5, mock_location: true }),
      checkIn(projectId, { qr_number: crew[4]!.qr_number, ...at(10), accuracy_m: 5, device_time: new Date(now - 60 * 60_000).toISOString() }),
      checkIn(projectId, { qr_number: crew[6]!.qr_number, ...at(10), accuracy_m: 5 }),
      checkIn(projectId, { qr_number: crew[6]!.qr_number, ...at(10), accuracy_m: 5, direction: 'out' }),
      checkIn(projectId, { qr_number: crew[7]!.qr_number, ...at(10), accuracy_m: 5 }),
    ];
    const answer = await sendBatch(phone, events, { sent_at: new Date(now).toISOString() });
    expect(answer.status).toBe(200);
    expect(answer.body.data.results.map((result: { status: string }) => result.status)).toEqual(events.map(() => 'accepted'));
    // A phone whose clock runs 20 minutes behind.
    const behind = await sendBatch(phone, [checkIn(projectId, { qr_number: crew[5]!.qr_number, ...at(10), accuracy_m: 5 })], { sent_at: new Date(now - 20 * 60_000).toISOString() });
    expect(behind.body.data.results[0].status).toBe('accepted');
    // A project whose radius is switched off for a moment.
    await db().updateTable('presence_radii').set({ active: 0 }).where('project_id', '=', projectId).execute();
    const unfenced = await sendBatch(phone, [checkIn(projectId, { qr_number: crew[8]!.qr_number, ...at(10), accuracy_m: 5 })]);
    expect(unfenced.body.data.results[0].status).toBe('accepted');
    await db().updateTable('presence_radii').set({ active: 1 }).where('project_id', '=', projectId).where('location_name', '=', 'Gerbang Uji').execute();
  });
  afterAll(() => server?.close());

  it('raises each kind of an event once, with its figures, and nothing for a clean check-in', async () => {
    const kinds = async (index: number) => (await exceptionsOf(crew[index]!.employee_id)).map(({ kind, detail }) => ({ kind, detail }));
    expect(await kinds(0)).toEqual([]);
    expect(await kinds(1)).toEqual([{ kind: 'outside_radius', detail: expect.stringMatching(/^[56]\d\d m$/) }]);
    expect(await kinds(2)).toEqual([{ kind: 'location_uncertain', detail: '± 200 m' }]);
    expect(await kinds(3)).toEqual([{ kind: 'mock_location', detail: null }]);
    expect(await kinds(4)).toEqual([{ kind: 'late_sync', detail: expect.stringMatching(/^6\d min$/) }]);
    expect(await kinds(5)).toEqual([{ kind: 'clock_off', detail: '+20 min' }]);
    // Two events that day, one exception for the day, with the blacklist's reason.
    expect(await kinds(6)).toEqual([{ kind: 'blacklisted', detail: 'Melanggar K3 berulang' }]);
    expect(await kinds(7)).toEqual([{ kind: 'certificate_expired', detail: null }]);
    expect(await kinds(8)).toEqual([{ kind: 'no_radius', detail: null }]);
  });

  it('closes a day in one statement per kind: each day in without out becomes one exception, however often it is closed', async () => {
    const today = jakartaToday();
    const log = withQueryLog(db());
    await closeDays(log.db, today, today);
    expect(log.queries).toHaveLength(1);
    await closeDays(db(), today, today);
    const open = (await exceptionsOf(crew[0]!.employee_id)).filter((row) => row.kind === 'no_check_out');
    expect(open).toHaveLength(1);
    // crew[6] checked out: no such exception.
    expect((await exceptionsOf(crew[6]!.employee_id)).map((row) => row.kind)).toEqual(['blacklisted']);
  });

  it('lists the inbox with counts per kind, filtered by kind and state, in the user’s department only', async () => {
    const filters = encodeURIComponent(JSON.stringify({ project_id: projectId, state: 'open' }));
    const list = await server.call('GET', `/api/presence-exception/list?filters=${filters}&limit=100`, { token });
    expect(list.status).toBe(200);
    expect(list.body.rekap.outside_radius).toBeGreaterThanOrEqual(1);
    expect(list.body.rekap.open).toBe(list.body.total);
    const byKind = encodeURIComponent(JSON.stringify({ project_id: projectId, kind: 'mock_location' }));
    const mock = await server.call('GET', `/api/presence-exception/list?filters=${byKind}`, { token });
    expect(mock.body.data.map((row: { employee_id: number }) => row.employee_id)).toEqual([crew[3]!.employee_id]);
    const elsewhere = await server.call('GET', `/api/presence-exception/list?filters=${filters}`, { token: await signIn(server, 'admin.epc') });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data).toEqual([]);
  });

  it('accepts, rejects and corrects in bulk, each with its reason, who and when, the recaps recounted', async () => {
    const [outside] = await exceptionsOf(crew[1]!.employee_id);
    const [uncertain] = await exceptionsOf(crew[2]!.employee_id);
    const accepted = await resolve({ ids: [outside!.id, uncertain!.id], action: 'accept', reason: 'Gerbang sementara di sisi utara' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ message: '2 pengecualian presensi diselesaikan', data: { resolved: 2, state: 'accepted' } });
    expect(await recapDays(crew[1]!.employee_id)).toHaveLength(1);

    const [mock] = await exceptionsOf(crew[3]!.employee_id);
    expect(await recapDays(crew[3]!.employee_id)).toHaveLength(1);
    const rejected = await resolve({ ids: [mock!.id], action: 'reject', reason: 'Lokasi palsu terbukti' }, token, 'en');
    expect(rejected.body.message).toBe('1 attendance exceptions resolved');
    expect(await recapDays(crew[3]!.employee_id)).toEqual([]);
    await expectMonthsRecounted();

    const noCheckOut = (await exceptionsOf(crew[0]!.employee_id)).find((row) => row.kind === 'no_check_out')!;
    const corrected = await resolve({ ids: [noCheckOut.id], action: 'correct', reason: 'Lupa scan pulang, dikonfirmasi mandor', time: '17:00', direction: 'out' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(await recapDays(crew[0]!.employee_id)).toEqual([{ records: 2, day_status: 'complete' }]);
    await expectMonthsRecounted();

    const resolvedRows = await db()
      .selectFrom('presence_exceptions')
      .select(['id', 'state', 'resolution_reason', 'resolved_by', 'resolved_at'])
      .where('id', 'in', [outside!.id, mock!.id, noCheckOut.id])
      .orderBy('id')
      .execute();
    const superadmin = (await db().selectFrom('users').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()).id;
    for (const row of resolvedRows) expect(row).toMatchObject({ resolution_reason: expect.any(String), resolved_by: superadmin, resolved_at: expect.any(Date) });
    const audit = await db().selectFrom('audit_logs').select(['record_id', 'after']).where('model', '=', 'presence-exception').where('record_id', '=', String(mock!.id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).toContain('Lokasi palsu terbukti');
  });

  it('refuses a resolution without a reason, of another department, already resolved, or into a cut-off period, and changes nothing', async () => {
    const [late] = await exceptionsOf(crew[4]!.employee_id);
    for (const locale of ['id', 'en']) {
      const noReason = await resolve({ ids: [late!.id], action: 'accept', reason: '   ' }, token, locale);
      expect(noReason.status).toBe(422);
      expect(noReason.body.data.reason[0]).toEqual(expect.stringContaining(locale === 'id' ? 'Alasan' : 'Reason'));
    }
    const badCorrection = await resolve({ ids: [late!.id], action: 'correct', reason: 'x', time: '25:00', direction: 'out' });
    expect(badCorrection.status).toBe(422);
    expect(Object.keys(badCorrection.body.data)).toEqual(['time']);

    const otherDepartment = await resolve({ ids: [late!.id], action: 'accept', reason: 'Bukan wewenang saya' }, await signIn(server, 'admin.epc'));
    expect(otherDepartment.status).toBe(404);

    const [mock] = await exceptionsOf(crew[3]!.employee_id);
    const again = await resolve({ ids: [late!.id, mock!.id], action: 'accept', reason: 'Dua sekaligus' });
    expect(again.status).toBe(409);

    // A day of a period already cut off (two periods back) cannot be corrected.
    const { department_id: departmentId } = await db().selectFrom('projects').select('department_id').where('id', '=', projectId).executeTakeFirstOrThrow();
    const old = await db()
      .insertInto('presence_exceptions')
      .values({ kind: 'no_check_out', subject_type: 'employee', employee_id: crew[9]!.employee_id, project_id: projectId, department_id: departmentId, presence_date: sql`current_date - 70` as never })
      .returning('id')
      .executeTakeFirstOrThrow();
    const presencesOf = async () => (await db().selectFrom('presences').select('id').where('employee_id', 'in', [crew[9]!.employee_id, crew[4]!.employee_id]).execute()).length;
    const before = await presencesOf();
    const locked = await resolve({ ids: [old.id, late!.id], action: 'correct', reason: 'Koreksi terlambat', time: '17:00', direction: 'out' });
    expect(locked.status).toBe(422);
    expect(locked.body.data.time[0]).toEqual(expect.any(String));
    // Neither correction was written, not even the one inside the open period.
    expect(await presencesOf()).toBe(before);

    const states = await db().selectFrom('presence_exceptions').select('state').where('id', 'in', [late!.id, old.id]).execute();
    expect(states.map((row) => row.state)).toEqual(['open', 'open']);
  });
});
