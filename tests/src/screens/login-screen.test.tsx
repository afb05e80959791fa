import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import { AppNavigationContext, type AppNavigation } from '../../../src/core/app-navigation';
import { i18next, initI18n } from '../../../src/core/i18n';
import { readStored } from '../../../src/core/storage';
import { LoginScreen } from '../../../src/screens/login/login-screen';
import { server } from '../support/msw';

const appConfig = {
  data: {
    app_code: 'adhi-manpower',
    app_name: 'Manpower Admin',
    company_name: 'PT Contoh',
    guide_link: 'https://example.com/guide',
    features: { allowRegister: true, forgetPassword: true, autofill: true, myAction: true, asideRight: true, sso: false },
    mobile_apps: { android: '', ios: '' },
  },
};

beforeEach(() => server.use(http.get('*/api/app-config', () => HttpResponse.json(appConfig))));

beforeAll(() => {
  // A wrong password answers 401; the screen is already /login, so there is nowhere to go.
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</p>;
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/login'] },
  );
  // As the routed app provides it: the router's navigation and the registry's names.
  const navigation: AppNavigation = {
    navigate: (to, options) => router.navigate(to, options),
    moduleNames: () => Promise.resolve(['dashboard', 'tenaga-kerja']),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <AppNavigationContext value={navigation}>
          <RouterProvider router={router} />
        </AppNavigationContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login screen (spec §2, §4, §5)', () => {
  beforeEach(async () => {
    localStorage.clear();
    initI18n('id');
    await i18next.changeLanguage('id');
  });

  it('asks for both fields without calling the server when they are blank after trimming', async () => {
    renderLogin();
    fill(/Username atau Email/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Username & Password harus diisi')).toBeTruthy();
  });

  it('saves the session and goes to main-module after a successful login', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: 'Login berhasil',
          token: 'tok-9',
          user: { id: 1, username: 'superadmin', fullname: 'Super Admin', email: 'x@example.com', role_id: -1 },
          permissions: [],
          departments: [{ id: 5, department_name: 'Divisi Gedung' }],
          projects: [],
        });
      }),
    );
    renderLogin();
    fill(/Username atau Email/, ' superadmin ');
    fill(/Kata Sandi/, 'Demo#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/\|/));
    expect(body).toEqual({ username: 'superadmin', password: 'Demo#2026' });
    expect(readStored('token')).toBe('tok-9');
    expect(readStored('modules')).toEqual(['dashboard', 'tenaga-kerja']);
    expect(readStored('autofill')?.department_id.value).toBe(5);
  });

  it("with SSO on, signs in through spec §7's separate SSO base, carrying the app code", async () => {
    const sso = { ...appConfig.data, features: { ...appConfig.data.features, sso: true }, sso_api_base: 'https://sso.adhi.example/api' };
    let body: unknown = null;
    let language: string | null = null;
    server.use(
      http.get('*/api/app-config', () => HttpResponse.json({ data: sso })),
      // The main API's /login answers nothing here: msw fails a call that reaches it.
      http.post('https://sso.adhi.example/api/login', async ({ request }) => {
        body = await request.json();
        language = request.headers.get('content-language');
        return HttpResponse.json({ message: 'Login berhasil', token: 'tok-sso', user: { id: 1, username: 'superadmin', role_id: -1 }, permissions: [], departments: [], projects: [] });
      }),
    );
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText(/Username atau Email/)).toBeTruthy());
    fill(/Username atau Email/, 'superadmin');
    fill(/Kata Sandi/, 'Demo#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(readStored('token')).toBe('tok-sso'));
    expect(body).toEqual({ username: 'superadmin', password: 'Demo#2026', app_code: 'adhi-manpower' });
    expect(language).toBe('id');
  });

  it('shows the server message inline for a wrong password', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ message: 'Username atau password salah' }, { status: 401 })));
    renderLogin();
    fill(/Username atau Email/, 'staff.gedung');
    fill(/Kata Sandi/, 'salah');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Username atau password salah')).toBeTruthy();
  });

  it('offers the resend link for an unverified email and sends the user to waiting-account once verified', async () => {
    const user = { status_code: 'email_unverified', id: 4, username: 'baru', email: 'b@example.com' };
    server.use(
      http.post('*/api/login', () => HttpResponse.json({ message: 'Email belum diverifikasi', data: { data_user_before_login: user } }, { status: 403 })),
      http.post('*/api/resend-email-verification', () => HttpResponse.json({ message: 'Email verifikasi dikirim' })),
    );
    renderLogin();
    fill(/Username atau Email/, 'baru');
    fill(/Kata Sandi/, 'Demo#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim ulang email verifikasi' }));
    expect(await screen.findByText('Email verifikasi dikirim')).toBeTruthy();
    expect((screen.getByRole('button', { name: /\(60 detik\)|\(59 detik\)/ }) as HTMLButtonElement).disabled).toBe(true);

    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ message: 'Menunggu persetujuan', data: { data_user_before_login: { ...user, status_code: 'email_verified' } } }, { status: 403 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/waiting-account|{"user":{'));
  });

  it('walks through forgot and forgot-success with submit disabled until an email is entered', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/request-forgot-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Lupa kata sandi?' }));
    const submit = screen.getByRole('button', { name: 'Kirim' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill(/Email/, 'staff@example.com');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Email Terkirim')).toBeTruthy();
    expect(sent).toEqual({ email: 'staff@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Kembali ke halaman masuk' }));
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeTruthy();
  });
});
