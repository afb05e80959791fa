import { AppError } from '../errors.ts';
import { extensionOf } from '../uploads/content-type.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';

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

/** How much of a sheet an import reads; a file past any of them is refused (422) while it is read. */
export interface SheetLimits {
  /** Data rows, the header and blank rows not counted. */
  maxRows: number;
  /** Columns of one row, up to its last cell. */
  maxColumns: number;
  /** Characters of one cell. */
  maxCellChars: number;
}

/** Reads the first sheet of an .xlsx or a .csv as a stream, within `limits`; any other file answers 422. */
export async function readSheet(bytes: Buffer, filename: string, limits: SheetLimits): Promise<SheetData> {
  const ext = extensionOf(filename);
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (ext === 'xlsx' && isZip) return readXlsx(bytes, limits);
  if (ext === 'csv' && !isZip) return readCsv(bytes, limits);
  throw new AppError(422, 'import_bad_file');
}
