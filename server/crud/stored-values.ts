import type { Database } from '../db/database.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import type { FieldErrors } from '../validation/validate.ts';
import { type ColumnInfo, tableColumns } from './columns.ts';
import { integerRange, typedValue, valueKind } from './typed-value.ts';

/** The boolean rule's words beyond what a filter takes; PostgreSQL reads them as flags too. */
const FLAG_WORDS = new Set(['y', 'n']);

const AS_DATETIME: Pick<ColumnInfo, 'type'> = { type: 'timestamp_without_time_zone' };

/** Why `column` cannot hold `value` as sent, in `locale`; undefined when it can. */
function columnMessage(column: ColumnInfo, value: unknown, field: string, locale: Locale): string | undefined {
  const kind = valueKind(column);
  if (kind === 'boolean' && typeof value === 'string' && FLAG_WORDS.has(value.trim().toLowerCase())) return undefined;
  // A date column keeps the day of a date and time.
  if (kind === 'date' && typedValue({ ...column, ...AS_DATETIME }, value) !== undefined) return undefined;
  const typed = typedValue(column, value);
  if (typed === undefined) {
    const [min, max] = integerRange(column);
    return translate(locale, `column_${kind}`, { field, min, max });
  }
  if (kind === 'text' && column.maxLength !== null && [...String(typed)].length > column.maxLength) {
    return translate(locale, 'column_too_long', { field, max: column.maxLength });
  }
  return undefined;
}

/**
 * Adds a message for each value its column cannot hold (an id past the column's range, a
 * date 2025-02-30, text longer than the column), so a write never fails in PostgreSQL on
 * what was sent. A field already refused by its rules keeps that message alone.
 */
export async function addColumnErrors(
  db: Database,
  table: string,
  fields: readonly { name: string; label: string }[],
  values: Record<string, unknown>,
  locale: Locale,
  errors: FieldErrors,
  prefix = '',
): Promise<void> {
  const columns = await tableColumns(db, table);
  for (const field of fields) {
    const value = values[field.name];
    const column = columns.get(field.name);
    if (value === null || value === undefined || !column || errors[`${prefix}${field.name}`]) continue;
    const message = columnMessage(column, value, field.label, locale);
    if (message) errors[`${prefix}${field.name}`] = [message];
  }
}
