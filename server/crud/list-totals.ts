import { sql } from 'kysely';
import { type TableVersions, readTableVersions, tableVersionColumns, versionStamp } from '../db/table-versions.ts';
import type { RequestAuth } from '../http/types.ts';
import { findModel } from '../models/index.ts';
import type { ModelDeclaration } from '../models/types.ts';
import type { Database } from '../db/database.ts';
import { type DynamicQuery, dynamic } from './dynamic.ts';
import type { ListParams } from './list-params.ts';
import { searchableFields } from './query.ts';

/**
 * How many matching rows a list counts, at most, when it has to count them (no kept summary
 * covers it): past this many, `total` says "more than" this many, and each `rekap` figure is
 * its figure over those rows only, a lower bound for a count or a sum. A caller that asks
 * (`exact_total=1`) gets every row counted. The cost of a count then stops growing with the
 * table: a search matching 110,000 of a million workers counts 10,001 of them.
 */
export const TOTAL_COUNT_LIMIT = 10_000;

/** A list's total and statistics (spec §3's `rekap`) over every matching row, or over the first TOTAL_COUNT_LIMIT. */
export interface Totals {
  total: number;
  rekap: Record<string, number>;
  /** True when more rows match than were counted: `total` is TOTAL_COUNT_LIMIT, `rekap` the figures of those rows. */
  capped: boolean;
}

/** The tables a model's counts read: its own (or those its view reads), its relations' (the search matches their names) and its scope's joins. */
export function countedTables(model: ModelDeclaration): string[] {
  const tables = new Set(model.reads ?? [model.table]);
  for (const field of model.fields) {
    const related = field.relation && findModel(field.relation.model);
    if (related) tables.add(related.table);
  }
  for (const ref of [model.scope?.department, model.scope?.project]) if (ref) tables.add(ref.split('.')[0]!);
  // A view's scope names the view, which has no counter: the tables it reads stand for it.
  if (model.reads) tables.delete(model.table);
  return [...tables].sort();
}

/** Lists remembered at once; the least recently used one goes first. */
const MAX_ENTRIES = 5_000;

/**
 * Totals of recent lists, each kept with the change counters of the tables it counted, so
 * paging, sorting and re-opening a list do not count 100,000 rows again, and any write to
 * those tables (through any server instance) makes the next list count afresh.
 */
export class TotalsCache {
  readonly #entries = new Map<string, { stamp: string; totals: Totals }>();

  get(key: string, stamp: string): Totals | undefined {
    const entry = this.#entries.get(key);
    if (entry?.stamp !== stamp) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.totals;
  }

  set(key: string, stamp: string, totals: Totals): void {
    this.#entries.delete(key);
    this.#entries.set(key, { stamp, totals });
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

/** What makes two lists count the same rows: the model, the caller's scope, the filters, the search with the fields it looks in, and whether every row is counted. */
function cacheKey(model: ModelDeclaration, auth: RequestAuth, params: Pick<ListParams, 'search' | 'filters' | 'exactTotal'>): string {
  const scope = model.scope && !auth.isSuperUser ? [auth.profile.department_id, auth.profile.project_id] : null;
  const searched = params.search ? searchableFields(model, auth).map((field) => field.name) : [];
  return JSON.stringify([model.name, scope, params.filters, params.search, searched, params.exactTotal]);
}

/** Counts under way in this process, by list and change counters: requests that ask for the same count at once share one. */
const counting = new Map<string, Promise<Totals>>();

/** Where countTotals keeps what it counted, and the counters the request started from. */
export interface TotalsMemory {
  cache: TotalsCache;
  versions: TableVersions | null;
}

/**
 * The total and rekap of `filtered` (the list's query before paging): remembered ones while
 * none of the counted tables changed since the request's counters were read, else read from
 * the model's kept summary when `kept` (keptTotalsQuery) covers the list, else counted; either
 * with the counters read by the same query, so what is kept matches the stamp it is kept under.
 */
export async function countTotals(
  db: Database,
  filtered: DynamicQuery,
  model: ModelDeclaration,
  auth: RequestAuth,
  params: Pick<ListParams, 'search' | 'filters' | 'exactTotal'>,
  memory?: TotalsMemory,
  kept?: () => Promise<Record<string, unknown>>,
): Promise<Totals> {
  const key = cacheKey(model, auth, params);
  const tables = countedTables(model);
  const stamp = memory?.versions ? versionStamp(memory.versions, tables) : undefined;
  const remembered = stamp ? memory!.cache.get(key, stamp) : undefined;
  if (remembered) return remembered;
  const shared = stamp ? counting.get(`${key}@${stamp}`) : undefined;
  if (shared) return shared;
  const count = readTotals(db, filtered, model, params.exactTotal, kept).then((read) => {
    memory?.cache.set(key, versionStamp(readTableVersions(read.row), tables), read.totals);
    return read.totals;
  });
  if (!stamp) return count;
  counting.set(`${key}@${stamp}`, count);
  return count.finally(() => counting.delete(`${key}@${stamp}`));
}

/** The totals from the kept summary, or counted over every matching row (`exact`) or the first TOTAL_COUNT_LIMIT + 1, with the change counters the count saw. */
async function readTotals(db: Database, filtered: DynamicQuery, model: ModelDeclaration, exact: boolean, kept?: () => Promise<Record<string, unknown>>) {
  const rows = exact ? filtered : dynamic(db).selectFrom(filtered.selectAll(model.table).limit(sql.lit(TOTAL_COUNT_LIMIT + 1)).as(model.table));
  const row = kept
    ? await kept()
    : ((await rows
        .select([
          sql<number>`count(*)::int`.as('total'),
          ...(model.rekap ?? []).map((item) => sql<number>`(${sql.raw(item.aggregate)})::float8`.as(`rekap_${item.id}`)),
          ...tableVersionColumns(),
        ])
        .executeTakeFirstOrThrow()) as Record<string, unknown>);
  const capped = !kept && !exact && Number(row.total) > TOTAL_COUNT_LIMIT;
  const totals: Totals = { total: capped ? TOTAL_COUNT_LIMIT : Number(row.total), rekap: {}, capped };
  for (const item of model.rekap ?? []) totals.rekap[item.id] = Number(row[`rekap_${item.id}`] ?? 0);
  return { row, totals };
}
