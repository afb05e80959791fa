import { crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../../server/spreadsheet/values.ts';
import { guardZip, inflateEntry } from '../../../server/spreadsheet/zip-guard.ts';
import { xlsxStream } from '../../../server/spreadsheet/xlsx-stream.ts';

async function collect(pieces: AsyncIterable<Buffer> | Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const piece of pieces) chunks.push(piece as Buffer);
  return Buffer.concat(chunks);
}

/** Rows in batches that arrive one event-loop turn apart, as a cursor's do. */
async function* slowly(batches: readonly CellValue[][][]): AsyncGenerator<CellValue[][]> {
  for (const batch of batches) {
    await new Promise((resolve) => setImmediate(resolve));
    yield batch;
  }
}

const LIMITS = { maxEntries: 10, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 1_000 };
const PARTS = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml'];

describe('xlsx stream', () => {
  it('writes a workbook, its sheet streamed in batches, whose parts read back whole with their names, CRC and sizes', async () => {
    const batches = Array.from({ length: 40 }, (_, b) => Array.from({ length: 500 }, (_, i): CellValue[] => [`Tenaga Kerja ${b * 500 + i} ✓`, b * 500 + i, null]));
    const bytes = await collect(xlsxStream(['Nama', 'Nomor', 'Kosong'], [20, 10, 8], slowly(batches), new Date('2026-03-15T08:30:10Z')));

    const entries = guardZip(bytes, LIMITS);
    expect(entries.map((entry) => entry.name)).toEqual(PARTS);
    for (const entry of entries) {
      const content = await collect(inflateEntry(bytes, entry));
      expect(entry.uncompressedSize).toBe(content.length);
      expect(entry.crc32).toBe(crc32(content));
    }
    const sheetEntry = entries[5]!;
    const sheet = (await collect(inflateEntry(bytes, sheetEntry))).toString('utf8');
    expect(sheet).toContain('<row r="1" s="1" customFormat="1"><c r="A1" s="1" t="str"><v>Nama</v></c>');
    expect(sheet).toContain('<row r="20001"><c r="A20001" t="str"><v>Tenaga Kerja 19999 ✓</v></c><c r="B20001"><v>19999</v></c></row>');
    expect(sheet.match(/<row /g)).toHaveLength(20_001);
    expect(sheet.endsWith('</worksheet>')).toBe(true);
    expect(sheetEntry.compressedSize).toBeLessThan(sheetEntry.uncompressedSize / 5);
  });

  it('ends the download with the error of a rows source that fails while it is read', async () => {
    async function* failing(): AsyncGenerator<CellValue[][]> {
      yield [['Budi', 1]];
      throw new Error('the database went away');
    }
    await expect(collect(xlsxStream(['Nama', 'Nomor'], [10, 10], failing()))).rejects.toThrow('the database went away');
  });
});
