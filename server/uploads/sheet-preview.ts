import { AppError } from '../errors.ts';
import type { RawCell, SheetLimits } from '../spreadsheet/read-sheet.ts';
import { readSheet } from '../spreadsheet/read-sheet.ts';

/** The rows a preview shows; the answer says how many the sheet has. */
export const PREVIEW_ROWS = 100;

/**
 * How much of a sheet a preview reads: the import's reader, bounded lower. A stored file is
 * at most UPLOAD_MAX_MB, and its zip is bounded before anything is unzipped.
 */
const PREVIEW_LIMITS: SheetLimits = { maxRows: 5_000, maxColumns: 100, maxCellChars: 32_767 };

/** The file types a preview renders as a table. */
export const SHEET_EXTENSIONS = new Set(['xlsx', 'csv']);

export type PreviewCell = string | number | boolean | null;

export interface SheetPreview {
  header: string[];
  rows: PreviewCell[][];
  /** Data rows in the sheet; more than `rows` holds when past PREVIEW_ROWS. */
  total: number;
}

/** A date as the sheet shows it: exceljs reads a cell's wall time as UTC. */
function cellText(cell: RawCell): PreviewCell {
  if (!(cell instanceof Date)) return cell;
  const iso = cell.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

const TOO_LARGE = new Set(['import_too_many_rows', 'import_too_many_columns', 'import_cell_too_long', 'import_zip_unsafe']);

/** The first sheet of an .xlsx (or a .csv) as a table: its header and first 100 rows, never a formula run. */
export async function previewSheet(bytes: Buffer, filename: string): Promise<SheetPreview> {
  try {
    const sheet = await readSheet(bytes, filename, PREVIEW_LIMITS);
    return { header: sheet.header, rows: sheet.rows.slice(0, PREVIEW_ROWS).map((row) => row.cells.map(cellText)), total: sheet.rows.length };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.messageKey === 'import_no_rows') return { header: [], rows: [], total: 0 };
    if (TOO_LARGE.has(error.messageKey)) {
      throw new AppError(422, 'preview_too_large', { rows: PREVIEW_LIMITS.maxRows, columns: PREVIEW_LIMITS.maxColumns });
    }
    throw new AppError(422, 'preview_unreadable');
  }
}
