import { sql } from 'kysely';
import { addColumnErrors } from '../crud/stored-values.ts';
import { dynamic } from '../crud/dynamic.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { type RequestableSubRecord, requestableColumns, requestableSubRecords } from '../models/requestable-fields.ts';
import type { FieldDeclaration } from '../models/types.ts';
import { type FieldErrors, validateFields } from '../validation/validate.ts';
import { relationTarget } from './worker-values.ts';

type Row = Record<string, unknown>;

export interface RequestLine {
  id: number;
  field_name: string;
  old_value: string | null;
  new_value: string | null;
  change_type: string;
}

interface Context {
  trx: Database;
  auth: RequestAuth;
  locale: Locale;
  errors: FieldErrors;
}

const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The id of the row of `target` named `name` (case and spaces aside), or undefined. */
async function idByName(trx: Database, target: { table: string; column: string }, name: string): Promise<number | undefined> {
  const row = await dynamic(trx)
    .selectFrom(target.table)
    .select('id')
    .where(sql<boolean>`lower(${sql.ref(target.column)}) = lower(${name})`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

const unknownValue = (ctx: Context, key: string, label: string, value: string) =>
  ((ctx.errors[key] ??= []).push(translate(ctx.locale, 'request_change_unknown_value', { field: label, value })), undefined);

/** The worker's new column values the lines ask for, each checked by the employee model's own rules. */
async function columnValues(ctx: Context, employeeId: number, lines: readonly RequestLine[]): Promise<Row> {
  const values: Row = {};
  const fields: FieldDeclaration[] = [];
  for (const line of lines) {
    const field = requestableColumns.find((candidate) => candidate.name === line.field_name)!;
    const label = field.label[ctx.locale];
    const raw = text(line.new_value);
    const target = relationTarget(field);
    values[field.name] = target && raw !== null ? ((await idByName(ctx.trx, target, raw)) ?? unknownValue(ctx, field.name, label, raw)) : raw;
    fields.push(field);
  }
  const checked = fields.filter((field) => !ctx.errors[field.name]).map((field) => ({ name: field.name, label: field.label[ctx.locale], rules: field.rules }));
  Object.assign(ctx.errors, await validateFields(checked, values, { db: ctx.trx, locale: ctx.locale, recordId: employeeId, auth: ctx.auth }));
  await addColumnErrors(ctx.trx, 'employees', checked, values, ctx.locale, ctx.errors);
  return values;
}

/** One entry a list line adds or removes: a linked row's id, or a certificate's name. */
type Entry = { list: RequestableSubRecord; add: boolean; name: string; targetId?: number };

/** The entries the list lines add and remove: 'create' adds the new one, 'deleted' removes the old one, 'update' both. */
async function listEntries(ctx: Context, lines: readonly RequestLine[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const line of lines) {
    const list = requestableSubRecords.find((candidate) => candidate.name === line.field_name)!;
    const wanted = [
      ...(line.change_type !== 'create' && text(line.old_value) ? [{ add: false, name: text(line.old_value)! }] : []),
      ...(line.change_type !== 'deleted' && text(line.new_value) ? [{ add: true, name: text(line.new_value)! }] : []),
    ];
    for (const { add, name } of wanted) {
      const targetId = list.kind === 'link' ? await idByName(ctx.trx, list.target, name) : undefined;
      if (list.kind === 'link' && targetId === undefined) {
        // Taking away what no master row names leaves the worker as asked; adding it cannot be done.
        if (add) unknownValue(ctx, list.name, list.label[ctx.locale], name);
        continue;
      }
      entries.push({ list, add, name, targetId });
    }
  }
  return entries;
}

/** Adds or removes one entry; adding what the worker has, or removing what they lack, changes nothing. */
async function writeEntry(ctx: Context, employeeId: number, entry: Entry): Promise<void> {
  const { list } = entry;
  const db = dynamic(ctx.trx);
  const match = list.kind === 'link' ? sql<boolean>`${sql.ref(list.key)} = ${entry.targetId}` : sql<boolean>`lower(${sql.ref(list.column)}) = lower(${entry.name})`;
  if (!entry.add) {
    await db.deleteFrom(list.table).where('employee_id', '=', employeeId).where(match).execute();
    return;
  }
  const present = await db.selectFrom(list.table).select('id').where('employee_id', '=', employeeId).where(match).executeTakeFirst();
  if (present) return;
  const value = list.kind === 'link' ? { [list.key]: entry.targetId } : { [list.column]: entry.name };
  const userId = ctx.auth.profile.id;
  await db.insertInto(list.table).values({ employee_id: employeeId, ...value, created_by: userId, updated_by: userId }).execute();
}

/**
 * Applies an approved request's lines to its worker inside the approval's transaction: the
 * columns first, checked by the employee model's rules (422 per field_name otherwise, and the
 * transaction rolls back), then the sub-record lists. Answers the worker's values before and
 * after, for the audit log.
 */
export async function applyLines(trx: Database, auth: RequestAuth, locale: Locale, employeeId: number, lines: readonly RequestLine[]) {
  const ctx: Context = { trx, auth, locale, errors: {} };
  const worker = (await dynamic(trx).selectFrom('employees').selectAll().where('id', '=', employeeId).forUpdate().executeTakeFirstOrThrow()) as Row;
  const isColumn = (line: RequestLine) => requestableColumns.some((field) => field.name === line.field_name);
  const isList = (line: RequestLine) => requestableSubRecords.some((list) => list.name === line.field_name);
  for (const line of lines.filter((candidate) => !isColumn(candidate) && !isList(candidate))) {
    (ctx.errors[line.field_name] ??= []).push(translate(locale, 'request_change_not_applicable', { field: line.field_name }));
  }
  const values = await columnValues(ctx, employeeId, lines.filter(isColumn));
  const entries = await listEntries(ctx, lines.filter(isList));
  if (Object.keys(ctx.errors).length > 0) throw new AppError(422, 'validation_failed', {}, ctx.errors);

  if (Object.keys(values).length > 0) {
    await dynamic(trx)
      .updateTable('employees')
      .set({ ...values, updated_by: auth.profile.id, updated_at: sql`now()` })
      .where('id', '=', employeeId)
      .execute();
  }
  for (const entry of entries) await writeEntry(ctx, employeeId, entry);
  const lists = (add: boolean) =>
    Object.fromEntries(requestableSubRecords.flatMap((list) => {
      const names = entries.filter((entry) => entry.list === list && entry.add === add).map((entry) => entry.name);
      return names.length > 0 ? [[list.name, names]] : [];
    }));
  return {
    before: { ...Object.fromEntries(Object.keys(values).map((key) => [key, worker[key]])), ...lists(false) },
    after: { ...values, ...lists(true) },
  };
}
