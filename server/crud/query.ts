import { type AliasedRawBuilder, type RawBuilder, sql } from 'kysely';
import { type DynamicQuery, dynamic } from './dynamic.ts';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { applyScope, visibleFields } from './access.ts';
import type { ListParams } from './list-params.ts';

type AnyQuery = DynamicQuery;

const relationAlias = (field: FieldDeclaration) => `rel_${field.name}`;

/** Row property that carries a relation's `{id, displayName}`: department_id → department. */
export const relationProperty = (field: FieldDeclaration) => field.relation?.as ?? field.name.replace(/_id$/, '');

function relatedTable(field: FieldDeclaration): string {
  const related = findModel(field.relation!.model);
  if (!related) throw new Error(`field ${field.name} relates to unknown model ${field.relation!.model}`);
  return related.table;
}

/** FROM, joins for relations, the model's own condition and the user's scope: what every read starts from. */
export function baseQuery(db: Database, model: ModelDeclaration, auth: RequestAuth): AnyQuery {
  let query: AnyQuery = dynamic(db).selectFrom(model.table);
  for (const field of model.fields) {
    if (!field.relation) continue;
    const alias = relationAlias(field);
    query = query.leftJoin(`${relatedTable(field)} as ${alias}`, `${alias}.id`, `${model.table}.${field.name}`);
  }
  if (model.where) query = query.where(model.where);
  return applyScope(query, model, auth);
}

/** The columns a user may see, each relation as a nested `{id, displayName}` object. */
export function selection(model: ModelDeclaration, auth: RequestAuth): AliasedRawBuilder<unknown, string>[] {
  const columns: AliasedRawBuilder<unknown, string>[] = [sql`${sql.ref(`${model.table}.id`)}`.as('id')];
  for (const field of visibleFields(auth, model)) {
    columns.push(sql`${sql.ref(`${model.table}.${field.name}`)}`.as(field.name));
    if (field.relation) {
      const alias = relationAlias(field);
      const display = field.relation.displayName;
      columns.push(
        sql`case when ${sql.ref(`${alias}.id`)} is null then null else json_build_object('id', ${sql.ref(`${alias}.id`)}, ${sql.lit(display)}, ${sql.ref(`${alias}.${display}`)}) end`.as(
          relationProperty(field),
        ),
      );
    }
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

/** An upper date bound written as a day includes the whole day. */
const upperBound = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? sql`(${value}::date + 1)` : sql`${value}`;

/** Applies checked filters: a list means any of, a range field takes [from, to]. */
export function applyFilters(query: AnyQuery, model: ModelDeclaration, filters: Record<string, unknown>): AnyQuery {
  let filtered = query;
  for (const [key, value] of Object.entries(filters)) {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) continue;
    const column = sql.ref(`${model.table}.${key}`);
    const field = model.fields.find((candidate) => candidate.name === key);
    if (field?.filter === 'range') {
      const [from, to] = rangeBounds(value);
      if (!isBlank(from)) filtered = filtered.where(sql<boolean>`${column} >= ${from}`);
      if (!isBlank(to)) {
        const bound = upperBound(to);
        filtered = filtered.where(typeof to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(to) ? sql<boolean>`${column} < ${bound}` : sql<boolean>`${column} <= ${bound}`);
      }
      continue;
    }
    const values = (Array.isArray(value) ? value : [value]).map((item) =>
      item && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : String(item),
    );
    filtered = filtered.where(sql<boolean>`${column}::text in (${sql.join(values)})`);
  }
  return filtered;
}

/** A condition true when any of `columns` contains `search` as typed (LIKE wildcards escaped). */
export function searchCondition(columns: readonly RawBuilder<unknown>[], search: string): RawBuilder<boolean> {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`(${sql.join(columns.map((column) => sql`${column}::text ilike ${pattern}`), sql` or `)})`;
}

/** Matches the search text in every searchable column and the display names of searchable relations. */
export function applySearch(query: AnyQuery, model: ModelDeclaration, auth: RequestAuth, search: string): AnyQuery {
  if (!search) return query;
  const targets = visibleFields(auth, model)
    .filter((field) => field.searchable)
    .map((field) =>
      field.relation
        ? sql.ref(`${relationAlias(field)}.${field.relation.displayName}`)
        : sql.ref(`${model.table}.${field.name}`),
    );
  if (targets.length === 0) return query;
  return query.where(searchCondition(targets, search));
}

/**
 * Orders by the checked column, then by id so pages never overlap. Blank values go last;
 * a NOT NULL column is sorted plainly, so that a descending sort can read its index.
 */
export function applySort(
  query: AnyQuery,
  model: ModelDeclaration,
  params: Pick<ListParams, 'sortBy' | 'sort'>,
  notNull: ReadonlySet<string>,
): AnyQuery {
  const direction = params.sort === 'asc' ? sql`asc` : sql`desc`;
  const nulls = notNull.has(params.sortBy) ? sql`` : sql` nulls last`;
  const ordered = query.orderBy(sql`${sql.ref(`${model.table}.${params.sortBy}`)} ${direction}${nulls}`);
  return params.sortBy === 'id' ? ordered : ordered.orderBy(sql`${sql.ref(`${model.table}.id`)} ${direction}`);
}
