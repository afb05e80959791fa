import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

interface Line {
  field_name: string;
  new_value?: string | null;
  old_value?: string | null;
  change_type?: string;
}

describe.each([mainBackend])('reviewing data-change requests (validasi data) on %s', (backend) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let workerId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung', 'admin.epc']) {
      tokens[user] = (await server.call('POST', '/api/login', { body: { username: user, password: 'Demo#2026' } })).body.token;
    }
    const { db } = server.database;
    const gedung = await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow();
    workerId = (await db.selectFrom('employees').select('id').where('department_id', '=', gedung.id).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const worker = () => server.database.db.selectFrom('employees').selectAll().where('id', '=', workerId).executeTakeFirstOrThrow();
  const skillsOf = async () =>
    (await server.database.db.selectFrom('employee_skills').innerJoin('skills', 'skills.id', 'employee_skills.skill_id').select('skill_name').where('employee_id', '=', workerId).execute()).map((row) => row.skill_name);
  const file = async (details: Line[], user = 'admin.gedung', extra: Record<string, unknown> = {}) => {
    const answer = await server.call('POST', '/api/employee-request-change/create', { token: tokens[user], body: { employee_id: workerId, notes: 'Dari aplikasi mandor', details: details.map((line) => ({ change_type: 'update', ...line })), ...extra } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: number; status: string; details: (Line & { id: number })[] };
  };
  const decide = (action: 'approve' | 'reject', id: number, user = 'admin.gedung', reason?: string, locale = 'id') =>
    server.call('POST', `/api/employee-request-change/${action}`, { token: tokens[user], locale, body: reason === undefined ? { id } : { id, reason } });

  it('files a request as a verification request, an appraisal when it touches skills, with the worker’s values as the old ones', async () => {
    const before = await worker();
    const request = await file([{ field_name: 'phone', new_value: '081299990001', old_value: 'forged', change_type: 'create' }], 'admin.gedung', { status: 'approved' });
    expect(request.status).toBe('verification_request');
    expect(request).toMatchObject({ requested_by_user: { fullname: expect.any(String) } });
    expect(request.details).toEqual([expect.objectContaining({ field_name: 'phone', old_value: before.phone, new_value: '081299990001', change_type: 'update' })]);
    expect((await worker()).verification_status).toBe('verification_request');

    const appraisal = await file([{ field_name: 'skills', new_value: 'Welder', change_type: 'create' }]);
    expect(appraisal.status).toBe('appraisal_request');
    expect((await worker()).verification_status).toBe('appraisal_request');
  });

  it('shows the diff with each field’s label in the reader’s language, never its column', async () => {
    const request = await file([
      { field_name: 'gender', new_value: 'P' },
      { field_name: 'birth_date', new_value: '1990-05-17' },
      { field_name: 'disease_histories', old_value: 'Asma', change_type: 'deleted' },
    ]);
    const id = await server.call('GET', `/api/employee-request-change/${request.id}/review`, { token: tokens['admin.gedung'] });
    expect(id.status).toBe(200);
    expect(id.body.data.pending).toBe(true);
    expect(id.body.data.lines.map((line: { label: string }) => line.label)).toEqual(['Jenis Kelamin', 'Tanggal Lahir', 'Riwayat Penyakit']);
    expect(id.body.data.lines[0]).toMatchObject({ kind: 'field', new_value: 'Perempuan', change_type_label: 'Ubah', format: 'text' });
    expect(id.body.data.lines[1]).toMatchObject({ format: 'date', new_value: '1990-05-17' });
    expect(id.body.data.lines[2]).toMatchObject({ kind: 'list', old_value: 'Asma', new_value: null, change_type_label: 'Hapus' });
    const en = await server.call('GET', `/api/employee-request-change/${request.id}/review`, { token: tokens['admin.gedung'], locale: 'en' });
    expect(en.body.data.lines.map((line: { label: string }) => line.label)).toEqual(['Gender', 'Date of Birth', 'Disease Histories']);
    expect(en.body.data.lines[0].new_value).toBe('Female');
    // Another department's request is not there for them; one without the view permission is refused.
    expect((await server.call('GET', `/api/employee-request-change/${request.id}/review`, { token: tokens['admin.epc'] })).status).toBe(404);
  });

  it('applies an approved request to the worker in one go, its status moving to approved, and refuses approving it twice', async () => {
    const request = await file([
      { field_name: 'phone', new_value: '081277770002' },
      { field_name: 'blood_type_id', new_value: 'ab+' },
      { field_name: 'skills', new_value: 'Rigger', change_type: 'create' },
      { field_name: 'certifications', new_value: 'Sertifikat Ahli K3 Umum', change_type: 'create' },
    ]);
    const approved = await decide('approve', request.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toMatch(/^Permintaan perubahan data .+ disetujui/);
    const after = await worker();
    expect(after.phone).toBe('081277770002');
    const ab = await server.database.db.selectFrom('blood_types').select('id').where('blood_type_name', '=', 'AB+').executeTakeFirstOrThrow();
    expect(after.blood_type_id).toBe(ab.id);
    expect(after.verification_status).toBe('approved');
    expect(await skillsOf()).toContain('Rigger');
    const stored = await server.database.db.selectFrom('employee_request_changes').selectAll().where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('approved');
    expect(stored.reviewed_by).not.toBeNull();

    const twice = await decide('approve', request.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Permintaan perubahan data ini sudah disetujui sebelumnya');
    expect((await decide('approve', request.id, 'admin.gedung', undefined, 'en')).body.message).toBe('This data-change request has already been approved');
    expect((await decide('reject', request.id, 'admin.gedung', 'Terlambat')).status).toBe(409);
    const edit = await server.call('PUT', '/api/employee-request-change/update', { token: tokens['admin.gedung'], body: { id: request.id, notes: 'diubah' } });
    expect(edit.status).toBe(409);
  });

  it('rejects with a reason, sending the request back for revision, and refuses approving a rejected one', async () => {
    const phone = (await worker()).phone;
    const request = await file([{ field_name: 'phone', new_value: '081255550003' }]);
    const missing = await decide('reject', request.id, 'admin.gedung', '  ');
    expect(missing.status).toBe(422);
    expect(missing.body.data.reason).toEqual(['Alasan Penolakan harus diisi']);
    const rejected = await decide('reject', request.id, 'admin.gedung', 'Nomor telepon tidak aktif, mohon dicek kembali');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('revision_request');
    const stored = await server.database.db.selectFrom('employee_request_changes').select(['status', 'review_reason']).where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'revision_request', review_reason: 'Nomor telepon tidak aktif, mohon dicek kembali' });
    expect((await worker()).phone).toBe(phone);
    expect((await worker()).verification_status).toBe('revision_request');

    const approve = await decide('approve', request.id);
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe('Permintaan perubahan data ini sudah ditolak (diminta revisi); ajukan permintaan baru');
    expect((await decide('approve', request.id, 'admin.gedung', undefined, 'en')).body.message).toBe(
      'This data-change request has already been rejected (revision requested); file a new request',
    );
  });

  it('keeps nothing of an approval the worker’s own rules refuse, naming the field', async () => {
    const before = await worker();
    const request = await file([
      { field_name: 'phone', new_value: '081244440004' },
      { field_name: 'nik', new_value: 'bukan nik!' },
      { field_name: 'skills', new_value: 'Ahli Nuklir', change_type: 'create' },
    ]);
    const refused = await decide('approve', request.id);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.data).sort()).toEqual(['nik', 'skills']);
    expect(refused.body.data.skills).toEqual(['Keahlian: "Ahli Nuklir" tidak ditemukan di data master']);
    const after = await worker();
    expect(after.phone).toBe(before.phone);
    expect(after.nik).toBe(before.nik);
    const stored = await server.database.db.selectFrom('employee_request_changes').select('status').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('appraisal_request');
  });

  it('takes the update permission of the model: a reader may look but not decide', async () => {
    const request = await file([{ field_name: 'address', new_value: 'Jl. Merdeka 1, Bandung' }]);
    expect((await server.call('GET', `/api/employee-request-change/${request.id}/review`, { token: tokens['staff.gedung'] })).status).toBe(200);
    expect((await decide('approve', request.id, 'staff.gedung')).status).toBe(403);
    expect((await decide('reject', request.id, 'staff.gedung', 'tidak')).status).toBe(403);
    expect((await decide('approve', request.id, 'admin.epc')).status).toBe(404);
    expect((await server.call('POST', '/api/employee-request-change/approve', { body: { id: request.id } })).status).toBe(401);
  });

  it('applies a request once when 50 approvals of it arrive together', async () => {
    const request = await file([{ field_name: 'certifications', new_value: 'Sertifikat Operator Crane Kelas II', change_type: 'create' }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => decide('approve', request.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const { db } = server.database;
    const certificates = await db.selectFrom('employee_certifications').select('id').where('employee_id', '=', workerId).where('certificate_name', '=', 'Sertifikat Operator Crane Kelas II').execute();
    expect(certificates).toHaveLength(1);
    const audits = await db.selectFrom('audit_logs').select('id').where('model', '=', 'employee-request-change').where('record_id', '=', String(request.id)).execute();
    expect(audits.length).toBe(2);
  });
});
