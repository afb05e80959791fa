import { type AliasedRawBuilder, sql } from 'kysely';
import type { ModelDeclaration } from '../models/types.ts';
import type { DynamicQuery } from './dynamic.ts';
import type { ListParams } from './list-params.ts';

/** The row property that carries the sort column's value for the next page. */
const SORT_KEY = 'keyset_sort_key';

type Order = Pick<ListParams, 'sortBy' | 'sort'>;

/**
 * The sort column as text, to select with each page: text keeps every digit (a timestamp's
 * microseconds, which a JavaScript Date drops), and compared with the column it is read
 * back as the column's own type.
 */
export const sortKey = (model: ModelDeclaration, params: Order): AliasedRawBuilder<unknown, string> =>
  sql`${sql.ref(`${model.table}.${params.sortBy}`)}::text`.as(SORT_KEY);

/**
 * The rows after `last` in applySort's order (sort column then id, both one way, nulls last
 * unless the column is NOT NULL). The next page is found through the index instead of an
 * OFFSET that reads every earlier row again.
 */
export function afterRow(query: DynamicQuery, model: ModelDeclaration, params: Order, notNull: ReadonlySet<string>, last: Record<string, unknown>): DynamicQuery {
  const after = params.sort === 'asc' ? sql.raw('>') : sql.raw('<');
  const id = sql.ref(`${model.table}.id`);
  if (params.sortBy === 'id') return query.where(sql<boolean>`${id} ${after} ${last.id}`);
  const column = sql.ref(`${model.table}.${params.sortBy}`);
  const key = last[SORT_KEY];
  if (notNull.has(params.sortBy)) return query.where(sql<boolean>`(${column}, ${id}) ${after} (${key}, ${last.id})`);
  if (key === null) return query.where(sql<boolean>`${column} is null and ${id} ${after} ${last.id}`);
  return query.where(sql<boolean>`(${column} ${after} ${key} or (${column} = ${key} and ${id} ${after} ${last.id}) or ${column} is null)`);
}
