import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from './values.ts';

/** Rows of formatted cells arriving a batch at a time. */
export type RowBatches = AsyncIterable<CellValue[][]>;

/** Sheet name default (spec §9). */
export const SHEET_NAME = 'Sheet1';

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** Column widths that fit the header and the first rows, within sensible bounds. */
export function columnWidths(headers: readonly string[], sample: readonly CellValue[][]): number[] {
  return headers.map((header, index) => {
    const longest = sample.reduce<number>((max, row) => Math.max(max, String(row[index] ?? '').length), header.length);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/**
 * An Office Open XML workbook written with exceljs's streaming writer: each
 * row is committed as it comes, so the rows never sit in memory together and
 * the sheet may hold far more than the old format's 65,536 rows.
 */
export function xlsxStream(headers: readonly string[], widths: readonly number[], batches: RowBatches): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = widths.map((width) => ({ width }));
    const header = sheet.addRow([...headers]);
    header.font = { bold: true };
    header.commit();
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(row).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
function csvField(value: CellValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly CellValue[]) => `${cells.map(csvField).join(',')}\r\n`;

/** CSV per RFC 4180 (CRLF lines), UTF-8 with a BOM so Excel reads Indonesian text right. */
export function csvStream(headers: readonly string[], batches: RowBatches): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(headers)}`;
    for await (const batch of batches) yield batch.map(csvLine).join('');
  }
  return Readable.from(lines());
}

const escapeHtml = (value: CellValue) =>
  value === null
    ? ''
    : String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A plain HTML table, every cell escaped. */
export function htmlStream(title: string, headers: readonly string[], batches: RowBatches): Readable {
  const row = (cells: readonly CellValue[], tag: 'th' | 'td') => `<tr>${cells.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>\n`;
  async function* parts() {
    yield `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>\n`;
    yield `<table border="1">\n<thead>${row(headers, 'th')}</thead>\n<tbody>\n`;
    for await (const batch of batches) yield batch.map((cells) => row(cells, 'td')).join('');
    yield '</tbody>\n</table>\n</body></html>\n';
  }
  return Readable.from(parts());
}
