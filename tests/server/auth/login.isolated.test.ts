import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { argon2Calls } from '../../support/argon2-calls.ts';
import { backends } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

vi.mock('@node-rs/argon2', async (real) => (await import('../../support/argon2-calls.ts')).countingArgon2(await real()));

const PASSWORD = 'Demo#2026';

describe.each(backends)('sign-in on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
    const { db } = server.database;
    const gedung = await db
      .selectFrom('departments')
      .select('id')
      .where('department_name', '=', 'Departemen Gedung')
      .executeTakeFirstOrThrow();
    const role = await db.selectFrom('roles').select('id').where('role_name', '=', 'Mandor').executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(PASSWORD);
    const base = { password_hash: passwordHash, department_id: gedung.id };
    await db
      .insertInto('users')
      .values([
        { ...base, fullname: 'Belum Verifikasi', username: 'unverified', email: 'unverified@example.test', role_id: role.id },
        {
          ...base,
          fullname: 'Menunggu Persetujuan',
          username: 'waiting',
          email: 'waiting@example.test',
          role_id: role.id,
          email_verified_at: new Date(),
        },
        { ...base, fullname: 'Tanpa Role', username: 'norole', email: 'norole@example.test', email_verified_at: new Date() },
      ])
      .execute();
  });
  afterAll(() => server?.close());

  const login = (username: string, password: string, locale?: string) =>
    server.call('POST', '/api/login', { body: { username, password }, locale });

  it('signs the super user in with a token, role_id -1 and every department', async () => {
    const { status, body } = await login('superadmin', PASSWORD);
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ username: 'superadmin', role_id: -1 });
    expect(body.permissions).toContain('view-employee');
    expect(body.departments.map((d: { department_name: string }) => d.department_name)).toContain('Departemen EPC');
    expect(body.message).toBe('Berhasil masuk');
  });

  it('signs a department admin in by email, limited to their own department and its projects', async () => {
    const { status, body } = await login('ADMIN.GEDUNG@adhi-manpower.test', PASSWORD);
    expect(status).toBe(200);
    expect(body.user.role_name).toBe('Admin Departemen');
    expect(body.departments).toEqual([{ id: body.user.department_id, department_name: 'Departemen Gedung' }]);
    expect(body.projects.length).toBeGreaterThan(0);
    for (const project of body.projects) expect(project.department_id).toBe(body.user.department_id);
    expect(body.permissions).toContain('delete-employee');
    expect(body.permissions).not.toContain('create-role');
  });

  it('gives the read-only staff user only view permissions of the workforce screens', async () => {
    const { body } = await login('staff.gedung', PASSWORD);
    expect(body.permissions).toContain('view-employee');
    expect(body.permissions).toContain('view-presence-raw');
    expect(body.permissions.every((p: string) => p.startsWith('view-'))).toBe(true);
    expect(body.permissions).not.toContain('view-user');
  });

  it('answers a wrong password with the server message in the request language', async () => {
    const id = await login('admin.gedung', 'wrong-password');
    expect(id.status).toBe(401);
    expect(id.body).toEqual({ message: 'Username atau password salah' });
    const en = await login('admin.gedung', 'wrong-password', 'en');
    expect(en.body.message).toBe('Wrong username or password');
    const unknown = await login('nobody-here', 'wrong-password');
    expect(unknown).toEqual(id);
  });

  it('refuses an empty username or password with the spec message', async () => {
    const { status, body } = await login('   ', '');
    expect(status).toBe(422);
    expect(body.message).toBe('Username & Password harus diisi');
  });

  it.each([
    ['unverified', 'email_unverified', 'Email Anda belum diverifikasi'],
    ['waiting', 'email_verified', 'menunggu persetujuan Admin Departemen'],
    ['norole', 'anonymous', 'belum memiliki role'],
  ])('answers %s with status_code %s and no token', async (username, statusCode, message) => {
    const { status, body } = await login(username, PASSWORD);
    expect(status).toBe(403);
    expect(body.token).toBeUndefined();
    expect(body.message).toContain(message);
    expect(body.data.data_user_before_login).toMatchObject({ status_code: statusCode, username });
  });

  it('does not reveal an account state to a wrong password', async () => {
    const { status, body } = await login('waiting', 'not-the-password');
    expect(status).toBe(401);
    expect(body.data).toBeUndefined();
  });

  it('answers 401 to a missing, wrong or expired token and 200 to a live one', async () => {
    expect((await server.call('GET', '/api/me')).status).toBe(401);
    expect((await server.call('GET', '/api/me', { token: 'not-a-real-token' })).status).toBe(401);
    const { body } = await login('staff.gedung', PASSWORD);
    const me = await server.call('GET', '/api/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.username).toBe('staff.gedung');

    await server.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await server.call('GET', '/api/me', { token: body.token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
  });

  it('revokes the token on sign-out', async () => {
    const { body } = await login('admin.gedung', PASSWORD);
    expect((await server.call('POST', '/api/logout', { token: body.token })).status).toBe(200);
    expect((await server.call('GET', '/api/me', { token: body.token })).status).toBe(401);
  });

  it('revokes the tokens of a deactivated user at once', async () => {
    const { db } = server.database;
    const { body } = await login('staff.gedung', PASSWORD);
    await db.updateTable('users').set({ active: 0 }).where('username', '=', 'staff.gedung').execute();
    expect((await server.call('GET', '/api/me', { token: body.token })).status).toBe(401);
    await db.updateTable('users').set({ active: 1 }).where('username', '=', 'staff.gedung').execute();
  });

  it('locks an account after repeated failures, even for the right password and a new X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('superadmin', `wrong-${i}`)).status).toBe(401);
    const locked = await server.call('POST', '/api/login', {
      body: { username: 'superadmin', password: PASSWORD, remember: true },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Terlalu banyak percobaan masuk yang gagal\. Coba lagi dalam \d+ menit\./);
    await server.database.db.deleteFrom('auth_throttle').execute();
    expect((await login('superadmin', PASSWORD)).status).toBe(200);
  });

  it('locks an IP that tries many accounts', async () => {
    for (let i = 0; i < 8; i += 1) await login(`guess-${i}`, 'wrong');
    expect((await login('admin.gedung', PASSWORD)).status).toBe(429);
    await server.database.db.deleteFrom('auth_throttle').execute();
  });

  const sessionsOf = async (username: string) => {
    const { count } = await server.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('users.username', '=', username)
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  it('lockout holds against 50 simultaneous wrong passwords', async () => {
    const { db } = server.database;
    const limit = server.config.loginMaxFailures;
    const sessions = await sessionsOf('admin.gedung');
    const verified = argon2Calls.verify;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login('admin.gedung', `wrong-${i}`)));
    expect(argon2Calls.verify - verified).toBe(limit);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - limit);

    // The IP's own lock aside, the account's lock refuses the right password too, and checks no password.
    await db.deleteFrom('auth_throttle').where('key', 'like', 'login:ip:%').execute();
    const right = await login('admin.gedung', PASSWORD, 'en');
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
    expect(argon2Calls.verify - verified).toBe(limit);
    expect(await sessionsOf('admin.gedung')).toBe(sessions);
    await db.deleteFrom('auth_throttle').execute();
  });

  it('a username locked by wrong passwords cannot sign in by its email', async () => {
    for (let i = 0; i < server.config.loginMaxFailures; i += 1) expect((await login('staff.gedung', `wrong-${i}`)).status).toBe(401);
    const sessions = await sessionsOf('staff.gedung');
    const byEmail = await login('STAFF.GEDUNG@adhi-manpower.test', PASSWORD);
    expect(byEmail.status).toBe(429);
    expect(byEmail.body.token).toBeUndefined();
    expect(await sessionsOf('staff.gedung')).toBe(sessions);
    await server.database.db.deleteFrom('auth_throttle').execute();
  });

  it('changes the language of the answers', async () => {
    const en = await server.call('GET', '/api/change-locale?lang=en');
    expect(en.body).toEqual({ message: 'Language changed to English', data: { locale: 'en' } });
    const { body } = await login('admin.gedung', PASSWORD);
    await server.call('GET', '/api/change-locale?lang=en', { token: body.token });
    const user = await server.database.db
      .selectFrom('users')
      .select('locale')
      .where('username', '=', 'admin.gedung')
      .executeTakeFirstOrThrow();
    expect(user.locale).toBe('en');
    expect((await server.call('GET', '/api/change-locale?lang=fr')).status).toBe(422);
  });

  it('answers a forgot-password request the same for known and unknown emails', async () => {
    const known = await server.call('POST', '/api/request-forgot-password', { body: { email: 'admin.gedung@adhi-manpower.test' } });
    const unknown = await server.call('POST', '/api/request-forgot-password', { body: { email: 'nobody@example.test' } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const bad = await server.call('POST', '/api/request-forgot-password', { body: { email: 'not-an-email' }, locale: 'en' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.email).toEqual(['The email field must be a valid email']);
  });
});
