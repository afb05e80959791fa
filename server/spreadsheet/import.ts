import type { ImportReport } from '../../common/wire/files.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import type { ModelDeclaration } from '../models/types.ts';
import { authorize } from '../crud/access.ts';
import type { CrudContext } from '../crud/records.ts';
import { OutOfScope, saveRecords } from '../crud/save.ts';
import { ID_HEADER } from './columns.ts';
import { type PreparedRow, RowPreparer } from './import-rows.ts';
import { type SheetLimits, readSheet } from './read-sheet.ts';

export interface ImportOptions {
  dryRun: boolean;
  limits: SheetLimits;
}

/** A dry run's report (a refused commit answers it too), or what a commit wrote. */
export type ImportOutcome =
  | { kind: 'dry-run'; report: ImportReport }
  | { kind: 'committed'; created: number; updated: number };

function report(rows: readonly PreparedRow[], model: ModelDeclaration, locale: Locale): ImportReport {
  const bad = rows.filter((row) => Object.keys(row.errors).length > 0);
  const errors = bad.map((row) => ({ row: row.row, messages: row.errors }));
  const good = rows.filter((row) => Object.keys(row.errors).length === 0);
  const updated = good.filter((row) => row.id !== undefined).length;
  const named = new Set(bad.flatMap((row) => Object.keys(row.errors)));
  const labels = Object.fromEntries(
    [...named].map((name) => [name, name === 'id' ? ID_HEADER : (model.fields.find((field) => field.name === name)?.label[locale] ?? name)]),
  );
  return { total: rows.length, valid: good.length, invalid: bad.length, created: good.length - updated, updated, errors, labels };
}

const refused = (result: ImportReport) =>
  new AppError(422, 'import_invalid', { invalid: result.invalid, total: result.total }, result);

/** Every row in one transaction: all written, or none (a failure rolls the whole import back). */
async function commit(ctx: CrudContext & { auth: RequestAuth }, model: ModelDeclaration, rows: PreparedRow[]) {
  try {
    await saveRecords(ctx.db, ctx.auth, model, rows, 'import');
  } catch (error) {
    if (error instanceof OutOfScope) {
      rows[error.index]!.errors.id = [translate(ctx.locale, error.messageKey)];
      throw refused(report(rows, model, ctx.locale));
    }
    const code = (error as { code?: string }).code;
    if (code === '23505' || code === '23514' || code === '23503') throw new AppError(409, 'record_conflict', { title: model.title[ctx.locale] });
    throw error;
  }
}

/** The user an import, its template and its limits are for: create permission on a model that takes writes. */
export function importAccess(ctx: CrudContext, model: ModelDeclaration): RequestAuth {
  const auth = authorize(ctx.auth, model, 'create');
  if (model.readOnly) throw new AppError(405, 'read_only_model', { title: model.title[ctx.locale] });
  return auth;
}

/**
 * POST {endpoint}/import: reads the file, converts and validates every row as
 * the create and update calls would (create permission; update permission too
 * for rows with an ID). A dry run only reports; a commit with any invalid row
 * answers 422 with the same report and writes nothing.
 */
export async function importRecords(ctx: CrudContext, model: ModelDeclaration, file: { bytes: Buffer; filename: string }, options: ImportOptions): Promise<ImportOutcome> {
  const auth = importAccess(ctx, model);
  const sheet = await readSheet(file.bytes, file.filename, options.limits);
  const scoped = { ...ctx, auth };
  const preparer = new RowPreparer(scoped, model, sheet.header);
  if (preparer.layout.columns.length === 0) throw new AppError(422, 'import_no_columns');
  const rows = await preparer.prepareAll(sheet);
  const result = report(rows, model, ctx.locale);
  if (options.dryRun) return { kind: 'dry-run', report: result };
  if (result.invalid > 0) throw refused(result);
  await commit(scoped, model, rows);
  const updated = rows.filter((row) => row.id !== undefined).length;
  return { kind: 'committed', created: rows.length - updated, updated };
}
