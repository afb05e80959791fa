import { type AliasedRawBuilder, type RawBuilder, sql } from 'kysely';
import { type DynamicQuery, dynamic } from './dynamic.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { applyScope, visibleFields } from './access.ts';
import type { ColumnInfo } from './columns.ts';
import type { ListParams } from './list-params.ts';
import { type TypedValue, integerRange, typedValue, valueKind } from './typed-value.ts';

type AnyQuery = DynamicQuery;

const relationAlias = (field: FieldDeclaration) => `rel_${field.name}`;

/** Row property that carries a relation's `{id, displayName}`: department_id → department. */
export const relationProperty = (field: FieldDeclaration) => field.relation?.as ?? field.name.replace(/_id$/, '');

function relatedTable(field: FieldDeclaration): string {
  const related = findModel(field.relation!.model);
  if (!related) throw new Error(`field ${field.name} relates to unknown model ${field.relation!.model}`);
  return related.table;
}

/**
 * FROM, the model's own condition and the user's scope: what every read starts from. A
 * search narrows the table's rows first, in a sub-query the planner keeps apart (OFFSET 0),
 * so a page reads the matches through their trigram indexes and sorts them, rather than
 * walking the sort column's index in the hope that matches come early. Relations are not
 * joined: selection() reads each one's name for the rows it returns.
 */
export function baseQuery(db: Database, model: ModelDeclaration, auth: RequestAuth, search?: RawBuilder<boolean>): AnyQuery {
  const from = search ? dynamic(db).selectFrom(model.table).selectAll().where(search).offset(0).as(model.table) : model.table;
  let query: AnyQuery = dynamic(db).selectFrom(from);
  if (model.where) query = query.where(model.where);
  return applyScope(query, model, auth);
}

/**
 * A relation as `{id, displayName}`, or null, read by its key for each row returned. A
 * sub-query per relation rather than a join: planning the joins of a workers' page (five
 * relations) took PostgreSQL some 20 ms against 0.4 ms to run it, and a sorted page of many
 * matches joined every match before keeping 20; a sub-query in the select list runs for the
 * rows kept only.
 */
function relationObject(model: ModelDeclaration, field: FieldDeclaration): RawBuilder<unknown> {
  const alias = relationAlias(field);
  const display = field.relation!.displayName;
  const related = sql`${sql.table(relatedTable(field))} as ${sql.table(alias)}`;
  return sql`(select json_build_object('id', ${sql.ref(`${alias}.id`)}, ${sql.lit(display)}, ${sql.ref(`${alias}.${display}`)}) from ${related} where ${sql.ref(`${alias}.id`)} = ${sql.ref(`${model.table}.${field.name}`)})`;
}

/** Selections already built, by model and then by the names of the fields they show. */
const selections = new WeakMap<ModelDeclaration, Map<string, readonly AliasedRawBuilder<unknown, string>[]>>();

/**
 * The columns a user may see, each relation as a nested `{id, displayName}` object. Built
 * once for each set of visible fields (every page of a list selects the same), as building
 * a workers' selection took about a twentieth of a list call's time in the server.
 */
export function selection(model: ModelDeclaration, auth: RequestAuth): readonly AliasedRawBuilder<unknown, string>[] {
  const fields = visibleFields(auth, model);
  const key = fields.map((field) => field.name).join(',');
  let byFields = selections.get(model);
  if (!byFields) selections.set(model, (byFields = new Map()));
  let columns = byFields.get(key);
  if (!columns) byFields.set(key, (columns = buildSelection(model, fields)));
  return columns;
}

function buildSelection(model: ModelDeclaration, fields: FieldDeclaration[]): AliasedRawBuilder<unknown, string>[] {
  const columns: AliasedRawBuilder<unknown, string>[] = [sql`${sql.ref(`${model.table}.id`)}`.as('id')];
  for (const field of fields) {
    columns.push(sql`${sql.ref(`${model.table}.${field.name}`)}`.as(field.name));
    if (field.relation) columns.push(relationObject(model, field).as(relationProperty(field)));
  }
  for (const audit of ['created_at', 'updated_at']) {
    columns.push(sql`${sql.ref(`${model.table}.${audit}`)}`.as(audit));
  }
  return columns;
}

function rangeBounds(value: unknown): [unknown, unknown] {
  if (Array.isArray(value)) return [value[0], value[1]];
  if (value && typeof value === 'object') {
    const range = value as { from?: unknown; to?: unknown; start?: unknown; end?: unknown };
    return [range.from ?? range.start, range.to ?? range.end];
  }
  return [value, value];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const isDay = (value: TypedValue) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A column of unknown type (a key the table lacks) compares as text. */
const TEXT_COLUMN: ColumnInfo = { name: '', type: 'text', nullable: true, maxLength: null, udtName: 'text' };

/** `raw` as a value of the filtered column; 422 naming the filter and the kind of value it takes. */
function filterValue(key: string, column: ColumnInfo, raw: unknown): TypedValue {
  const unwrapped = raw && typeof raw === 'object' && !Array.isArray(raw) && 'id' in raw ? (raw as { id: unknown }).id : raw;
  const value = typedValue(column, unwrapped);
  if (value !== undefined) return value;
  const [min, max] = integerRange(column);
  const shown = (typeof unwrapped === 'string' ? unwrapped : JSON.stringify(unwrapped) ?? '').slice(0, 60);
  throw new AppError(422, `invalid_filter_${valueKind(column)}`, { key, value: shown, min, max });
}

/**
 * Applies checked filters: a list means any of, a range field takes [from, to]. Each value
 * is read as its column's type and compared with the column as it is, so indexes serve it.
 */
export function applyFilters(
  query: AnyQuery,
  model: ModelDeclaration,
  filters: Record<string, unknown>,
  columns: ReadonlyMap<string, ColumnInfo>,
): AnyQuery {
  let filtered = query;
  for (const [key, value] of Object.entries(filters)) {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) continue;
    const ref = sql.ref(`${model.table}.${key}`);
    const column = columns.get(key) ?? TEXT_COLUMN;
    const field = model.fields.find((candidate) => candidate.name === key);
    if (field?.filter === 'range') {
      const [from, to] = rangeBounds(value);
      if (!isBlank(from)) filtered = filtered.where(sql<boolean>`${ref} >= ${filterValue(key, column, from)}`);
      if (!isBlank(to)) {
        const bound = filterValue(key, column, to);
        // An upper bound written as a day includes the whole day.
        filtered = filtered.where(isDay(bound) ? sql<boolean>`${ref} < (${bound}::date + 1)` : sql<boolean>`${ref} <= ${bound}`);
      }
      continue;
    }
    const values = (Array.isArray(value) ? value : [value]).map((item) => filterValue(key, column, item));
    filtered = filtered.where(sql<boolean>`${ref} in (${sql.join(values)})`);
  }
  return filtered;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A condition true when any of the text `columns` contains `search` as typed (LIKE wildcards escaped). */
export function searchCondition(columns: readonly RawBuilder<unknown>[], search: string): RawBuilder<boolean> {
  const pattern = likePattern(search);
  return sql<boolean>`(${sql.join(columns.map((column) => sql`${column} ilike ${pattern}`), sql` or `)})`;
}

/**
 * The search's condition on one field, in a form an index serves: a text column is matched
 * through its trigram index, a relation through its display name's trigram index and the
 * key's b-tree, any other column only where the search text is one of its values.
 */
function fieldMatch(model: ModelDeclaration, field: FieldDeclaration, column: ColumnInfo, search: string): RawBuilder<boolean> | undefined {
  const ref = sql.ref(`${model.table}.${field.name}`);
  if (field.relation) {
    const display = sql.ref(`${relationAlias(field)}.${field.relation.displayName}`);
    const matching = sql`select ${sql.ref(`${relationAlias(field)}.id`)} from ${sql.table(relatedTable(field))} as ${sql.table(relationAlias(field))} where ${display} ilike ${likePattern(search)}`;
    return sql<boolean>`${ref} = any(array(${matching}))`;
  }
  if (valueKind(column) === 'text') return sql<boolean>`${ref} ilike ${likePattern(search)}`;
  const value = typedValue(column, search);
  return value === undefined ? undefined : sql<boolean>`${ref} = ${value}`;
}

/** The search text matched in every searchable column and the display names of searchable relations; undefined without a search. */
export function searchMatch(
  model: ModelDeclaration,
  auth: RequestAuth,
  search: string,
  columns: ReadonlyMap<string, ColumnInfo>,
): RawBuilder<boolean> | undefined {
  const fields = searchableFields(model, auth);
  if (!search || fields.length === 0) return undefined;
  const matches = fields.flatMap((field) => fieldMatch(model, field, columns.get(field.name) ?? TEXT_COLUMN, search) ?? []);
  return matches.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(matches, sql` or `)})`;
}

/** The fields this user's search looks in. */
export const searchableFields = (model: ModelDeclaration, auth: RequestAuth) => visibleFields(auth, model).filter((field) => field.searchable);

/**
 * Orders by the checked column, then by id so pages never overlap. Blank values go last;
 * a NOT NULL column is sorted plainly, so that a descending sort can read its index.
 * `reversed` reads the same order from its end (blanks first), as a backward scan of the
 * same index does: the list's far pages are read from the end (readPage).
 */
export function applySort(
  query: AnyQuery,
  model: ModelDeclaration,
  params: Pick<ListParams, 'sortBy' | 'sort'>,
  notNull: ReadonlySet<string>,
  reversed = false,
): AnyQuery {
  const ascending = (params.sort === 'asc') !== reversed;
  const direction = ascending ? sql`asc` : sql`desc`;
  const nulls = notNull.has(params.sortBy) ? sql`` : reversed ? sql` nulls first` : sql` nulls last`;
  const ordered = query.orderBy(sql`${sql.ref(`${model.table}.${params.sortBy}`)} ${direction}${nulls}`);
  return params.sortBy === 'id' ? ordered : ordered.orderBy(sql`${sql.ref(`${model.table}.id`)} ${direction}`);
}

/**
 * Which rows of the sorted list a page holds, read from whichever end is nearer when the
 * total is known: the last page of 100,000 rows skips 20 rows from the end, not 99,980 from
 * the start. Answers the offset and limit to read, and whether they count from the end.
 */
function pageWindow(params: Pick<ListParams, 'page' | 'limit'>, total: number | undefined): { offset: number; limit: number; reversed: boolean } {
  const offset = (params.page - 1) * params.limit;
  if (total === undefined || offset + params.limit <= total - offset) return { offset, limit: params.limit, reversed: false };
  const limit = Math.max(0, Math.min(params.limit, total - offset));
  return { offset: Math.max(0, total - offset - limit), limit, reversed: true };
}

/**
 * The rows a list pages through: `sorted`, to be put in the list's order (a far page then read
 * from the end), or `ordered`, already in it (a search walked in the sort's order).
 */
export type PageSource = { sorted: AnyQuery } | { ordered: AnyQuery };

/**
 * One page of a list, with the user's columns: the page's rows are chosen first, by the
 * sort's index and the filters alone, and the columns, relations' names included, are read for
 * those rows only, so the relations' sub-selects run for the page, not for every row an OFFSET
 * skips. With the list's exact total, a far page of `sorted` rows is read from the end.
 */
export function readPage(
  db: Database,
  model: ModelDeclaration,
  auth: RequestAuth,
  params: Pick<ListParams, 'page' | 'limit' | 'search' | 'sortBy' | 'sort'>,
  notNull: ReadonlySet<string>,
  source: PageSource,
  total?: number,
) {
  let rows: AnyQuery;
  if ('ordered' in source) {
    // LIMIT and OFFSET written in and no ORDER BY of its own: the walk below is planned for the rows the page needs.
    rows = pageOf(source.ordered.selectAll(model.table), { offset: (params.page - 1) * params.limit, limit: params.limit, search: '' });
  } else {
    const window = pageWindow(params, total);
    rows = pageOf(applySort(source.sorted.selectAll(model.table), model, params, notNull, window.reversed), { ...window, search: params.search });
  }
  return applySort(dynamic(db).selectFrom(rows.as(model.table)).select(selection(model, auth)), model, params, notNull);
}

/**
 * A search walked in the list's order: the rows this user may see that pass the filters, in a
 * sub-query the planner keeps apart and plans for the few rows a page needs (it reads the
 * sort's index), the search tried on each as it comes. For a text that matches thousands of
 * rows, a page's rows come within the first few hundred; baseQuery's search, which reads every
 * match through the trigram indexes and sorts them, serves a text that matches few.
 */
export function searchInSortOrder(
  db: Database,
  model: ModelDeclaration,
  auth: RequestAuth,
  search: RawBuilder<boolean>,
  filters: Record<string, unknown>,
  columns: ReadonlyMap<string, ColumnInfo>,
  params: Pick<ListParams, 'sortBy' | 'sort'>,
  notNull: ReadonlySet<string>,
): AnyQuery {
  const inSortOrder = applySort(applyFilters(baseQuery(db, model, auth), model, filters, columns).selectAll(model.table), model, params, notNull).offset(sql.lit(0));
  return dynamic(db).selectFrom(inSortOrder.as(model.table)).where(search);
}

/**
 * The page `params` ask for. Without a search, LIMIT and OFFSET are written into the statement
 * as numbers (both are whole numbers parsed from the query): a prepared statement
 * (db/prepared-statements.ts) keeps one plan for all values only when that plan costs no more
 * than the ones made for the values given, and PostgreSQL costs a LIMIT or OFFSET it cannot
 * see as a tenth of the rows, so every page of every list was planned afresh, about a third of
 * the database's time for a page (tests/server/crud/list-plans.test.ts). A search keeps them
 * as values, so it is still planned for the text searched: one plan for all of them read the
 * workers matching 'a', nearly all of 100,000, in twice the time of the plan made for 'a'.
 */
export function pageOf<Q extends { limit(value: number | RawBuilder<number>): Q; offset(value: number | RawBuilder<number>): Q }>(
  query: Q,
  params: { offset: number; limit: number; search: string },
): Q {
  return params.search ? query.limit(params.limit).offset(params.offset) : query.limit(sql.lit(params.limit)).offset(sql.lit(params.offset));
}
