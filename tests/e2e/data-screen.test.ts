import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { holdRequests, launchBrowser, newPage, openOptions, signIn } from './support/browser.ts';

const rowNames = (page: Page, column = 0) =>
  page.locator('table tbody tr').evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''), column);

const pagingInfo = (page: Page) => page.getByText(/^\d+–\d+ dari \d+ data$/).textContent();

describe('the generic data screen, clicked through as a user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists, searches, sorts, pages, filters, creates, edits, deletes and exports skills', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    for (let i = 1; i <= 25; i += 1) {
      const name = `E2E Keahlian ${String(i).padStart(2, '0')}`;
      expect((await api(page, 'POST', '/skill/create', { skill_name: name, active: i > 20 ? 0 : 1 })).status).toBe(201);
    }
    await page.goto('/master-data/m-skills');
    await expect.poll(() => pagingInfo(page)).toMatch(/dari \d+ data$/);
    await page.getByPlaceholder('Cari data…').fill('E2E Keahlian');
    await expect.poll(() => pagingInfo(page)).toBe('1–20 dari 25 data');
    expect(new URL(page.url()).searchParams.get('search')).toBe('E2E Keahlian');

    await page.getByRole('columnheader', { name: /Nama Keahlian/ }).getByText('Nama Keahlian').click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe('E2E Keahlian 25');
    await page.getByRole('columnheader', { name: /Nama Keahlian/ }).getByText('Nama Keahlian').click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe('E2E Keahlian 01');

    await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
    await expect.poll(() => pagingInfo(page)).toBe('21–25 dari 25 data');
    expect(await page.getByRole('button', { name: 'Halaman berikutnya' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('radio', { name: 'Tidak Aktif' }).check();
    await page.getByRole('button', { name: 'Terapkan Filter' }).click();
    await expect.poll(() => pagingInfo(page)).toBe('1–5 dari 5 data');
    await page.screenshot({ path: 'test-results/skill-list-filtered.png' });

    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Nama Keahlian harus diisi').isVisible()).toBe(true);
    await page.getByLabel(/Nama Keahlian/).fill('  E2E Juru Ukur  ');
    await page.getByRole('radio', { name: 'Aktif', exact: true }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Keahlian berhasil ditambahkan').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('detail');
    await expect.poll(() => page.getByRole('cell', { name: 'E2E Juru Ukur', exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/Nama Keahlian/).fill('E2E Juru Ukur Tanah');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Edit data Keahlian berhasil').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'E2E Juru Ukur Tanah', exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('button', { name: 'Reset Filter' }).click();
    await page.getByPlaceholder('Cari data…').fill('E2E Juru Ukur');
    await expect.poll(() => pagingInfo(page)).toBe('1–1 dari 1 data');
    await page.getByRole('button', { name: 'Hapus' }).first().click();
    await expect.poll(() => page.getByText('Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?').isVisible()).toBe(true);
    expect(await page.getByText('Hapus Permanen').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await expect.poll(() => page.getByText('E2E Juru Ukur tidak ditemukan').isVisible()).toBe(true);

    await page.getByPlaceholder('Cari data…').fill('E2E Keahlian');
    await expect.poll(() => pagingInfo(page)).toBe('1–20 dari 25 data');
    const listed = await rowNames(page);
    const headers = await page.locator('table thead th').allTextContents();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Keahlian_\d{2}-\d{2}-\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Sheet1')!;
    const exportedHeaders = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    for (const header of headers.map((h) => h.trim()).filter((h) => h && h !== 'Aksi')) expect(exportedHeaders).toContain(header);
    const nameColumn = exportedHeaders.indexOf('Nama Keahlian') + 1;
    const exportedNames: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) exportedNames.push(String(row.getCell(nameColumn).value));
    });
    expect(exportedNames).toHaveLength(25);
    for (const name of listed) expect(exportedNames).toContain(name);
    await context.close();
  });

  it('keeps the rows shown with a bar along the table while the next page is asked, then shows that page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto('/tenaga-kerja/employee');
    await expect.poll(() => pagingInfo(page)).toMatch(/^1–20 dari/);
    const firstPage = await rowNames(page, 1);
    const refreshing = page.getByRole('progressbar', { name: 'Memperbarui…' });
    expect(await refreshing.count()).toBe(0);

    // The second page's answer waits until the test has seen what the user sees meanwhile.
    const answer = await holdRequests(page, /\/api\/employee\/list\?.*page=2/);
    await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
    await expect.poll(() => refreshing.isVisible()).toBe(true);
    expect(await rowNames(page, 1)).toEqual(firstPage);
    await page.screenshot({ path: 'test-results/list-refreshing.png' });

    answer();
    await expect.poll(() => pagingInfo(page)).toMatch(/^21–40 dari/);
    await expect.poll(() => refreshing.count()).toBe(0);
    expect(await rowNames(page, 1)).not.toEqual(firstPage);
    await context.close();
  });

  it('remembers the columns a user switches off, for that user only', async () => {
    const headerTexts = async (page: Page) => (await page.locator('table thead th').allTextContents()).map((text) => text.trim());
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto('/master-data/m-skills');
    await expect.poll(() => headerTexts(page)).toContain('Status');
    await page.getByRole('button', { name: 'Atur Kolom' }).click();
    await page.getByRole('dialog').getByLabel('Status').uncheck();
    await page.screenshot({ path: 'test-results/skill-columns-dialog.png' });
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => headerTexts(page)).not.toContain('Status');
    expect(await headerTexts(page)).toContain('Nama Keahlian');

    await page.reload();
    await expect.poll(() => headerTexts(page)).toContain('Nama Keahlian');
    expect(await headerTexts(page)).not.toContain('Status');

    // Another user of the same browser starts from every column.
    await page.getByRole('button', { name: 'Keluar' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'admin.gedung');
    await page.goto('/master-data/m-skills');
    await expect.poll(() => headerTexts(page)).toContain('Status');
    await context.close();
  });

  it('creates, shows, edits and deletes equipment with its relations and options', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin.gedung');
    await page.goto('/unit-operasi/equipments');
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText(/Nama Alat harus diisi/).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/equipment-create-errors.png', fullPage: true });

    await page.getByLabel(/Nama Alat/).fill('E2E Excavator PC200');
    await page.getByLabel(/Nomor Alat/).fill('E2E-EXC-001');
    const [equipmentType] = await openOptions(page, page.getByRole('combobox', { name: /Tipe Alat/ }));
    await page.getByRole('option', { name: equipmentType!, exact: true }).click();
    await page.getByRole('radiogroup', { name: /Kondisi/ }).getByRole('radio', { name: 'Baik' }).check();
    await page.getByRole('radiogroup', { name: /Status Operasional/ }).getByRole('radio', { name: 'Digunakan', exact: true }).check();
    // The department comes from the aside's autofill (spec §3), already chosen for this user.
    expect(await page.getByRole('combobox', { name: /Departemen/ }).first().textContent()).toContain('Departemen Gedung');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Alat berhasil ditambahkan').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'Departemen Gedung' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/Nama Alat/).fill('E2E Excavator PC210');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Edit data Alat berhasil').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await page.getByPlaceholder('Cari data…').fill('E2E Excavator');
    await expect.poll(() => pagingInfo(page)).toBe('1–1 dari 1 data');
    await page.getByRole('button', { name: 'Hapus' }).first().click();
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await expect.poll(() => page.getByText('E2E Excavator tidak ditemukan').isVisible()).toBe(true);
    await context.close();
  });

  it('shows no delete icon to a user without delete permission, and the server refuses anyway', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'staff.gedung');
    await page.goto('/tenaga-kerja/employee');
    await expect.poll(() => pagingInfo(page)).toMatch(/^1–\d+ dari \d+ data$/);
    expect(await page.getByRole('button', { name: 'Detail' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Hapus' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tambah Data' }).count()).toBe(0);
    const { body } = await api(page, 'GET', '/employee/list?limit=1');
    const refused = await api(page, 'DELETE', '/employee/delete', { id: body.data[0].id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Anda tidak memiliki akses untuk tindakan ini');
    await context.close();
  });
});
