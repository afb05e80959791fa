import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/database.ts';
import { sendFile, signIn, tinyPng } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';
import { FOREMAN, FOREMAN_PROJECT, type Phone, readyPhone } from './field-phone.ts';

/** A foreman registers workers from the field app and checks them at the gate (issue #48). */
describe.each(backends)('worker registration and the gate check on %s', (backend) => {
  let server: TestServer;
  let phone: Phone;
  let projectId: number;
  let photo: string;
  let admin: string;
  let nikSequence = 0;

  const db = () => server.database.db;
  const newNik = () => `3374${backend === 'pglite' ? '01' : '02'}0101${String(900_000 + ++nikSequence).padStart(6, '0')}`;
  const register = (fields: Record<string, unknown>) =>
    phone.call('POST', '/api/app/v1/workers', { body: { project_id: projectId, fullname: 'Slamet Riyadi', nik: newNik(), photo, id_card_photo: photo, ...fields } });
  const gate = (query: string, locale?: string) => phone.call('GET', `/api/app/v1/gate-check?project_id=${projectId}&${query}`, { locale });

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signIn(server, 'superadmin');
    projectId = (await db().selectFrom('projects').select('id').where('project_name', '=', FOREMAN_PROJECT).executeTakeFirstOrThrow()).id;
    phone = await readyPhone(server, FOREMAN, `test-workers-${backend}`, projectId);
    photo = (await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'ktp.png', type: 'image/png' }, { token: phone.token })).json.data.url;
  });
  afterAll(() => server?.close());

  it('registers a new worker awaiting verification, on the project under this foreman, with a QR card number, counted on the acquisition dashboard', async () => {
    const before = await server.call('GET', `/api/dashboard/acquisition?project_id=${projectId}`, { token: admin });
    const answer = await register({ fullname: 'Slamet Riyadi', phone: '081234567890', gender: 'L', position: 'Tukang Besi' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Slamet Riyadi berhasil didaftarkan dan menunggu verifikasi', data: { existing: false, worker: { verification_status: 'verification_request' } } });
    const worker = await db().selectFrom('employees').selectAll().where('id', '=', answer.body.data.worker.id).executeTakeFirstOrThrow();
    const project = await db().selectFrom('projects').select('department_id').where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(worker).toMatchObject({ department_id: project.department_id, created_by: phone.userId, photo, id_card_photo: photo, login_status: 'non_active', active: 1 });
    const assignment = await db().selectFrom('project_manpower').selectAll().where('employee_id', '=', worker.id).executeTakeFirstOrThrow();
    expect(assignment).toMatchObject({ project_id: projectId, foreman_id: phone.userId, position: 'Tukang Besi', qr_number: answer.body.data.qr_number, active: 1 });
    expect(assignment.qr_number).toMatch(/^QR-.+-[0-9A-V]{10}$/);
    const audit = await db().selectFrom('audit_logs').select('action').where('model', '=', 'employee').where('record_id', '=', String(worker.id)).execute();
    expect(audit.map((row) => row.action)).toEqual(['create']);
    const after = await server.call('GET', `/api/dashboard/acquisition?project_id=${projectId}`, { token: admin });
    expect(after.body.data.rekap.today).toBe(before.body.data.rekap.today + 1);
    const foreman = after.body.data.per_source.find((source: { source_type: string; id: number }) => source.source_type === 'foreman' && source.id === phone.userId);
    expect(foreman.total).toBeGreaterThanOrEqual(1);
  });

  it('answers the worker already registered under a NIK and writes no second record, however many phones send it at once', async () => {
    const nik = newNik();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => phone.call('POST', '/api/app/v1/workers', { body: { project_id: projectId, fullname: 'Wahyu Hidayat', nik, photo, id_card_photo: photo } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.worker.id)).size).toBe(1);
    const same = await db().selectFrom('employees').select('id').where(sql<boolean>`lower(nik) = lower(${nik})`).execute();
    expect(same).toHaveLength(1);
    const existing = answers.find((answer) => answer.status === 200)!;
    expect(existing.body).toMatchObject({ message: 'Wahyu Hidayat sudah terdaftar: data yang ada digunakan, tidak ada data baru yang dibuat', data: { existing: true } });
  });

  it('refuses a blacklisted NIK with the blacklist\'s reason', async () => {
    const answer = await register({ fullname: 'Joko Susilo' });
    const blacklist = await server.call('POST', '/api/employee-blacklist/create', {
      token: admin,
      body: { employee_id: answer.body.data.worker.id, reason: 'Membawa senjata tajam ke lokasi', blacklisted_at: dayjs().format('YYYY-MM-DD'), active: 1 },
    });
    expect(blacklist.status).toBe(201);
    const nik = (await db().selectFrom('employees').select('nik').where('id', '=', answer.body.data.worker.id).executeTakeFirstOrThrow()).nik;
    const refused = await phone.call('POST', '/api/app/v1/workers', { body: { project_id: projectId, fullname: 'Joko S.', nik, photo, id_card_photo: photo } });
    expect(refused).toMatchObject({ status: 422, body: { message: 'NIK ini di-blacklist: Membawa senjata tajam ke lokasi' } });
  });

  it('says what is wrong with a registration field by field, and keeps nothing of it', async () => {
    const stranger = await signIn(server, 'admin.gedung');
    const theirs = (await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'lain.png', type: 'image/png' }, { token: stranger })).json.data.url;
    const nik = newNik();
    const wrong = await phone.call('POST', '/api/app/v1/workers', { body: { project_id: projectId, fullname: '', nik: '12', photo: theirs, id_card_photo: photo } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual({ photo: ['Foto harus berupa gambar yang Anda unggah melalui aplikasi'] });
    const invalid = await phone.call('POST', '/api/app/v1/workers', { locale: 'en', body: { project_id: projectId, fullname: ' ', nik: '12', photo, id_card_photo: photo } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data).toMatchObject({ fullname: ['Full Name is required'], nik: [expect.stringContaining('NIK / Passport')] });
    expect(await db().selectFrom('employees').select('id').where('nik', 'in', [nik, '12']).execute()).toHaveLength(0);
  });

  it('finds a worker by their card and answers fit when nothing stands against working here today', async () => {
    const answer = await register({ fullname: 'Agus Pramono' });
    const checked = await gate(`qr_number=${answer.body.data.qr_number}`);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ worker: { id: answer.body.data.worker.id, fullname: 'Agus Pramono', photo }, verdict: 'fit', reasons: [] });
  });

  it('answers unfit with every reason: blacklisted, not assigned here today, an expired certificate', async () => {
    const answer = await register({ fullname: 'Bambang Wijaya' });
    const id = answer.body.data.worker.id;
    await db().insertInto('employee_certifications').values([
      { employee_id: id, certificate_name: 'Sertifikat K3 Ketinggian', issued_at: '2023-01-10', expires_at: '2025-01-10' },
      { employee_id: id, certificate_name: 'SIO Crane', issued_at: '2023-01-10', expires_at: '2024-01-10' },
      { employee_id: id, certificate_name: 'SIO Crane', issued_at: '2024-01-10', expires_at: dayjs().add(1, 'year').format('YYYY-MM-DD') },
    ]).execute();
    await db().updateTable('project_manpower').set({ end_date: dayjs().subtract(1, 'day').format('YYYY-MM-DD'), start_date: dayjs().subtract(30, 'day').format('YYYY-MM-DD') }).where('employee_id', '=', id).execute();
    await server.call('POST', '/api/employee-blacklist/create', { token: admin, body: { employee_id: id, reason: 'Berkelahi di lokasi proyek', blacklisted_at: dayjs().format('YYYY-MM-DD'), active: 1 } });
    const checked = await gate(`qr_number=${encodeURIComponent(answer.body.data.qr_number)}`);
    expect(checked.body.data.verdict).toBe('unfit');
    expect(checked.body.data.reasons).toEqual([
      { code: 'blacklisted', message: 'Di-blacklist: Berkelahi di lokasi proyek' },
      { code: 'not_on_project', message: 'Tidak ditugaskan di proyek ini hari ini' },
      { code: 'certificate_expired', message: 'Sertifikat Sertifikat K3 Ketinggian kedaluwarsa sejak 10 Januari 2025' },
    ]);
    const english = await gate(`qr_number=${encodeURIComponent(answer.body.data.qr_number)}`, 'en');
    expect(english.body.data.reasons[2].message).toBe('Certificate Sertifikat K3 Ketinggian expired on 10 January 2025');
  });

  it('finds a worker by RFID tag too, and says plainly when a card or tag is unknown', async () => {
    const tagged = await db().selectFrom('project_manpower as pm').innerJoin('employees as e', 'e.id', 'pm.employee_id').select(['e.id', 'e.rfid']).where('pm.project_id', '=', projectId).where('e.rfid', 'is not', null).executeTakeFirstOrThrow();
    const byTag = await gate(`rfid=${tagged.rfid!.toLowerCase()}`);
    expect(byTag.body.data.worker.id).toBe(tagged.id);
    expect(await gate('qr_number=QR-TIDAK-ADA')).toMatchObject({ status: 404, body: { message: 'QR QR-TIDAK-ADA tidak dikenal' } });
    expect(await gate('rfid=FFFF', 'en')).toMatchObject({ status: 404, body: { message: 'Unknown RFID FFFF' } });
    expect(await gate('')).toMatchObject({ status: 422, body: { message: 'Isi salah satu: nomor QR atau RFID' } });
  });

  it('gives the phone its project\'s crew on the project today, with their card numbers, for scanning offline', async () => {
    const ended = (await register({ fullname: 'Dedi Kurniawan' })).body.data.worker.id;
    await db().updateTable('project_manpower').set({ start_date: dayjs().subtract(9, 'day').format('YYYY-MM-DD'), end_date: dayjs().subtract(2, 'day').format('YYYY-MM-DD') }).where('employee_id', '=', ended).execute();
    const crew = await phone.call('GET', `/api/app/v1/projects/${projectId}/manpower?limit=1000`);
    expect(crew.status).toBe(200);
    expect(crew.body.data.map((member: { employee_id: number }) => member.employee_id)).not.toContain(ended);
    const { rows: direct } = await sql<{ employee_id: number }>`
      select employee_id from project_manpower where project_id = ${projectId} and active = 1
        and (start_date is null or start_date <= (now() at time zone 'Asia/Jakarta')::date)
        and (end_date is null or end_date >= (now() at time zone 'Asia/Jakarta')::date)`.execute(db());
    expect(crew.body.total).toBe(direct.length);
    expect(crew.body.data.map((member: { employee_id: number }) => member.employee_id).sort()).toEqual(direct.map((row) => row.employee_id).sort());
    const other = await db().selectFrom('projects').select('id').where('id', '<>', projectId).orderBy('id').executeTakeFirstOrThrow();
    expect((await phone.call('GET', `/api/app/v1/projects/${other.id}/manpower`)).status).toBe(403);
  });
});
