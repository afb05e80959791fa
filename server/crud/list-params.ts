import { AppError } from '../errors.ts';
import { nulLocation } from '../http/nul-guard.ts';
import type { ModelDeclaration } from '../models/types.ts';

export interface ListParams {
  page: number;
  limit: number;
  search: string;
  sortBy: string;
  sort: 'asc' | 'desc';
  filters: Record<string, unknown>;
  /** Count every matching row, past TOTAL_COUNT_LIMIT (server/crud/list-totals.ts): `exact_total=1`. */
  exactTotal: boolean;
}

/** Largest page the list answers (spec §9's biggest choice is 100; option lists take 1000). */
export const MAX_LIST_LIMIT = 100;
export const MAX_DATASET_LIMIT = 1000;
const ALWAYS_SORTABLE = ['id', 'created_at', 'updated_at'];

/** A page or limit parameter: a whole number from 1 that counts exactly (no 1e300 page); 422 otherwise. */
export function positiveInteger(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new AppError(422, 'invalid_number', { name }, { [name]: [] });
  return parsed;
}

/** The keys a list may be filtered on: filterable fields, parent keys of child tabs, and the active flag. */
export function filterKeys(model: ModelDeclaration): Set<string> {
  const keys = new Set<string>(model.fields.filter((field) => field.filter).map((field) => field.name));
  for (const key of model.parentKeys ?? []) keys.add(key);
  if (model.activeColumn) keys.add(model.activeColumn);
  keys.add('id');
  return keys;
}

/** The `filters` parameter (spec §7: a JSON object) as an object; 422 for anything else. */
export function parseFiltersObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  let filters: unknown = raw;
  if (typeof raw === 'string') {
    try {
      filters = JSON.parse(raw);
    } catch {
      throw new AppError(422, 'invalid_filters_json');
    }
  }
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) throw new AppError(422, 'invalid_filters_json');
  // JSON inside the query: the request's own NUL check saw "\u0000" still escaped.
  const nul = nulLocation(filters);
  if (nul !== undefined) throw new AppError(422, 'nul_character', { field: `filters.${nul}` });
  return filters as Record<string, unknown>;
}

function parseFilters(raw: unknown, model: ModelDeclaration): Record<string, unknown> {
  const filters = parseFiltersObject(raw);
  const allowed = filterKeys(model);
  const unknown = Object.keys(filters).find((key) => !allowed.has(key));
  if (unknown !== undefined) throw new AppError(422, 'invalid_filter', { key: unknown || '""' });
  return filters;
}

/** Reads and checks spec §7's list parameters; anything unknown answers 422 and never reaches SQL. */
export function parseListParams(query: Record<string, unknown>, model: ModelDeclaration, maxLimit = MAX_LIST_LIMIT): ListParams {
  const page = positiveInteger(query.page, 'page', 1);
  const limit = Math.min(positiveInteger(query.limit, 'limit', 20), maxLimit);
  const sortBy = typeof query.sort_by === 'string' && query.sort_by !== '' ? query.sort_by : (model.defaultSort?.column ?? 'id');
  const sortable = model.fields.some((field) => field.name === sortBy && field.sortable && !field.hidden) || ALWAYS_SORTABLE.includes(sortBy);
  if (!sortable) throw new AppError(422, 'invalid_sort', { column: sortBy });
  const rawSort = typeof query.sort === 'string' && query.sort !== '' ? query.sort.toLowerCase() : undefined;
  if (rawSort !== undefined && rawSort !== 'asc' && rawSort !== 'desc') throw new AppError(422, 'invalid_sort_direction');
  const sort = rawSort ?? (query.sort_by ? 'desc' : (model.defaultSort?.direction ?? 'desc'));
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 200) : '';
  const exactTotal = query.exact_total === '1' || query.exact_total === 'true' || query.exact_total === true || query.exact_total === 1;
  return { page, limit, search, sortBy, sort, filters: parseFilters(query.filters, model), exactTotal };
}
