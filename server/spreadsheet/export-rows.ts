import { type AliasedRawBuilder, sql } from 'kysely';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { findModel } from '../models/index.ts';
import { authorize } from '../crud/access.ts';
import { notNullColumns } from '../crud/columns.ts';
import type { DynamicQuery } from '../crud/dynamic.ts';
import { type Database, streamsFromCursor } from '../db/database.ts';
import { parseListParams } from '../crud/list-params.ts';
import { applySort } from '../crud/query.ts';
import { type CrudContext, filteredQuery } from '../crud/records.ts';

type Row = Record<string, unknown>;

function relatedTable(field: FieldDeclaration): string {
  const related = findModel(field.relation!.model);
  if (!related) throw new Error(`field ${field.name} relates to unknown model ${field.relation!.model}`);
  return related.table;
}

/**
 * `fields` selected under their own names, a relation's as its display name through a join
 * of the export's own (the list's joins, which a search may use, are left to the planner,
 * which drops those nothing reads). Nothing else is read: the list's `{id, name}` objects
 * built by json_build_object and the columns an export leaves out took PostgreSQL three
 * times as long for 100,000 workers.
 */
function selectFields(query: DynamicQuery, model: ModelDeclaration, fields: readonly FieldDeclaration[]): DynamicQuery {
  const columns: AliasedRawBuilder<unknown, string>[] = [sql`${sql.ref(`${model.table}.id`)}`.as('id')];
  let joined = query;
  for (const field of fields) {
    if (!field.relation) {
      columns.push(sql`${sql.ref(`${model.table}.${field.name}`)}`.as(field.name));
      continue;
    }
    const alias = `export_${field.name}`;
    joined = joined.leftJoin(`${relatedTable(field)} as ${alias}`, `${alias}.id`, `${model.table}.${field.name}`);
    columns.push(sql`${sql.ref(`${alias}.${field.relation.displayName}`)}`.as(field.name));
  }
  return joined.select(columns);
}

/** How many ids one read of the matching ids takes from PostgreSQL's cursor at a time. */
const ID_CHUNK = 10_000;

/**
 * The id of every row the query matches, in its order, read by one scan. From PostgreSQL
 * they come through a cursor in chunks, so the ids of millions of rows never sit in memory
 * as row objects; the embedded PGlite has no cursor and answers them at once.
 */
async function matchingIds(db: Database, query: DynamicQuery): Promise<number[]> {
  const ids: number[] = [];
  if (streamsFromCursor(db)) {
    for await (const row of query.stream(ID_CHUNK)) ids.push((row as Row).id as number);
  } else {
    for (const row of await query.execute()) ids.push((row as Row).id as number);
  }
  return ids;
}

/**
 * Rows for export: the list's query (search, sort, filters) without paging, with the id and
 * `fields` (a relation's value being its display name), in pages of `batch` so memory stays
 * flat. The matching ids are read first, in the export's order, by one scan; each page then
 * reads its rows by id through the primary key. Paging the query itself made every page
 * repeat the search's scan of all matches (70,000 skills matching a search: 34–46 s on
 * PostgreSQL against 1.2 s for all of them unsearched), and a cursor over whole rows would
 * hold a connection for as long as the slowest client takes to download. Pages are small
 * (500 rows take PGlite some 50 ms) because PGlite's single connection serves other
 * requests only between them. A row deleted after the ids were read is left out; one
 * changed is written as it is when its page is read.
 */
export async function* exportRows(
  ctx: CrudContext,
  model: ModelDeclaration,
  fields: readonly FieldDeclaration[],
  query: Record<string, unknown>,
  batch = 500,
): AsyncGenerator<Row[]> {
  const auth = authorize(ctx.auth, model, 'view');
  const params = parseListParams({ ...query, page: 1, limit: 1 }, model);
  const notNull = await notNullColumns(ctx.db, model.table);
  const matching = await filteredQuery({ ...ctx, auth }, model, params);
  const id = sql.ref(`${model.table}.id`);
  const ids = await matchingIds(ctx.db, applySort(matching.select(sql`${id}`.as('id')), model, params, notNull));
  // The search and filters are not asked again: a page read with them was planned as their scan.
  const selected = selectFields(await filteredQuery({ ...ctx, auth }, model, { search: '', filters: {} }), model, fields);
  for (let start = 0; start < ids.length; start += batch) {
    const pageIds = ids.slice(start, start + batch);
    const rows = (await selected.where(sql<boolean>`${id} = any(${pageIds}::int[])`).execute()) as Row[];
    const byId = new Map<unknown, Row>(rows.map((row) => [row.id, row]));
    const page = pageIds.flatMap((pageId): Row[] => { const row = byId.get(pageId); return row ? [row] : []; });
    if (page.length > 0) yield page;
  }
}
