import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { RegisterScreen } from '../../../../src/screens/register/register-screen';
import { appConfigHandler, renderAccountScreen } from './account-harness';
import { server } from '../../support/msw';

const TAKEN_EMAIL = 'admin.gedung@adhi-manpower.test';
const TAKEN_USERNAME = 'admin.gedung';

const availability = http.get('*/api/no-auth/find-user-by-username-email', ({ request }) => {
  const query = new URL(request.url).searchParams;
  return HttpResponse.json({ data: query.get('email') === TAKEN_EMAIL || query.get('username') === TAKEN_USERNAME });
});

const projectCalls: string[] = [];
const placementLists = [
  http.get('*/api/no-auth/role-register', () => HttpResponse.json({ data: [{ id: 7, role_name: 'Staff Proyek', description: 'Mencatat presensi' }] })),
  http.get('*/api/no-auth/departments', () =>
    HttpResponse.json({
      data: [
        { id: 1, department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801' },
        { id: 2, department_name: 'Departemen Infrastruktur 1', contact_pic: 'Bambang Sutrisno - 081234567802' },
      ],
    }),
  ),
  http.get('*/api/no-auth/projects', ({ request }) => {
    const department = new URL(request.url).searchParams.get('department_id') ?? '';
    projectCalls.push(department);
    const projects: Record<string, { id: number; project_name: string }[]> = {
      '1': [{ id: 11, project_name: 'Gedung Kantor Pusat' }],
      '2': [{ id: 21, project_name: 'Jalan Tol Semarang' }],
    };
    return HttpResponse.json({ data: projects[department] ?? [] });
  }),
];

beforeEach(() => server.use(appConfigHandler, availability, ...placementLists));

afterEach(() => {
  cleanup();
  projectCalls.length = 0;
});

beforeEach(async () => {
  localStorage.clear();
  initI18n('id');
  await i18next.changeLanguage('id');
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const nextButton = () => screen.getByRole('button', { name: 'Lanjut' }) as HTMLButtonElement;

function fillAccount(email: string, username: string) {
  fill(/^Nama Lengkap/, 'Budi Santoso');
  fill(/^Email/, email);
  fill(/^Username/, username);
  fill(/^Kata Sandi/, 'Rahasia#2026');
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('register wizard step 1 (spec §5)', () => {
  it('shows both conflict messages for a taken email and username and keeps next disabled', async () => {
    renderAccountScreen('/register', <RegisterScreen />);
    expect(nextButton().disabled).toBe(true);
    fillAccount(TAKEN_EMAIL, TAKEN_USERNAME);
    expect(await screen.findByText('Email salah / sudah terdaftar, gunakan email lain')).toBeTruthy();
    expect(await screen.findByText('Username sudah terdaftar, gunakan username lain')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
  });

  it('calls a malformed email wrong without asking the server', async () => {
    renderAccountScreen('/register', <RegisterScreen />);
    fillAccount('bukan-email', 'budi.baru');
    expect(await screen.findByText('Email salah / sudah terdaftar, gunakan email lain')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
  });

  it('enables next only when all four fields are filled and both checks found no conflict', async () => {
    renderAccountScreen('/register', <RegisterScreen />);
    fill(/^Email/, 'budi@example.com');
    fill(/^Username/, 'budi.baru');
    fill(/^Kata Sandi/, 'Rahasia#2026');
    await waitFor(() => expect(screen.getAllByTitle('Tersedia')).toHaveLength(2));
    expect(nextButton().disabled).toBe(true);
    fill(/^Nama Lengkap/, 'Budi Santoso');
    expect(nextButton().disabled).toBe(false);

    fill(/^Username/, TAKEN_USERNAME);
    expect(nextButton().disabled).toBe(true);
    expect(await screen.findByText('Username sudah terdaftar, gunakan username lain')).toBeTruthy();
    fill(/^Username/, 'budi.lain');
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    expect(screen.queryByText('Username sudah terdaftar, gunakan username lain')).toBeNull();
  });
});

describe('register wizard step 2 (spec §5)', () => {
  it('clears the project and loads the new department projects when the department changes', async () => {
    renderAccountScreen('/register', <RegisterScreen />);
    fillAccount('budi@example.com', 'budi.baru');
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    fireEvent.click(nextButton());

    expect((screen.getByRole('combobox', { name: /^Proyek/ }) as HTMLElement).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Pilih departemen terlebih dahulu')).toBeTruthy();
    await choose(/^Role/, 'Staff Proyek');
    await choose(/^Departemen/, 'Departemen Gedung');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Proyek/ }).getAttribute('aria-disabled')).toBeNull());
    await choose(/^Proyek/, 'Gedung Kantor Pusat');
    fill(/^Jabatan/, 'Pengawas Lapangan');
    expect(nextButton().disabled).toBe(false);
    expect(screen.getByRole('combobox', { name: /^Proyek/ }).textContent).toContain('Gedung Kantor Pusat');

    await choose(/^Departemen/, 'Departemen Infrastruktur 1');
    expect(nextButton().disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: /^Proyek/ }).textContent).not.toContain('Gedung Kantor Pusat');
    await waitFor(() => expect(projectCalls).toEqual(['1', '2']));
    await choose(/^Proyek/, 'Jalan Tol Semarang');
    expect(nextButton().disabled).toBe(false);
  });

  it('reviews everything on step 3, submits the form and says Pendaftaran Selesai', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Registrasi berhasil', data: { id: 99, username: 'budi.baru', email: 'budi@example.com', fullname: 'Budi Santoso' } }, { status: 201 });
      }),
    );
    renderAccountScreen('/register', <RegisterScreen />);
    fillAccount(' budi@example.com ', 'budi.baru');
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    fireEvent.click(nextButton());
    await choose(/^Role/, 'Staff Proyek');
    await choose(/^Departemen/, 'Departemen Gedung');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Proyek/ }).getAttribute('aria-disabled')).toBeNull());
    await choose(/^Proyek/, 'Gedung Kantor Pusat');
    fill(/^Jabatan/, 'Pengawas Lapangan');
    fireEvent.click(nextButton());

    const review = screen.getByRole('table');
    for (const value of ['Budi Santoso', 'budi@example.com', 'Staff Proyek', 'Departemen Gedung', 'Gedung Kantor Pusat', 'Pengawas Lapangan']) {
      expect(within(review).getByText(value)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Pendaftaran Selesai')).toBeTruthy();
    expect(sent).toEqual({
      fullname: 'Budi Santoso',
      username: 'budi.baru',
      password: 'Rahasia#2026',
      email: 'budi@example.com',
      department_id: 1,
      project_id: 11,
      role_id: 7,
      job_position: 'Pengawas Lapangan',
    });
  });

  it('shows a refused registration in the generic error alert', async () => {
    server.use(
      http.post('*/api/register', () => HttpResponse.json({ message: 'Data tidak valid', data: { password: ['Kata sandi harus 8 - 16 karakter'] } }, { status: 422 })),
    );
    renderAccountScreen('/register', <RegisterScreen />);
    fillAccount('budi@example.com', 'budi.baru');
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    fireEvent.click(nextButton());
    await choose(/^Role/, 'Staff Proyek');
    await choose(/^Departemen/, 'Departemen Gedung');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Proyek/ }).getAttribute('aria-disabled')).toBeNull());
    await choose(/^Proyek/, 'Gedung Kantor Pusat');
    fill(/^Jabatan/, 'Pengawas');
    fireEvent.click(nextButton());
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Terjadi Kesalahan')).toBeTruthy();
    expect(dialog.textContent).toContain('Data tidak valid');
    expect(dialog.textContent).toContain('Kata sandi harus 8 - 16 karakter');
    expect(screen.queryByText('Pendaftaran Selesai')).toBeNull();
  });
});
