import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { tableVersionColumns } from '../db/table-versions.ts';
import type { RequestAuth } from '../http/types.ts';
import type { KeptTotalsDeclaration, ModelDeclaration } from '../models/types.ts';
import type { ColumnInfo } from './columns.ts';
import type { ListParams } from './list-params.ts';
import { searchableFields } from './query.ts';
import { typedValue } from './typed-value.ts';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last day of `day`'s month, YYYY-MM-DD. */
function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A range filter's [from, to] when each bound is blank or a whole month's edge (its first day, its last day); undefined otherwise. */
function wholeMonths(value: unknown): [string | null, string | null] | undefined {
  let bounds: unknown[];
  if (Array.isArray(value)) bounds = [value[0], value[1]];
  else if (value && typeof value === 'object') {
    const range = value as { from?: unknown; to?: unknown; start?: unknown; end?: unknown };
    bounds = [range.from ?? range.start, range.to ?? range.end];
  } else return undefined;
  const [from, to] = bounds.map((bound) => (isBlank(bound) ? null : bound));
  if (from !== null && !(typeof from === 'string' && DAY.test(from) && from.endsWith('-01'))) return undefined;
  if (to !== null && !(typeof to === 'string' && DAY.test(to) && to === monthEnd(to))) return undefined;
  return [from as string | null, to as string | null];
}

/** The summary's conditions for the list's scope and filters; undefined when a filter is one it does not keep. */
function keptConditions(
  kept: KeptTotalsDeclaration,
  model: ModelDeclaration,
  auth: RequestAuth,
  filters: Record<string, unknown>,
  columns: ReadonlyMap<string, ColumnInfo>,
): RawBuilder<boolean>[] | undefined {
  const conditions: RawBuilder<boolean>[] = kept.where ? [sql<boolean>`${sql.raw(kept.where)}`] : [];
  if (model.scope && !auth.isSuperUser) {
    const { department_id: department, project_id: project } = auth.profile;
    conditions.push(department === null ? sql<boolean>`false` : sql<boolean>`${sql.ref(kept.scope.department)} = ${department}`);
    if (project !== null && model.scope.project) {
      if (!kept.scope.project) return undefined;
      conditions.push(sql<boolean>`${sql.ref(kept.scope.project)} = ${project}`);
    }
  }
  for (const [key, value] of Object.entries(filters)) {
    if (isBlank(value)) continue;
    const column = kept.filters[key];
    const info = columns.get(key);
    if (column && info) {
      const values = (Array.isArray(value) ? value : [value]).map((item) =>
        typedValue(info, item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item),
      );
      if (values.some((item) => item === undefined)) return undefined;
      conditions.push(sql<boolean>`${sql.ref(column)} in (${sql.join(values)})`);
      continue;
    }
    if (key !== kept.months?.filter) return undefined;
    const range = wholeMonths(value);
    if (!range) return undefined;
    const month = sql.ref(kept.months.column);
    if (range[0]) conditions.push(sql<boolean>`${month} >= ${range[0]}::date`);
    if (range[1]) conditions.push(sql<boolean>`${month} <= ${range[1]}::date`);
  }
  return conditions;
}

/**
 * The list's total and rekap read from the model's kept summary, with the change counters
 * (as countTotals selects them), when the summary covers the list: no search, and only
 * filters it keeps. Undefined when the rows must be counted.
 */
export function keptTotalsQuery(
  db: Database,
  model: ModelDeclaration,
  auth: RequestAuth,
  params: Pick<ListParams, 'search' | 'filters'>,
  columns: ReadonlyMap<string, ColumnInfo>,
): (() => Promise<Record<string, unknown>>) | undefined {
  const kept = model.keptTotals;
  if (!kept || (params.search && searchableFields(model, auth).length > 0)) return undefined;
  const conditions = keptConditions(kept, model, auth, params.filters, columns);
  if (!conditions) return undefined;
  const rekap = (model.rekap ?? []).map((item) => sql`(${sql.raw(kept.rekap[item.id] ?? 'null')})::float8 as ${sql.id(`rekap_${item.id}`)}`);
  const query = sql<Record<string, unknown>>`
    select coalesce(${sql.raw(kept.total)}, 0)::int as total, ${sql.join([...rekap, ...tableVersionColumns()])}
    from ${sql.raw(kept.from)}
    where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`}`;
  return async () => (await query.execute(db)).rows[0]!;
}
