import type { ListPointer } from '../../core/config/field-config';
import { codeOf, type FieldOptionItem, sameCode } from './option-list';

/** The codes held by a multi-value field, whatever it stores (option objects or codes). */
export function selectedCodes(value: unknown, pointer: ListPointer | undefined): unknown[] {
  return Array.isArray(value) ? value.map((item) => codeOf(item, pointer)) : [];
}

/** The stored value for a set of codes: option objects, or the codes when disable_revert (spec §5). */
export function storedValue(codes: unknown[], options: FieldOptionItem[], pointer: ListPointer | undefined, previous: unknown): unknown[] {
  if (pointer?.disable_revert) return codes;
  const previousItems = Array.isArray(previous) ? previous : [];
  return codes.map((code) => {
    const option = options.find((item) => sameCode(item.value, code));
    if (option) return option.raw;
    return previousItems.find((item) => sameCode(codeOf(item, pointer), code)) ?? code;
  });
}
