import type { DisplayFormat } from '../../core/config/field-config';
import { formatActive, formatShownDate, formatLongDateTime, formatInteger, formatMoney, formatYesNo } from '../../core/format';

/** A lookup option: a dataset row whose code and label fields a pointer config names (spec §3). */
export type LookupOption = Record<string, unknown>;

/** Lookup lists show 10 rows a page and only active rows (spec §9). */
export const LOOKUP_PAGE_SIZE = 10;
/** The selected-items panel of a multi lookup shows 8 a page (spec §9). */
export const SELECTED_PAGE_SIZE = 8;
/** Spec §9's type-ahead: the search starts at 2 characters (and answers at most 10 matches, one page). */
export const TYPEAHEAD_MIN_CHARS = 2;

/** The search a typed text asks for: itself from 2 characters on, none below (the whole list). */
export function typeaheadSearch(typed: string): string {
  const text = typed.trim();
  return text.length >= TYPEAHEAD_MIN_CHARS ? text : '';
}

/** Splits a pointer label such as 'join_date|date' into the property and its format. */
export function parseLabelSpec(label: string): { key: string; format?: string } {
  const [key = '', format] = label.split('|').map((part) => part.trim());
  return format ? { key, format } : { key };
}

/** Reads a dotted path from a row. */
export function readPath(row: LookupOption, path: string): unknown {
  return path.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), row);
}

/** A value formatted by a label's '|format' suffix, through src/core/format. */
export function formatByName(value: unknown, format?: string): string {
  switch (format as DisplayFormat | undefined) {
    case 'date':
    case 'datetime':
    case 'time':
      return formatShownDate(value, format as 'date' | 'datetime' | 'time');
    case 'datetime-long':
      return formatLongDateTime(value);
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatInteger(value);
    case 'active':
      return formatActive(value);
    case 'yes-no':
      return formatYesNo(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The option's label as the pointer's label spec says. */
export function optionLabel(option: LookupOption, labelSpec: string): string {
  const { key, format } = parseLabelSpec(labelSpec);
  return formatByName(readPath(option, key), format);
}

/** The option's code as a comparable string. */
export function optionCode(option: LookupOption, code: string): string {
  return String(readPath(option, code) ?? '');
}

/** Spec §4: in single mode clicking the chosen item deselects it; another item replaces it. */
export function toggleSingle(current: LookupOption | null, option: LookupOption, code: string): LookupOption | null {
  return current && optionCode(current, code) === optionCode(option, code) ? null : option;
}

/** Spec §4: in multi mode a click toggles the item's membership. */
export function toggleMulti(current: readonly LookupOption[], option: LookupOption, code: string): LookupOption[] {
  const key = optionCode(option, code);
  return current.some((item) => optionCode(item, code) === key) ? current.filter((item) => optionCode(item, code) !== key) : [...current, option];
}

/** A static option list filtered and paged as the dataset endpoint would. */
export function pageStatic(list: readonly LookupOption[], labelSpec: string, search: string, page: number, limit: number): { data: LookupOption[]; total: number } {
  const needle = search.trim().toLowerCase();
  const matches = needle ? list.filter((option) => optionLabel(option, labelSpec).toLowerCase().includes(needle)) : [...list];
  return { data: matches.slice((page - 1) * limit, page * limit), total: matches.length };
}
