import { mkdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { chooseOption, holdRequests, launchBrowser, newPage, signIn } from './support/browser.ts';

const SHOTS = '.tmp/shots/widgets-files';

/** A file for the upload input: a PDF's header and `size` bytes in all. */
const pdfFile = (name: string, size = 600) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 32)]) });

/** A one-page PDF a browser can show. */
function realPdf(name: string) {
  const body = ['%PDF-1.4', '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj', '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj', '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj'];
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`${body.join('\n')}\ntrailer<</Root 1 0 R>>\n%%EOF\n`) };
}

/** A 1x1 PNG. */
const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
});

async function xlsxFile(name: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rekap');
  sheet.addRow(['Nama', 'Jam Kerja']);
  sheet.addRow(['Budi Santoso', 1234.5]);
  sheet.addRow(['Siti Aminah', 98]);
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

const lookupDialog = (page: Page) => page.getByRole('dialog', { name: /^Pilih / });
/** The names in the lookup's option table, one a row. */
const optionNames = (page: Page) => lookupDialog(page).locator('tbody tr td:nth-child(2)').allTextContents();

describe('the lookup picker, the multiple upload and the document preview (issue #12)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signIn(page, 'superadmin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows a lookup field with the rest of its form, never a loader in its place that gives way to a shorter field', async () => {
    await page.goto('/tenaga-kerja/employee-blacklist');
    await page.getByRole('button', { name: 'Tambah Data' }).waitFor();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { loadersSeen: string[] }).loadersSeen = seen;
      new MutationObserver(() => {
        document.querySelectorAll('form [role="status"]').forEach((loader) => seen.push(loader.getAttribute('aria-label') ?? ''));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByRole('group', { name: 'Tenaga Kerja' }).getByRole('button', { name: /Pilih/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen)).toEqual([]);
  });

  it('picks the blacklisted worker in the lookup: 10 a page, paged, searched from the 2nd letter, and saves its id', async () => {
    await page.goto('/tenaga-kerja/employee-blacklist?view=create');
    const field = page.getByRole('group', { name: 'Tenaga Kerja' });
    await field.getByRole('button', { name: /Pilih/ }).click();
    const dialog = lookupDialog(page);
    await expect.poll(async () => (await optionNames(page)).length).toBe(10);
    const firstPage = await optionNames(page);
    await dialog.getByRole('button', { name: 'Halaman berikutnya' }).click();
    await expect.poll(async () => (await optionNames(page))[0]).not.toBe(firstPage[0]);
    expect(await optionNames(page)).toHaveLength(10);

    const target = (await api(page, 'GET', '/employee/dataset?limit=1&page=7&active=1')).body.data[0] as { id: number; fullname: string; nik: string };
    const search = dialog.getByRole('searchbox', { name: 'Cari' });
    await search.fill(target.fullname.slice(0, 1));
    await expect.poll(() => dialog.getByText('Ketik minimal 2 huruf untuk mencari').isVisible()).toBe(true);
    await search.fill(target.fullname.slice(0, 2));
    await expect
      .poll(async () => (await optionNames(page)).every((name) => name.toLowerCase().includes(target.fullname.slice(0, 2).toLowerCase())))
      .toBe(true);
    await search.fill(target.nik);
    await expect.poll(() => optionNames(page)).toEqual([target.fullname]);
    await page.screenshot({ path: `${SHOTS}/lookup-single-id.png` });
    await dialog.getByRole('radio', { name: target.fullname }).check();
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => field.textContent()).toContain(target.fullname);

    await page.getByLabel('Alasan').fill('E2E lookup: dipilih lewat pencarian');
    await page.getByLabel('Tanggal Blacklist').fill('02 Nov 2026');
    await page.getByRole('radio', { name: 'Aktif', exact: true }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Blacklist Tenaga Kerja berhasil ditambahkan').isVisible()).toBe(true);
    const saved = (await api(page, 'GET', `/employee-blacklist/list?search=${encodeURIComponent('E2E lookup')}`)).body.data[0];
    expect(saved.employee_id).toBe(target.id);
  });

  it('picks several workers of a project for QR cards in the lookup, across pages, the chosen ones listed 8 a page', async () => {
    await page.goto('/tenaga-kerja/cetak-qr');
    const projects = (await api(page, 'GET', '/project-manpower/list?limit=100&filters=' + encodeURIComponent('{"active":1}'))).body.data as {
      project_id: number;
      project: { project_name: string };
      qr_number: string | null;
    }[];
    const counts = new Map<number, { name: string; count: number }>();
    for (const row of projects.filter((item) => item.qr_number)) {
      const entry = counts.get(row.project_id) ?? { name: row.project.project_name, count: 0 };
      counts.set(row.project_id, { ...entry, count: entry.count + 1 });
    }
    const [project] = [...counts.values()].sort((a, b) => b.count - a.count);
    expect(project!.count).toBeGreaterThan(10);

    await chooseOption(page, page.getByRole('region', { name: 'Pilih pekerja' }).getByRole('combobox', { name: /Proyek/ }), project!.name);
    await page.getByRole('button', { name: 'Pilih Tenaga Kerja' }).click();
    const dialog = lookupDialog(page);
    await expect.poll(async () => (await optionNames(page)).length).toBe(10);
    const boxes = dialog.locator('tbody').getByRole('checkbox');
    for (let index = 0; index < 9; index += 1) await boxes.nth(index).check();
    await dialog.getByRole('button', { name: 'Halaman berikutnya' }).first().click();
    await expect.poll(() => boxes.first().isChecked()).toBe(false);
    await boxes.first().check();
    const panel = dialog.getByRole('region', { name: 'Terpilih (10)' });
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(8);
    await panel.getByRole('button', { name: 'Halaman berikutnya' }).click();
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/lookup-multi-id.png` });
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => page.getByText('10 pekerja dipilih').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Pratinjau kartu' }).getByText('KARTU PEKERJA').count()).toBe(10);
  });

  it("uploads a worker's personal documents: 5 files at most, each below 1 MB, with progress and their original names, then previews them", async () => {
    const worker = (await api(page, 'GET', '/employee/list?limit=1')).body.data[0] as { id: number };
    await page.goto(`/tenaga-kerja/employee?view=detail&id=${worker.id}`);
    await page.getByRole('tab', { name: 'Dokumen Pribadi' }).click();
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByLabel('Nama Dokumen').fill('E2E Berkas Keluarga');
    const input = page.getByLabel('Berkas', { exact: true });

    await input.setInputFiles(Array.from({ length: 6 }, (_, index) => pdfFile(`lampiran-${index + 1}.pdf`)));
    await expect.poll(() => page.getByText('Jumlah File melebihi batas Upload').isVisible()).toBe(true);
    await input.setInputFiles([pdfFile('terlalu-besar.pdf', 1024 * 1024 + 1)]);
    await expect.poll(() => page.getByText('File terlalu besar').isVisible()).toBe(true);

    const release = await holdRequests(page, '**/api/upload');
    await input.setInputFiles([realPdf('KTP Budi Santoso.pdf'), pngFile('Foto KK.png'), await xlsxFile('Rekap Jam Kerja.xlsx')]);
    await expect.poll(() => page.getByRole('progressbar', { name: /^Mengunggah… \d+%$/ }).isVisible()).toBe(true);
    release();
    for (const name of ['KTP Budi Santoso.pdf', 'Foto KK.png', 'Rekap Jam Kerja.xlsx']) {
      await expect.poll(() => page.getByRole('button', { name, exact: true }).isVisible(), { message: name }).toBe(true);
    }
    await page.unroute('**/api/upload');
    await page.screenshot({ path: `${SHOTS}/multi-upload-id.png`, fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Dokumen Pribadi berhasil ditambahkan').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'KTP Budi Santoso.pdf', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'KTP Budi Santoso.pdf' });
    await expect.poll(() => preview.locator('iframe[data-preview="pdf"]').getAttribute('src')).toMatch(/^blob:/);
    await page.screenshot({ path: `${SHOTS}/preview-pdf-id.png` });
    await preview.getByRole('button', { name: 'Tutup' }).click();

    await page.getByRole('button', { name: 'Foto KK.png', exact: true }).click();
    const image = page.getByRole('dialog', { name: 'Foto KK.png' }).getByRole('img', { name: 'Foto KK.png' });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
    await page.getByRole('dialog', { name: 'Foto KK.png' }).getByRole('button', { name: 'Tutup' }).click();

    await page.getByRole('button', { name: 'Rekap Jam Kerja.xlsx', exact: true }).click();
    const table = page.getByRole('dialog', { name: 'Rekap Jam Kerja.xlsx' }).getByRole('table');
    await expect.poll(() => table.locator('tr').allTextContents()).toEqual(['NamaJam Kerja', 'Budi Santoso1.234,5', 'Siti Aminah98']);
    await expect.poll(() => page.getByText('Menampilkan 2 dari 2 baris').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/preview-xlsx-id.png` });
  });

  it("edits a vendor's documents in place below the vendor: a new line with its type, number, expiry and files, saved and previewed", async () => {
    const vendor = (await api(page, 'GET', '/convalsal/list?limit=1')).body.data[0] as { id: number };
    const type = (await api(page, 'GET', '/convalsal-document-type/dataset?limit=1&active=1')).body.data[0] as { document_type_name: string };
    await page.goto(`/unit-operasi/convalsals?view=detail&id=${vendor.id}`);
    await page.getByRole('tab', { name: 'Dokumen Valsal' }).click();
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    const added = page.locator('tr[data-line="new"]');
    await chooseOption(page, added.getByRole('combobox', { name: 'Tipe Dokumen 1' }), type.document_type_name);
    await added.getByLabel('Nomor Dokumen 1').fill('E2E-SIUP-001');
    await added.getByLabel('Berlaku Sampai 1').fill('30 Jun 2027');
    await added.getByLabel('Berkas 1', { exact: true }).setInputFiles([realPdf('SIUP Vendor.pdf')]);
    await expect.poll(() => added.getByRole('button', { name: 'SIUP Vendor.pdf', exact: true }).isVisible()).toBe(true);
    await added.getByRole('button', { name: 'Simpan baris 1' }).click();
    await expect.poll(() => page.getByText('Data Dokumen Valsal berhasil ditambahkan').count()).toBe(1);
    await expect.poll(() => page.locator('tr[data-line="new"]').count()).toBe(0);

    const saved = (await api(page, 'GET', `/convalsal-document/list?search=E2E-SIUP-001`)).body.data[0];
    expect(saved.expires_at).toBe('2027-06-30');
    expect(saved.files.map((file: { file_filename: { filename: string } }) => file.file_filename.filename)).toEqual(['SIUP Vendor.pdf']);
    const line = page.locator('tr[data-line]').first();
    await expect.poll(() => line.getByLabel('Nomor Dokumen 1').inputValue()).toBe('E2E-SIUP-001');
    await page.screenshot({ path: `${SHOTS}/vendor-document-lines-id.png`, fullPage: true });
    await line.getByRole('button', { name: 'SIUP Vendor.pdf', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'SIUP Vendor.pdf' }).locator('iframe[data-preview="pdf"]').count()).toBe(1);
  });
});
