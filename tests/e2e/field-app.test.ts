import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MorningResult, simulateMorning } from '../../scripts/field-app/simulate.ts';
import { api } from './support/api.ts';
import { launchBrowser, newPage, signIn } from './support/browser.ts';
import { serverUrl } from './support/file-server.ts';

const pagingInfo = (page: Page) => page.getByText(/^\d+–\d+ (dari|of) [\d.,]+( data)?$/).textContent();
const totalOf = async (page: Page) => Number((await pagingInfo(page))?.match(/(?:dari|of) ([\d.,]+)/)?.[1]?.replace(/[.,]/g, ''));

/** A cell's text in the first row of the page's last table (a list, or a detail's tab), under the header named `header`. */
async function cellUnder(page: Page, header: string): Promise<string> {
  const table = page.locator('table').last();
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const column = headers.indexOf(header);
  expect(column, `a column headed ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await table.locator('tbody tr').first().locator('td').nth(column).textContent())?.trim() ?? '';
}

/** A simulated morning of the foremen's phones (npm run field:simulate) seen on the admin's screens (issue #48). */
describe('a morning recorded by the field app, on the admin screens', () => {
  let browser: Browser;
  let morning: MorningResult;

  beforeAll(async () => {
    browser = await launchBrowser();
    morning = await simulateMorning({ url: serverUrl(), devices: 3, seed: 11 });
    expect(morning.passed).toBe(true);
  });
  afterAll(() => browser?.close());

  it('shows the flagged check-ins in raw presence with their evidence, as a supervisor filters them, in both languages', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto('/tenaga-kerja/presensi-raw');
    await expect.poll(() => pagingInfo(page)).toMatch(/dari [\d.]+ data$/);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Ditandai' }).getByRole('radio', { name: 'Ya', exact: true }).check();
    await page.getByRole('button', { name: 'Terapkan Filter' }).click();
    // Only the field app flags a check-in: every flagged row is one of this morning's.
    await expect.poll(() => pagingInfo(page)).toBe(`1–${Math.min(20, morning.outcome.flagged)} dari ${morning.outcome.flagged} data`);
    expect(await cellUnder(page, 'Ditandai')).toBe('Ya');
    expect(['Di Luar Radius', 'Di Dalam Radius', 'Tidak Pasti']).toContain(await cellUnder(page, 'Verifikasi Lokasi'));
    expect(await cellUnder(page, 'Akurasi GPS (m)')).toMatch(/^\d+,\d{2}$/);
    expect(await cellUnder(page, 'Selisih Waktu Terima')).toMatch(/^\d+ (hr|j|mnt|dtk)( \d+ (j|mnt|dtk))?$/);
    await page.screenshot({ path: 'test-results/field-app-flagged.png' });

    await page.getByRole('button', { name: 'Detail' }).first().click();
    await expect.poll(() => page.getByText('ID Event Aplikasi').isVisible()).toBe(true);
    const detail = async (label: string) => (await page.getByRole('row', { name: new RegExp(`^${label}`) }).locator('td').last().textContent())?.trim();
    expect(await detail('ID Event Aplikasi')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await detail('Kode Dipindai')).toMatch(/^QR-/);
    expect(await detail('Dicatat Oleh')).not.toBe('');
    expect(await detail('Perangkat')).toMatch(/\(.+\)$/);
    await page.screenshot({ path: 'test-results/field-app-evidence.png', fullPage: true });

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByText('App Event ID').isVisible()).toBe(true);
    expect(await page.getByText('Location Check').isVisible()).toBe(true);
    await context.close();
  });

  it('counts the check-ins of the morning in the worker recap of the projects played', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const flagged = await api(page, 'GET', `/presence/list?limit=1&filters=${encodeURIComponent(JSON.stringify({ flagged: true, subject_type: 'employee' }))}`);
    const event = flagged.body.data[0] as { project_id: number; employee_id: number; employee: { fullname: string } };
    const played = morning.recap.projects.find((project) => project.projectId === event.project_id)!;
    expect(played.after).toBeGreaterThan(played.before);

    const day = { project_id: played.projectId, presence_date: [morning.day, morning.day] };
    const recap = await api(page, 'GET', `/presence-worker/list?limit=100&filters=${encodeURIComponent(JSON.stringify(day))}`);
    expect((recap.body.data as { records: number }[]).reduce((sum, row) => sum + row.records, 0)).toBe(played.after);
    await page.goto(`/tenaga-kerja/presensi-pekerja?filters=${encodeURIComponent(JSON.stringify({ ...day, employee_id: event.employee_id }))}`);
    await expect.poll(() => pagingInfo(page)).toBe('1–1 dari 1 data');
    expect(await page.getByRole('cell', { name: event.employee.fullname, exact: true }).isVisible()).toBe(true);
    expect(Number(await cellUnder(page, 'Jumlah Presensi'))).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: 'test-results/field-app-recap.png' });
    await context.close();
  });

  it('lets an admin block a phone in the project\'s devices tab, after which the phone\'s calls are refused with the reason', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const phone = morning.phones[0]!;
    await page.goto(`/unit-operasi/project?view=detail&id=${phone.projectId}`);
    await page.getByRole('tab', { name: 'Perangkat Proyek' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Terakhir Aktif' }).isVisible()).toBe(true);
    await page.getByPlaceholder('Cari data…').last().fill(phone.deviceId);
    await expect.poll(() => page.getByRole('cell', { name: phone.deviceId, exact: true }).isVisible()).toBe(true);
    expect(await cellUnder(page, 'Tipe Perangkat')).toBe('Ponsel Aplikasi Mandor');
    expect(await cellUnder(page, 'Diblokir')).toBe('Tidak');
    await page.screenshot({ path: 'test-results/field-app-devices.png' });

    await page.locator('table').last().getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.getByRole('checkbox', { name: 'Diblokir' }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Alasan Blokir harus diisi').isVisible()).toBe(true);
    await page.getByLabel('Alasan Blokir').fill('Ponsel hilang di lokasi');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Edit data Perangkat Proyek berhasil').isVisible()).toBe(true);

    const login = await fetch(`${serverUrl()}/api/app/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: phone.username, password: 'Demo#2026' }) });
    const { token } = (await login.json()) as { token: string };
    const refused = await fetch(`${serverUrl()}/api/app/v1/gate-check?project_id=${phone.projectId}&qr_number=QR-1`, { headers: { authorization: `Bearer ${token}`, 'x-device-id': phone.deviceId } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Perangkat ini diblokir oleh admin: Ponsel hilang di lokasi');
    await context.close();
  });

  // The exceptions inbox (issue #50), last: it rejects some of the morning's check-ins, which the tests above count.
  it('opens a project’s open exceptions from the monitoring dashboard and rejects a page of them at once, the recaps following', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto(`/dashboard/dashboard-monitoring-presence`);
    await page.getByRole('link', { name: `Buka pengecualian ${morning.recap.projects[0]!.projectName}` }).click();
    await page.waitForURL(/pengecualian-presensi/);
    await expect.poll(() => pagingInfo(page)).toMatch(/dari/);
    const before = await totalOf(page);
    expect(before).toBeGreaterThan(0);

    await page.getByRole('checkbox', { name: 'Toggle select all' }).check();
    const picked = Math.min(before, 20);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'dipilih' }).textContent()).toBe(`${picked} pengecualian dipilih`);
    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Tolak ${picked} pengecualian` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Simpan' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Alasan').fill('Dicek ulang bersama mandor: presensi tidak sah');
    await page.screenshot({ path: 'test-results/exceptions-inbox-reject.png' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText(`${picked} pengecualian presensi diselesaikan`).isVisible()).toBe(true);
    // The list is of open exceptions: the rejected ones leave it.
    await expect.poll(() => totalOf(page)).toBe(before - picked);
    await page.screenshot({ path: 'test-results/exceptions-inbox-after.png' });

    // Each rejected event's presence now stays out of the recaps.
    const rejected = await api(page, 'GET', `/presence-exception/list?limit=100&filters=${encodeURIComponent(JSON.stringify({ state: 'rejected' }))}`);
    expect(rejected.body.total).toBe(picked);
    // Today's exceptions come first (newest day first), and the day's are the morning's events.
    const event = (rejected.body.data as { kind: string; employee_id: number; project_id: number; presence_date: string }[]).find((row) => row.presence_date === morning.day);
    expect(event).toBeDefined();
    const raw = await api(page, 'GET', `/presence/list?limit=100&filters=${encodeURIComponent(JSON.stringify({ employee_id: event!.employee_id, project_id: event!.project_id }))}`);
    const jakartaDay = (at: string) => new Date(new Date(at).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const ofDay = (raw.body.data as { excluded: boolean; recorded_at: string }[]).filter((row) => jakartaDay(row.recorded_at) === morning.day);
    expect(ofDay.some((row) => row.excluded)).toBe(true);
    const recap = await api(page, 'GET', `/presence-worker/list?filters=${encodeURIComponent(JSON.stringify({ employee_id: event!.employee_id, project_id: event!.project_id, presence_date: [morning.day, morning.day] }))}`);
    expect((recap.body.data as { records: number }[]).reduce((sum, row) => sum + row.records, 0)).toBe(ofDay.filter((row) => !row.excluded).length);
    await context.close();
  });

  it('accepts one exception in English, the reason required first', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto(`/tenaga-kerja/pengecualian-presensi?filters=${encodeURIComponent(JSON.stringify({ state: 'open' }))}`);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => pagingInfo(page)).toMatch(/ of /);
    const before = await totalOf(page);
    await page.getByRole('checkbox', { name: 'Toggle select row' }).first().check();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'selected' }).textContent()).toBe('1 exceptions selected');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept 1 exceptions' });
    await dialog.getByLabel('Reason').focus();
    await dialog.getByLabel('Reason').blur();
    await expect.poll(() => dialog.getByText('A reason is required').isVisible()).toBe(true);
    await dialog.getByLabel('Reason').fill('Temporary gate on the north side');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('1 attendance exceptions resolved').isVisible()).toBe(true);
    await expect.poll(() => totalOf(page)).toBe(before - 1);
    await page.screenshot({ path: 'test-results/exceptions-inbox-english.png' });
    await context.close();
  });
});
