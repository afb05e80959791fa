import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors.ts';
import { type SheetLimits, readSheet } from '../../../server/spreadsheet/read-sheet.ts';
import { buildZip } from '../../support/files.ts';

const LIMITS: SheetLimits = { maxRows: 10_000, maxColumns: 200, maxCellChars: 32_767 };

const refusal = async (bytes: Buffer, name: string, limits = LIMITS) => {
  try {
    await readSheet(bytes, name, limits);
  } catch (error) {
    return error instanceof AppError ? `${error.statusCode} ${error.messageKey}` : String(error);
  }
  return 'accepted';
};

async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Sheet1'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook written by hand: sheets in tab order as `[name, target]`, their XML by part name, and the other parts. */
function handWritten(tabs: [string, string][], parts: Record<string, string>): Buffer {
  const rels = tabs.map(([, target], i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="${target}"/>`).join('');
  const sheets = tabs.map(([name], i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  return buildZip([
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`) },
    { name: 'xl/workbook.xml', data: Buffer.from(`<workbook ${MAIN} xmlns:r="${RELATIONSHIPS}"><sheets>${sheets}</sheets></workbook>`) },
    ...Object.entries(parts).map(([name, xml]) => ({ name, data: Buffer.from(xml) })),
  ]);
}

const sheetXml = (rows: string) => `<worksheet ${MAIN}><sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const shared = (strings: readonly string[]) =>
  `<sst ${MAIN} count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`;

describe('reading an import file', () => {
  it('F2: refuses a shared-strings table holding more strings than the sheet may have cells', async () => {
    const limits = { maxRows: 10, maxColumns: 5, maxCellChars: 100 };
    const sheet = sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>');
    const strings = Array.from({ length: (limits.maxRows + 1) * limits.maxColumns }, (_, i) => `Teks ${i}`);
    const workbook = (table: string[]) => handWritten([['Sheet1', 'worksheets/sheet1.xml']], { 'xl/worksheets/sheet1.xml': sheet, 'xl/sharedStrings.xml': shared(table) });
    expect(await readSheet(workbook(strings), 'a.xlsx', limits)).toEqual({ header: ['Teks 0'], rows: [{ row: 2, cells: ['Teks 1'] }] });
    expect(await refusal(workbook([...strings, 'Satu lagi']), 'a.xlsx', limits)).toBe('422 import_zip_unsafe');
  });

  it('F2: stops at the first row past the row limit, never reading the rest of the sheet', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => `<row r="${i + 1}">${inline(`A${i + 1}`, `Baris ke-${i + 1}`)}</row>`).join('');
    // XML that fails where a reader meets it, well after the rows.
    const file = handWritten([['Sheet1', 'worksheets/sheet1.xml']], { 'xl/worksheets/sheet1.xml': sheetXml(`${rows}<row r="2001"><c r="A2001"></row>`) });
    expect(await refusal(file, 'a.xlsx', { ...LIMITS, maxRows: 3 })).toBe('422 import_too_many_rows');
    expect(await refusal(file, 'a.xlsx', LIMITS)).toBe('422 import_unreadable');
  });

  it('F2: refuses a row past the column limit and a cell past the size limit, in an xlsx and in a CSV', async () => {
    const limits = { maxRows: 100, maxColumns: 3, maxCellChars: 10 };
    const wide = await xlsx((sheet) => {
      sheet.addRow(['Nama', 'Status']);
      sheet.addRow(['a', 'b', null, 'd']);
    });
    expect(await refusal(wide, 'a.xlsx', limits)).toBe('422 import_too_many_columns');
    const long = await xlsx((sheet) => sheet.addRows([['Nama'], ['x'.repeat(11)]]));
    expect(await refusal(long, 'a.xlsx', limits)).toBe('422 import_cell_too_long');
    expect(await refusal(Buffer.from('Nama,Status\na,b,,\n'), 'a.csv', limits)).toBe('422 import_too_many_columns');
    expect(await refusal(Buffer.from(`Nama\n"${'x'.repeat(11)}"\n`), 'a.csv', limits)).toBe('422 import_cell_too_long');
    // Up to the limits is read: a row of 3 columns, a cell of 10 characters.
    expect((await readSheet(Buffer.from(`Nama,Status,\n${'x'.repeat(10)},b,c\n`), 'a.csv', limits)).rows).toEqual([{ row: 2, cells: ['x'.repeat(10), 'b', 'c'] }]);
  });

  it('keeps non-Latin text whole however the sheet is cut into pieces while it streams', async () => {
    // Characters of 2, 3 and 4 bytes in UTF-8, in an order that does not compress away.
    const alphabet = [...'éÑüßçàŁ日本語中文한국어😀🚧🏗️'];
    let seed = 7;
    const text = (length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return alphabet[seed % alphabet.length];
      }).join('');
    const texts = [text(16_000), text(15_999), text(15_998)];
    const file = await xlsx((sheet) => {
      sheet.addRow(['Catatan']);
      for (const cell of texts) sheet.addRow([cell]);
      for (const cell of texts) sheet.addRow([{ richText: [{ text: 'Awal ' }, { text: cell }] }]);
    });
    const { rows } = await readSheet(file, 'a.xlsx', LIMITS);
    expect(rows.map((row) => row.cells[0])).toEqual([...texts, ...texts.map((cell) => `Awal ${cell}`)]);
    // A CSV's first piece ends inside the first character of its last row.
    const lines = ['Catatan', ...Array.from({ length: 655 }, () => 'x'.repeat(99)), 'y'.repeat(26)];
    expect(Buffer.byteLength(`${lines.join('\n')}\n`)).toBe(65_535);
    const csv = await readSheet(Buffer.from(`${lines.join('\n')}\n${texts[0]}\n`, 'utf8'), 'a.csv', LIMITS);
    expect(csv.rows.at(-1)).toEqual({ row: 658, cells: [texts[0]] });
  });

  it('reads the first sheet in tab order, whatever its part is called', async () => {
    const file = handWritten(
      [
        ['Data', '/xl/worksheets/sheet2.xml'],
        ['Catatan', 'worksheets/sheet1.xml'],
      ],
      {
        'xl/worksheets/sheet1.xml': sheetXml(`<row r="1">${inline('A1', 'Catatan saja')}</row>`),
        'xl/worksheets/sheet2.xml': sheetXml(`<row r="1">${inline('A1', 'Nama Keahlian')}</row><row r="3">${inline('A3', 'Tukang Las')}</row>`),
      },
    );
    expect(await readSheet(file, 'a.xlsx', LIMITS)).toEqual({ header: ['Nama Keahlian'], rows: [{ row: 3, cells: ['Tukang Las'] }] });
  });

  it('reads dates typed into Excel as dates and formulas as their stored result, never evaluated', async () => {
    const file = await xlsx((sheet) => {
      sheet.addRow(['Tanggal', 'Hitungan', 'Tanpa Hasil']);
      sheet.addRow([new Date(Date.UTC(2024, 1, 29)), { formula: '1+1', result: 7 }, { formula: 'NOW()' }]);
      sheet.getCell('A2').numFmt = 'dd/mm/yyyy';
    });
    const { rows } = await readSheet(file, 'a.xlsx', LIMITS);
    expect(rows[0]!.cells).toEqual([new Date(Date.UTC(2024, 1, 29)), 7, null]);
  });

  it('reads a CSV saved by Excel in Windows-1252, with its delimiter found from the header', async () => {
    const csv = Buffer.from('Nama Keahlian;Keterangan\r\nJuru Ukur;Caf\xe9 \x80 100\r\n', 'latin1');
    expect(await readSheet(csv, 'a.csv', LIMITS)).toEqual({ header: ['Nama Keahlian', 'Keterangan'], rows: [{ row: 2, cells: ['Juru Ukur', 'Café € 100'] }] });
  });
});
