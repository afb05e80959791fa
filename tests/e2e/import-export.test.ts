import { mkdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

const SHOTS = '/tmp/shots-import13';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return workbook;
}

const rowOf = (sheet: ExcelJS.Worksheet, number: number) => Array.from({ length: sheet.columnCount }, (_, index) => sheet.getCell(number, index + 1).value);

async function xlsxFile(name: string, rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return { name, mimeType: XLSX, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

describe('import with a template and a dry run, export of the visible columns (issue #13)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dialog: Locator;
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signIn(page, 'superadmin');
    await page.goto('/unit-operasi/equipments');
    dialog = page.getByRole('dialog', { name: 'Import Alat' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('states the limits, hands out the template, counts new and updated rows before saving, then saves them', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => dialog.getByText('Paling banyak 10.000 baris per file, ukuran file di bawah 10 MB, berformat .xlsx atau .csv.').isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Unduh Template' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Template-Impor-Alat_\d{2}-\d{2}-\d{4}\.xlsx$/);
    const template = await workbookOf(download);
    const [data, rules] = template.worksheets;
    const header = rowOf(data!, 1).map(String);
    expect(header.slice(0, 4)).toEqual(['ID', 'Foto Alat', 'Tipe Alat', 'Nama Alat']);
    expect(rules!.name).toBe('Aturan');
    const example = rowOf(data!, 2);
    const at = (label: string) => header.indexOf(label);

    // A worker-made file: one row with a bad condition and no name, to be named by row and column.
    const bad = [...example];
    bad[at('Nama Alat')] = null;
    bad[at('Kondisi')] = 'Mungkin';
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles(await xlsxFile('alat-salah.xlsx', [header, example, bad]));
    const problems = dialog.getByRole('table', { name: 'Kesalahan per baris' });
    const problemCells = () => problems.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td')).slice(0, 2).map((cell) => cell.textContent)));
    await expect.poll(problemCells).toEqual(expect.arrayContaining([['3', 'Kondisi'], ['3', 'Nama Alat']]));
    expect(await dialog.getByRole('status').textContent()).toBe('1 baru, 0 diperbarui · 1 baris tidak valid');
    await page.screenshot({ path: `${SHOTS}/import-errors-id.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/import-errors-phone.png` });
    await page.setViewportSize({ width: 1366, height: 850 });
    expect(await dialog.getByRole('button', { name: 'Simpan Data' }).isDisabled()).toBe(true);

    // The example row creates; a row with the ID of a stored record updates it.
    const type = (await api(page, 'GET', '/equipment-type/dataset?limit=1')).body.data[0] as { id: number };
    const department = (await api(page, 'GET', '/department/dataset?limit=1')).body.data[0] as { id: number };
    const stored = await api(page, 'POST', '/equipment/create', {
      equipment_name: 'E2E Alat Lama',
      equipment_number: `E2E-${Date.now()}`,
      equipment_type_id: type.id,
      department_id: department.id,
      condition: 'good',
      operational_status: 'idle',
    });
    expect(stored.status).toBe(201);
    const update = [...example];
    update[at('ID')] = stored.body.data.id;
    update[at('Nama Alat')] = 'E2E Alat Diperbarui';
    update[at('Nomor Alat')] = stored.body.data.equipment_number;
    await input.setInputFiles(await xlsxFile('alat.xlsx', [header, example, update]));
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('1 baru, 1 diperbarui');
    await page.screenshot({ path: `${SHOTS}/import-dry-run-id.png` });
    await dialog.getByRole('button', { name: 'Simpan Data' }).click();
    await expect.poll(() => page.getByText('Impor Alat selesai: 1 data ditambahkan, 1 data diperbarui').isVisible()).toBe(true);
    const updated = await api(page, 'GET', `/equipment/${stored.body.data.id}/show`);
    expect(updated.body.data.equipment_name).toBe('E2E Alat Diperbarui');
    const created = await api(page, 'GET', `/equipment/list?search=${encodeURIComponent(String(example[at('Nomor Alat')]))}`);
    expect(created.body.data.map((row: { equipment_name: string }) => row.equipment_name)).toEqual(['Contoh Nama Alat']);
  });

  it('exports only the columns left visible in the list', async () => {
    await page.getByRole('button', { name: 'Atur Kolom' }).click();
    const columns = page.getByRole('dialog', { name: 'Tampilkan Kolom' });
    await columns.getByLabel('Nomor Alat').uncheck();
    await columns.getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => page.locator('table thead th').filter({ hasText: 'Nomor Alat' }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    const headers = rowOf((await workbookOf(download)).worksheets[0]!, 1);
    expect(headers).toContain('Nama Alat');
    expect(headers).not.toContain('Nomor Alat');
    expect(headers[0]).toBe('ID');
    await page.getByRole('button', { name: 'Atur Kolom' }).click();
    await columns.getByLabel('Nomor Alat').check();
    await columns.getByRole('button', { name: 'Tutup' }).click();

    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const english = page.getByRole('dialog', { name: 'Import Equipment' });
    await expect.poll(() => english.getByText('At most 10,000 rows per file, a file under 10 MB, in .xlsx or .csv format.').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/import-limits-en.png` });
  });
});
