import type { ColumnInfo } from './columns.ts';

/** A request value read as its column's own type, so comparing it with the column can use the column's index. */
export type TypedValue = string | number | boolean;

/** What a column's values look like to a user who sent one that does not fit. */
export type ValueKind = 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'text';

const INTEGER_RANGES: Record<string, readonly [number, number]> = {
  smallint: [-32_768, 32_767],
  integer: [-2_147_483_648, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const NUMBER_TYPES = new Set(['numeric', 'double_precision', 'real']);
const TIMESTAMP_TYPES = new Set(['timestamp_with_time_zone', 'timestamp_without_time_zone']);

/** The kind of value `column` takes. */
export function valueKind(column: ColumnInfo): ValueKind {
  if (column.type in INTEGER_RANGES) return 'integer';
  if (NUMBER_TYPES.has(column.type)) return 'number';
  if (column.type === 'boolean') return 'boolean';
  if (column.type === 'date') return 'date';
  if (TIMESTAMP_TYPES.has(column.type)) return 'datetime';
  return 'text';
}

/** The smallest and largest value of an integer column. */
export const integerRange = (column: ColumnInfo) => INTEGER_RANGES[column.type] ?? INTEGER_RANGES.bigint!;

const scalarText = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined);

function integerValue(raw: unknown, [min, max]: readonly [number, number]): number | undefined {
  const text = scalarText(raw);
  if (text === undefined || !/^[+-]?\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function numberValue(raw: unknown): number | undefined {
  const text = scalarText(raw);
  if (text === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function booleanValue(raw: unknown): boolean | undefined {
  const text = typeof raw === 'boolean' ? String(raw) : scalarText(raw)?.toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
}

/** True when YYYY-MM-DD names a day of the calendar (no 2025-02-30). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateValue(raw: unknown): string | undefined {
  const text = scalarText(raw);
  return text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDay(text) ? text : undefined;
}

const DATETIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/;

function dateTimeValue(raw: unknown): string | undefined {
  const text = scalarText(raw);
  const match = text === undefined ? null : DATETIME.exec(text);
  return match && isCalendarDay(match[1]!) ? text : undefined;
}

/** `raw` as a value of `column`'s type, or undefined when it is not one (an 'abc' id, a 2025-02-30 date). */
export function typedValue(column: ColumnInfo, raw: unknown): TypedValue | undefined {
  switch (valueKind(column)) {
    case 'integer':
      return integerValue(raw, integerRange(column));
    case 'number':
      return numberValue(raw);
    case 'boolean':
      return booleanValue(raw);
    case 'date':
      return dateValue(raw);
    case 'datetime':
      return dateTimeValue(raw);
    case 'text':
      return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : undefined;
  }
}
