import { mkdirSync } from 'node:fs';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/id';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { chooseOption, launchBrowser, newPage, signIn } from './support/browser.ts';

const SHOTS = '/tmp/shots-formats13';

const switchLanguage = (page: Page, name: 'English' | 'Indonesia') => page.getByRole('button', { name, exact: true }).first().click();

/** A day as the dashboards write it out: '21 November 2026'. */
const longDay = (day: string, locale: 'id' | 'en') => dayjs(day).locale(locale).format('D MMMM YYYY');

describe('formats in the user language, dashboards that open on data, QR cards for a whole project (issue #13)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signIn(page, 'superadmin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('prints the pager and the statistic cards with the same separators, and dates day first, in Indonesian and in English', async () => {
    // The demo data is small: the list answers a national-scale total, for the pager and the cards to print.
    const presenceList = (url: URL) => url.pathname === '/api/presence-worker/list';
    await page.route(presenceList, async (route) => {
      const response = await route.fetch();
      if (response.status() !== 200) return route.fulfill({ response });
      const json = await response.json();
      await route.fulfill({ response, json: { ...json, total: 79806, rekap: { ...json.rekap, total: 79806, subjects: 1234 } } });
    });
    await page.goto('/tenaga-kerja/presensi-pekerja');
    const total = page.locator('[data-statistic="total"]').first();
    await expect.poll(() => page.getByText('1–20 dari 79.806 data', { exact: true }).isVisible()).toBe(true);
    expect(await total.textContent()).toBe('79.806');
    expect(await page.locator('[data-statistic="subjects"]').first().textContent()).toBe('1.234');
    const firstRow = page.locator('table tbody tr').first();
    await expect.poll(() => firstRow.textContent()).toMatch(/\d{2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agt|Sep|Okt|Nov|Des) \d{4}/);
    await page.screenshot({ path: `${SHOTS}/list-numbers-id.png` });

    await switchLanguage(page, 'English');
    await expect.poll(() => page.getByText('1–20 of 79,806', { exact: true }).isVisible()).toBe(true);
    expect(await total.textContent()).toBe('79,806');
    await expect.poll(() => firstRow.textContent()).toMatch(/\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
    await page.screenshot({ path: `${SHOTS}/list-numbers-en.png` });
    await switchLanguage(page, 'Indonesia');
    await page.unroute(presenceList);
  });

  it("names a list's columns in the language just chosen, without a reload", async () => {
    await page.goto('/tenaga-kerja/employee');
    const headers = () => page.locator('main thead th').allTextContents();
    await expect.poll(headers).toEqual(expect.arrayContaining(['Nama Lengkap', 'Nomor Telepon', 'Jenis Kelamin']));
    await switchLanguage(page, 'English');
    await expect.poll(headers).toEqual(expect.arrayContaining(['Full Name', 'Phone Number', 'Gender']));
    expect(await headers()).not.toContain('Nama Lengkap');
    await page.screenshot({ path: `${SHOTS}/list-headers-en.png` });
    await switchLanguage(page, 'Indonesia');
    await expect.poll(headers).toEqual(expect.arrayContaining(['Nama Lengkap', 'Nomor Telepon', 'Jenis Kelamin']));
  });

  it('opens the monitoring dashboard on the last day with attendance, says which, and takes another day from a date picker in Indonesian', async () => {
    const latest = (await api(page, 'GET', '/dashboard/latest-day')).body.data as { date: string | null; today: string };
    expect(latest.date, 'the demo data has check-ins').not.toBeNull();
    const day = latest.date!;
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/dashboard/monitoring-presence') asked.push(url.searchParams.get('date') ?? '');
    });

    await page.goto('/dashboard/dashboard-monitoring-presence');
    await expect.poll(() => page.getByText(`Data tanggal ${longDay(day, 'id')}`, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => asked[0], { message: 'the first call already asks for the last day with attendance' }).toBe(day);
    const field = page.locator('#dashboard-date');
    await expect.poll(() => field.inputValue()).toBe(dayjs(day).locale('id').format('DD MMM YYYY'));

    // The calendar speaks Indonesian: the month before is named in it, and a click writes spec §5's date.
    const before = dayjs(day).subtract(1, 'month').date(15);
    await page.getByRole('button', { name: /^Pilih tanggal/ }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('button', { name: 'Bulan sebelumnya' }).click();
    await expect.poll(() => calendar.getByText(before.locale('id').format('MMMM YYYY'), { exact: true }).isVisible()).toBe(true);
    // The months slide: one grid again once the month before is in place.
    const fifteenth = calendar.getByRole('gridcell', { name: '15', exact: true });
    await expect.poll(() => fifteenth.count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/date-picker-id.png` });
    await fifteenth.click();
    await expect.poll(() => field.inputValue()).toBe(before.locale('id').format('DD MMM YYYY'));
    await expect.poll(() => asked.at(-1)).toBe(before.format('YYYY-MM-DD'));
    await expect.poll(() => page.getByText(`Data tanggal ${longDay(before.format('YYYY-MM-DD'), 'id')}`, { exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/dashboard-monitoring-id.png`, fullPage: true });

    await switchLanguage(page, 'English');
    await expect.poll(() => page.getByText(`Showing ${longDay(before.format('YYYY-MM-DD'), 'en')}`, { exact: true }).isVisible()).toBe(true);
    expect(await field.inputValue()).toBe(before.locale('en').format('DD MMM YYYY'));
    await page.screenshot({ path: `${SHOTS}/dashboard-monitoring-en.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/dashboard-monitoring-en-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 850 });
    await switchLanguage(page, 'Indonesia');
  });

  it('keeps the summary in place as the note of an earlier opening day comes, and as it goes once a filter is chosen', async () => {
    // Whatever day the demo's attendance ends on, the server here says nobody has checked in
    // today yet, and answers only once the line waiting for it has been measured.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const latestDay = (url: URL) => url.pathname === '/api/dashboard/latest-day';
    await page.route(latestDay, async (route) => {
      const response = await route.fetch();
      const { data } = (await response.json()) as { data: { date: string | null; today: string } };
      await answered;
      await route.fulfill({ response, json: { data: { ...data, date: dayjs(data.today).subtract(1, 'day').format('YYYY-MM-DD') } } });
    });
    await page.goto('/dashboard/dashboard-summary');
    const pending = page.locator('[data-dashboard-days-pending]');
    await expect.poll(() => pending.isVisible()).toBe(true);
    const pendingLine = (await pending.locator('..').boundingBox())!;
    answer();

    const note = page.getByText('Belum ada presensi hari ini: dasbor dibuka pada hari terakhir dengan presensi.', { exact: true });
    await expect.poll(() => note.isVisible()).toBe(true);
    const line = page.locator('[data-dashboard-days]').locator('..');
    expect(await line.boundingBox()).toEqual(pendingLine);
    const panel = page.getByText('Kehadiran pekerja per hari', { exact: true }).first();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const panelAt = (await panel.boundingBox())!.y;
    await page.screenshot({ path: `${SHOTS}/dashboard-summary-note-id.png` });

    await chooseOption(page, page.getByRole('search').getByRole('combobox', { name: 'Departemen' }), /Gedung/);
    await expect.poll(() => note.count()).toBe(0);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await line.boundingBox()).toEqual(pendingLine);
    expect((await panel.boundingBox())!.y).toBe(panelAt);
    await page.unroute(latestDay);
  });

  it('fits the largest contract value in its card on a desktop and on a phone', async () => {
    const projects = (await api(page, 'GET', '/project/list?limit=100')).body.data as { id: number; initial_contract_value: string | null }[];
    const [largest] = projects.filter((project) => project.initial_contract_value).sort((a, b) => Number(b.initial_contract_value) - Number(a.initial_contract_value));
    await page.goto(`/unit-operasi/project?view=detail&id=${largest!.id}`);
    const value = page.locator('[data-summary="contract-value"]');
    await expect.poll(() => value.textContent()).toMatch(/^Rp\.[\d.]+,\d{2}$/);
    const overflow = () => value.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/contract-value-id-390.png` });
    await page.setViewportSize({ width: 1366, height: 850 });
  });

  it("selects a page of workers from the QR screen's header checkbox, then every worker of the project, and prints them all", async () => {
    const rows = (await api(page, 'GET', '/project-manpower/list?limit=100&filters=' + encodeURIComponent('{"active":1}'))).body.data as {
      project_id: number;
      project: { project_name: string };
    }[];
    const counts = new Map<number, { name: string; count: number }>();
    for (const row of rows) counts.set(row.project_id, { name: row.project.project_name, count: (counts.get(row.project_id)?.count ?? 0) + 1 });
    const [projectId, project] = [...counts.entries()].sort((a, b) => b[1].count - a[1].count)[0]!;
    const all = (await api(page, 'GET', `/project-manpower/dataset?limit=1000&active=1&project_id=${projectId}`)).body as { data: { qr_number: string | null }[]; total: number };
    expect(all.total, 'more workers than one lookup page').toBeGreaterThan(10);
    const printable = all.data.filter((row) => row.qr_number).length;

    await page.goto('/tenaga-kerja/cetak-qr');
    await chooseOption(page, page.getByRole('region', { name: 'Pilih pekerja' }).getByRole('combobox', { name: /Proyek/ }), project.name);
    await page.getByRole('button', { name: 'Pilih Tenaga Kerja' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(10);
    await dialog.getByRole('checkbox', { name: 'Pilih halaman ini' }).check();
    await expect.poll(() => dialog.getByText('10 pilihan di halaman ini terpilih.').isVisible()).toBe(true);
    // The QR numbers stay whole on one line.
    const qrCell = dialog.locator('tbody tr').first().locator('td').last();
    expect(await qrCell.evaluate((cell) => getComputedStyle(cell).whiteSpace)).toBe('nowrap');
    expect(await qrCell.evaluate((cell) => cell.scrollWidth - cell.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/qr-select-page-id.png` });
    await dialog.getByRole('button', { name: `Pilih semua ${all.total} pekerja proyek ini` }).click();
    await expect.poll(() => dialog.getByText(`Semua ${all.total} pilihan terpilih.`).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('region', { name: `Terpilih (${all.total})` }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/qr-select-all-id.png` });
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => page.getByText(`${printable} pekerja dipilih`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Pratinjau kartu' }).getByText('KARTU PEKERJA').count()).toBe(printable);
  });
});
