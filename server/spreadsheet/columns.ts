import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { visibleFields } from '../crud/access.ts';
import { isSecretColumn } from '../crud/secrets.ts';
import { CHECK, CROSS, type CellValue, jakartaDate, jakartaDateTime, neutralize } from './values.ts';

/** One column of an export: its header in the request language and how a row fills it. */
export interface ExportColumn {
  header: string;
  /** Undefined for the leading ID column. */
  field?: FieldDeclaration;
  /** The cell of a row as exportRows reads it: each field under its name, a relation as its display name. */
  value(row: Record<string, unknown>): CellValue;
}

/** The header of the record id column, the same in both languages. */
export const ID_HEADER = 'ID';

/** A y/n flag rather than free text that happens to read 'y' (spec §4: Yes/no is y/n). */
export function isYesNoField(field: FieldDeclaration): boolean {
  if (field.options?.some((option) => option.value === 'y' || option.value === 'n')) return true;
  if (/(^|\|)(in|oneOf):(y,n|n,y)(\||$)/.test(field.rules ?? '')) return true;
  return !field.options && ['radio', 'checkbox', 'select'].includes(field.input ?? '');
}

/**
 * How one field's stored value (a relation's: its display name) becomes a cell, the way the
 * screens show it; text is neutralised against formulas. What depends only on the field (its
 * option labels, whether it is a y/n flag) is worked out here once, not for every row.
 */
export function cellFormatter(field: FieldDeclaration, locale: Locale): (row: Record<string, unknown>) => CellValue {
  const yesNo = isYesNoField(field);
  const labels = new Map<string, string>();
  for (const option of field.options ?? []) {
    if (!labels.has(String(option.value))) labels.set(String(option.value), neutralize(option.label[locale]));
  }
  const date = field.input === 'date' ? jakartaDate : jakartaDateTime;
  return (row) => {
    const value = row[field.name];
    if (value === null || value === undefined || value === '') return null;
    if (value === true || (yesNo && value === 'y')) return CHECK;
    if (value === false || (yesNo && value === 'n')) return CROSS;
    const label = labels.size > 0 ? labels.get(String(value)) : undefined;
    if (label !== undefined) return label;
    if (value instanceof Date) return date(value);
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'bigint') return Number(value);
    if (typeof value === 'object') return neutralize(JSON.stringify(value));
    return neutralize(String(value));
  };
}

/**
 * The columns of an export: ID first, then the list fields this user may
 * see, so a field guarded by a permission the user lacks never leaves the server,
 * and a credential column never, whoever asks.
 */
export function exportColumns(model: ModelDeclaration, auth: RequestAuth, locale: Locale): ExportColumn[] {
  const fields = visibleFields(auth, model).filter((field) => field.list !== false && !isSecretColumn(model, field.name));
  return [
    { header: ID_HEADER, value: (row) => (row.id === null || row.id === undefined ? null : Number(row.id)) },
    ...fields.map((field) => ({ header: neutralize(field.label[locale]), field, value: cellFormatter(field, locale) })),
  ];
}

/**
 * The export columns the user asked for by field name (`columns`, comma-separated: the list's
 * visible columns), ID always first; all of them when nothing was asked. A name that is not one
 * of the columns this user may export answers 422, before any query runs.
 */
export function chosenColumns(columns: readonly ExportColumn[], requested: string | undefined): ExportColumn[] {
  if (requested === undefined) return [...columns];
  const names = requested.split(',').map((name) => name.trim()).filter((name) => name !== '' && name !== 'id');
  const byName = new Map(columns.flatMap((column) => (column.field ? [[column.field.name, column] as const] : [])));
  const unknown = names.filter((name) => !byName.has(name));
  if (unknown.length > 0) throw new AppError(422, 'export_unknown_column', { columns: unknown.join(', ') });
  const wanted = new Set(names);
  return columns.filter((column) => !column.field || wanted.has(column.field.name));
}
