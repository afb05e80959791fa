import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { AppError } from '../errors.ts';
import { extensionOf } from '../uploads/content-type.ts';
import { guardZip } from './zip-guard.ts';

/** A cell as read from a file: never a formula, only its stored value. */
export type RawCell = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number the user sees in the spreadsheet (the header is usually 1). */
  row: number;
  cells: RawCell[];
}

/** The header row and the data rows under it; blank rows are dropped. */
export interface SheetData {
  header: string[];
  rows: SheetRow[];
}

const blank = (cells: readonly RawCell[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** An exceljs cell value reduced to plain data: rich text joined, formulas replaced by their cached result (never evaluated). */
function plainCell(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return plainCell(value.text as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return String(value);
}

function split(rows: SheetRow[], maxRows: number): SheetData {
  const filled = rows.filter((row) => !blank(row.cells));
  const [header, ...data] = filled;
  if (!header || data.length === 0) throw new AppError(422, 'import_no_rows');
  if (data.length > maxRows) throw new AppError(422, 'import_too_many_rows', { rows: data.length, max: maxRows });
  return { header: header.cells.map((cell) => (cell === null ? '' : String(cell).trim())), rows: data };
}

async function readXlsx(bytes: Buffer, maxRows: number): Promise<SheetData> {
  guardZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(422, 'import_unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(422, 'import_no_rows');
  if (sheet.actualRowCount > maxRows + 1) throw new AppError(422, 'import_too_many_rows', { rows: sheet.actualRowCount - 1, max: maxRows });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ row: rowNumber, cells: Array.from(values, (value) => plainCell(value ?? null)) });
  });
  return split(rows, maxRows);
}

/** UTF-8 (with or without BOM); Excel's own "CSV" in Windows-1252 is read too. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw new AppError(422, 'import_unreadable');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Comma by default; semicolon or tab when the header line uses those (Excel in Indonesian writes ';'). */
function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  const candidates = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return count(candidates[0]!) > 0 ? candidates[0]! : ',';
}

function readCsv(bytes: Buffer, maxRows: number): SheetData {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    // Blank lines are kept as records so that the numbering matches the rows a spreadsheet shows.
    records = parse(text, { bom: true, delimiter: detectDelimiter(text), relax_column_count: true, skip_empty_lines: false });
  } catch {
    throw new AppError(422, 'import_unreadable');
  }
  return split(records.map((cells, index) => ({ row: index + 1, cells })), maxRows);
}

/** Reads the first sheet of an .xlsx (zip bounded first) or a .csv; any other file answers 422. */
export async function readSheet(bytes: Buffer, filename: string, maxRows: number): Promise<SheetData> {
  const ext = extensionOf(filename);
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (ext === 'xlsx' && isZip) return readXlsx(bytes, maxRows);
  if (ext === 'csv' && !isZip) return readCsv(bytes, maxRows);
  throw new AppError(422, 'import_bad_file');
}
