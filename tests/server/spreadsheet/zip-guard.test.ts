import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors.ts';
import { guardZip, inflateEntry, readCentralDirectory } from '../../../server/spreadsheet/zip-guard.ts';
import { buildZip } from '../../support/files.ts';

const refusal = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error instanceof AppError ? `${error.statusCode} ${error.messageKey}` : String(error);
  }
  return 'accepted';
};

/** Inflates one entry to its end, answering how many bytes came out. */
const inflated = async (bytes: Buffer, name: string) => {
  const entry = guardZip(bytes, { maxEntries: 2_000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: 1_000_000 }).find((candidate) => candidate.name === name)!;
  let length = 0;
  for await (const piece of inflateEntry(bytes, entry)) length += piece.length;
  return length;
};

describe('zip guard', () => {
  it('accepts a workbook exceljs wrote', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    for (let i = 0; i < 2000; i += 1) sheet.addRow([i, `Nama ${i}`, 'Aktif']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await refusal(() => guardZip(bytes))).toBe('accepted');
    expect(readCentralDirectory(bytes).length).toBeGreaterThan(5);
  });

  it('refuses more than 2,000 entries from the directory alone', async () => {
    const many = buildZip(Array.from({ length: 2_001 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') })));
    expect(await refusal(() => guardZip(many))).toBe('422 import_zip_unsafe');
  });

  it('refuses an entry compressed more than 200:1', async () => {
    const bomb = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(() => guardZip(bomb))).toBe('422 import_zip_unsafe');
  });

  it('refuses more than 100 MB in total once extracted', async () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({ name: `part${i}.bin`, data: Buffer.alloc(16), declaredSize: 4 * 1024 * 1024 }));
    expect(await refusal(() => readCentralDirectory(buildZip(entries), { maxEntries: 2_000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: Infinity }))).toBe(
      '422 import_zip_unsafe',
    );
  });

  it('inflates an entry to the size it declares', async () => {
    const honest = buildZip([{ name: 'xl/sharedStrings.xml', data: Buffer.from('a'.repeat(50_000) + 'b'.repeat(50_000)) }]);
    expect(await inflated(honest, 'xl/sharedStrings.xml')).toBe(100_000);
  });

  it('refuses an entry that inflates past the size it declares, without inflating it all', async () => {
    const liar = buildZip([{ name: 'xl/sharedStrings.xml', data: Buffer.from('a'.repeat(50_000) + 'b'.repeat(50_000)), declaredSize: 10_000 }]);
    expect(await refusal(() => inflated(liar, 'xl/sharedStrings.xml'))).toBe('422 import_zip_unsafe');
  });

  it('refuses an entry that ends short of the size it declares', async () => {
    const short = buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), declaredSize: 12 }]);
    expect(await refusal(() => inflated(short, 'xl/workbook.xml'))).toBe('422 import_zip_unsafe');
  });

  it('answers 422 unreadable for bytes that are not a zip', async () => {
    expect(await refusal(() => guardZip(Buffer.from('PK\u0003\u0004 not really a zip')))).toBe('422 import_unreadable');
  });
});
