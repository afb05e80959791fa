import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isResetLinkUsable, RESET_LINK_LIFETIME_MS } from '../../../../src/core/auth/reset-link';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { ResetPasswordScreen } from '../../../../src/screens/reset-password/reset-password-screen';
import { appConfigHandler, renderAccountScreen } from './account-harness';
import { server } from '../../support/msw';

beforeEach(() => server.use(appConfigHandler));

afterEach(() => {
  cleanup();
});

beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
});

const freshLink = () => `/reset-password?code=abc123&ts=${Date.now() - 5 * 60_000}`;
const submitButton = () => screen.getByRole('button', { name: 'Simpan Kata Sandi' }) as HTMLButtonElement;

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('reset password (spec §5)', () => {
  it('says Konfirmasi kata sandi tidak cocok and keeps submit disabled until both fields match', () => {
    renderAccountScreen('/reset-password', <ResetPasswordScreen />, freshLink());
    expect(submitButton().disabled).toBe(true);
    fill(/^Kata Sandi Baru/, 'BaruSekali#1');
    expect(submitButton().disabled).toBe(true);
    fill(/^Konfirmasi Kata Sandi/, 'BaruSekali#2');
    expect(screen.getByText('Konfirmasi kata sandi tidak cocok')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    fill(/^Konfirmasi Kata Sandi/, 'BaruSekali#1');
    expect(screen.queryByText('Konfirmasi kata sandi tidak cocok')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('redirects to login when the link is older than the reset lifetime', () => {
    const old = Date.now() - RESET_LINK_LIFETIME_MS - 60_000;
    renderAccountScreen('/reset-password', <ResetPasswordScreen />, `/reset-password?code=abc123&ts=${old}`);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\|/);
  });

  it('redirects to login when the code or ts is missing', () => {
    renderAccountScreen('/reset-password', <ResetPasswordScreen />, `/reset-password?ts=${Date.now()}`);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\|/);
    cleanup();
    renderAccountScreen('/reset-password', <ResetPasswordScreen />, '/reset-password?code=abc123');
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\|/);
  });

  it('judges the link age in milliseconds since the epoch', () => {
    const now = 1_750_000_000_000;
    expect(isResetLinkUsable('c', String(now - RESET_LINK_LIFETIME_MS), now)).toBe(true);
    expect(isResetLinkUsable('c', String(now - RESET_LINK_LIFETIME_MS - 1), now)).toBe(false);
    expect(isResetLinkUsable('c', 'kemarin', now)).toBe(false);
    expect(isResetLinkUsable('c', String(now + 10 * 60_000), now)).toBe(false);
  });

  it('shows the server message inline for a bad code', async () => {
    server.use(http.post('*/api/change-password', () => HttpResponse.json({ message: 'Kode tidak valid atau sudah kedaluwarsa' }, { status: 422 })));
    renderAccountScreen('/reset-password', <ResetPasswordScreen />, freshLink());
    fill(/^Kata Sandi Baru/, 'BaruSekali#1');
    fill(/^Konfirmasi Kata Sandi/, 'BaruSekali#1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Kode tidak valid atau sudah kedaluwarsa')).toBeTruthy();
  });

  it('sends code and password, says Password Berhasil diperbarui and goes to login', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/change-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Password Berhasil diperbarui' });
      }),
    );
    renderAccountScreen('/reset-password', <ResetPasswordScreen />, freshLink());
    fill(/^Kata Sandi Baru/, 'BaruSekali#1');
    fill(/^Konfirmasi Kata Sandi/, 'BaruSekali#1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Password Berhasil diperbarui')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/login\|/));
    expect(sent).toEqual({ code: 'abc123', password: 'BaruSekali#1' });
  });
});
