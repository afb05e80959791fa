import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../../server/auth/tokens.ts';
import { argon2Calls } from '../../support/argon2-calls.ts';
import { mainBackend } from '../../support/database.ts';
import { type Mailbox, linkIn, startMailbox } from '../../support/mailbox.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

vi.mock('@node-rs/argon2', async (real) => (await import('../../support/argon2-calls.ts')).countingArgon2(await real()));

const PASSWORD = 'Demo#2026';
const PUBLIC_URL = 'https://manpower.example.test';
const EMAIL = 'staff.gedung@adhi-manpower.test';

describe.each([mainBackend])('forgot and reset password on %s', (backend) => {
  let server: TestServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(backend, { SMTP_URL: mailbox.url, PUBLIC_URL, RESET_CODE_TTL_MINUTES: '30' });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const login = (username: string, password: string) => server.call('POST', '/api/login', { body: { username, password } });
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/request-forgot-password', { body: { email }, headers });

  it('answers a known and an unknown email identically and mails a reset link built from PUBLIC_URL', async () => {
    const requestedAt = Date.now();
    const known = await forgot(EMAIL.toUpperCase(), { host: 'evil.example.test' });
    const unknown = await forgot('nobody@example.test');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ message: 'Jika email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim ke email Anda.' });

    const mail = await mailbox.next(EMAIL);
    expect(mail.subject).toContain('atur ulang kata sandi');
    expect(mail.text).toContain('30 menit');
    const link = linkIn(mail, '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    const ts = Number(link.searchParams.get('ts'));
    expect(ts).toBeGreaterThanOrEqual(requestedAt - 1000);
    expect(ts).toBeLessThanOrEqual(Date.now());
    expect(mailbox.pending('nobody@example.test')).toEqual([]);
  });

  it('sets the new password with the code once, revokes every old token and refuses the code a second time', async () => {
    const oldToken = (await login('staff.gedung', PASSWORD)).body.token;
    expect((await server.call('GET', '/api/me', { token: oldToken })).status).toBe(200);

    await forgot(EMAIL);
    const code = linkIn(await mailbox.next(EMAIL), '/reset-password').searchParams.get('code')!;

    const short = await server.call('POST', '/api/change-password', { body: { code, password: 'short' } });
    expect(short.status).toBe(422);
    expect(short.body.data).toEqual({ password: ['Kata Sandi harus di antara 8 dan 16'] });
    const long = await server.call('POST', '/api/change-password', { body: { code, password: 'x'.repeat(17) }, locale: 'en' });
    expect(long.body.data).toEqual({ password: ['The Password field must be between 8 and 16'] });

    const changed = await server.call('POST', '/api/change-password', { body: { code, password: 'Baru#2026x' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Password Berhasil diperbarui' });
    expect((await server.call('GET', '/api/me', { token: oldToken })).status).toBe(401);
    expect((await login('staff.gedung', PASSWORD)).status).toBe(401);
    expect((await login('staff.gedung', 'Baru#2026x')).status).toBe(200);

    const again = await server.call('POST', '/api/change-password', { body: { code, password: 'Lagi#2026x' }, locale: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The password reset link is invalid, already used or expired');
    expect((await login('staff.gedung', 'Baru#2026x')).status).toBe(200);
  });

  it('refuses an expired code, a code replaced by a newer one and a made-up code', async () => {
    const { db } = server.database;
    await forgot(EMAIL);
    const older = linkIn(await mailbox.next(EMAIL), '/reset-password').searchParams.get('code')!;
    await forgot(EMAIL);
    const newer = linkIn(await mailbox.next(EMAIL), '/reset-password').searchParams.get('code')!;
    const replaced = await server.call('POST', '/api/change-password', { body: { code: older, password: 'Lagi#2026x' } });
    expect(replaced.status).toBe(422);
    expect(replaced.body.message).toBe('Tautan atur ulang kata sandi tidak valid, sudah digunakan, atau sudah kedaluwarsa');

    await db.updateTable('user_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'reset_password').execute();
    expect((await server.call('POST', '/api/change-password', { body: { code: newer, password: 'Lagi#2026x' } })).status).toBe(422);
    expect((await server.call('POST', '/api/change-password', { body: { code: 'made-up', password: 'Lagi#2026x' } })).status).toBe(422);
    const missing = await server.call('POST', '/api/change-password', { body: {} });
    expect(missing.body.data).toEqual({ code: ['Kode harus diisi'], password: ['Kata Sandi harus diisi'] });
    expect((await login('staff.gedung', 'Baru#2026x')).status).toBe(200);
  });

  /** The reset codes the server keeps for a mailbox: each one's hash, and whether it is spent. */
  const resetCodesOf = (email: string) =>
    server.database.db
      .selectFrom('user_codes')
      .innerJoin('users', 'users.id', 'user_codes.user_id')
      .select(['code_hash', 'used_at'])
      .where('users.email', '=', email)
      .where('user_codes.purpose', '=', 'reset_password')
      .execute();
  const forgetRateLimits = () => server.database.db.deleteFrom('auth_throttle').where('key', 'like', 'rate:forgot:%').execute();

  it('a burst of 31 reset requests to one mailbox mails it at most the hourly limit, the code that works among them, and an unknown email answers the same', async () => {
    await forgetRateLimits();
    const target = 'admin.gedung@adhi-manpower.test';
    const limit = server.config.forgotPasswordMaxPerHour;
    const codes = (await resetCodesOf(target)).length;
    // Retry-After counts down between the two bursts; the answers are otherwise the same.
    const burst = async (email: string) =>
      (await Promise.all(Array.from({ length: 31 }, () => forgot(email))))
        .map(({ status, body }) => ({ status, message: (body.message as string).replace(/\d+/g, 'N') }))
        .sort((a, b) => a.status - b.status);
    const known = await burst(target);
    expect(known.filter((answer) => answer.status === 200)).toHaveLength(limit);
    expect(known.slice(limit)).toEqual(Array(31 - limit).fill({ status: 429, message: 'Terlalu banyak permintaan. Coba lagi dalam N detik.' }));
    expect(await burst('nobody-here@example.test')).toEqual(known);

    await expect.poll(async () => (await resetCodesOf(target)).length - codes).toBe(limit);
    // Each code spends the one before it, and a mail whose code is spent before its turn is not
    // sent: the mailbox gets every code that still works, and at most the limit in all.
    const everyLiveCodeMailed = async () => {
      const mailed = new Set(mailbox.pending(target).map((mail) => hashToken(linkIn(mail, '/reset-password').searchParams.get('code')!)));
      const live = (await resetCodesOf(target)).filter((code) => code.used_at === null).map((code) => code.code_hash);
      return live.length > 0 && live.every((hash) => mailed.has(hash));
    };
    await expect.poll(everyLiveCodeMailed, { timeout: 30_000 }).toBe(true);
    const mailed = mailbox.pending(target).length;
    expect(mailed).toBeLessThanOrEqual(limit);
    for (let i = 0; i < mailed; i += 1) await mailbox.next(target);
    await forgot('superadmin@adhi-manpower.test');
    await mailbox.next('superadmin@adhi-manpower.test');
    expect(mailbox.pending(target)).toEqual([]);
    await forgetRateLimits();
  });

  it('reset requests for many emails from one IP stop at the per-IP limit, with no mail', async () => {
    await forgetRateLimits();
    const target = 'admin.gedung@adhi-manpower.test';
    const codes = (await resetCodesOf(target)).length;
    const spread = await Promise.all(Array.from({ length: server.config.forgotPasswordMaxPerHourPerIp }, (_, i) => forgot(`probe-${i}@example.test`)));
    expect(spread.every((answer) => answer.status === 200)).toBe(true);
    const refused = await server.call('POST', '/api/request-forgot-password', { body: { email: target }, locale: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(mailbox.pending(target)).toEqual([]);
    expect((await resetCodesOf(target)).length).toBe(codes);
    await forgetRateLimits();
  });

  it('a made-up reset code is refused before any argon2 hash and changes nothing', async () => {
    const { db } = server.database;
    const token = (await login('staff.gedung', 'Baru#2026x')).body.token;
    const stored = () => db.selectFrom('users').select('password_hash').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
    const before = await stored();
    const hashes = argon2Calls.hash;
    const answer = await server.call('POST', '/api/change-password', { body: { code: 'x'.repeat(43), password: 'Lagi#2026x' } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Tautan atur ulang kata sandi tidak valid, sudah digunakan, atau sudah kedaluwarsa');
    expect(argon2Calls.hash).toBe(hashes);
    expect(await stored()).toEqual(before);
    expect((await server.call('GET', '/api/me', { token })).status).toBe(200);
  });
});
