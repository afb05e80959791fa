import { mkdir } from 'node:fs/promises';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { chooseOption, launchBrowser, newPage, signIn } from './support/browser.ts';
import { type SsoPair, startSsoPair } from './support/sso-pair.ts';

const SHOTS = '/tmp/shots-rest12';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** What a datetime picker takes when typed into in Indonesian: '23 Nov 2026 07:30:00'. */
const typed = (moment: dayjs.Dayjs) => moment.locale('id').format('DD MMM YYYY HH:mm:ss');

/** Picks an option of a select of the form (the side panel has a project select of its own). */
const choose = (page: Page, label: RegExp, option: string) => chooseOption(page, page.locator('form').getByRole('combobox', { name: label }), option);

/** The helper text under a form field (MUI links it to the input through aria-describedby). */
const errorUnder = (page: Page, label: RegExp) =>
  page.getByLabel(label).evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

describe('attendance corrections and guest-book check-ins under spec §5’s locks, as a Department Admin', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signIn(page, 'admin.gedung');
  });
  afterAll(() => browser?.close());

  it('shows only the chosen subject type’s picker, refuses a date of a period already cut off with "Cut Off Peride Aktif" and saves one in the open period', async () => {
    const worker = (await api(page, 'GET', '/employee/dataset?limit=1&active=1')).body.data[0] as { id: number; fullname: string; nik: string };
    const project = (await api(page, 'GET', '/project/dataset?limit=1')).body.data[0] as { id: number; project_name: string };
    await page.goto('/tenaga-kerja/presensi-raw');
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    const workerPicker = page.getByRole('group', { name: 'Tenaga Kerja' });
    const visitorPicker = page.getByRole('combobox', { name: /^Pengunjung/ });
    const managementPicker = page.getByRole('combobox', { name: /^Management/ });
    await expect.poll(() => page.getByRole('radio', { name: 'Pekerja' }).isVisible()).toBe(true);
    // No subject type yet: no picker at all.
    expect([await workerPicker.count(), await visitorPicker.count(), await managementPicker.count()]).toEqual([0, 0, 0]);

    await page.getByRole('radio', { name: 'Pengunjung' }).check();
    await expect.poll(() => visitorPicker.count()).toBe(1);
    expect([await workerPicker.count(), await managementPicker.count()]).toEqual([0, 0]);
    await page.getByRole('radio', { name: 'Pekerja' }).check();
    await expect.poll(() => workerPicker.count()).toBe(1);
    expect([await visitorPicker.count(), await managementPicker.count()]).toEqual([0, 0]);
    await shot(page, 'correction-worker-picker');

    await workerPicker.getByRole('button', { name: /Pilih/ }).click();
    const lookup = page.getByRole('dialog', { name: /^Pilih / });
    await lookup.getByRole('searchbox', { name: 'Cari' }).fill(worker.nik);
    await lookup.getByRole('radio', { name: worker.fullname }).check();
    await lookup.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => workerPicker.textContent()).toContain(worker.fullname);
    await choose(page, /^Proyek/, project.project_name);
    await page.getByRole('radio', { name: 'Masuk', exact: true }).check();

    // Two months back is always before the 25th that opened the current period.
    const time = page.getByLabel(/^Waktu/);
    await time.fill(typed(dayjs().subtract(2, 'month').hour(7).minute(30).second(0)));
    await time.blur();
    await expect.poll(() => errorUnder(page, /^Waktu/)).toBe('Cut Off Peride Aktif');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => errorUnder(page, /^Waktu/)).toBe('Cut Off Peride Aktif');
    await shot(page, 'correction-cut-off');

    const today = dayjs().hour(7).minute(30).second(0);
    await time.fill(typed(today));
    await expect.poll(() => errorUnder(page, /^Waktu/)).toBe('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Presensi Raw berhasil ditambahkan').isVisible()).toBe(true);
    // The saved correction opens on its detail: a manual record of this worker.
    await page.waitForURL(/view=detail&id=\d+/);
    await expect.poll(() => page.getByRole('row', { name: /^Metode/ }).textContent()).toContain('Koreksi Manual');
    const id = new URL(page.url()).searchParams.get('id');
    const saved = (await api(page, 'GET', `/presence/${id}/show`)).body.data;
    expect(saved).toMatchObject({ subject_type: 'employee', employee_id: worker.id, method: 'manual', direction: 'in', project_id: project.id, visitor_id: null, user_id: null });
    expect(dayjs(saved.recorded_at).format('YYYY-MM-DD HH:mm:ss')).toBe(today.format('YYYY-MM-DD HH:mm:ss'));
  });

  it('books a guest-book check-in for today, but not for the day after tomorrow (the day lock)', async () => {
    const visitor = (await api(page, 'GET', '/visitor/dataset?limit=1')).body.data[0] as { id: number; fullname: string };
    const project = (await api(page, 'GET', '/project/dataset?limit=1')).body.data[0] as { id: number; project_name: string };
    await page.goto('/tenaga-kerja/buku-tamu');
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await choose(page, /^Pengunjung/, visitor.fullname);
    await choose(page, /^Proyek/, project.project_name);
    await page.getByLabel(/^Keperluan/).fill('Koordinasi K3 uji');
    const checkIn = page.getByLabel(/^Waktu Masuk/);
    await checkIn.fill(typed(dayjs().add(2, 'day').hour(9).minute(0).second(0)));
    await checkIn.blur();
    await expect.poll(() => errorUnder(page, /^Waktu Masuk/)).toBe('Waktu Masuk hanya boleh diisi tanggal hari ini sampai 23 jam ke depan');
    await shot(page, 'guest-book-day-lock');

    await checkIn.fill(typed(dayjs().add(1, 'minute').second(0)));
    await expect.poll(() => errorUnder(page, /^Waktu Masuk/)).toBe('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Buku Tamu berhasil ditambahkan').isVisible()).toBe(true);
  });
});

describe('single sign-on through a separate SSO base (spec §7)', () => {
  let browser: Browser;
  let pair: SsoPair;

  beforeAll(async () => {
    browser = await launchBrowser();
    pair = await startSsoPair();
  });
  afterAll(async () => {
    await browser?.close();
    await pair?.close();
  });

  /** A page on the app (not the shared test server) that records where its calls go. */
  async function appPage() {
    const context = await browser.newContext({ baseURL: pair.appUrl, viewport: { width: 1366, height: 850 } });
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(request.url());
    });
    return { context, page, calls };
  }

  it('trades the identity provider’s token at the SSO base, not the app’s API, and lands the user signed in', async () => {
    const { context, page, calls } = await appPage();
    await page.goto(`/sso-login?id=${await pair.token({ email: pair.user.email })}`);
    await page.waitForURL((url) => /^\/[^/]+\/[^/]+/.test(url.pathname) && !url.pathname.startsWith('/sso-login'));
    expect(calls).toContain(`${pair.ssoUrl}/api/oauth/verify-oauth-sso-token`);
    expect(calls.filter((url) => url.startsWith(pair.appUrl) && url.includes('oauth'))).toEqual([]);
    // Signed in on the app: its own API answers the session the SSO base opened.
    await expect.poll(() => page.getByText(pair.user.fullname).first().isVisible()).toBe(true);
    const me = await api(page, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user.username).toBe(pair.user.username);
    await page.screenshot({ path: `${SHOTS}/sso-signed-in.png` });
    await context.close();
  });

  it('tells the user in Indonesian when the SSO base refuses the token, and stays signed out', async () => {
    const { context, page, calls } = await appPage();
    await page.goto(`/sso-login?id=${await pair.token({ email: pair.user.email }, { forged: true })}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Token SSO tidak valid atau sudah kedaluwarsa');
    expect(calls).toEqual([`${pair.ssoUrl}/api/oauth/verify-oauth-sso-token`]);
    expect(await page.evaluate(() => localStorage.getItem('manpower.token'))).toBeNull();
    await page.screenshot({ path: `${SHOTS}/sso-refused.png` });
    await page.getByRole('link', { name: /Kembali/ }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
