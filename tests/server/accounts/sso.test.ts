import { randomUUID } from 'node:crypto';
import { type CryptoKey, SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const ISSUER = 'https://sso.example.test';
const AUDIENCE = 'adhi-manpower';

describe.each([mainBackend])('single sign-on on %s', (backend) => {
  let server: TestServer;
  let privateKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    server = await startTestServer(backend, {
      FEATURE_SSO: '1',
      SSO_PUBLIC_KEY: await exportSPKI(pair.publicKey),
      SSO_ISSUER: ISSUER,
      SSO_AUDIENCE: AUDIENCE,
    });
    await server.database.db
      .insertInto('users')
      .values({
        fullname: 'Menunggu SSO',
        username: 'menunggu.sso',
        email: 'menunggu.sso@example.test',
        password_hash: 'x',
        email_verified_at: new Date(),
        role_id: (await server.database.db.selectFrom('roles').select('id').where('role_name', '=', 'Mandor').executeTakeFirstOrThrow()).id,
      })
      .execute();
  });
  afterAll(() => server?.close());

  // Each token carries a fresh jti, as an identity provider's do, unless `jti: false` leaves it out.
  const token = (claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresAt?: number; jti?: false } = {}) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '5m');
    return (options.jti === false ? jwt : jwt.setJti(randomUUID())).sign(options.key ?? privateKey);
  };
  const exchange = (value: string, locale?: string) => server.call('POST', '/api/oauth/verify-oauth-sso-token', { body: { token: value }, locale });

  it('exchanges a valid token for a session, matching the user by email, like POST /login', async () => {
    const { status, body } = await exchange(await token({ email: 'ADMIN.GEDUNG@adhi-manpower.test', sub: 'u-1' }));
    expect(status).toBe(200);
    expect(body.message).toBe('Berhasil masuk');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ username: 'admin.gedung', role_name: 'Admin Departemen' });
    expect(body.permissions).toContain('view-employee');
    expect(body.departments).toEqual([{ id: body.user.department_id, department_name: 'Departemen Gedung' }]);
    expect((await server.call('GET', '/api/me', { token: body.token })).status).toBe(200);
  });

  it('matches by preferred_username when the token has no email', async () => {
    const { status, body } = await exchange(await token({ preferred_username: 'staff.gedung' }));
    expect(status).toBe(200);
    expect(body.user.username).toBe('staff.gedung');
  });

  it('refuses an expired, a wrongly signed and a wrong-audience token with 401', async () => {
    const expired = await exchange(await token({ email: 'admin.gedung@adhi-manpower.test' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 }));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Token SSO tidak valid atau sudah kedaluwarsa' });
    const forged = await exchange(await token({ email: 'admin.gedung@adhi-manpower.test' }, { key: strangerKey }), 'en');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'The SSO token is invalid or expired' });
    const audience = await exchange(await token({ email: 'admin.gedung@adhi-manpower.test' }, { audience: 'another-app' }));
    expect(audience.status).toBe(401);
    expect((await exchange('not.a.jwt')).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ email: 'admin.gedung@adhi-manpower.test', iss: ISSUER, aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url')}.`;
    expect((await exchange(unsigned)).status).toBe(401);
  });

  it('never creates an account for an unknown person', async () => {
    const { status, body } = await exchange(await token({ email: 'stranger@example.test', preferred_username: 'stranger' }));
    expect(status).toBe(401);
    expect(body.message).toBe('Akun SSO ini belum terdaftar. Silakan hubungi administrator.');
    expect(await server.database.db.selectFrom('users').select('id').where('username', '=', 'stranger').executeTakeFirst()).toBeUndefined();
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

  it.each([
    ['with a jti', {}],
    ['without a jti', { jti: false as const }],
  ])('an SSO token %s replayed is refused the second time and opens no session', async (_kind, options) => {
    const value = await token({ email: 'admin.gedung@adhi-manpower.test' }, options);
    expect((await exchange(value)).status).toBe(200);
    const sessions = await sessionsOf('admin.gedung');
    const replayed = await exchange(value, 'en');
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ message: 'This SSO token has already been used. Please sign in through SSO again.' });
    expect(await sessionsOf('admin.gedung')).toBe(sessions);
  });

  it('an SSO token replayed in 10 simultaneous exchanges opens one session', async () => {
    const value = await token({ email: 'admin.gedung@adhi-manpower.test' });
    const sessions = await sessionsOf('admin.gedung');
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(value)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(401)]);
    expect(await sessionsOf('admin.gedung')).toBe(sessions + 1);
  });

  it('an SSO token whose email_verified is false is refused and opens no session', async () => {
    const sessions = await sessionsOf('admin.gedung');
    const refused = await exchange(await token({ email: 'admin.gedung@adhi-manpower.test', email_verified: false }));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Email akun SSO ini belum diverifikasi oleh penyedia identitas' });
    expect(await sessionsOf('admin.gedung')).toBe(sessions);
    expect((await exchange(await token({ email: 'admin.gedung@adhi-manpower.test', email_verified: true }))).status).toBe(200);
  });

  it('answers a user awaiting approval with 403 and data_user_before_login, and no token', async () => {
    const { status, body } = await exchange(await token({ email: 'menunggu.sso@example.test' }));
    expect(status).toBe(403);
    expect(body.token).toBeUndefined();
    expect(body.data.data_user_before_login).toMatchObject({ status_code: 'email_verified', username: 'menunggu.sso' });
  });
});
