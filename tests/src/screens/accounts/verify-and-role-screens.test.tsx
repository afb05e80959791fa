import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../../src/core/api-client';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { readStored } from '../../../../src/core/storage';
import { RegisterRoleScreen } from '../../../../src/screens/register-role/register-role-screen';
import { SsoLoginScreen } from '../../../../src/screens/sso-login/sso-login-screen';
import { VerifyEmailScreen } from '../../../../src/screens/verify-email/verify-email-screen';
import { appConfigHandler, renderAccountScreen } from './account-harness';
import { server } from '../../support/msw';

beforeEach(() => server.use(appConfigHandler));
const placement = {
  user: { id: 4, fullname: 'Budi Santoso', username: 'budi', email: 'b@example.com', department_id: 1 },
  department: { id: 1, department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801' },
};

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
});

beforeEach(async () => {
  localStorage.clear();
  initI18n('id');
  await i18next.changeLanguage('id');
});

describe('verify email (spec §2)', () => {
  it('submits the link code once on load and shows the server message as the title', async () => {
    const codes: unknown[] = [];
    server.use(
      http.post('*/api/verify-email', async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({ message: 'Email terverifikasi, data Anda dalam proses persetujuan', data: placement });
      }),
    );
    renderAccountScreen('/verify-email', <VerifyEmailScreen />, '/verify-email?code=kode-1');
    expect(await screen.findByRole('heading', { name: 'Email terverifikasi, data Anda dalam proses persetujuan' })).toBeTruthy();
    expect(codes).toEqual([{ code: 'kode-1' }]);
    fireEvent.click(screen.getByRole('link', { name: 'Lihat status persetujuan' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/waiting-account|{"user":{"id":4'));
  });

  it('shows a refused code inline and accepts a code typed with Kirim', async () => {
    server.use(
      http.post('*/api/verify-email', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === 'benar'
          ? HttpResponse.json({ message: 'Data Anda dalam proses persetujuan', data: placement })
          : HttpResponse.json({ message: 'Kode verifikasi tidak valid' }, { status: 422 });
      }),
    );
    renderAccountScreen('/verify-email', <VerifyEmailScreen />, '/verify-email?code=salah');
    expect(await screen.findByText('Kode verifikasi tidak valid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kode Verifikasi'), { target: { value: 'benar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('heading', { name: 'Data Anda dalam proses persetujuan' })).toBeTruthy();
  });
});

describe('register role (spec §2)', () => {
  it('goes back to login without a user in the router state', () => {
    renderAccountScreen('/register-role', <RegisterRoleScreen />);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\|/);
  });

  it('sends the user with the chosen role and password, then shows the waiting screen data', async () => {
    let sent: unknown = null;
    server.use(
      http.get('*/api/no-auth/role-register', () => HttpResponse.json({ data: [{ id: 7, role_name: 'Staff Proyek', description: 'Mencatat presensi' }] })),
      http.post('*/api/user-register-role', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Role tersimpan', data: placement });
      }),
    );
    const user = { status_code: 'anonymous', id: 4, username: 'budi', email: 'b@example.com', fullname: 'Budi Santoso' };
    renderAccountScreen('/register-role', <RegisterRoleScreen />, '/register-role', { user });
    const submit = screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement;
    fireEvent.click(await screen.findByRole('radio', { name: /Staff Proyek/ }));
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Kata Sandi/), { target: { value: 'Demo#2026' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/waiting-account|{"user":{"id":4'));
    expect(sent).toEqual({ ...user, role_id: 7, password: 'Demo#2026' });
  });

  it('shows a refused role registration in the generic error alert', async () => {
    server.use(
      http.get('*/api/no-auth/role-register', () => HttpResponse.json({ data: [{ id: 7, role_name: 'Staff Proyek' }] })),
      http.post('*/api/user-register-role', () => HttpResponse.json({ message: 'Password salah' }, { status: 422 })),
    );
    renderAccountScreen('/register-role', <RegisterRoleScreen />, '/register-role', { user: { status_code: 'anonymous', id: 4 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Staff Proyek/ }));
    fireEvent.change(screen.getByLabelText(/^Kata Sandi/), { target: { value: 'salah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Password salah');
  });
});

describe('SSO login (spec §2)', () => {
  it('trades the token for a session and goes to main-module', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/oauth/verify-oauth-sso-token', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Login berhasil', token: 'tok-sso', user: { id: 1, username: 'a', fullname: 'A', email: 'a@x', role_id: 3 }, permissions: ['view-employee'], departments: [], projects: [] });
      }),
    );
    renderAccountScreen('/sso-login', <SsoLoginScreen moduleNames={['dashboard']} />, '/sso-login?id=jwt-1');
    expect(screen.getByText(/Mohon tunggu/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/\|/));
    expect(sent).toEqual({ token: 'jwt-1' });
    expect(readStored('token')).toBe('tok-sso');
    expect(readStored('modules')).toEqual(['dashboard']);
  });

  it('shows the returned message when the token is refused', async () => {
    server.use(http.post('*/api/oauth/verify-oauth-sso-token', () => HttpResponse.json({ message: 'Token SSO kedaluwarsa' }, { status: 403 })));
    renderAccountScreen('/sso-login', <SsoLoginScreen moduleNames={['dashboard']} />, '/sso-login?id=jwt-old');
    expect(await screen.findByText('Token SSO kedaluwarsa')).toBeTruthy();
    expect(readStored('token')).toBeNull();
  });
});
