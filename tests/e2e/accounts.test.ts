import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, launchBrowser, newPage, openOptions, signIn } from './support/browser.ts';
import { linkFromNewestMail } from './support/mail.ts';


const EMAIL_TAKEN = 'Email salah / sudah terdaftar, gunakan email lain';
const USERNAME_TAKEN = 'Username sudah terdaftar, gunakan username lain';
const suffix = Date.now().toString(36);
const newUser = {
  fullname: 'Budi Santoso',
  email: `budi.${suffix}@example.test`,
  username: `budi.${suffix}`,
  password: 'Daftar#2026',
};

const select = (page: Page, label: RegExp) => page.getByRole('combobox', { name: label });
const openSelect = (page: Page, label: RegExp) => openOptions(page, select(page, label));
const pick = (page: Page, label: RegExp, option: string) => chooseOption(page, select(page, label), option);

const nextButton = (page: Page) => page.getByRole('button', { name: 'Lanjut', exact: true });

describe('public account screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers through the 3-step wizard: conflicts, department → project, Pendaftaran Selesai', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Daftar di sini' }).click();
    await page.waitForURL('**/register');

    await page.getByLabel(/^Nama Lengkap/).fill(newUser.fullname);
    await page.getByLabel(/^Email/).fill('admin.gedung@adhi-manpower.test');
    await page.getByLabel(/^Username/).fill('admin.gedung');
    await page.getByLabel(/^Kata Sandi/).fill(newUser.password);
    await expect.poll(() => page.getByText(EMAIL_TAKEN).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(USERNAME_TAKEN).isVisible()).toBe(true);
    expect(await nextButton(page).isDisabled()).toBe(true);

    await page.getByLabel(/^Email/).fill(newUser.email);
    await page.getByLabel(/^Username/).fill(newUser.username);
    await expect.poll(() => nextButton(page).isEnabled()).toBe(true);
    expect(await page.getByText(EMAIL_TAKEN).count()).toBe(0);
    expect(await page.getByText(USERNAME_TAKEN).count()).toBe(0);
    await nextButton(page).click();

    expect(await page.getByRole('combobox', { name: /^Proyek/ }).getAttribute('aria-disabled')).toBe('true');
    const roles = await openSelect(page, /^Role/);
    await page.getByRole('option', { name: roles[0]!, exact: true }).click();
    await pick(page, /^Departemen/, 'Departemen Gedung');
    await expect.poll(() => page.getByRole('combobox', { name: /^Proyek/ }).getAttribute('aria-disabled')).toBeNull();
    const gedungProjects = await openSelect(page, /^Proyek/);
    await page.getByRole('option', { name: gedungProjects[0]!, exact: true }).click();
    await page.getByLabel(/^Jabatan/).fill('Pengawas Lapangan');
    await expect.poll(() => nextButton(page).isEnabled()).toBe(true);

    // Another department clears the project and offers that department's projects instead.
    await pick(page, /^Departemen/, 'Departemen Infrastruktur 1');
    expect(await nextButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: /^Proyek/ }).textContent()).not.toContain(gedungProjects[0]!);
    await expect.poll(() => page.getByRole('combobox', { name: /^Proyek/ }).getAttribute('aria-disabled')).toBeNull();
    const infraProjects = await openSelect(page, /^Proyek/);
    expect(infraProjects.some((name) => gedungProjects.includes(name))).toBe(false);
    await page.getByRole('option', { name: infraProjects[0]!, exact: true }).click();
    await nextButton(page).click();

    const review = page.getByRole('table');
    for (const value of [newUser.fullname, newUser.email, newUser.username, 'Departemen Infrastruktur 1', infraProjects[0]!, 'Pengawas Lapangan']) {
      await expect.poll(() => review.getByText(value, { exact: true }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect.poll(() => page.getByText('Pendaftaran Selesai').isVisible()).toBe(true);
    await context.close();
  });

  it('offers the resend link when the new user signs in before verifying', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Username atau Email').fill(newUser.username);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: /Kirim ulang email verifikasi/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('verifies the email from the mailed link, then shows the waiting screen whose copy button copies the PIC number', async () => {
    const link = await linkFromNewestMail(newUser.email, '/verify-email');
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(link);
    await expect.poll(() => page.getByRole('link', { name: 'Lihat status persetujuan' }).isVisible()).toBe(true);
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).not.toBe('');
    await page.getByRole('link', { name: 'Lihat status persetujuan' }).click();
    await page.waitForURL('**/waiting-account');
    await expect.poll(() => page.getByText('Bambang Sutrisno - 081234567802').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Salin nomor PIC' }).click();
    await expect.poll(() => page.getByText('Nomor PIC sudah dicopy').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('081234567802');

    // The code is single-use: the same link now answers an error inline.
    await page.goto(link);
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Lihat status persetujuan' }).count()).toBe(0);
    await context.close();
  });

  it('sends the verified user who signs in to the waiting screen with the PIC contact', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Username atau Email').fill(newUser.username);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/waiting-account');
    await expect.poll(() => page.getByText('Bambang Sutrisno - 081234567802').isVisible()).toBe(true);
    expect(await page.getByText(/menunggu persetujuan Admin Departemen/).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps an applicant on register-role with the server message after a wrong password', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'superadmin');
    const username = `tanpa.role.${suffix}`;
    const created = await admin.page.evaluate(async (username) => {
      const response = await fetch('/api/user/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('manpower.token')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fullname: 'Tanpa Role', username, email: `${username}@example.test`, password_hash: 'Rahasia#2026', active: 1 }),
      });
      return response.status;
    }, username);
    expect(created).toBe(201);
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Username atau Email').fill(username);
    await page.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia#2026');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/register-role');
    await page.getByRole('radio').first().check();
    await page.getByLabel(/^Kata Sandi/).fill('bukan-sandinya');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => page.getByText('Username atau password salah').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/register-role');
    expect(await page.getByText(/Akun Tanpa Role belum memiliki role/).isVisible()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password: mismatch message, success, then sign-in with the new password', async () => {
    const email = 'admin.epc@adhi-manpower.test';
    const newPassword = 'Baru#2026x';
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Lupa kata sandi?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await expect.poll(() => page.getByText('Email Terkirim').isVisible()).toBe(true);

    const link = await linkFromNewestMail(email, '/reset-password');
    expect(link).toMatch(/code=[^&]+&ts=\d+|ts=\d+&code=/);
    await page.goto(link);
    const submit = page.getByRole('button', { name: 'Simpan Kata Sandi' });
    await page.getByLabel(/^Kata Sandi Baru/).fill(newPassword);
    await page.getByLabel(/^Konfirmasi Kata Sandi/).fill(`${newPassword}!`);
    await expect.poll(() => page.getByText('Konfirmasi kata sandi tidak cocok').isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Konfirmasi Kata Sandi/).fill(newPassword);
    expect(await page.getByText('Konfirmasi kata sandi tidak cocok').count()).toBe(0);
    await submit.click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Password Berhasil diperbarui').isVisible()).toBe(true);

    await signIn(page, 'admin.epc', newPassword);
    await context.close();
  });

  it('sends an expired or incomplete reset link back to login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/reset-password?code=abc&ts=${Date.now() - 61 * 60_000}`);
    await page.waitForURL('**/login');
    await page.goto('/reset-password?code=abc');
    await page.waitForURL('**/login');
    await context.close();
  });
});
