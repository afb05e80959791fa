import type { Row } from '../../core/data/data-types';

/** Spec §3: the switch field's default name. */
export const DEFAULT_SWITCH_FIELD = 'value_mapping';
/** Spec §9: mapping list page size 10 by default; choices 10/20/50/100. */
export const MAPPING_PAGE_SIZE = 10;
export const MAPPING_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The switch filter: every row, or only rows switched on (1) or off (0). */
export type SwitchFilter = 'all' | 0 | 1;

/** The list's filters: the fixed ones plus the switch field, which 'all' omits (spec §7). */
export function mappingFilters(fixed: Record<string, unknown>, switchField: string, choice: SwitchFilter): Record<string, unknown> {
  const filters = { ...fixed };
  delete filters[switchField];
  if (choice !== 'all') filters[switchField] = choice;
  return filters;
}

/** Spec §3: the row with `id` renamed to the setter id field, the switch set, plus extra params. */
export function mappingPayload(row: Row, options: { setterIdField: string; switchField: string; on: boolean; extraParams?: Record<string, unknown> }): Row {
  const { id, ...rest } = row;
  return { ...rest, [options.setterIdField]: id, [options.switchField]: options.on ? 1 : 0, ...options.extraParams };
}

/** Whether a row's switch reads as on. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}
