import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { classifyLoginFailure } from '../../../src/core/auth/login-outcome';

function failure(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: {} } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

function beforeLogin(status_code: string) {
  return { message: 'Akun belum aktif', data: { data_user_before_login: { status_code, id: 9, username: 'baru', email: 'b@example.com' } } };
}

describe('login outcome by status_code (spec §4)', () => {
  it.each(['email_unverified', 'email_verified', 'anonymous'] as const)('recognises %s with the user and message', (code) => {
    const outcome = classifyLoginFailure(failure(403, beforeLogin(code)), 'fallback');
    expect(outcome.kind).toBe(code);
    expect(outcome.message).toBe('Akun belum aktif');
    expect('user' in outcome && outcome.user.username).toBe('baru');
  });

  it('shows the message for any other status_code', () => {
    expect(classifyLoginFailure(failure(403, beforeLogin('suspended')), 'fallback')).toEqual({ kind: 'message', message: 'Akun belum aktif' });
  });

  it('shows the server message for a wrong password', () => {
    expect(classifyLoginFailure(failure(401, { message: 'Username atau password salah' }), 'fallback')).toEqual({
      kind: 'message',
      message: 'Username atau password salah',
    });
  });

  it('falls back to the given text when the server could not be reached', () => {
    expect(classifyLoginFailure(new AxiosError('Network Error', 'ERR_NETWORK'), 'Tidak dapat terhubung')).toEqual({
      kind: 'message',
      message: 'Tidak dapat terhubung',
    });
  });
});
