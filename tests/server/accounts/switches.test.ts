import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { parseMail } from '../../support/mailbox.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('account flows with the switches off on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { FEATURE_ALLOW_REGISTER: '0', FEATURE_FORGET_PASSWORD: '0', FEATURE_SSO: '0' });
  });
  afterAll(() => server?.close());

  it.each([
    ['GET', '/api/no-auth/find-user-by-username-email?username=admin.gedung', undefined],
    ['GET', '/api/no-auth/role-register', undefined],
    ['POST', '/api/register', {}],
    ['POST', '/api/verify-email', { code: 'x' }],
    ['POST', '/api/resend-email-verification', { id: 1, email: 'a@example.test' }],
    ['POST', '/api/user-register-role', { id: 1, role_id: 1, password: 'x' }],
    ['POST', '/api/request-forgot-password', { email: 'a@example.test' }],
    ['POST', '/api/change-password', { code: 'x', password: 'Rahasia#123' }],
    ['POST', '/api/oauth/verify-oauth-sso-token', { token: 'x' }],
  ])('%s %s answers 404 feature_disabled', async (method, url, body) => {
    const { status, body: answer } = await server.call(method, url, { body });
    expect(status).toBe(404);
    expect(answer).toEqual({ message: 'Fitur ini tidak diaktifkan' });
  });
});

describe.each([mainBackend])('mail without SMTP and the availability-check limit on %s', (backend) => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'manpower-mail-'));
    server = await startTestServer(backend, { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:9999', FIND_USER_MAX_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under DATA_DIR/mail, in the user’s language', async () => {
    await server.call('POST', '/api/request-forgot-password', { body: { email: 'admin.gedung@adhi-manpower.test' } });
    const folder = path.join(dataDir, 'mail');
    let files: string[] = [];
    for (let i = 0; i < 50 && files.length === 0; i += 1) {
      files = await readdir(folder).catch(() => []);
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(await readFile(path.join(folder, files[0]!), 'utf8'), []);
    expect(mail.subject).toContain('atur ulang kata sandi');
    expect(mail.text).toMatch(/http:\/\/localhost:9999\/reset-password\?code=[\w-]{43}&ts=\d+/);
    expect(mail.html).toContain('Rina Wulandari');
  });

  it('limits the availability checks per IP and answers 429 with the seconds to wait', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await server.call('GET', `/api/no-auth/find-user-by-username-email?username=someone${i}`)).status).toBe(200);
    }
    const limited = await server.call('GET', '/api/no-auth/find-user-by-username-email?username=someone', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\.$/);
  });
});
