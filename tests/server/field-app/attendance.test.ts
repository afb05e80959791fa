import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/database.ts';
import { sendFile, signIn, tinyPng } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';
import { FOREMAN, FOREMAN_PROJECT, type Phone, checkIn, readyPhone, sendBatch } from './field-phone.ts';

/** Metres north of a point, in degrees of latitude. */
const north = (metres: number) => metres / 111_195;

/** The field app's attendance batches (issue #48): every event judged on its own, its evidence kept, a resend harmless. */
describe.each(backends)('attendance from the field app on %s', (backend) => {
  let server: TestServer;
  let phone: Phone;
  let projectId: number;
  let otherProjectId: number;
  let crew: { employee_id: number; qr_number: string; rfid: string | null; fullname: string }[];
  const centre = { latitude: -6.99, longitude: 110.42 };

  const db = () => server.database.db;
  const stored = (id: number) => db().selectFrom('presences').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const at = (metresNorth: number) => ({ latitude: centre.latitude + north(metresNorth), longitude: centre.longitude });

  beforeAll(async () => {
    server = await startTestServer(backend, { APP_DEVICE_REQUESTS_PER_MINUTE: '1000' });
    const project = await db().selectFrom('projects').select('id').where('project_name', '=', FOREMAN_PROJECT).executeTakeFirstOrThrow();
    projectId = project.id;
    otherProjectId = (await db().selectFrom('projects').select('id').where('id', '<>', projectId).orderBy('id').executeTakeFirstOrThrow()).id;
    // One known radius of 100 m, so each verdict below follows from its distance.
    await db().updateTable('presence_radii').set({ active: 0 }).where('project_id', '=', projectId).execute();
    await db().insertInto('presence_radii').values({ project_id: projectId, location_name: 'Gerbang Utama', ...centre, radius_m: 100 }).execute();
    // Enough of a crew for each case to use workers of its own.
    await sql`
      insert into project_manpower (project_id, employee_id, position, start_date, qr_number)
      select ${projectId}, e.id, 'Pekerja Uji', current_date - 30, 'QR-UJI-' || e.id
      from employees e
      where not e.blacklisted and not exists (select 1 from project_manpower pm where pm.employee_id = e.id and pm.project_id = ${projectId})
      order by e.id limit 20`.execute(db());
    crew = (await sql<{ employee_id: number; qr_number: string; rfid: string | null; fullname: string }>`
      select pm.employee_id, pm.qr_number, e.rfid, e.fullname from project_manpower pm join employees e on e.id = pm.employee_id
      where pm.project_id = ${projectId} and pm.active = 1 and pm.qr_number is not null and not e.blacklisted
        and (pm.end_date is null or pm.end_date >= (now() at time zone 'Asia/Jakarta')::date)
        and (pm.start_date is null or pm.start_date <= (now() at time zone 'Asia/Jakarta')::date)
      order by pm.id`.execute(db())).rows;
    phone = await readyPhone(server, FOREMAN, `test-attendance-${backend}`, projectId);
  });
  afterAll(() => server?.close());

  it('accepts a card scanned inside the radius and keeps every field the phone sent, with the time it took to arrive', async () => {
    const upload = await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'gate.png', type: 'image/png' }, { token: phone.token });
    const event = checkIn(projectId, { qr_number: crew[0]!.qr_number, ...at(20), accuracy_m: 8.5, mock_location: false, photo: upload.json.data.url });
    const sentAt = new Date(Date.now() - 30_000);
    const answer = await sendBatch(phone, [event], { sent_at: sentAt.toISOString() });
    expect(answer.status).toBe(200);
    const [result] = answer.body.data.results;
    expect(result).toMatchObject({ client_event_id: event.client_event_id, status: 'accepted', geofence: 'inside', flagged: false, late: false });
    expect(result.distance_m).toBeCloseTo(20, 0);
    const row = await stored(result.presence_id);
    expect(row).toMatchObject({
      subject_type: 'employee',
      employee_id: crew[0]!.employee_id,
      project_id: projectId,
      direction: 'in',
      method: 'qr',
      scanned_code: crew[0]!.qr_number,
      accuracy_m: 8.5,
      mock_location: false,
      geofence: 'inside',
      photo: upload.json.data.url,
      client_event_id: event.client_event_id,
      created_by: phone.userId,
      is_late: false,
      flagged: false,
    });
    expect(new Date(row.recorded_at).toISOString()).toBe(event.device_time);
    expect(new Date(row.sent_at!).getTime()).toBe(sentAt.getTime());
    expect(row.delay_seconds).toBeGreaterThanOrEqual(59);
    expect(row.delay_seconds).toBe(Math.floor((new Date(row.received_at!).getTime() - new Date(event.device_time).getTime()) / 1000));
    const device = await db().selectFrom('project_devices').select('id').where('serial_number', '=', phone.device).executeTakeFirstOrThrow();
    expect(row.device_id).toBe(device.id);
  });

  it('judges the fix against the radius allowing for its accuracy: inside, outside or uncertain', async () => {
    const events = [
      checkIn(projectId, { qr_number: crew[1]!.qr_number, ...at(50), accuracy_m: 10 }),
      checkIn(projectId, { qr_number: crew[2]!.qr_number, ...at(400), accuracy_m: 10 }),
      checkIn(projectId, { qr_number: crew[3]!.qr_number, ...at(95), accuracy_m: 30 }),
      checkIn(projectId, { qr_number: crew[4]!.qr_number, method: 'rfid' }),
    ];
    const { body } = await sendBatch(phone, events);
    expect(body.data.results.map((result: { geofence: string }) => result.geofence)).toEqual(['inside', 'outside', 'uncertain', 'unknown']);
    expect(body.data.results.map((result: { flagged: boolean }) => result.flagged)).toEqual([false, true, false, false]);
    expect(body.data.results[1].distance_m).toBeCloseTo(400, 0);
    expect(body.data).toMatchObject({ accepted: 4, flagged: 1 });
  });

  it('answers the first result to an event sent again and writes nothing, even sent fifty times at once', async () => {
    const event = checkIn(projectId, { qr_number: crew[5]!.qr_number, direction: 'out', ...at(10), accuracy_m: 5 });
    const first = await sendBatch(phone, [event]);
    const presenceId = first.body.data.results[0].presence_id;
    const again = await sendBatch(phone, [event, { ...event }]);
    expect(again.body.data.results).toEqual([
      expect.objectContaining({ status: 'duplicate', presence_id: presenceId, geofence: 'inside' }),
      expect.objectContaining({ status: 'duplicate', presence_id: presenceId }),
    ]);

    const burst = checkIn(projectId, { qr_number: crew[6]!.qr_number, direction: 'out', ...at(10), accuracy_m: 5 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendBatch(phone, [burst])));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const statuses = answers.map((answer) => answer.body.data.results[0].status);
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.results[0].presence_id)).size).toBe(1);
    const rows = await db().selectFrom('presences').select('id').where('client_event_id', 'in', [event.client_event_id, burst.client_event_id]).execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses each bad event with its reason in the user\'s language, and accepts the good one beside them', async () => {
    const good = checkIn(projectId, { qr_number: crew[7]!.qr_number });
    const otherCard = await db().selectFrom('project_manpower').select('qr_number').where('project_id', '<>', projectId).where('qr_number', 'is not', null).executeTakeFirstOrThrow();
    const closed = dayjs().subtract(3, 'month');
    const refused = [
      checkIn(projectId, { qr_number: 'QR-TIDAK-ADA' }),
      checkIn(projectId, { qr_number: otherCard.qr_number }),
      checkIn(otherProjectId, { qr_number: crew[8]!.qr_number }),
      checkIn(projectId, { qr_number: crew[8]!.qr_number, latitude: 91, longitude: 110 }),
      checkIn(projectId, { qr_number: crew[8]!.qr_number, ...at(0), accuracy_m: -1 }),
      checkIn(projectId, { qr_number: crew[8]!.qr_number, device_time: new Date(Date.now() + 3_600_000).toISOString() }),
      checkIn(projectId, { qr_number: crew[8]!.qr_number, device_time: closed.toISOString() }),
      checkIn(projectId, { qr_number: crew[8]!.qr_number, device_time: '2026-01-01 07:00:00' }),
      { ...checkIn(projectId, { qr_number: crew[8]!.qr_number }), client_event_id: 'bukan-uuid' },
      checkIn(projectId, { rfid: 'RFID-TIDAK-ADA', method: 'rfid' }),
    ];
    const { status, body } = await sendBatch(phone, [...refused, good]);
    expect(status).toBe(200);
    const reasons = body.data.results.map((result: { reason?: string }) => result.reason ?? result);
    expect(reasons.slice(0, -1)).toEqual([
      'unknown_qr',
      'not_on_project',
      'project_not_mapped',
      'invalid',
      'invalid',
      'future_time',
      expect.stringMatching(/^(too_old|period_closed)$/),
      'invalid',
      'invalid',
      'unknown_rfid',
    ]);
    expect(body.data.results.at(-1)).toMatchObject({ status: 'accepted' });
    expect(body.data.results[0].message).toBe('QR QR-TIDAK-ADA tidak dikenal');
    expect(body.data.results[3].message).toBe('Latitude harus di antara -90 dan 90');
    expect(body.data).toMatchObject({ accepted: 1, refused: 10 });

    const english = await phone.call('POST', '/api/app/v1/presences', { locale: 'en', body: { events: [checkIn(projectId, { qr_number: 'QR-TIDAK-ADA' })] } });
    expect(english.body.data.results[0].message).toBe('Unknown QR QR-TIDAK-ADA');
  });

  it('refuses an event dated in a period already cut off with the spec\'s message', async () => {
    const server2 = await startTestServer(backend, { APP_EVENT_MAX_AGE_DAYS: '400' });
    try {
      const phone2 = await readyPhone(server2, FOREMAN, `test-closed-${backend}`, projectId);
      const { body } = await sendBatch(phone2, [checkIn(projectId, { qr_number: crew[0]!.qr_number, device_time: dayjs().subtract(3, 'month').toISOString() })]);
      expect(body.data.results[0]).toMatchObject({ status: 'refused', reason: 'period_closed', message: 'Cut Off Peride Aktif' });
    } finally {
      await server2.close();
    }
  });

  it('marks late an event the phone held longer than the limit, by the batch\'s sent_at or the time it arrived', async () => {
    const heldTwoHours = checkIn(projectId, { qr_number: crew[9]!.qr_number, device_time: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    const sentAtOnce = checkIn(projectId, { qr_number: crew[10]!.qr_number, direction: 'out', device_time: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    const late = await sendBatch(phone, [heldTwoHours]);
    const onTime = await sendBatch(phone, [sentAtOnce], { sent_at: new Date(Date.now() - 2 * 3_600_000 + 60_000).toISOString() });
    expect(late.body.data.results[0]).toMatchObject({ status: 'accepted', late: true });
    expect(onTime.body.data.results[0]).toMatchObject({ status: 'accepted', late: false });
    expect((await stored(late.body.data.results[0].presence_id)).delay_seconds).toBeGreaterThanOrEqual(7200);
  });

  it('follows the project\'s policy: outside the radius or from a mock location is flagged by default, refused when the project says so', async () => {
    const flagged = await sendBatch(phone, [checkIn(projectId, { qr_number: crew[11]!.qr_number, ...at(5), accuracy_m: 5, mock_location: true })]);
    expect(flagged.body.data.results[0]).toMatchObject({ status: 'accepted', flagged: true });
    const admin = await signIn(server, 'superadmin');
    const updated = await server.call('PUT', '/api/project/update', { token: admin, body: { id: projectId, presence_outside_policy: 'refuse', presence_mock_policy: 'refuse' } });
    expect(updated.status).toBe(200);
    try {
      const { body } = await sendBatch(phone, [
        checkIn(projectId, { qr_number: crew[12]!.qr_number, direction: 'out', ...at(600), accuracy_m: 10 }),
        checkIn(projectId, { qr_number: crew[13]!.qr_number, direction: 'out', ...at(5), accuracy_m: 5, mock_location: true }),
        checkIn(projectId, { qr_number: crew[14]!.qr_number, direction: 'out', ...at(5), accuracy_m: 5 }),
      ]);
      expect(body.data.results.map((result: { status: string; reason?: string }) => result.reason ?? result.status)).toEqual(['outside_radius', 'mock_location', 'accepted']);
      expect(body.data.results[0].message).toMatch(/^Di luar radius presensi: 6\d\d m dari Gerbang Utama$/);
    } finally {
      await server.call('PUT', '/api/project/update', { token: admin, body: { id: projectId, presence_outside_policy: 'flag', presence_mock_policy: 'flag' } });
    }
  });

  it('records the signed-in user themself and a visitor by their card, and refuses a photo the user did not upload', async () => {
    const visitor = await db().selectFrom('visitors').select(['id', 'qr_number']).where('qr_number', 'is not', null).executeTakeFirstOrThrow();
    const stranger = await signIn(server, 'admin.gedung');
    const theirs = await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'lain.png', type: 'image/png' }, { token: stranger });
    const { body } = await sendBatch(phone, [
      checkIn(projectId, { subject_type: 'user', method: 'gps', ...at(30), accuracy_m: 12 }),
      checkIn(projectId, { subject_type: 'visitor', qr_number: visitor.qr_number }),
      checkIn(projectId, { qr_number: crew[15]!.qr_number, photo: theirs.json.data.url }),
    ]);
    expect(body.data.results.map((result: { status: string; reason?: string }) => result.reason ?? result.status)).toEqual(['accepted', 'accepted', 'invalid_photo']);
    expect(await stored(body.data.results[0].presence_id)).toMatchObject({ subject_type: 'user', user_id: phone.userId, employee_id: null });
    expect(await stored(body.data.results[1].presence_id)).toMatchObject({ subject_type: 'visitor', visitor_id: visitor.id, scanned_code: visitor.qr_number });
  });

  it('keeps the recaps and the kept counts equal to a direct count of what it wrote', async () => {
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from (
        select p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id) as subject_id, p.project_id,
          (p.recorded_at at time zone 'Asia/Jakarta')::date as day, count(*) as records
        from presences p where p.project_id = ${projectId} group by 1, 2, 3, 4
      ) direct
      full join presence_recaps r
        on r.subject_type = direct.subject_type and r.subject_id = direct.subject_id and r.project_id = direct.project_id and r.presence_date = direct.day
      where (r.project_id = ${projectId} or direct.project_id is not null) and r.records is distinct from direct.records
    `.execute(db());
    expect(mismatched.rows[0]!.n).toBe(0);
    const counts = await sql<{ direct: number; kept: number }>`
      select (select count(*) from presences where project_id = ${projectId})::int as direct,
        (select sum(records) from presence_counts where project_id = ${projectId})::int as kept
    `.execute(db());
    expect(counts.rows[0]!.kept).toBe(counts.rows[0]!.direct);
  });

  it('answers the whole batch 422 only when the batch itself is wrong: no events, or more than 500', async () => {
    expect(await sendBatch(phone, [])).toMatchObject({ status: 422, body: { data: { events: ['events harus diisi'] } } });
    const tooMany = Array.from({ length: 501 }, () => checkIn(projectId, { qr_number: crew[0]!.qr_number }));
    expect(await sendBatch(phone, tooMany)).toMatchObject({ status: 422, body: { message: 'Satu kiriman berisi paling banyak 500 presensi' } });
    expect((await phone.call('POST', '/api/app/v1/presences', { body: {} })).status).toBe(422);
  });

  it('lets no one record without the field app\'s permission', async () => {
    const token = await signIn(server, 'staff.gedung');
    const answer = await server.call('POST', '/api/app/v1/presences', { token, headers: { 'x-device-id': 'any-device-0001' }, body: { events: [checkIn(projectId, { qr_number: crew[0]!.qr_number })] } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Anda tidak memiliki akses untuk tindakan ini');
  });

  it('shows the evidence to admins in raw presence, filterable by flag, verdict and lateness', async () => {
    const admin = await signIn(server, 'superadmin');
    const list = async (filters: object) => {
      const query = `/api/presence/list?page=1&limit=100&filters=${encodeURIComponent(JSON.stringify({ project_id: projectId, ...filters }))}`;
      const answer = await server.call('GET', query, { token: admin });
      expect(answer.status).toBe(200);
      return answer.body.data as Record<string, unknown>[];
    };
    const flagged = await list({ flagged: true });
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    expect(flagged.every((row) => row.flagged === true)).toBe(true);
    const outside = await list({ geofence: 'outside' });
    expect(outside.length).toBeGreaterThanOrEqual(1);
    expect(outside[0]).toMatchObject({ geofence: 'outside', accuracy_m: 10 });
    const late = await list({ is_late: true });
    expect(late.every((row) => row.is_late === true && Number(row.delay_seconds) > 15 * 60)).toBe(true);
    expect(late.length).toBeGreaterThanOrEqual(1);
    const mocked = await list({ mock_location: true });
    expect(mocked.length).toBeGreaterThanOrEqual(1);
    const id = (flagged[0] as { id: number }).id;
    const detail = await server.call('GET', `/api/presence/${id}/show`, { token: admin });
    expect(detail.body.data).toMatchObject({ client_event_id: expect.any(String), created_by_user: expect.objectContaining({ id: phone.userId }) });
  });

  it('counts a device\'s events per minute: past the allowance it answers 429 and writes nothing', async () => {
    const limited = await startTestServer(backend, { APP_DEVICE_EVENTS_PER_MINUTE: '5' });
    try {
      const limitedPhone = await readyPhone(limited, FOREMAN, `test-limited-${backend}`, projectId);
      const events = crew.slice(0, 6).map((member) => checkIn(projectId, { qr_number: member.qr_number, client_event_id: randomUUID() }));
      const answer = await sendBatch(limitedPhone, events);
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(/^Terlalu banyak permintaan dari perangkat ini\. Coba lagi dalam \d+ detik\.$/);
      const written = await limited.database.db.selectFrom('presences').select('id').where('client_event_id', 'in', events.map((event) => event.client_event_id)).execute();
      expect(written).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
