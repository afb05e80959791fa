import { resolveText } from '../../core/config/resolve-text';
import type { ListPointer, Text } from '../../core/config/field-config';
import { formatByName } from '../../core/format';

/** One choice of a select, checkbox or radio field. */
export interface FieldOptionItem {
  value: string | number;
  label: string;
  tooltip?: string;
  /** The row the option came from: what arrays submit unless disable_revert (spec §5). */
  raw: Record<string, unknown>;
}

/** Reads an option from a row with the pointer's label ('name|format' honoured), code and tooltip. */
export function toOption(row: Record<string, unknown>, pointer: ListPointer, locale: string): FieldOptionItem {
  const [labelKey = 'label', format] = pointer.label.split('|');
  const rawLabel = row[labelKey] as Text | undefined | null;
  const label = typeof rawLabel === 'object' && rawLabel !== null ? resolveText(rawLabel, locale) : formatByName(rawLabel, format, locale);
  const tooltip = pointer.tooltip ? String(row[pointer.tooltip] ?? '') : undefined;
  return { value: row[pointer.code] as string | number, label, tooltip, raw: row };
}

/** The code of a stored item: an option object's code, or the item itself. */
export function codeOf(item: unknown, pointer: ListPointer | undefined): unknown {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    return record[pointer?.code ?? 'id'] ?? record.id ?? record.value;
  }
  return item;
}

/** Same code, whatever its type ('1' and 1 match). */
export const sameCode = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);
