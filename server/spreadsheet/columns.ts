import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { visibleFields } from '../crud/access.ts';
import { relationProperty } from '../crud/query.ts';
import { isSecretColumn } from '../crud/secrets.ts';
import { CHECK, CROSS, type CellValue, jakartaDate, jakartaDateTime, neutralize } from './values.ts';

/** One column of an export: its header in the request language and how a row fills it. */
export interface ExportColumn {
  header: string;
  /** Undefined for the leading ID column. */
  field?: FieldDeclaration;
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

const isYes = (field: FieldDeclaration, value: unknown) => value === true || (value === 'y' && isYesNoField(field));
const isNo = (field: FieldDeclaration, value: unknown) => value === false || (value === 'n' && isYesNoField(field));

/** Formats one stored value the way the screens show it; text is neutralised against formulas. */
export function formatCell(field: FieldDeclaration, row: Record<string, unknown>, locale: Locale): CellValue {
  let value = row[field.name];
  if (field.relation) {
    const related = row[relationProperty(field)] as Record<string, unknown> | null | undefined;
    value = related?.[field.relation.displayName] ?? null;
  }
  if (value === null || value === undefined || value === '') return null;
  if (isYes(field, value)) return CHECK;
  if (isNo(field, value)) return CROSS;
  const option = field.options?.find((candidate) => String(candidate.value) === String(value));
  if (option) return neutralize(option.label[locale]);
  if (value instanceof Date) return field.input === 'date' ? jakartaDate(value) : jakartaDateTime(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'object') return neutralize(JSON.stringify(value));
  return neutralize(String(value));
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
    ...fields.map((field) => ({
      header: neutralize(field.label[locale]),
      field,
      value: (row: Record<string, unknown>) => formatCell(field, row, locale),
    })),
  ];
}
