import { AppError } from '../errors.ts';
import type { RawCell, SheetData, SheetLimits, SheetRow } from './read-sheet.ts';

const blank = (cells: readonly RawCell[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** A cell past `limits.maxCellChars` (422), refused the moment it is read. */
export function checkCell(cell: RawCell, row: number, limits: SheetLimits): void {
  if (typeof cell === 'string' && cell.length > limits.maxCellChars) throw new AppError(422, 'import_cell_too_long', { row, max: limits.maxCellChars });
}

/** A row past `limits.maxColumns` (422); `columns` counts up to the last cell the row holds. */
export function checkColumns(columns: number, row: number, limits: SheetLimits): void {
  if (columns > limits.maxColumns) throw new AppError(422, 'import_too_many_columns', { row, max: limits.maxColumns });
}

/**
 * Takes a sheet's rows one by one as a reader meets them, and refuses the file
 * (422) at the first row past a limit, so nothing beyond a limit is ever kept.
 * Blank rows are dropped; the first other row is the header.
 */
export class SheetCollector {
  private header?: string[];
  private readonly rows: SheetRow[] = [];

  constructor(private readonly limits: SheetLimits) {}

  add(row: number, cells: RawCell[]): void {
    checkColumns(cells.length, row, this.limits);
    for (const cell of cells) checkCell(cell, row, this.limits);
    if (blank(cells)) return;
    if (!this.header) {
      this.header = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
      return;
    }
    if (this.rows.length === this.limits.maxRows) throw new AppError(422, 'import_too_many_rows', { max: this.limits.maxRows });
    this.rows.push({ row, cells });
  }

  /** The header and the data rows; 422 when there is no data row. */
  result(): SheetData {
    if (!this.header || this.rows.length === 0) throw new AppError(422, 'import_no_rows');
    return { header: this.header, rows: this.rows };
  }
}
