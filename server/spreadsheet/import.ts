import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import type { ModelDeclaration } from '../models/types.ts';
import { authorize } from '../crud/access.ts';
import { writeAudit } from '../crud/audit.ts';
import { baseQuery } from '../crud/query.ts';
import type { CrudContext } from '../crud/records.ts';
import type { FieldErrors } from '../validation/validate.ts';
import { type PreparedRow, RowPreparer } from './import-rows.ts';
import { type SheetLimits, readSheet } from './read-sheet.ts';

/** What a dry run answers, and a refused commit too. */
export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  errors: { row: number; messages: FieldErrors }[];
}

export interface ImportOptions {
  dryRun: boolean;
  limits: SheetLimits;
}

export type ImportOutcome =
  | { kind: 'dry-run'; report: ImportReport }
  | { kind: 'committed'; created: number; updated: number };

function report(rows: readonly PreparedRow[]): ImportReport {
  const errors = rows.filter((row) => Object.keys(row.errors).length > 0).map((row) => ({ row: row.row, messages: row.errors }));
  return { total: rows.length, valid: rows.length - errors.length, invalid: errors.length, errors };
}

const refused = (result: ImportReport) =>
  new AppError(422, 'import_invalid', { invalid: result.invalid, total: result.total }, result);

/** A written row that ended outside the user's department or project. */
class OutOfScope extends Error {
  constructor(readonly row: PreparedRow) {
    super('out of scope');
  }
}

async function writeRow(trx: Database, model: ModelDeclaration, auth: RequestAuth, row: PreparedRow): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the model's table is only known at run time
  const db = trx as unknown as Kysely<any>;
  const mode = row.id === undefined ? 'create' : 'update';
  const values = { ...row.values };
  await model.beforeSave?.(values, mode);
  let id = row.id;
  if (id === undefined) {
    const inserted = await db
      .insertInto(model.table)
      .values({ ...values, created_by: auth.profile.id, updated_by: auth.profile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(inserted.id);
  } else {
    await db
      .updateTable(model.table)
      .set({ ...values, updated_by: auth.profile.id, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
  await model.afterSave?.(trx, id, values, mode, row.before);
  const visible = await baseQuery(trx, model, auth)
    .select(sql`1`.as('one'))
    .where(sql<boolean>`${sql.ref(`${model.table}.id`)} = ${id}`)
    .executeTakeFirst();
  if (!visible) throw new OutOfScope(row);
  await writeAudit(trx, { userId: auth.profile.id, model: model.name, recordId: id, action: 'import', before: row.before, after: values });
}

/** Every row in one transaction: all written, or none (a failure rolls the whole import back). */
async function commit(ctx: CrudContext & { auth: RequestAuth }, model: ModelDeclaration, rows: PreparedRow[]) {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const row of rows) await writeRow(trx, model, ctx.auth, row);
    });
  } catch (error) {
    if (error instanceof OutOfScope) {
      error.row.errors.id = [translate(ctx.locale, 'out_of_scope')];
      throw refused(report(rows));
    }
    const code = (error as { code?: string }).code;
    if (code === '23505' || code === '23514' || code === '23503') throw new AppError(409, 'record_conflict', { title: model.title[ctx.locale] });
    throw error;
  }
}

/**
 * POST {endpoint}/import: reads the file, converts and validates every row as
 * the create and update calls would (create permission; update permission too
 * for rows with an ID). A dry run only reports; a commit with any invalid row
 * answers 422 with the same report and writes nothing.
 */
export async function importRecords(ctx: CrudContext, model: ModelDeclaration, file: { bytes: Buffer; filename: string }, options: ImportOptions): Promise<ImportOutcome> {
  const auth = authorize(ctx.auth, model, 'create');
  if (model.readOnly) throw new AppError(405, 'read_only_model', { title: model.title[ctx.locale] });
  const sheet = await readSheet(file.bytes, file.filename, options.limits);
  const scoped = { ...ctx, auth };
  const preparer = new RowPreparer(scoped, model, sheet.header);
  if (preparer.layout.columns.length === 0) throw new AppError(422, 'import_no_columns');
  const rows = await preparer.prepareAll(sheet);
  const result = report(rows);
  if (options.dryRun) return { kind: 'dry-run', report: result };
  if (result.invalid > 0) throw refused(result);
  await commit(scoped, model, rows);
  const updated = rows.filter((row) => row.id !== undefined).length;
  return { kind: 'committed', created: rows.length - updated, updated };
}
