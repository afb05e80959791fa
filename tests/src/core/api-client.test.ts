import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '../../../src/core/api-client';
import { ApiError } from '../../../src/core/api-error';
import { readStored, writeStored } from '../../../src/core/storage';
import { server } from '../support/msw';

/** Answers GET /api`path` with an empty body; reads back the headers the last call came with. */
function headersOf(path: string): () => Headers | null {
  let seen: Headers | null = null;
  server.use(
    http.get(`*/api${path}`, ({ request }) => {
      seen = request.headers;
      return HttpResponse.json({ data: {} });
    }),
  );
  return () => seen;
}

describe('API client (spec §7, §8)', () => {
  beforeEach(() => localStorage.clear());

  it('sends X-Requested-With, the bearer token and the stored locale', async () => {
    writeStored('token', 'tok-1');
    writeStored('locale', 'en');
    const seen = headersOf('/me');
    await api.get('/me');
    const headers = seen();
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('authorization')).toBe('Bearer tok-1');
    expect(headers?.get('content-language')).toBe('en');
  });

  it('sends no Authorization header without a stored token, and Indonesian by default', async () => {
    const seen = headersOf('/app-config');
    await api.get('/app-config');
    const headers = seen();
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.get('content-language')).toBe('id');
  });

  it('reads no XSRF cookie before a call: the API goes by the bearer token, and Chromium answers a cookie read only after a round trip', async () => {
    const cookieStore = { get: vi.fn(async () => ({ value: 'planted' })) };
    vi.stubGlobal('cookieStore', cookieStore);
    document.cookie = 'XSRF-TOKEN=planted';
    try {
      const seen = headersOf('/app-config');
      await api.get('/app-config');
      expect(cookieStore.get).not.toHaveBeenCalled();
      expect(seen()?.has('x-xsrf-token')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('signs out on a 401: storage cleared, the app sent to login, the error still rethrown', async () => {
    writeStored('token', 'expired');
    writeStored('modules', ['dashboard']);
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Sesi berakhir' }, { status: 401 })));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401, message: 'Sesi berakhir' });
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(readStored('token')).toBeNull();
    expect(readStored('modules')).toBeNull();
  });

  it('keeps storage and the screen on a 401 of a call made without a session (a wrong password on register-role)', async () => {
    writeStored('locale', 'en');
    writeStored('modules', ['dashboard']);
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    server.use(http.post('*/api/user-register-role', () => HttpResponse.json({ message: 'Kata sandi salah' }, { status: 401 })));
    await expect(api.post('/user-register-role', { role_id: 3, password: 'salah' })).rejects.toMatchObject({ status: 401, message: 'Kata sandi salah' });
    expect(toLogin).not.toHaveBeenCalled();
    expect(readStored('locale')).toBe('en');
    expect(readStored('modules')).toEqual(['dashboard']);
  });

  it('rethrows other failures with the response and keeps the session', async () => {
    writeStored('token', 'tok-1');
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    server.use(http.post('*/api/thing', () => HttpResponse.json({ message: 'Nama harus diisi', data: { name: ['x'] } }, { status: 422 })));
    const error = await api.post('/thing', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ message: 'Nama harus diisi', data: { name: ['x'] } });
    expect((error as ApiError).response?.status).toBe(422);
    expect(toLogin).not.toHaveBeenCalled();
    expect(readStored('token')).toBe('tok-1');
  });
});
