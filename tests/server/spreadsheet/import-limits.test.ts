import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type BinaryAnswer, buildZip, sendFile, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A one-sheet workbook around `sheetData`, written by hand so it can end in XML no reader gets through. */
function workbookAround(sheetData: string): Buffer {
  return buildZip([
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/workbook.xml', data: Buffer.from(`<workbook ${MAIN} xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(`<worksheet ${MAIN}><sheetData>${sheetData}`) },
  ]);
}

const textRow = (row: number, texts: string[]) =>
  `<row r="${row}">${texts.map((text, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/** CSV rows of new skills, `count` of them, numbered from `from`. */
const skillLines = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `Uji Keahlian ${from + i},Aktif`).join('\n');

/** 10,000 rows of incompressible text, just under 10 MB as xlsx. */
async function writeLargest(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Nama Keahlian', 'Status', 'Deskripsi', 'Catatan Lain']);
  for (let i = 0; i < 10_000; i += 1) sheet.addRow([`Uji Besar ${i}`, 'Aktif', randomBytes(225).toString('base64'), randomBytes(750).toString('base64')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The largest file, written once for both databases: ExcelJS takes seconds of CPU over it. */
let largestWritten: Promise<Buffer> | undefined;
const largestFile = () => (largestWritten ??= writeLargest());

describe.each([mainBackend])('import limits on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await signIn(server, 'superadmin');
  });
  afterAll(() => server?.close());

  const dryRun = (bytes: Buffer, name: string, locale?: string): Promise<BinaryAnswer> =>
    sendFile(server, '/api/skill/import?dry_run=1', { bytes, name }, { token, locale });

  it('F2: an import past the column limit is refused while reading', async () => {
    // The finding's file: 4 MB, 2 million columns.
    const wide = Buffer.from(`Nama Keahlian${',x'.repeat(1_999_999)}\nUji Lebar,Aktif\n`);
    expect(wide.length).toBeGreaterThan(4_000_000);
    const refused = await dryRun(wide, 'lebar.csv');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Baris 1 file impor berisi lebih dari 200 kolom; paling banyak 200 kolom per baris');

    // Row 2 is one column too wide; megabytes of rows follow, then a quote never closed that a reader of the whole file would stop at.
    const early = Buffer.from(`Nama Keahlian,Status\nUji Lebar,Aktif${',x'.repeat(199)}\n${skillLines(200_000)}\n"tidak ditutup`);
    expect(early.length).toBeGreaterThan(5_000_000);
    const english = await dryRun(early, 'wide.csv', 'en');
    expect(english.status).toBe(422);
    expect(english.json.message).toBe('Row 2 of the import file has more than 200 columns; at most 200 columns per row');
  });

  it('F2: an xlsx past the row limit is refused while reading', async () => {
    // 10,000 data rows are allowed; the 10,001st is refused before the sheet's broken end is reached.
    const rows = Array.from({ length: 11_000 }, (_, i) => textRow(i + 2, [`Uji Baris ${i + 1}`, 'Aktif'])).join('');
    const file = workbookAround(`${textRow(1, ['Nama Keahlian', 'Status'])}${rows}<row r="11002"><c r="A11002"></row>`);
    const { status, json } = await dryRun(file, 'banyak.xlsx');
    expect(status).toBe(422);
    expect(json.message).toBe('File impor berisi lebih dari 10000 baris; paling banyak 10000 baris sekali impor');
    const english = await dryRun(file, 'many.xlsx', 'en');
    expect(english.json.message).toBe('The import file holds more than 10000 rows; at most 10000 rows per import');
  });

  it('F2: a cell past the size limit is refused while reading', async () => {
    const csv = Buffer.from(`Nama Keahlian,Status,Deskripsi\nUji Panjang,Aktif,pendek\nUji Lebih Panjang,Aktif,${'x'.repeat(32_768)}\n${skillLines(100_000)}\n"tidak ditutup`);
    const { status, json } = await dryRun(csv, 'panjang.csv');
    expect(status).toBe(422);
    expect(json.message).toBe('Sel di baris 3 file impor berisi lebih dari 32767 karakter; paling banyak 32767 karakter per sel');
    const long = randomBytes(24_576).toString('base64');
    expect(long.length).toBe(32_768);
    const workbook = workbookAround(`${textRow(1, ['Nama Keahlian', 'Status'])}${textRow(2, [long, 'Aktif'])}</sheetData></worksheet>`);
    const english = await dryRun(workbook, 'long.xlsx', 'en');
    expect(english.status).toBe(422);
    expect(english.json.message).toBe('A cell in row 2 of the import file holds more than 32767 characters; at most 32767 characters per cell');
  });

  it('F2: three imports of the largest file the limits allow each get their answer while the server keeps answering', async () => {
    const largest = await largestFile();
    // Just under IMPORT_MAX_MB (10 MB), with IMPORT_MAX_ROWS (10,000) rows.
    expect(largest.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(largest.length).toBeLessThan(10 * 1024 * 1024);

    let answered = 0;
    const imports = Promise.all(
      [1, 2, 3].map(async () => {
        const answer = await dryRun(largest, 'terbesar.xlsx');
        answered += 1;
        return answer;
      }),
    );
    // Ask for /api/health again and again while the imports run, noting how many imports had answered by then.
    const health: { status: number; importsAnswered: number }[] = [];
    while (answered < 3) health.push({ status: (await server.call('GET', '/api/health')).status, importsAnswered: answered });
    for (const { status, json } of await imports) {
      expect(status).toBe(200);
      expect(json.message).toBe('Semua 10000 baris valid dan siap diimpor');
    }
    expect(health.every(({ status }) => status === 200)).toBe(true);
    expect(health.filter(({ importsAnswered }) => importsAnswered === 0).length).toBeGreaterThan(0);
  }, 240_000);
});
