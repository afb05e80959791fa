import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type Mailbox, linkIn, startMailbox } from '../../support/mailbox.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const PASSWORD = 'Demo#2026';
const PUBLIC_URL = 'https://manpower.example.test';

describe.each([mainBackend])('self-registration and email verification on %s', (backend) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let gedung: { id: number; projectId: number };
  let infraProjectId: number;
  let mandorId: number;
  let adminRoleId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(backend, { SMTP_URL: mailbox.url, PUBLIC_URL, MAIL_FROM: 'Manpower <no-reply@example.test>' });
    const { db } = server.database;
    const department = await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow();
    const project = await db.selectFrom('projects').select('id').where('department_id', '=', department.id).executeTakeFirstOrThrow();
    gedung = { id: department.id, projectId: project.id };
    const other = await db
      .selectFrom('projects')
      .innerJoin('departments', 'departments.id', 'projects.department_id')
      .select('projects.id')
      .where('departments.department_name', '=', 'Departemen Infrastruktur 1')
      .executeTakeFirstOrThrow();
    infraProjectId = other.id;
    mandorId = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Mandor').executeTakeFirstOrThrow()).id;
    adminRoleId = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Admin Departemen').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const form = (overrides: Record<string, unknown> = {}) => ({
    fullname: 'Siti Rahmawati',
    username: 'siti.rahma',
    password: 'Rahasia#123',
    email: 'siti.rahma@example.test',
    department_id: gedung.id,
    project_id: gedung.projectId,
    role_id: mandorId,
    job_position: 'Mandor Besi',
    ...overrides,
  });
  const login = (username: string, password = PASSWORD) => server.call('POST', '/api/login', { body: { username, password } });
  const signIn = async (username: string) => (await login(username)).body.token as string;

  it('offers the self-register roles, the active departments with their PIC and a department’s projects', async () => {
    const roles = await server.call('GET', '/api/no-auth/role-register');
    expect(roles.status).toBe(200);
    expect(roles.body.data.map((role: { role_name: string }) => role.role_name).sort()).toEqual(['Mandor', 'Staf Proyek', 'Subkon']);
    expect(Object.keys(roles.body.data[0]).sort()).toEqual(['description', 'id', 'role_name']);
    const departments = await server.call('GET', '/api/no-auth/departments');
    expect(departments.body.data).toContainEqual({ id: gedung.id, department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801' });
    const projects = await server.call('GET', `/api/no-auth/projects?department_id=${gedung.id}`);
    expect(projects.body.data.map((p: { id: number }) => p.id)).toContain(gedung.projectId);
    expect(projects.body.data.map((p: { id: number }) => p.id)).not.toContain(infraProjectId);
    expect(Object.keys(projects.body.data[0]).sort()).toEqual(['id', 'project_name']);
  });

  it('answers only whether a username or email is taken, without case', async () => {
    const find = async (query: string) => (await server.call('GET', `/api/no-auth/find-user-by-username-email?${query}`)).body;
    expect(await find('username=ADMIN.GEDUNG')).toEqual({ data: true });
    expect(await find('email=Admin.Gedung@adhi-manpower.test')).toEqual({ data: true });
    expect(await find('username=belum.ada')).toEqual({ data: false });
    expect((await server.call('GET', '/api/no-auth/find-user-by-username-email')).status).toBe(422);
  });

  it('registers, mails the link, verifies once, waits for approval, and signs in once the Department Admin approves', async () => {
    const registered = await server.call('POST', '/api/register', { body: form() });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe('Pendaftaran berhasil. Silakan cek email Anda untuk verifikasi.');
    expect(registered.body.data).toEqual({ id: expect.any(Number), username: 'siti.rahma', email: 'siti.rahma@example.test', fullname: 'Siti Rahmawati' });

    const before = await login('siti.rahma', 'Rahasia#123');
    expect(before.status).toBe(403);
    expect(before.body.data.data_user_before_login.status_code).toBe('email_unverified');

    const mail = await mailbox.next('siti.rahma@example.test');
    expect(mail.subject).toContain('verifikasi email');
    expect(mail.html).toContain('Siti Rahmawati');
    const link = linkIn(mail, '/verify-email');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    const stored = await server.database.db.selectFrom('user_codes').select('code_hash').where('user_id', '=', registered.body.data.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);

    const verified = await server.call('POST', '/api/verify-email', { body: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Email berhasil diverifikasi. Data Anda sedang dalam proses persetujuan Admin Departemen.');
    expect(verified.body.data.user).toEqual({ ...registered.body.data, department_id: gedung.id });
    expect(verified.body.data.department).toEqual({ id: gedung.id, department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801' });

    const again = await server.call('POST', '/api/verify-email', { body: { code }, locale: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The verification code is invalid, already used or expired');

    const waiting = await login('siti.rahma', 'Rahasia#123');
    expect(waiting.status).toBe(403);
    expect(waiting.body.token).toBeUndefined();
    expect(waiting.body.data.data_user_before_login).toMatchObject({ status_code: 'email_verified', username: 'siti.rahma' });

    const adminToken = await signIn('admin.gedung');
    const queue = await server.call('GET', '/api/user-approval/list', { token: adminToken });
    expect(queue.body.data.map((row: { username: string }) => row.username)).toContain('siti.rahma');
    const approved = await server.call('POST', '/api/user-approval/approve', { body: { id: registered.body.data.id }, token: adminToken });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Pengguna Siti Rahmawati berhasil disetujui');
    const approvedMail = await mailbox.next('siti.rahma@example.test');
    expect(approvedMail.text).toContain('Anda sekarang dapat masuk');
    expect(linkIn(approvedMail, '/login').href).toBe(`${PUBLIC_URL}/login`);

    const user = await server.database.db.selectFrom('users').selectAll().where('username', '=', 'siti.rahma').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ approval_status: 'approved', active: 1, locale: 'id' });
    expect(user.verified_by).not.toBeNull();
    const signedIn = await login('siti.rahma', 'Rahasia#123');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role_name).toBe('Mandor');
  });

  it('refuses a taken username and email with the spec messages, in both languages', async () => {
    const taken = await server.call('POST', '/api/register', { body: form({ username: 'Admin.Gedung', email: 'ADMIN.GEDUNG@adhi-manpower.test' }) });
    expect(taken.status).toBe(422);
    expect(taken.body.data.username).toEqual(['Username sudah terdaftar, gunakan username lain']);
    expect(taken.body.data.email).toEqual(['Email salah / sudah terdaftar, gunakan email lain']);
    const en = await server.call('POST', '/api/register', { body: form({ username: 'admin.gedung', email: 'admin.gedung@adhi-manpower.test' }), locale: 'en' });
    expect(en.body.data.username).toEqual(['Username is already registered, use another username']);
    expect(en.body.data.email).toEqual(['Email is invalid / already registered, use another email']);
  });

  const userNamed = (username: string) => server.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();

  it.each([
    ['a CR/LF header', 'Siti Rahma\r\nBcc: korban@example.test', 'id'],
    ['a line feed', 'Siti\nKlik tautan di bawah', 'id'],
    ['an http:// link', 'Hadiah http://menang.example.test/klaim', 'en'],
    ['a www. address', 'Hadiah di www.menang-besar', 'en'],
  ])('a full name with %s is refused with 422, no row and no mail', async (_attack, fullname, locale) => {
    const email = 'name.attack@example.test';
    const refused = await server.call('POST', '/api/register', { body: form({ fullname, username: 'name.attack', email }), locale });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      fullname: [locale === 'en' ? 'Full Name may not contain a link, a web address or a line break' : 'Nama Lengkap tidak boleh berisi tautan, alamat web, atau baris baru'],
    });
    expect(await userNamed('name.attack')).toBeUndefined();
    expect(mailbox.pending(email)).toEqual([]);
  });

  it('a burst of registrations from one IP is limited in the request language and creates no row past the limit', async () => {
    const { db } = server.database;
    const forgetLimit = () => db.deleteFrom('auth_throttle').where('key', 'like', 'rate:register:%').execute();
    await forgetLimit();
    // Each probe asks whether an email is taken, and uses up the allowance like a registration.
    const probes = await Promise.all(
      Array.from({ length: server.config.registerMaxPerHourPerIp }, (_, i) =>
        server.call('POST', '/api/register', { body: form({ username: `probe.${i}`, email: 'admin.gedung@adhi-manpower.test' }) }),
      ),
    );
    expect(probes.map((probe) => probe.body.data.email)).toEqual(probes.map(() => ['Email salah / sudah terdaftar, gunakan email lain']));

    const email = 'past.limit@example.test';
    const en = await server.call('POST', '/api/register', { body: form({ username: 'past.limit', email }), locale: 'en' });
    expect(en.status).toBe(429);
    expect(en.body.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    const id = await server.call('POST', '/api/register', { body: form({ username: 'past.limit', email }) });
    expect(id.status).toBe(429);
    expect(id.body.message).toMatch(/^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\.$/);
    expect(await userNamed('past.limit')).toBeUndefined();
    expect(mailbox.pending(email)).toEqual([]);
    await forgetLimit();
  });

  it('checks every field again: required, formats, password length, a self-register role and a project of the department', async () => {
    const empty = await server.call('POST', '/api/register', { body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.data).sort()).toEqual(['department_id', 'email', 'fullname', 'job_position', 'password', 'project_id', 'role_id', 'username']);
    expect(empty.body.data.fullname).toEqual(['Nama Lengkap harus diisi']);

    const bad = await server.call('POST', '/api/register', {
      body: form({ username: 'a b', email: 'not-an-email', password: 'short', role_id: adminRoleId, project_id: infraProjectId }),
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.username).toEqual(['The Username field must be at least 4 characters', 'The Username field format is invalid']);
    expect(bad.body.data.email).toEqual(['The Email field must be a valid email']);
    expect(bad.body.data.password).toEqual(['The Password field must be between 8 and 16']);
    expect(bad.body.data.role_id).toEqual(['The selected Role cannot be chosen at registration']);
    expect(bad.body.data.project_id).toEqual(['The selected Project does not belong to the chosen department']);

    const fresh = { username: 'new.user', email: 'new.user@example.test' };
    const long = await server.call('POST', '/api/register', { body: form({ ...fresh, password: 'x'.repeat(17) }) });
    expect(long.body.data).toEqual({ password: ['Kata Sandi harus di antara 8 dan 16'] });
    const outside = await server.call('POST', '/api/register', { body: form({ ...fresh, project_id: infraProjectId }) });
    expect(outside.status).toBe(422);
    expect(outside.body.data).toEqual({ project_id: ['Proyek yang dipilih tidak termasuk dalam departemen yang dipilih'] });
    expect(await server.database.db.selectFrom('users').select('id').where('username', '=', 'new.user').executeTakeFirst()).toBeUndefined();
  });

  it('resends the verification mail at most once a minute and a few times an hour, answering a wrong email the same', async () => {
    const registered = await server.call('POST', '/api/register', {
      body: form({ username: 'budi.resend', email: 'budi.resend@example.test' }),
      locale: 'en',
    });
    const first = await mailbox.next('budi.resend@example.test');
    expect(first.subject).toContain('verify your email');
    const oldCode = linkIn(first, '/verify-email').searchParams.get('code')!;
    const { status, body } = await login('budi.resend', 'Rahasia#123');
    expect(status).toBe(403);
    const temporary = body.data.data_user_before_login;
    expect(temporary).toMatchObject({ status_code: 'email_unverified', id: registered.body.data.id });

    const resent = await server.call('POST', '/api/resend-email-verification', { body: temporary });
    expect(resent.status).toBe(200);
    const second = await mailbox.next('budi.resend@example.test');
    const newCode = linkIn(second, '/verify-email').searchParams.get('code')!;
    expect(newCode).not.toBe(oldCode);

    const tooSoon = await server.call('POST', '/api/resend-email-verification', { body: temporary });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Tunggu \d+ detik sebelum mengirim ulang email verifikasi\.$/);
    expect(Number(/(\d+)/.exec(tooSoon.body.message)![1])).toBeLessThanOrEqual(60);

    const wrongEmail = await server.call('POST', '/api/resend-email-verification', { body: { ...temporary, email: 'someone@example.test' } });
    expect(wrongEmail).toEqual(resent);

    // Issuing a new code spent the old one.
    expect((await server.call('POST', '/api/verify-email', { body: { code: oldCode } })).status).toBe(422);
    expect((await server.call('POST', '/api/verify-email', { body: { code: newCode } })).status).toBe(200);

    // With each minute over, the hourly allowance (5) still counts.
    const { db } = server.database;
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', temporary.id).execute();
    const nextMinute = () => db.deleteFrom('auth_throttle').where('key', 'like', 'rate:resend:minute:%').execute();
    for (let i = 0; i < 4; i += 1) {
      await nextMinute();
      expect((await server.call('POST', '/api/resend-email-verification', { body: temporary })).status).toBe(200);
    }
    await nextMinute();
    expect((await server.call('POST', '/api/resend-email-verification', { body: temporary })).status).toBe(429);
    expect(mailbox.pending('someone@example.test')).toEqual([]);
  });
});
