import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

const ALERTS_CODE = '**/assets/alert-dialogs-*.js';
const PICKER_CODE = '**/assets/date-picker-field-*.js';
const GATE_CODE = '**/assets/mobile-gate-screen-*.js';

/**
 * A part of a screen whose code loads apart, met on a connection lost for a moment: the screen
 * and what the user typed stay, the part says it failed and loads once it can.
 */
describe('a part whose code cannot be loaded', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    let signedIn: Page;
    ({ context, page: signedIn } = await newPage(browser));
    await signIn(signedIn, 'superadmin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** A tab opened on the signed-in session: its code is loaded anew. */
  const newTab = () => context.newPage();

  it('keeps the form and what was typed when a failed save’s alert cannot load, and shows the alert once it can', async () => {
    const page = await newTab();
    await page.route(ALERTS_CODE, (route) => route.abort('connectionfailed'));
    await page.route('**/api/skill/create', (route) => route.abort('connectionfailed'));
    await page.goto('/master-data/m-skills?view=create');
    await page.getByLabel(/Nama Keahlian/).fill('Juru Ukur Jembatan');
    await page.getByRole('radio', { name: 'Aktif', exact: true }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();

    const failure = page.getByRole('alert').filter({ hasText: 'Pesan untuk Anda gagal dimuat. Periksa koneksi, lalu coba lagi.' });
    await expect.poll(() => failure.isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/code-loss-alerts.png' });
    expect(await page.getByLabel(/Nama Keahlian/).inputValue()).toBe('Juru Ukur Jembatan');
    expect(await page.getByRole('heading', { name: 'Terjadi Kesalahan' }).count()).toBe(0);

    await page.unroute(ALERTS_CODE);
    await failure.getByRole('button', { name: 'Coba lagi' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await failure.count()).toBe(0);
    expect(await page.getByLabel(/Nama Keahlian/).inputValue()).toBe('Juru Ukur Jembatan');
    await page.close();
  });

  it('shows a date field that cannot load as failed in its place, the rest of the form working, and loads it when the browser is back online', async () => {
    const page = await newTab();
    await page.route(PICKER_CODE, (route) => route.abort('connectionfailed'));
    await page.goto('/tenaga-kerja/employee-blacklist?view=create');
    const failure = page.getByRole('alert').filter({ hasText: 'Tanggal Blacklist gagal dimuat. Periksa koneksi, lalu coba lagi.' });
    await expect.poll(() => failure.isVisible()).toBe(true);
    await page.getByLabel('Alasan').fill('Tidak memakai helm di area proyek');
    await page.getByRole('radio', { name: 'Aktif', exact: true }).check();
    await page.screenshot({ path: 'test-results/code-loss-date-field.png' });
    expect(await page.getByRole('heading', { name: 'Terjadi Kesalahan' }).count()).toBe(0);

    // The button finds the code still out of reach: the field stays failed.
    await failure.getByRole('button', { name: 'Coba lagi' }).click();
    await expect.poll(() => failure.getByRole('button', { name: 'Coba lagi' }).isEnabled()).toBe(true);
    expect(await failure.isVisible()).toBe(true);

    await page.unroute(PICKER_CODE);
    await context.setOffline(true);
    await context.setOffline(false);
    const date = page.getByLabel('Tanggal Blacklist');
    await expect.poll(() => date.isEditable()).toBe(true);
    await date.fill('02 Nov 2026');
    expect(await date.inputValue()).toBe('02 Nov 2026');
    expect(await page.getByLabel('Alasan').inputValue()).toBe('Tidak memakai helm di area proyek');
    expect(await failure.count()).toBe(0);
    await page.close();
  });

  it('offers a phone whose device-too-small screen cannot load a way to load it again, not a blank page', async () => {
    const phone = await newPage(browser, 'iPhone 13');
    await phone.context.route(GATE_CODE, (route) => route.abort('connectionfailed'));
    await phone.page.goto('/login');
    const failure = phone.page.getByRole('alert').filter({ hasText: 'Bagian ini gagal dimuat. Periksa koneksi, lalu coba lagi.' });
    await expect.poll(() => failure.isVisible()).toBe(true);
    await phone.page.screenshot({ path: 'test-results/code-loss-phone.png' });
    await phone.context.unroute(GATE_CODE);
    await failure.getByRole('button', { name: 'Coba lagi' }).click();
    await expect.poll(() => phone.page.getByText('Layar perangkat terlalu kecil').isVisible()).toBe(true);
    await phone.page.getByRole('button', { name: 'Tetap lanjutkan' }).click();
    await expect.poll(() => phone.page.getByLabel('Username atau Email').isVisible()).toBe(true);
    await phone.context.close();
  });
});
