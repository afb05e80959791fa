import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, launchBrowser, newPage, sideMenu, signIn } from './support/browser.ts';

const SHOTS = '/tmp/shots/review';

/** Calls the API from inside the page with the signed-in user's token. */
function api(page: Page, method: string, path: string) {
  return page.evaluate(
    async ({ method, path }) => {
      const token = localStorage.getItem('manpower.token');
      const response = await fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    },
    { method, path },
  );
}

async function switchLanguage(page: Page, name: 'English' | 'Indonesia') {
  await page.getByRole('button', { name, exact: true }).first().click();
}

/** Picks `option` in the select named `label` (within `scope`, the page by default). */
const choose = (page: Page, label: RegExp, option: string, scope = page.locator('body')) => chooseOption(page, scope.getByRole('combobox', { name: label }), option);

const diffRow = (page: Page, label: string) => page.getByRole('table', { name: 'Perubahan yang Diajukan' }).getByRole('row', { name: new RegExp(`^${label}`) });

describe('the reviewer’s screens: data-change requests and role permissions (issue #12)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('files a change request for a worker, shows its diff by label, rejects one with a reason and approves another, which changes the worker', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin.gedung');
    // An active worker, as the lookup offers only those (spec §9).
    const { id } = (await api(page, 'GET', '/employee/dataset?limit=1&page=4&active=1')).body.data[0] as { id: number };
    const worker = (await api(page, 'GET', `/employee/${id}/show`)).body.data as { id: number; fullname: string; nik: string; phone: string | null };

    const file = async (phone: string) => {
      await page.goto('/tenaga-kerja/employee-request-changes');
      await page.getByRole('button', { name: 'Tambah Data' }).click();
      const workerField = page.getByRole('group', { name: 'Tenaga Kerja' });
      await workerField.getByRole('button', { name: /Pilih/ }).click();
      const lookup = page.getByRole('dialog', { name: /^Pilih / });
      await lookup.getByRole('searchbox', { name: 'Cari' }).fill(worker.nik);
      await lookup.getByRole('radio', { name: worker.fullname }).check();
      await lookup.getByRole('button', { name: 'Selesai' }).click();
      await expect.poll(() => workerField.textContent()).toContain(worker.fullname);
      const first = page.getByRole('group', { name: 'Perubahan Data 1' });
      await choose(page, /^Data yang Diubah/, 'Nomor Telepon', first);
      await first.getByLabel(/^Nilai Baru/).fill(phone);
      await page.getByRole('button', { name: 'Tambah Perubahan' }).click();
      const second = page.getByRole('group', { name: 'Perubahan Data 2' });
      await choose(page, /^Data yang Diubah/, 'Keahlian', second);
      await choose(page, /^Yang ditambahkan/, 'Surveyor', second);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect.poll(() => page.getByText('Data Validasi Data berhasil ditambahkan').isVisible()).toBe(true);
      await expect.poll(() => diffRow(page, 'Nomor Telepon').count()).toBe(1);
    };

    await file('081311110001');
    // Old → new with the field's label, a sub-record as an entry added; no column names, no line buttons.
    expect(await diffRow(page, 'Nomor Telepon').textContent()).toContain(`${worker.phone ?? '(kosong)'}081311110001`);
    expect(await diffRow(page, 'Keahlian').textContent()).toBe('KeahlianTambah(kosong)Surveyor');
    const diffText = await page.getByRole('table', { name: 'Perubahan yang Diajukan' }).textContent();
    expect(diffText).not.toMatch(/phone|skills|field_name|new_value/);
    expect(await page.getByRole('button', { name: /Tambah Data|Import/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/request-diff-id.png`, fullPage: true });
    await switchLanguage(page, 'English');
    await expect.poll(() => page.getByRole('table', { name: 'Requested Changes' }).getByRole('row', { name: /^Phone Number/ }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/request-diff-en.png`, fullPage: true });
    await switchLanguage(page, 'Indonesia');

    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tolak Permintaan Perubahan' });
    expect(await dialog.getByRole('button', { name: 'Tolak Permintaan' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/Alasan penolakan/).fill('Nomor telepon tidak aktif, mohon dicek kembali');
    await dialog.getByRole('button', { name: 'Tolak Permintaan' }).click();
    await expect.poll(() => page.getByText(/^Permintaan perubahan data .+ ditolak dan dikembalikan untuk revisi$/).isVisible()).toBe(true);

    await file('081311110002');
    await page.getByRole('button', { name: 'Setujui', exact: true }).click();
    await expect.poll(() => page.getByText(/^Setujui permintaan perubahan data .+\?/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await expect.poll(() => page.getByText(/^Permintaan perubahan data .+ disetujui dan data tenaga kerja sudah diperbarui$/).isVisible()).toBe(true);

    await page.goto(`/tenaga-kerja/employee?view=detail&id=${worker.id}`);
    const detailRow = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).first();
    await expect.poll(() => detailRow('Nomor Telepon').textContent()).toContain('081311110002');
    expect(await detailRow('Status Verifikasi').textContent()).toContain('Disetujui');

    // The rejected request keeps its reason, and offers no decision any more.
    await page.goto('/tenaga-kerja/employee-request-changes');
    await page.getByRole('row', { name: /Permintaan Revisi/ }).first().getByRole('button', { name: 'Detail' }).click();
    await expect.poll(() => page.getByText('Permintaan ini sudah ditinjau: Permintaan Revisi.').isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /^Alasan Penolakan/ }).textContent()).toContain('Nomor telepon tidak aktif');
    expect(await page.getByRole('button', { name: 'Setujui', exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/request-rejected-id.png`, fullPage: true });
    await context.close();
  });

  it('finds a permission by search on the role screen, switches it on, saves, and the role’s user sees the menu change', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'superadmin');
    await admin.page.goto('/user-settings/role');
    await admin.page.getByPlaceholder('Cari data…').fill('Staf');
    // The rows found, not those before the search: a row clicked as the list redraws is another.
    await expect.poll(() => new URL(admin.page.url()).searchParams.get('search')).toBe('Staf');
    await expect.poll(async () => (await admin.page.locator('main tbody tr').allTextContents()).every((row) => /staf/i.test(row))).toBe(true);
    const staffRow = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: 'Staf', exact: true }) });
    await staffRow.getByRole('button', { name: 'Detail' }).click();
    await expect.poll(() => admin.page.getByRole('region', { name: 'Tenaga Kerja' }).isVisible()).toBe(true);
    await admin.page.screenshot({ path: `${SHOTS}/role-permissions-id.png`, fullPage: true });

    await admin.page.getByRole('searchbox', { name: 'Cari hak akses' }).fill('keahlian');
    const viewSkill = admin.page.getByRole('switch', { name: 'Melihat data Keahlian' });
    await expect.poll(() => admin.page.getByRole('region').count()).toBe(1);
    expect(await admin.page.getByRole('switch').count()).toBe(4);
    const save = admin.page.getByRole('button', { name: 'Simpan Hak Akses' });
    expect(await save.isDisabled()).toBe(true);
    // A switch names its permission's string beside its description on hover.
    await viewSkill.hover();
    await expect.poll(() => admin.page.getByRole('tooltip').textContent()).toMatch(/^\S+ · Melihat data Keahlian$/);
    await viewSkill.check();
    await admin.page.screenshot({ path: `${SHOTS}/role-permissions-search-id.png`, fullPage: true });
    await save.click();
    await expect.poll(() => admin.page.getByText('Hak akses role Staf berhasil disimpan').isVisible()).toBe(true);

    const staff = await newPage(browser);
    await signIn(staff.page, 'staff.gedung');
    await staff.page.reload();
    await expect.poll(() => sideMenu(staff.page).getByText('Master Keahlian', { exact: true }).count()).toBeGreaterThan(0);

    await viewSkill.uncheck();
    await save.click();
    await expect.poll(() => admin.page.getByText('Hak akses role Staf berhasil disimpan').isVisible()).toBe(true);
    await staff.page.reload();
    await expect.poll(() => sideMenu(staff.page).getByText('Daftar Tenaga Kerja', { exact: true }).count()).toBeGreaterThan(0);
    expect(await sideMenu(staff.page).getByText('Master Keahlian', { exact: true }).count()).toBe(0);

    await switchLanguage(admin.page, 'English');
    await admin.page.getByRole('searchbox', { name: 'Search permissions' }).fill('');
    await expect.poll(() => admin.page.getByRole('region', { name: 'Workforce' }).isVisible()).toBe(true);
    await admin.page.screenshot({ path: `${SHOTS}/role-permissions-en.png`, fullPage: true });
    await switchLanguage(admin.page, 'Indonesia');
    await admin.context.close();
    await staff.context.close();
  });
});
