import { Readable } from 'node:stream';
import type { CellValue } from './values.ts';

/** Rows of formatted cells arriving a batch at a time. */
export type RowBatches = AsyncIterable<CellValue[][]>;

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** Column widths that fit the header and the first rows, within sensible bounds. */
export function columnWidths(headers: readonly string[], sample: readonly CellValue[][]): number[] {
  return headers.map((header, index) => {
    const longest = sample.reduce<number>((max, row) => Math.max(max, String(row[index] ?? '').length), header.length);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
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
