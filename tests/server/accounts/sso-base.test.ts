import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const APP_ORIGIN = 'https://admin.adhi.example';
const SSO_BASE = 'https://sso.adhi.example/api';

/**
 * Spec §7's separate single-sign-on base: the app reads it from /app-config and sends its
 * SSO calls there; a server that is such a base lets the app's origin make them.
 */
describe.each([mainBackend])('the separate SSO base on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { FEATURE_SSO: '1', SSO_API_BASE: `${SSO_BASE}/`, SSO_ALLOWED_ORIGINS: `${APP_ORIGIN}, http://localhost:5173` });
  });
  afterAll(() => server?.close());

  const raw = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

  it('tells the app where its SSO calls go, and its CSP lets them reach that origin', async () => {
    const answer = await raw('GET', '/api/app-config', {});
    expect(((await answer.json()) as { data: { sso_api_base: string } }).data.sso_api_base).toBe(SSO_BASE);
    expect(answer.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/sso\.adhi\.example(;|$)/);
  });

  it("answers an allowed origin's preflight of the SSO calls, and signs it in with the app code", async () => {
    for (const path of ['/api/login', '/api/oauth/verify-oauth-sso-token']) {
      const preflight = await raw('OPTIONS', path, {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with,content-language',
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Requested-With/);
    }
    const login = await raw(
      'POST',
      '/api/login',
      { origin: APP_ORIGIN, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      { username: 'superadmin', password: 'Demo#2026', app_code: 'adhi-manpower' },
    );
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(((await login.json()) as { token?: string }).token).toEqual(expect.any(String));
  });

  it('gives no other origin, and no other call, the cross-origin answer', async () => {
    const stranger = await raw('OPTIONS', '/api/login', { origin: 'https://evil.example', 'access-control-request-method': 'POST' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const otherCall = await raw('GET', '/api/app-config', { origin: APP_ORIGIN });
    expect(otherCall.headers.get('access-control-allow-origin')).toBeNull();
    const wrongApp = await server.call('POST', '/api/login', { body: { username: 'superadmin', password: 'Demo#2026', app_code: 'other-app' }, headers: { origin: APP_ORIGIN } });
    expect(wrongApp.status).toBe(422);
  });
});

describe('SSO base configuration', () => {
  it('takes a path or an http(s) address, defaults to the main API, and refuses anything else at start', () => {
    expect(loadConfig({}).sso.apiBase).toBe('');
    expect(loadConfig({ SSO_API_BASE: '/sso-api/' }).sso.apiBase).toBe('/sso-api');
    expect(loadConfig({ SSO_API_BASE: 'https://sso.adhi.example/api' }).sso.apiBase).toBe('https://sso.adhi.example/api');
    expect(() => loadConfig({ SSO_API_BASE: 'sso.adhi.example' })).toThrow(/SSO_API_BASE must be an http\(s\) address/);
    expect(() => loadConfig({ SSO_API_BASE: '//sso.adhi.example' })).toThrow(/SSO_API_BASE/);
    expect(() => loadConfig({ SSO_ALLOWED_ORIGINS: 'https://admin.adhi.example/login' })).toThrow(/SSO_ALLOWED_ORIGINS must list origins/);
  });
});
