import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { guardZip, inflateEntry } from '../../../server/spreadsheet/zip-guard.ts';
import { zipStream } from '../../../server/spreadsheet/zip-stream.ts';

async function collect(pieces: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const piece of pieces) chunks.push(piece);
  return Buffer.concat(chunks);
}

async function* slowly(parts: readonly string[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    await new Promise((resolve) => setImmediate(resolve));
    yield Buffer.from(part);
  }
}

describe('zip stream', () => {
  it('writes entries, streamed in pieces, that read back whole with their names, CRC and sizes', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`);
    const entries = [
      { name: '[Content_Types].xml', content: [Buffer.from('<Types/>')] },
      { name: 'xl/worksheets/sheet1.xml', content: slowly(['<sheetData>', ...rows, '</sheetData>']) },
      { name: 'kosong.xml', content: [] },
      { name: 'Tenaga-Kerja ✓.xml', content: [Buffer.from('Budi ✓')] },
    ];
    const bytes = await collect(zipStream(entries, { level: 1, stamp: new Date('2026-03-15T08:30:10Z') }));

    const read = guardZip(bytes, { maxEntries: 10, maxTotalBytes: 10 * 1024 * 1024, maxRatio: 1_000 });
    expect(read.map((entry) => entry.name)).toEqual(['[Content_Types].xml', 'xl/worksheets/sheet1.xml', 'kosong.xml', 'Tenaga-Kerja ✓.xml']);
    const expected = ['<Types/>', `<sheetData>${rows.join('')}</sheetData>`, '', 'Budi ✓'].map((text) => Buffer.from(text));
    for (const [index, entry] of read.entries()) {
      const content = await collect(inflateEntry(bytes, entry));
      expect(content.equals(expected[index]!)).toBe(true);
      expect(entry.uncompressedSize).toBe(expected[index]!.length);
      expect(entry.crc32).toBe(crc32(expected[index]!));
    }
    expect(read[1]!.compressedSize).toBeLessThan(read[1]!.uncompressedSize / 5);
  });

  it('ends the archive with the error of an entry that fails while it is read', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from('<sheetData>');
      throw new Error('the database went away');
    }
    await expect(collect(zipStream([{ name: 'sheet.xml', content: failing() }], { level: 1, stamp: new Date() }))).rejects.toThrow('the database went away');
  });
});
