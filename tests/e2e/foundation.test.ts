import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, sideMenu } from './support/browser.ts';

describe('signing in and the dashboard layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('asks for both fields before calling the server', async () => {
    const { context, page } = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login')) calls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect.poll(() => page.getByText('Username & Password harus diisi').isVisible()).toBe(true);
    expect(calls).toEqual([]);
    await context.close();
  });

  it('loads the login screen with its favicon and no failed request', async () => {
    const { context, page } = await newPage(browser);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;
      return href ? (await fetch(href)).headers.get('content-type') : null;
    });
    expect(icon).toContain('image/svg+xml');
    expect(failed).toEqual([]);
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Username atau Email').fill('admin.gedung');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('bukan-sandinya');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect.poll(() => page.getByText('Username atau password salah').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('lets the super user in, switches to English and signs out to /login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    expect(new URL(page.url()).pathname).toBe('/dashboard/dashboard-summary');
    const menu = sideMenu(page);
    for (const module of ['Tenaga Kerja', 'Unit Operasi', 'Master Data', 'Pengaturan Pengguna']) {
      await expect.poll(() => menu.getByText(module, { exact: true }).count()).toBeGreaterThan(0);
    }

    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect.poll(() => menu.getByText('Workforce', { exact: true }).count()).toBeGreaterThan(0);
    expect(await menu.getByText('Tenaga Kerja', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/dashboard-en.png' });

    await page.reload();
    await expect.poll(() => menu.getByText('User Settings', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('manpower.token'))).toBeNull();
    await context.close();
  });

  it('shows the staff user only the modules it may read', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'staff.gedung');
    expect(new URL(page.url()).pathname).toBe('/tenaga-kerja/employee');
    const menu = sideMenu(page);
    await expect.poll(() => menu.getByText('Daftar Tenaga Kerja', { exact: true }).count()).toBeGreaterThan(0);
    for (const hidden of ['Pengaturan Pengguna', 'Master Data', 'Unit Operasi', 'Dashboard']) {
      expect(await menu.getByText(hidden, { exact: true }).count()).toBe(0);
    }
    await page.goto('/user-settings/role');
    await expect.poll(() => page.getByText('403').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('gives a phone the device-too-small screen with app links and lets it continue', async () => {
    const { context, page } = await newPage(browser, 'iPhone 13');
    await page.goto('/login');
    await expect.poll(() => page.getByText('Layar perangkat terlalu kecil').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Unduh untuk Android' }).getAttribute('href')).toContain('play.google.com');
    expect(await page.getByRole('link', { name: 'Unduh untuk iOS' }).getAttribute('href')).toContain('apps.apple.com');
    await page.getByRole('button', { name: 'Tetap lanjutkan' }).click();
    await expect.poll(() => page.getByLabel('Username atau Email').isVisible()).toBe(true);
    await context.close();
  });

  it('returns to /login with the session cleared when a call answers 401', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin.gedung');
    // Revoke the session behind the app's back, then use the app.
    await page.evaluate(async () => {
      const token = localStorage.getItem('manpower.token');
      await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    });
    const pageLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') pageLoads.push(new URL(request.url()).pathname);
    });
    // A slow device: the list's early call is answered while the app still draws its first screen.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/tenaga-kerja/employee');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('button', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
    // The app's router goes to login: the page is not loaded a second time.
    expect(pageLoads).toEqual(['/tenaga-kerja/employee']);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('manpower.token'),
      profile: localStorage.getItem('manpower.profile'),
      permissions: localStorage.getItem('manpower.permissions'),
      modules: localStorage.getItem('manpower.modules'),
    }));
    expect(stored).toEqual({ token: null, profile: null, permissions: null, modules: null });
    await context.close();
  });

  it('sends a user whose stored values belong to another application to login, with them cleared', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin.gedung');
    await page.evaluate(() => localStorage.setItem('manpower.app_code', 'another-app'));
    // A public page, where no guard would send them: the start-up rule does (spec §2).
    await page.goto('/term-condition');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('button', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('manpower.token'), modules: localStorage.getItem('manpower.modules') }));
    expect(stored).toEqual({ token: null, modules: null });
    await context.close();
  });
});
