import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseReachable } from '../../../server/db/database.ts';
import { backends } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each(backends)('health and app config on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { FEATURE_SSO: '1', APP_NAME: 'Uji Manpower' });
  });
  afterAll(() => server?.close());

  it('publishes the application code, name and feature switches without a token', async () => {
    const { status, body } = await server.call('GET', '/api/app-config');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      app_code: 'adhi-manpower',
      app_name: 'Uji Manpower',
      features: { allowRegister: true, forgetPassword: true, sso: true },
    });
  });

  it('asks for the app code when sso is on', async () => {
    const without = await server.call('POST', '/api/login', { body: { username: 'superadmin', password: 'Demo#2026' } });
    expect(without.status).toBe(422);
    const withCode = await server.call('POST', '/api/login', {
      body: { username: 'superadmin', password: 'Demo#2026', app_code: 'adhi-manpower' },
    });
    expect(withCode.status).toBe(200);
  });

  it('answers unknown API paths with 404 and the message shape', async () => {
    const { body: login } = await server.call('POST', '/api/login', {
      body: { username: 'superadmin', password: 'Demo#2026', app_code: 'adhi-manpower' },
    });
    const { status, body } = await server.call('GET', '/api/no-such-thing', { token: login.token, locale: 'en' });
    expect(status).toBe(404);
    expect(body.message).toBe('Address /api/no-such-thing not found');
  });

  it('finds the database up when the answer came in while the event loop was busy past the wait', async () => {
    expect(await isDatabaseReachable(server.database.db)).toBe(true);
    const reachable = isDatabaseReachable(server.database.db, 1_000);
    // Longer than the wait, as a large import being read can hold the loop on a busy machine.
    const busyUntil = Date.now() + 1_500;
    while (Date.now() < busyUntil);
    expect(await reachable).toBe(true);
  });

  it('answers 200 while the database is up and 503 once it is gone', async () => {
    expect((await server.call('GET', '/api/health')).status).toBe(200);
    await server.database.db.destroy();
    const { status, body } = await server.call('GET', '/api/health');
    expect(status).toBe(503);
    expect(body).toEqual({ message: 'Database tidak dapat dihubungi', data: { database: 'down' } });
  });
});
