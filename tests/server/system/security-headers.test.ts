import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { DEMO_PASSWORD, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('security headers on %s', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-headers-'));
    server = await startTestServer(backend, { DATA_DIR: dataDir });
    token = await signIn(server, 'superadmin');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const headersOf = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${url}`, init);
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  };

  it('no API answer may be kept by a browser or proxy cache: a sign-in token, data, errors, private files', async () => {
    const { body } = await server.call('GET', '/api/banner/list?limit=1', { token });
    const answers = [
      await headersOf('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'superadmin', password: DEMO_PASSWORD }),
      }),
      await headersOf('/api/me', { headers: { authorization: `Bearer ${token}` } }),
      await headersOf('/api/app-config'),
      await headersOf('/api/me'),
      await headersOf('/api/no-such-thing', { headers: { authorization: `Bearer ${token}` } }),
      await headersOf(body.data[0].image as string),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401, 404, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('framing is refused by X-Frame-Options DENY as by CSP frame-ancestors none', async () => {
    const { headers } = await headersOf('/api/app-config');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
