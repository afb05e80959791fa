import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type Mailbox, startMailbox } from '../../support/mailbox.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const PASSWORD = 'Demo#2026';

describe.each([mainBackend])('approval, register-role and suspension on %s', (backend) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let gedungId: number;
  let mandorId: number;
  let adminRoleId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(backend, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://manpower.example.test' });
    const { db } = server.database;
    gedungId = (await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow()).id;
    mandorId = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Mandor').executeTakeFirstOrThrow()).id;
    adminRoleId = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Admin Departemen').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const login = (username: string, password = PASSWORD) => server.call('POST', '/api/login', { body: { username, password } });
  const signIn = async (username: string) => (await login(username)).body.token as string;
  const pendingOfGedung = () =>
    server.database.db
      .selectFrom('users')
      .select(['id', 'email', 'fullname', 'username'])
      .where('department_id', '=', gedungId)
      .where('approval_status', '=', 'pending')
      .where('email_verified_at', 'is not', null)
      .where('role_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('lets a verified user without a role pick a self-register role with their password, then wait for approval', async () => {
    const { db } = server.database;
    const { password_hash } = await db.selectFrom('users').select('password_hash').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        fullname: 'Tanpa Role',
        username: 'tanpa.role',
        email: 'tanpa.role@example.test',
        password_hash,
        department_id: gedungId,
        email_verified_at: new Date(),
        approval_status: 'approved',
      })
      .execute();
    const anonymous = await login('tanpa.role');
    expect(anonymous.status).toBe(403);
    const temporary = anonymous.body.data.data_user_before_login;
    expect(temporary.status_code).toBe('anonymous');

    const wrong = await server.call('POST', '/api/user-register-role', { body: { ...temporary, role_id: mandorId, password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Username atau password salah');
    const adminRole = await server.call('POST', '/api/user-register-role', { body: { ...temporary, role_id: adminRoleId, password: PASSWORD } });
    expect(adminRole.status).toBe(422);
    expect(adminRole.body.data.role_id).toEqual(['Role yang dipilih tidak dapat dipilih saat pendaftaran']);

    const chosen = await server.call('POST', '/api/user-register-role', { body: { ...temporary, role_id: mandorId, password: PASSWORD } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.message).toBe('Role berhasil dipilih. Data Anda sedang dalam proses persetujuan Admin Departemen.');
    expect(chosen.body.data.user).toEqual({ id: temporary.id, fullname: 'Tanpa Role', username: 'tanpa.role', email: 'tanpa.role@example.test', department_id: gedungId });
    expect(chosen.body.data.department).toEqual({ id: gedungId, department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801' });
    const waiting = await login('tanpa.role');
    expect(waiting.body.data.data_user_before_login.status_code).toBe('email_verified');
    const twice = await server.call('POST', '/api/user-register-role', { body: { ...temporary, role_id: mandorId, password: PASSWORD } });
    expect(twice.status).toBe(409);
  });

  it('counts wrong register-role passwords in the login throttle', async () => {
    const { db } = server.database;
    const user = await db.selectFrom('users').select(['id', 'username', 'email']).where('username', '=', 'tanpa.role').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ role_id: null }).where('id', '=', user.id).execute();
    for (let i = 0; i < 5; i += 1) {
      const attempt = await server.call('POST', '/api/user-register-role', { body: { ...user, role_id: mandorId, password: `wrong-${i}` } });
      expect(attempt.status).toBe(401);
    }
    const locked = await server.call('POST', '/api/user-register-role', { body: { ...user, role_id: mandorId, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect((await login('tanpa.role')).status).toBe(429);
    await db.deleteFrom('auth_throttle').execute();
  });

  it('rejects with a reason that is mailed to the user, who then cannot sign in', async () => {
    const pending = await pendingOfGedung();
    const adminToken = await signIn('admin.gedung');
    const noReason = await server.call('POST', '/api/user-approval/reject', { body: { id: pending.id }, token: adminToken, locale: 'en' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.data.reason).toEqual(['Reason is required']);
    const rejected = await server.call('POST', '/api/user-approval/reject', {
      body: { id: pending.id, reason: 'Data <proyek> tidak sesuai' },
      token: adminToken,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ message: `Pendaftaran pengguna ${pending.fullname} ditolak` });
    const mail = await mailbox.next(pending.email);
    expect(mail.subject).toContain('ditolak');
    expect(mail.text).toContain('Data <proyek> tidak sesuai');
    expect(mail.html).toContain('Data &lt;proyek&gt; tidak sesuai');
    const signIn403 = await server.call('POST', '/api/login', { body: { username: pending.username, password: PASSWORD } });
    expect(signIn403.status).toBe(403);
    expect(signIn403.body.data.data_user_before_login.status_code).toBe('rejected');
    const twice = await server.call('POST', '/api/user-approval/approve', { body: { id: pending.id }, token: adminToken });
    expect(twice.status).toBe(404);
    const record = await server.call('GET', `/api/user/${pending.id}/show`, { token: adminToken });
    expect(record.status).toBe(200);
    expect(record.body.data).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Data <proyek> tidak sesuai' });
  });

  it('keeps approval to a Department Admin of the user’s own department (or the super user)', async () => {
    const pending = await pendingOfGedung();
    const otherAdmin = await server.call('POST', '/api/user-approval/approve', { body: { id: pending.id }, token: await signIn('admin.infra1') });
    expect(otherAdmin.status).toBe(404);
    const staff = await server.call('POST', '/api/user-approval/approve', { body: { id: pending.id }, token: await signIn('staff.gedung') });
    expect(staff.status).toBe(403);
    expect((await server.call('POST', '/api/user-approval/approve', { body: { id: pending.id } })).status).toBe(401);

    const { db } = server.database;
    const unverified = await db
      .insertInto('users')
      .values({ fullname: 'Belum Verifikasi', username: 'belum.verif', email: 'belum.verif@example.test', password_hash: 'x', role_id: mandorId, department_id: gedungId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notYet = await server.call('POST', '/api/user-approval/approve', { body: { id: unverified.id }, token: await signIn('admin.gedung') });
    expect(notYet.status).toBe(404);

    const bySuperUser = await server.call('POST', '/api/user-approval/approve', { body: { id: pending.id }, token: await signIn('superadmin'), locale: 'en' });
    expect(bySuperUser.status).toBe(200);
    expect(bySuperUser.body.message).toBe(`User ${pending.fullname} approved`);
    expect((await login(pending.username)).status).toBe(200);
  });

  it('revokes the tokens of a user switched off through the user screen at once', async () => {
    const { db } = server.database;
    const staffToken = await signIn('staff.gedung');
    expect((await server.call('GET', '/api/me', { token: staffToken })).status).toBe(200);
    const staff = await db.selectFrom('users').select('id').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
    const superToken = await signIn('superadmin');
    const off = await server.call('PUT', '/api/user/update', { body: { id: staff.id, active: 0 }, token: superToken });
    expect(off.status).toBe(200);
    const sessions = await db.selectFrom('sessions').select('revoked_at').where('user_id', '=', staff.id).execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
    // Switched on again, the old token stays dead.
    expect((await server.call('PUT', '/api/user/update', { body: { id: staff.id, active: 1 }, token: superToken })).status).toBe(200);
    expect((await server.call('GET', '/api/me', { token: staffToken })).status).toBe(401);
  });

  it('lets a user created by an administrator sign in at once, with the password the form set', async () => {
    const adminToken = await signIn('admin.gedung');
    const created = await server.call('POST', '/api/user/create', {
      token: adminToken,
      body: {
        fullname: 'Dimas Saputra',
        username: 'dimas.saputra',
        email: 'dimas.saputra@example.test',
        password_hash: 'Rahasia#2026',
        role_id: adminRoleId,
        job_position: 'Admin Proyek',
        active: 1,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.department_id).toBe(gedungId);
    expect(created.body.data).not.toHaveProperty('password_hash');
    const signedIn = await login('dimas.saputra', 'Rahasia#2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.department_id).toBe(gedungId);
  });
});
