import { type RawBuilder, sql } from 'kysely';
import type { DatasetAnswer, ListAnswer, Row } from '../../common/wire/records.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import type { ChildDeclaration, FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { findModel } from '../models/index.ts';
import { type DatabaseQuestion, BatchLookups, type RuleLookups } from '../validation/batch-lookups.ts';
import { type FieldErrors, type FieldToValidate, databaseQuestions, validateFields } from '../validation/validate.ts';
import type { CallerColumns, PendingCaller } from '../auth/pending-caller.ts';
import { authorize, holds } from './access.ts';
import { notNullColumns, tableColumns } from './columns.ts';
import { recordIdFrom } from './record-id.ts';
import { addColumnErrors } from './stored-values.ts';
import { writeAudit } from './audit.ts';
import { attachFiles, saveFiles, validateFiles } from './file-children.ts';
import { type DynamicQuery, dynamic } from './dynamic.ts';
import { keptTotalsQuery } from './kept-totals.ts';
import { type Totals, type TotalsMemory, countTotals } from './list-totals.ts';
import { type ListParams, parseFiltersObject, parseListParams } from './list-params.ts';
import { type PageSource, applyFilters, baseQuery, readPage, searchInSortOrder, searchMatch, selection } from './query.ts';
import { saveRecords } from './save.ts';

export interface CrudContext {
  db: Database;
  auth: RequestAuth | null;
  locale: Locale;
  /** Where lists keep their totals between calls; without it every list counts afresh. */
  totals?: TotalsMemory;
  /** A caller taken from memory, whose session the route's statement checks (`sessionInQuery`). */
  caller?: PendingCaller | null;
}

/** The model's rows this user may see that match the search and filters, their relations joined. */
export async function filteredQuery(ctx: CrudContext & { auth: RequestAuth }, model: ModelDeclaration, params: Pick<ListParams, 'search' | 'filters'>) {
  const columns = await tableColumns(ctx.db, model.table);
  const search = searchMatch(model, ctx.auth, params.search, columns);
  return applyFilters(baseQuery(ctx.db, model, ctx.auth, search), model, params.filters, columns);
}

/** The list's total and rekap: kept ones when the model keeps them for these filters, else counted. */
async function listTotals(ctx: CrudContext & { auth: RequestAuth }, filtered: DynamicQuery, model: ModelDeclaration, params: ListParams) {
  const kept = model.keptTotals && keptTotalsQuery(ctx.db, model, ctx.auth, params, await tableColumns(ctx.db, model.table));
  return countTotals(ctx.db, filtered, model, ctx.auth, params, ctx.totals, kept);
}

/**
 * A page of a list and its totals. Without a search, the first page is read beside its totals,
 * a later one once they are known (usually kept, or remembered from the first page) so that a
 * page past the middle is read from the end. A search is counted first (cheaply: at most
 * TOTAL_COUNT_LIMIT + 1 matches): a text that matches fewer has its matches read through the
 * trigram indexes and sorted; one that matches more is walked in the list's order, so neither
 * reads or sorts every match to show a page.
 */
async function pageAndTotals(ctx: CrudContext & { auth: RequestAuth }, model: ModelDeclaration, params: ListParams): Promise<{ totals: Totals; data: Row[] }> {
  const { auth } = ctx;
  const columns = await tableColumns(ctx.db, model.table);
  const search = searchMatch(model, auth, params.search, columns);
  const filtered = applyFilters(baseQuery(ctx.db, model, auth, search), model, params.filters, columns);
  const notNull = await notNullColumns(ctx.db, model.table);
  const page = (source: PageSource, totals?: Totals) =>
    readPage(ctx.db, model, auth, params, notNull, source, totals && !totals.capped ? totals.total : undefined).execute() as Promise<Row[]>;
  const counting = listTotals(ctx, filtered, model, params);
  if (!search && params.page === 1) {
    const [totals, data] = await Promise.all([counting, page({ sorted: filtered })]);
    return { totals, data };
  }
  const totals = await counting;
  const walk = search && totals.capped;
  const source = walk ? { ordered: searchInSortOrder(ctx.db, model, auth, search, params.filters, columns, params, notNull) } : { sorted: filtered };
  return { totals, data: await page(source, totals) };
}

/** GET {endpoint}/list: one page, its total and the model's statistics over every matching row (or the first TOTAL_COUNT_LIMIT). */
export async function listRecords(ctx: CrudContext, model: ModelDeclaration, query: Record<string, unknown>): Promise<ListAnswer> {
  const auth = authorize(ctx.auth, model, 'view');
  const params = parseListParams(query, model);
  const { totals, data } = await pageAndTotals({ ...ctx, auth }, model, params);
  // A document's files show in its list and its lines, not only in its detail.
  await attachFiles(ctx.db, model.children, data);
  return { data, total: totals.total, totalPage: Math.ceil(totals.total / params.limit), rekap: totals.rekap, total_capped: totals.capped };
}

/** Parses 'name=value,name=value' (spec §7 dataset query) into filters. */
function parseNamedValues(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string' || raw === '') return {};
  const filters: Record<string, unknown> = {};
  for (const pair of raw.split(',')) {
    const [name, ...value] = pair.split('=');
    if (name) filters[name.trim()] = value.join('=').trim();
  }
  return filters;
}

/** GET {endpoint}/dataset: option lists for selects and lookups (spec §7). */
export async function datasetRecords(ctx: CrudContext, model: ModelDeclaration, query: Record<string, unknown>): Promise<DatasetAnswer> {
  const auth = model.openDataset && ctx.auth ? ctx.auth : authorize(ctx.auth, model, 'view');
  const reserved = new Set(['search', 'page', 'limit', 'active', 'extras', 'query', 'sort_by', 'sort', 'filters', 'exact_total']);
  const direct = Object.fromEntries(Object.entries(query).filter(([key]) => !reserved.has(key)));
  const filters: Record<string, unknown> = { ...direct, ...parseNamedValues(query.query) };
  Object.assign(filters, parseFiltersObject(query.filters));
  if (model.activeColumn && query.active !== undefined && query.active !== '') filters[model.activeColumn] = query.active;
  const params = parseListParams(
    { page: query.page, limit: query.limit ?? 1000, search: query.search, sort_by: query.sort_by ?? model.labelColumn, sort: query.sort ?? 'asc', filters: JSON.stringify(filters), exact_total: query.exact_total },
    model,
    1000,
  );
  const { totals, data } = await pageAndTotals({ ...ctx, auth }, model, params);
  return { data, total: totals.total, total_capped: totals.capped };
}

/**
 * A sub-record list as one JSON array, read for the record `model.table.id` of the query it is
 * selected in, oldest first, as spec §3 shows it: a many-to-many's targets as `{id, label}`,
 * a has-many's entries with their columns, a files child's entries as multi-upload entries.
 */
function childrenJson(model: ModelDeclaration, child: ChildDeclaration): RawBuilder<unknown> {
  const owner = sql.ref(`${model.table}.id`);
  const link = sql.ref(`child.${child.foreignKey}`);
  if (child.kind === 'many-to-many') {
    const target = findModel(child.targetModel)!;
    const label = target.labelColumn;
    return sql`(select coalesce(json_agg(json_build_object('id', target.id, ${sql.lit(label)}, ${sql.ref(`target.${label}`)}) order by target.id), '[]')
      from ${sql.table(child.table)} as child join ${sql.table(target.table)} as target on target.id = ${sql.ref(`child.${child.targetKey}`)}
      where ${link} = ${owner})`;
  }
  if (child.kind === 'files') {
    return sql`(select coalesce(json_agg(json_build_object('id', child.id, 'file_filename', json_build_object('url', child.url, 'filename', child.filename)) order by child.id), '[]')
      from ${sql.table(child.table)} as child where ${link} = ${owner})`;
  }
  const columns = sql.join([sql`'id', child.id`, ...child.columns.map((column) => sql`${sql.lit(column.name)}, ${sql.ref(`child.${column.name}`)}`)]);
  return sql`(select coalesce(json_agg(json_build_object(${columns}) order by child.id), '[]') from ${sql.table(child.table)} as child where ${link} = ${owner})`;
}

/** The record `id` with the user's columns, and with its sub-records when `withChildren`: one statement. */
async function findVisible(ctx: CrudContext & { auth: RequestAuth }, model: ModelDeclaration, id: number, withChildren = false): Promise<Row | undefined> {
  const { row } = await readVisible(ctx, model, id, withChildren);
  return row;
}

/**
 * `findVisible`'s statement, which checks the caller's session too when the caller was taken
 * from memory: the record joined to the session's row, no row at all when it is not live.
 */
async function readVisible(
  ctx: CrudContext & { auth: RequestAuth },
  model: ModelDeclaration,
  id: number,
  withChildren: boolean,
  caller?: PendingCaller,
): Promise<{ row: Row | undefined; caller?: CallerColumns }> {
  const children = withChildren ? (model.children ?? []).map((child) => childrenJson(model, child).as(child.name)) : [];
  const record = baseQuery(ctx.db, model, ctx.auth)
    .select([...selection(model, ctx.auth), ...children])
    .where(sql<boolean>`${sql.ref(`${model.table}.id`)} = ${id}`);
  let row: Row | undefined;
  let session: CallerColumns | undefined;
  if (caller) {
    const joined = (await dynamic(ctx.db)
      .selectFrom(caller.columns(ctx.db).as('caller'))
      .leftJoinLateral(record.as('record'), (join) => join.onTrue())
      .selectAll('record')
      .select(['caller.session_id as caller_session_id', 'caller.table_versions as caller_table_versions', 'caller.versions_today as caller_versions_today'])
      .executeTakeFirst()) as Row | undefined;
    if (joined) {
      const { caller_session_id: sessionId, caller_table_versions: tableVersions, caller_versions_today: versionsToday, ...rest } = joined;
      session = { session_id: sessionId as number, table_versions: tableVersions, versions_today: versionsToday };
      row = rest.id === null ? undefined : rest;
    }
  } else {
    row = (await record.executeTakeFirst()) as Row | undefined;
  }
  // PGlite's worker may hand a json column over as its text.
  for (const child of row && withChildren ? (model.children ?? []) : []) if (typeof row![child.name] === 'string') row![child.name] = JSON.parse(row![child.name] as string);
  return { row, caller: session };
}

/**
 * GET {endpoint}/{id}/show: one record with its relations and sub-records, in one statement;
 * 404 outside the user's scope. A caller taken from memory is checked in that statement, and
 * read afresh first when the remembered permissions would refuse.
 */
export async function showRecord(ctx: CrudContext, model: ModelDeclaration, rawId: unknown): Promise<Row> {
  const pending = ctx.caller?.settled === false ? ctx.caller : undefined;
  if (pending && !(ctx.auth && holds(ctx.auth, `view-${model.permission}`))) return showRecord({ ...ctx, auth: await pending.inFull(), caller: null }, model, rawId);
  const auth = authorize(ctx.auth, model, 'view');
  const id = await recordIdFrom(ctx.db, model.table, rawId);
  const { row, caller } = await readVisible({ ...ctx, auth }, model, id, true, pending);
  const fresh = pending && (await pending.confirm(caller));
  if (fresh) return showRecord({ ...ctx, auth: fresh, caller: null }, model, rawId);
  if (!row) throw notFound();
  return row;
}

const label = (field: { label: { id: string; en: string } }, locale: Locale) => field.label[locale];

/** Trims text, turns '' into null and `{id}` objects into their id. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

function writableFields(model: ModelDeclaration, mode: 'create' | 'update'): FieldDeclaration[] {
  return model.fields.filter((field) => !field.readOnly && (mode === 'create' ? field.add !== false : field.edit !== false));
}

function childIds(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown; value?: unknown; code?: unknown }).id ?? (item as { code?: unknown }).code : item));
}

/** A has-many entry's values as its columns read them. */
const entryValues = (columns: readonly FieldDeclaration[], entry: unknown) => Object.fromEntries(columns.map((column) => [column.name, normalize((entry as Row)?.[column.name])]));

/**
 * Every `unique` and `exists` question a record's fields and sub-records ask, read in one
 * statement before they are checked: a worker's create asked seven queries one after another.
 */
async function recordLookups(ctx: CrudContext, model: ModelDeclaration, fields: readonly FieldToValidate[], values: Row, body: Row): Promise<BatchLookups> {
  const lookups = new BatchLookups();
  const ask = (questions: readonly DatabaseQuestion[]) => questions.forEach((question) => lookups.ask(question));
  ask(databaseQuestions(fields, values));
  for (const child of model.children ?? []) {
    const value = body[child.name];
    if (!Array.isArray(value) || child.kind === 'files') continue;
    if (child.kind === 'many-to-many') {
      ask(databaseQuestions([{ name: child.name, label: child.name, rules: `exists:${findModel(child.targetModel)!.table},id` }], { [child.name]: childIds(value) }));
      continue;
    }
    const columns = child.columns.map((column) => ({ name: column.name, label: column.name, rules: column.rules }));
    for (const entry of value) ask(databaseQuestions(columns, entryValues(child.columns, entry)));
  }
  await lookups.load(ctx.db, ctx.auth);
  return lookups;
}

async function validateChildren(ctx: CrudContext & { lookups: RuleLookups }, model: ModelDeclaration, body: Row, errors: FieldErrors): Promise<void> {
  for (const child of model.children ?? []) {
    const value = body[child.name];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      errors[child.name] = [`${label(child, ctx.locale)}: array`];
      continue;
    }
    if (child.kind === 'files') {
      validateFiles(child, value, ctx.locale, errors);
      continue;
    }
    if (child.kind === 'many-to-many') {
      const ids = childIds(value);
      if (ids.length === 0) continue;
      const target = findModel(child.targetModel)!;
      Object.assign(
        errors,
        await validateFields([{ name: child.name, label: label(child, ctx.locale), rules: `exists:${target.table},id` }], { [child.name]: ids }, ctx),
      );
      continue;
    }
    const columns = child.columns.map((column) => ({ name: column.name, label: label(column, ctx.locale), rules: column.rules }));
    for (const [index, entry] of value.entries()) {
      const values = entryValues(child.columns, entry);
      const entryErrors = await validateFields(columns, values, ctx);
      for (const [name, messages] of Object.entries(entryErrors)) errors[`${child.name}.${index}.${name}`] = messages;
      await addColumnErrors(ctx.db, child.table, columns, values, ctx.locale, errors, `${child.name}.${index}.`);
    }
  }
}

/** Writes the sub-records the body sends, each list whole: an update's replace the stored ones, a new record has none to replace. */
async function saveChildren(trx: Database, model: ModelDeclaration, id: number, body: Row, mode: 'create' | 'update'): Promise<void> {
  for (const child of model.children ?? []) {
    const value = body[child.name];
    if (!Array.isArray(value)) continue;
    if (child.kind === 'files') {
      await saveFiles(trx, child, id, value);
      continue;
    }
    const db = dynamic(trx);
    if (mode === 'update') await db.deleteFrom(child.table).where(child.foreignKey, '=', id).execute();
    const rows = childRows(child, id, value);
    if (rows.length > 0) await db.insertInto(child.table).values(rows).execute();
  }
}

function childRows(child: Exclude<ChildDeclaration, { kind: 'files' }>, id: number, value: unknown[]): Row[] {
  if (child.kind === 'many-to-many') {
    return [...new Set(childIds(value).map(Number))].map((targetId) => ({ [child.foreignKey]: id, [child.targetKey]: targetId }));
  }
  return value.map((entry) => ({
    [child.foreignKey]: id,
    ...Object.fromEntries(child.columns.map((column) => [column.name, normalize((entry as Row)?.[column.name]) ?? null])),
  }));
}

function databaseError(error: unknown, model: ModelDeclaration, locale: Locale): never {
  const code = (error as { code?: string }).code;
  if (code === '23503' || code === '23001') throw new AppError(409, 'record_in_use', { title: model.title[locale] });
  if (code === '23505' || code === '23514') throw new AppError(409, 'record_conflict', { title: model.title[locale] });
  throw error;
}

/** Values from the body for the writable fields, defaulting the department for department-scoped users. */
function pickValues(model: ModelDeclaration, auth: RequestAuth, body: Row, mode: 'create' | 'update'): Row {
  const values: Row = {};
  for (const field of writableFields(model, mode)) {
    if (field.name in body) values[field.name] = normalize(body[field.name]);
  }
  const departmentColumn = model.scope?.department?.split('.');
  if (mode === 'create' && !auth.isSuperUser && departmentColumn?.[0] === model.table && values[departmentColumn[1]!] == null) {
    if (model.fields.some((field) => field.name === departmentColumn[1])) values[departmentColumn[1]!] = auth.profile.department_id;
  }
  return values;
}

async function validateRecord(ctx: CrudContext, model: ModelDeclaration, values: Row, body: Row, mode: 'create' | 'update', recordId?: number) {
  const fields = writableFields(model, mode).map((field) => ({
    name: field.name,
    label: label(field, ctx.locale),
    rules: mode === 'update' ? (field.updateRules ?? field.rules) : field.rules,
  }));
  const lookups = await recordLookups(ctx, model, fields, { ...body, ...values }, body);
  const errors = await validateFields(fields, { ...body, ...values }, { db: ctx.db, locale: ctx.locale, recordId, auth: ctx.auth, lookups });
  await addColumnErrors(ctx.db, model.table, fields, values, ctx.locale, errors);
  await validateChildren({ ...ctx, lookups }, model, body, errors);
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validation_failed', {}, errors);
}

function ensureWritable(model: ModelDeclaration) {
  if (model.readOnly) throw new AppError(405, 'read_only_model', { title: model.title.id });
}

/** Refuses to change or delete a record its model's lock has closed, with the lock rule's message under its column. */
async function ensureOpen(ctx: CrudContext, model: ModelDeclaration, stored: Row) {
  if (!model.lockedBy) return;
  const { column, rules } = model.lockedBy;
  const field = model.fields.find((item) => item.name === column);
  const errors = await validateFields([{ name: column, label: field ? label(field, ctx.locale) : column, rules }], stored, { db: ctx.db, locale: ctx.locale, auth: ctx.auth });
  const message = errors[column]?.[0];
  if (message) throw new AppError(422, 'record_closed', { reason: message }, errors);
}

/**
 * Validates a new record from `body` and writes it with its sub-records through the one save
 * pipeline, as `auth`; `fixed` are values the server sets that no body may (a status, a
 * department). The form's create and the field app's worker registration both come here.
 * Answers the new id.
 */
export async function insertRecord(ctx: CrudContext, auth: RequestAuth, model: ModelDeclaration, body: Row, fixed: Row = {}): Promise<number> {
  ensureWritable(model);
  const values = { ...model.createDefaults, ...pickValues(model, auth, body, 'create'), ...fixed };
  await validateRecord({ ...ctx, auth }, model, values, body, 'create');
  const [id] = await saveRecords(ctx.db, auth, model, [{ values, children: (trx, newId) => saveChildren(trx, model, newId, body, 'create') }]).catch((error: unknown) =>
    databaseError(error, model, ctx.locale),
  );
  return id!;
}

/** POST {endpoint}/create: validates, writes the record and its sub-records in one transaction. */
export async function createRecord(ctx: CrudContext, model: ModelDeclaration, body: Row) {
  const auth = authorize(ctx.auth, model, 'create');
  const id = await insertRecord(ctx, auth, model, body);
  return { message: ['record_created', model.title] as const, data: await showRecord(ctx, model, id) };
}

/** PUT {endpoint}/update: the body is merged onto the stored record, validated and written whole. */
export async function updateRecord(ctx: CrudContext, model: ModelDeclaration, body: Row) {
  const auth = authorize(ctx.auth, model, 'update');
  ensureWritable(model);
  const id = await recordIdFrom(ctx.db, model.table, body.id);
  const before = await findVisible({ ...ctx, auth }, model, id);
  if (!before) throw notFound();
  await ensureOpen(ctx, model, before);
  const values = pickValues(model, auth, body, 'update');
  await validateRecord(ctx, model, values, { ...before, ...body }, 'update', id);
  await saveRecords(ctx.db, auth, model, [{ id, before, values, children: (trx) => saveChildren(trx, model, id, body, 'update') }]).catch((error: unknown) =>
    databaseError(error, model, ctx.locale),
  );
  return { message: ['record_updated', model.title] as const, data: await showRecord(ctx, model, id) };
}

/** DELETE {endpoint}/delete: removes a record the user can reach; 409 while other data uses it. */
export async function deleteRecord(ctx: CrudContext, model: ModelDeclaration, body: Row) {
  const auth = authorize(ctx.auth, model, 'delete');
  ensureWritable(model);
  const id = await recordIdFrom(ctx.db, model.table, body.id);
  const before = await findVisible({ ...ctx, auth }, model, id);
  if (!before) throw notFound();
  await ensureOpen(ctx, model, before);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await dynamic(trx).deleteFrom(model.table).where('id', '=', id).execute();
      await writeAudit(trx, { userId: auth.profile.id, model: model.name, recordId: id, action: 'delete', before });
    })
    .catch((error: unknown) => databaseError(error, model, ctx.locale));
  return { message: ['record_deleted', model.title] as const, data: before };
}
