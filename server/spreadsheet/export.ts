import type { Readable } from 'node:stream';
import { EXPORT_CONTENT_TYPES } from '../../common/wire/files.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import type { ModelDeclaration } from '../models/types.ts';
import { authorize } from '../crud/access.ts';
import type { CrudContext } from '../crud/records.ts';
import { chosenColumns, exportColumns } from './columns.ts';
import { exportRows } from './export-rows.ts';
import type { CellValue } from './values.ts';
import { jakartaToday } from './values.ts';
import { columnWidths, csvStream, htmlStream } from './writers.ts';
import { xlsxStream } from './xlsx-stream.ts';

export const EXPORT_FORMATS = ['xls', 'xlsx', 'html', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A finished export, ready to stream to the client. */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: Readable;
}


/** Reads `format` (xls by default); xls means the Office Open XML workbook, never an HTML table renamed. */
export function parseExportFormat(raw: unknown): 'xlsx' | 'html' | 'csv' {
  const format = typeof raw === 'string' && raw !== '' ? raw.toLowerCase() : 'xls';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new AppError(422, 'export_bad_format', { formats: 'xls, html, csv' });
  }
  return format === 'xls' ? 'xlsx' : (format as 'html' | 'csv');
}

/** `{Title-with-hyphens}_{DD-MM-YYYY}` (spec §9), with characters no file system takes removed. */
export function exportFileName(title: string, extension: string, now = new Date()): string {
  const base = title
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
  return `${base}_${jakartaToday(now)}.${extension}`;
}

/**
 * GET {endpoint}/export: the list's query (search, sort, filters) without
 * paging, in the columns asked for (all by default), streamed in batches.
 * Answers 422 with spec §8's 'Data Kosong' message when nothing matches,
 * before any byte of a file is sent.
 */
export async function exportRecords(ctx: CrudContext, model: ModelDeclaration, query: Record<string, unknown>): Promise<ExportFile> {
  const format = parseExportFormat(query.format);
  const auth = authorize(ctx.auth, model, 'view');
  const columns = chosenColumns(exportColumns(model, auth, ctx.locale), typeof query.columns === 'string' ? query.columns : undefined);
  const fields = columns.flatMap((column) => (column.field ? [column.field] : []));
  const rows = exportRows(ctx, model, fields, query)[Symbol.asyncIterator]();
  const first = await rows.next();
  if (first.done) {
    throw new AppError(422, 'export_empty', {}, { title: translate(ctx.locale, 'export_empty_title') });
  }
  const toCells = (batch: Record<string, unknown>[]): CellValue[][] => batch.map((row) => columns.map((column) => column.value(row)));
  const firstCells = toCells(first.value);
  async function* batches() {
    yield firstCells;
    for (let next = await rows.next(); !next.done; next = await rows.next()) yield toCells(next.value);
  }
  const headers = columns.map((column) => column.header);
  const title = model.title[ctx.locale];
  const body =
    format === 'xlsx'
      ? xlsxStream(headers, columnWidths(headers, firstCells.slice(0, 200)), batches())
      : format === 'csv'
        ? csvStream(headers, batches())
        : htmlStream(title, headers, batches());
  return { filename: exportFileName(title, format), contentType: EXPORT_CONTENT_TYPES[format], body };
}
