import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { APP_CODE } from '../../../server/config.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnswerShape, answerShape, differencesFromKept } from '../../support/answer-shape.ts';
import { mainBackend } from '../../support/database.ts';
import { DEMO_PASSWORD, signIn } from '../../support/files.ts';
import { type Mailbox, linkIn, startMailbox } from '../../support/mailbox.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const SSO = { ISSUER: 'https://sso.example.test', AUDIENCE: 'adhi-manpower' };

/**
 * The same kind of record as answer-shapes.test.ts, for the sign-in, account, dashboard, rating
 * and mapping routes: the fields and types of each answer, success and the usual refusals, kept
 * in answer-shapes/*.json for both databases alike (UPDATE_ANSWER_SHAPES=1 rewrites them).
 */
describe.each([mainBackend])('the shape of every account, dashboard, rating and mapping answer on %s', (backend) => {
  let server: TestServer;
  let mailbox: Mailbox;
  const tokens: Record<string, string> = {};
  const users = ['superadmin', 'admin.gedung', 'staff.gedung'] as const;
  type User = (typeof users)[number] | 'nobody';

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(backend, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://manpower.example.test' });
    for (const user of users) tokens[user] = await signIn(server, user);
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  let shapes: Record<string, AnswerShape> = {};
  beforeEach(() => {
    shapes = {};
  });
  /** Calls the route, records the shape of its answer under `name` and answers the call. */
  const record = async (name: string, method: string, url: string, user: User, body?: unknown, on: TestServer = server) => {
    const answer = await on.call(method, url, { token: user === 'nobody' ? undefined : tokens[user], body, locale: 'en' });
    shapes[name] = { status: String(answer.status), ...answerShape(answer.body) };
    return answer;
  };
  const matches = (file: string) => {
    expect(differencesFromKept(shapes, path.join(import.meta.dirname, 'answer-shapes', `${file}.json`))).toEqual([]);
  };
  /** The code in the link to `to` of the next mail holding one to `route` (mails before it are skipped). */
  const codeMailed = async (to: string, route: string) => {
    for (;;) {
      const mail = await mailbox.next(to);
      if (mail.text.includes(route)) return linkIn(mail, route).searchParams.get('code');
    }
  };
  const idOf = async (table: 'departments' | 'roles' | 'projects' | 'employees' | 'convalsals', column: string, value?: string) => {
    let query = server.database.db.selectFrom(table).select('id').orderBy('id');
    if (value !== undefined) query = query.where(column as never, '=', value as never);
    return (await query.executeTakeFirstOrThrow()).id;
  };

  it('keeps the fields of sign-in, sign-out, the profile and the language', async () => {
    await record('login', 'POST', '/api/login', 'nobody', { username: 'staff.gedung', password: DEMO_PASSWORD });
    await record('login with a wrong password', 'POST', '/api/login', 'nobody', { username: 'staff.gedung', password: 'salah-sekali' });
    await record('login without a password', 'POST', '/api/login', 'nobody', { username: 'staff.gedung' });
    await record('login with a body that is no object', 'POST', '/api/login', 'nobody', [1]);
    await record('login with a name too long', 'POST', '/api/login', 'nobody', { username: 'x'.repeat(300), password: 'x' });
    const { db } = server.database;
    const { password_hash } = await db.selectFrom('users').select('password_hash').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({ fullname: 'Belum Verifikasi', username: 'belum.verifikasi', email: 'belum.verifikasi@example.test', password_hash, role_id: await idOf('roles', 'role_name', 'Mandor') })
      .execute();
    await record('login of an unverified account', 'POST', '/api/login', 'nobody', { username: 'belum.verifikasi', password: DEMO_PASSWORD });
    await record('me', 'GET', '/api/me', 'admin.gedung');
    await record('me as superadmin', 'GET', '/api/me', 'superadmin');
    await record('me without a token', 'GET', '/api/me', 'nobody');
    await record('change-locale', 'GET', '/api/change-locale?lang=en', 'nobody');
    await record('change-locale signed in', 'GET', '/api/change-locale?lang=id', 'staff.gedung');
    await record('change-locale to an unknown language', 'GET', '/api/change-locale?lang=fr', 'nobody');
    const session = await signIn(server, 'staff.gedung');
    const logout = await server.call('POST', '/api/logout', { token: session, locale: 'en' });
    shapes['logout'] = { status: String(logout.status), ...answerShape(logout.body) };
    await record('logout without a token', 'POST', '/api/logout', 'nobody');
    matches('auth');
  });

  it('keeps the fields of the registration look-ups, registration, verification, approval and password reset', async () => {
    const gedung = await idOf('departments', 'department_name', 'Departemen Gedung');
    const project = (await server.database.db.selectFrom('projects').select('id').where('department_id', '=', gedung).orderBy('id').executeTakeFirstOrThrow()).id;
    const mandor = await idOf('roles', 'role_name', 'Mandor');
    await record('find-user of a taken username', 'GET', '/api/no-auth/find-user-by-username-email?username=admin.gedung', 'nobody');
    await record('find-user of a free email', 'GET', '/api/no-auth/find-user-by-username-email?email=belum.ada@example.test', 'nobody');
    await record('find-user without a query', 'GET', '/api/no-auth/find-user-by-username-email', 'nobody');
    await record('role-register', 'GET', '/api/no-auth/role-register', 'nobody');
    await record('departments', 'GET', '/api/no-auth/departments', 'nobody');
    await record('projects', 'GET', `/api/no-auth/projects?department_id=${gedung}`, 'nobody');
    await record('projects without a department', 'GET', '/api/no-auth/projects', 'nobody');
    await record('projects of a department that is no number', 'GET', '/api/no-auth/projects?department_id=abc', 'nobody');

    const form = {
      fullname: 'Bentuk Jawaban',
      username: 'bentuk.jawaban',
      password: 'Rahasia#123',
      email: 'bentuk.jawaban@example.test',
      department_id: gedung,
      project_id: project,
      role_id: mandor,
      job_position: 'Mandor Besi',
    };
    const registered = await record('register', 'POST', '/api/register', 'nobody', form);
    expect(registered.status).toBe(201);
    await record('register with empty fields', 'POST', '/api/register', 'nobody', {});
    await record('register with a body that is no object', 'POST', '/api/register', 'nobody', 'nama');
    // The first mail is in before the resend is asked for: sent side by side, the two could
    // arrive in either order, and the code of the mail resent replaces the first one's.
    await codeMailed(form.email, '/verify-email');
    await record('resend-email-verification', 'POST', '/api/resend-email-verification', 'nobody', { id: registered.body.data.id, email: form.email });
    const code = await codeMailed(form.email, '/verify-email');
    await record('resend-email-verification too soon', 'POST', '/api/resend-email-verification', 'nobody', { id: registered.body.data.id, email: form.email });
    await record('resend-email-verification without fields', 'POST', '/api/resend-email-verification', 'nobody', {});
    await record('verify-email', 'POST', '/api/verify-email', 'nobody', { code });
    await record('verify-email with a used code', 'POST', '/api/verify-email', 'nobody', { code });
    await record('verify-email without a code', 'POST', '/api/verify-email', 'nobody', {});

    await record('approve', 'POST', '/api/user-approval/approve', 'admin.gedung', { id: registered.body.data.id });
    await record('approve of an approved user', 'POST', '/api/user-approval/approve', 'admin.gedung', { id: registered.body.data.id });
    await record('approve without an id', 'POST', '/api/user-approval/approve', 'admin.gedung', {});
    await record('approve without the permission', 'POST', '/api/user-approval/approve', 'staff.gedung', { id: registered.body.data.id });
    await record('approve without a token', 'POST', '/api/user-approval/approve', 'nobody', { id: registered.body.data.id });
    await record('reject without a reason', 'POST', '/api/user-approval/reject', 'admin.gedung', { id: registered.body.data.id });
    const second = await server.call('POST', '/api/register', { body: { ...form, username: 'bentuk.kedua', email: 'bentuk.kedua@example.test' } });
    await server.call('POST', '/api/verify-email', { body: { code: await codeMailed('bentuk.kedua@example.test', '/verify-email') } });
    await record('reject', 'POST', '/api/user-approval/reject', 'admin.gedung', { id: second.body.data.id, reason: 'Data tidak lengkap' });

    const { db } = server.database;
    const { password_hash } = await db.selectFrom('users').select('password_hash').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
    const anonymous = await db
      .insertInto('users')
      .values({ fullname: 'Tanpa Peran', username: 'tanpa.peran', email: 'tanpa.peran@example.test', password_hash, department_id: gedung, email_verified_at: new Date(), approval_status: 'approved' })
      .returning(['id', 'username', 'email'])
      .executeTakeFirstOrThrow();
    await record('login without a role', 'POST', '/api/login', 'nobody', { username: 'tanpa.peran', password: DEMO_PASSWORD });
    await record('user-register-role with a wrong password', 'POST', '/api/user-register-role', 'nobody', { ...anonymous, role_id: mandor, password: 'salah-sekali' });
    await record('user-register-role without fields', 'POST', '/api/user-register-role', 'nobody', {});
    await record('user-register-role', 'POST', '/api/user-register-role', 'nobody', { ...anonymous, role_id: mandor, password: DEMO_PASSWORD });
    await record('user-register-role when not needed', 'POST', '/api/user-register-role', 'nobody', { ...anonymous, role_id: mandor, password: DEMO_PASSWORD });

    await record('request-forgot-password', 'POST', '/api/request-forgot-password', 'nobody', { email: form.email });
    await record('request-forgot-password of no email', 'POST', '/api/request-forgot-password', 'nobody', { email: 'bukan-email' });
    const reset = await codeMailed(form.email, '/reset-password');
    await record('change-password too short', 'POST', '/api/change-password', 'nobody', { code: reset, password: 'pendek' });
    await record('change-password', 'POST', '/api/change-password', 'nobody', { code: reset, password: 'Baru#2026x' });
    await record('change-password with a used code', 'POST', '/api/change-password', 'nobody', { code: reset, password: 'Baru#2026x' });
    await record('SSO while it is switched off', 'POST', '/api/oauth/verify-oauth-sso-token', 'nobody', { token: 'x' });
    matches('accounts');
  });

  it('keeps the fields of the SSO exchange and of a sign-in that needs the application code', async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const sso = await startTestServer(backend, {
      FEATURE_SSO: '1',
      SSO_PUBLIC_KEY: await exportSPKI(pair.publicKey),
      SSO_ISSUER: SSO.ISSUER,
      SSO_AUDIENCE: SSO.AUDIENCE,
    });
    try {
      const token = (email: string) =>
        new SignJWT({ email }).setProtectedHeader({ alg: 'RS256' }).setIssuer(SSO.ISSUER).setAudience(SSO.AUDIENCE).setIssuedAt().setExpirationTime('5m').setJti(randomUUID()).sign(pair.privateKey);
      await record('SSO token', 'POST', '/api/oauth/verify-oauth-sso-token', 'nobody', { token: await token('admin.gedung@adhi-manpower.test') }, sso);
      await record('SSO token of no account', 'POST', '/api/oauth/verify-oauth-sso-token', 'nobody', { token: await token('tidak.ada@example.test') }, sso);
      await record('SSO token that is no JWT', 'POST', '/api/oauth/verify-oauth-sso-token', 'nobody', { token: 'bukan-jwt' }, sso);
      await record('SSO without a token', 'POST', '/api/oauth/verify-oauth-sso-token', 'nobody', {}, sso);
      await record('login without the application code', 'POST', '/api/login', 'nobody', { username: 'staff.gedung', password: DEMO_PASSWORD }, sso);
      await record('login with the application code', 'POST', '/api/login', 'nobody', { username: 'staff.gedung', password: DEMO_PASSWORD, app_code: APP_CODE }, sso);
    } finally {
      await sso.close();
    }
    matches('sso');
    // Starts a second server on a database of its own: 40 s on PGlite beside stress-ng --cpu 2, over 60 s once.
  }, 180_000);

  it('keeps the fields of the four dashboards as each kind of user gets them', async () => {
    const gedung = await idOf('departments', 'department_name', 'Departemen Gedung');
    for (const dashboard of ['summary', 'acquisition', 'leaderboard', 'monitoring-presence']) {
      const url = `/api/dashboard/${dashboard}`;
      for (const user of users) await record(`${dashboard} as ${user}`, 'GET', url, user);
      await record(`${dashboard} of a department and a range`, 'GET', `${url}?department_id=${gedung}&date_from=2026-01-01&date_to=2026-03-31&date=2026-02-02`, 'superadmin');
      await record(`${dashboard} with a day that is no date`, 'GET', `${url}?date_from=kemarin`, 'superadmin');
      await record(`${dashboard} of a range too long`, 'GET', `${url}?date_from=2020-01-01&date_to=2026-01-01`, 'superadmin');
      await record(`${dashboard} without a token`, 'GET', url, 'nobody');
    }
    matches('dashboard');
  });

  it('keeps the fields of the rating panel and the mapping switches', async () => {
    const employee = await idOf('employees', 'id');
    const convalsal = await idOf('convalsals', 'id');
    const types = (await server.database.db.selectFrom('rating_types').select('id').where('subject_type', '=', 'employee').where('active', '=', 1).execute()).map((row) => row.id);
    await record('rating of an employee', 'GET', `/api/rating/employee?subject_id=${employee}`, 'superadmin');
    await record('rating of a convalsal', 'GET', `/api/rating/convalsal?subject_id=${convalsal}`, 'superadmin');
    await record('rating of an unknown subject', 'GET', `/api/rating/equipment?subject_id=${employee}`, 'superadmin');
    await record('rating of a missing employee', 'GET', '/api/rating/employee?subject_id=99999999', 'superadmin');
    await record('rating without a token', 'GET', `/api/rating/employee?subject_id=${employee}`, 'nobody');
    const given = { subject_id: employee, data_rating: types.map((id) => ({ rating_type_id: id, my_rating_value: 4 })) };
    await record('rate an employee', 'POST', '/api/rating/employee', 'superadmin', given);
    await record('rate with a value of 9', 'POST', '/api/rating/employee', 'superadmin', { ...given, data_rating: [{ rating_type_id: types[0], my_rating_value: 9 }] });
    await record('rate without the permission', 'POST', '/api/rating/employee', 'staff.gedung', given);

    const role = await idOf('roles', 'role_name', 'Mandor');
    const project = await idOf('projects', 'id');
    const permission = (await server.database.db.selectFrom('permissions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const user = (await server.database.db.selectFrom('users').select('id').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow()).id;
    const filters = (value: object) => encodeURIComponent(JSON.stringify(value));
    await record('role-permission list', 'GET', `/api/role-permission/list?limit=5&filters=${filters({ role_id: role })}`, 'superadmin');
    await record('role-permission list of the linked ones', 'GET', `/api/role-permission/list?search=view&filters=${filters({ role_id: role, value_mapping: 1 })}`, 'superadmin');
    await record('role-permission list without a role', 'GET', '/api/role-permission/list', 'superadmin');
    await record('role-permission list with a page of 0', 'GET', `/api/role-permission/list?page=0&filters=${filters({ role_id: role })}`, 'superadmin');
    await record('role-permission list without the permission', 'GET', `/api/role-permission/list?filters=${filters({ role_id: role })}`, 'staff.gedung');
    await record('role-permission list without a token', 'GET', `/api/role-permission/list?filters=${filters({ role_id: role })}`, 'nobody');
    await record('role-permission switch on', 'PUT', '/api/role-permission/update', 'superadmin', { role_id: role, permission_id: permission, value_mapping: 1 });
    await record('role-permission switch off', 'PUT', '/api/role-permission/update', 'superadmin', { role_id: role, permission_id: permission, value_mapping: 0 });
    await record('role-permission switch of a missing permission', 'PUT', '/api/role-permission/update', 'superadmin', { role_id: role, permission_id: 99999999, value_mapping: 1 });
    await record('role-permission switch without the permission', 'PUT', '/api/role-permission/update', 'staff.gedung', { role_id: role, permission_id: permission, value_mapping: 1 });
    await record('project-user-mapping list', 'GET', `/api/project-user-mapping/list?filters=${filters({ project_id: project })}`, 'superadmin');
    await record('project-user-mapping switch on', 'PUT', '/api/project-user-mapping/update', 'superadmin', { project_id: project, user_id: user, value_mapping: 1 });
    await record('project-user-mapping switch with a body that is no object', 'PUT', '/api/project-user-mapping/update', 'superadmin', [project]);
    matches('rating-mapping');
  });
});
