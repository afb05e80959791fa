import type ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import { isRequired } from '../../common/validation/index.ts';
import { EXPORT_CONTENT_TYPES } from '../../common/wire/files.ts';
import type { RequestAuth } from '../http/types.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { applyScope } from '../crud/access.ts';
import type { CrudContext } from '../crud/records.ts';
import { ID_HEADER } from './columns.ts';
import { exportFileName } from './export.ts';
import { importAccess } from './import.ts';
import { RowPreparer, importableFields } from './import-rows.ts';
import { type ColumnRules, LISTED_NAMES, columnRules, headerNote } from './template-rules.ts';
import { exampleCell } from './template-example.ts';
import type { CellValue } from './values.ts';
import { SHEET_NAME } from './xlsx-stream.ts';

/** A template workbook, ready to send. */
export interface TemplateFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

type Scoped = CrudContext & { auth: RequestAuth };

/** The display names of the records a relation field may name, within the user's reach, in order; one more than listed, to tell there are more. */
async function relatedNames(ctx: Scoped, field: FieldDeclaration): Promise<string[]> {
  const related = findModel(field.relation!.model);
  if (!related) throw new Error(`field ${field.name} relates to unknown model ${field.relation!.model}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the related table is only known at run time
  let query = (ctx.db as unknown as Kysely<any>).selectFrom(related.table);
  if (related.where) query = query.where(related.where);
  const name = sql<string>`${sql.ref(`${related.table}.${field.relation!.displayName}`)}::text`;
  const rows = await applyScope(query, related, ctx.auth)
    .select(name.as('name'))
    .where(name, 'is not', null)
    .groupBy(name)
    .having(sql<boolean>`count(*) = 1`)
    .orderBy(name)
    .limit(LISTED_NAMES + 1)
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Runs the example row through the importer itself and blanks each optional cell it refuses
 * (a unique value taken, a pattern the candidates missed), so the row as sent imports.
 */
async function importableExample(ctx: Scoped, model: ModelDeclaration, header: string[], cells: CellValue[], fields: readonly FieldDeclaration[]): Promise<CellValue[]> {
  const preparer = new RowPreparer(ctx, model, header);
  const [prepared] = await preparer.prepareAll({ header, rows: [{ row: 2, cells }] });
  const refused = new Set(Object.keys(prepared?.errors ?? {}));
  return cells.map((cell, index) => {
    const field = fields[index - 1];
    return field && refused.has(field.name) && !isRequired(field.rules) ? null : cell;
  });
}

function rulesSheet(workbook: ExcelJS.Workbook, locale: Locale, rules: readonly ColumnRules[]): void {
  const sheet = workbook.addWorksheet(translate(locale, 'template_sheet_rules'));
  const keys = ['column', 'required', 'type', 'allowed', 'maxLength', 'unique', 'note'] as const;
  const titles = ['template_col_column', 'template_col_required', 'template_col_type', 'template_col_allowed', 'template_col_max', 'template_col_unique', 'template_col_note'] as const;
  sheet.columns = keys.map((key, index) => ({ key, header: translate(locale, titles[index]!), width: key === 'allowed' || key === 'note' ? 50 : 22 }));
  sheet.getRow(1).font = { bold: true };
  const no = translate(locale, 'template_no');
  sheet.addRow({ column: ID_HEADER, required: no, type: translate(locale, 'template_type_integer'), allowed: '', maxLength: null, unique: translate(locale, 'template_yes'), note: translate(locale, 'template_id_note') });
  for (const row of rules) sheet.addRow({ ...row, note: row.note || null });
  sheet.eachRow((row) => {
    row.alignment = { vertical: 'top', wrapText: true };
  });
}

/**
 * GET {endpoint}/import/template: a workbook whose first sheet has the columns the importer
 * reads (ID, then each importable field's label in the user's language) and one example row
 * the importer accepts, each header carrying its rules as a note; a second sheet lists the
 * rules of every column.
 */
export async function importTemplate(ctx: CrudContext, model: ModelDeclaration, now = new Date()): Promise<TemplateFile> {
  const scoped = { ...ctx, auth: importAccess(ctx, model) };
  const { locale } = ctx;
  const fields = importableFields(model, scoped.auth);
  const names = new Map<string, string[]>();
  for (const field of fields) if (field.relation && !field.options) names.set(field.name, await relatedNames(scoped, field));
  const stamp = String(now.getTime()).slice(-6);
  const header = [ID_HEADER, ...fields.map((field) => field.label[locale])];
  const guessed = [null, ...fields.map((field) => (field.add === false ? null : exampleCell(field, { locale, now, stamp, relatedName: names.get(field.name)?.[0] })))];
  const example = await importableExample(scoped, model, header, guessed, fields);
  const rules = fields.map((field) => columnRules(model, field, locale, names.get(field.name) ?? []));

  // Loaded on the first template asked for, as read-xlsx.ts does: a server that never makes a
  // workbook does without it (an idle server on PostgreSQL: 180 MB of memory instead of 185).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  sheet.getCell(1, 1).note = translate(locale, 'template_id_note');
  rules.forEach((rule, index) => {
    sheet.getCell(1, index + 2).note = headerNote(rule, locale);
  });
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(40, Math.max(8, String(header[index] ?? '').length + 2, String(example[index] ?? '').length + 2));
  });
  rulesSheet(workbook, locale, rules);
  const title = translate(locale, 'template_file', { title: model.title[locale] });
  return { filename: exportFileName(title, 'xlsx', now), contentType: EXPORT_CONTENT_TYPES.xlsx, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
