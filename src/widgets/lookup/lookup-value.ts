import type { ListPointer } from '../../core/config/field-config';
import { optionCode, parseLabelSpec, type LookupOption } from './lookup-options';

/** A form value item is an option object, or only its code (disable_revert, or a loaded record). */
export function isOptionObject(item: unknown): item is LookupOption {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}

/** The form value as a list of items, whatever its shape. */
export function valueItems(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** Turns a value item into an option, borrowing a known option for a bare code. */
export function toOption(item: unknown, pointer: ListPointer, known: readonly LookupOption[]): LookupOption {
  if (isOptionObject(item)) return item;
  const match = known.find((option) => optionCode(option, pointer.code) === String(item));
  return match ?? { [pointer.code]: item, [parseLabelSpec(pointer.label).key]: item };
}

/** What the form receives: option objects, or codes when disable_revert is set (spec §5). */
export function toFormValue(selection: readonly LookupOption[], pointer: ListPointer, multiple: boolean): unknown {
  const items = pointer.disable_revert ? selection.map((option) => option[pointer.code]) : [...selection];
  return multiple ? items : (items[0] ?? null);
}
