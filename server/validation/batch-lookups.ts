import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import { referableRows } from './referable-rows.ts';

/** Answers a `unique` or `exists` rule from what was read before, instead of a query of its own. */
export interface RuleLookups {
  passes(rule: 'unique' | 'exists', table: string, column: string, values: readonly string[], recordId?: number | string): boolean;
}

interface Wanted {
  rule: 'unique' | 'exists';
  table: string;
  column: string;
  values: Set<string>;
}

const ID_TEXT = /^(0|[1-9]\d{0,17})$/;

/**
 * Checks the `unique` and `exists` rules of many records (an import's rows) with one
 * query per rule, table and column. First `passes` only records what is asked (and
 * says yes); after `load`, it answers from the rows read.
 */
export class BatchLookups implements RuleLookups {
  private readonly wanted = new Map<string, Wanted>();
  /** Per rule, table and column: each asked value and the ids holding it. */
  private readonly found = new Map<string, Map<string, string[]>>();
  private loaded = false;

  passes(rule: 'unique' | 'exists', table: string, column: string, values: readonly string[], recordId?: number | string): boolean {
    const key = `${rule}\u0000${table}\u0000${column}`;
    if (!this.loaded) {
      const entry = this.wanted.get(key) ?? { rule, table, column, values: new Set<string>() };
      for (const value of values) entry.values.add(value);
      this.wanted.set(key, entry);
      return true;
    }
    const found = this.found.get(key) ?? new Map<string, string[]>();
    if (rule === 'exists') return values.every((value) => found.has(value));
    const ids = found.get(values[0]!) ?? [];
    return ids.every((id) => recordId !== undefined && id === String(recordId));
  }

  /** Reads every recorded value's rows; `exists` sees only the rows `auth`'s scope reaches. */
  async load(db: Database, auth: RequestAuth | null | undefined): Promise<void> {
    for (const [key, entry] of this.wanted) {
      const rows = entry.rule === 'unique' ? await holders(db, entry) : await referable(db, auth, entry);
      const found = new Map<string, string[]>();
      for (const row of rows) found.set(row.value, [...(found.get(row.value) ?? []), row.id]);
      this.found.set(key, found);
    }
    this.loaded = true;
  }
}

/** Each asked value with the ids of the rows holding it, case ignored: served by an index on lower(column). */
async function holders(db: Database, { table, column, values }: Wanted) {
  const { rows } = await sql<{ value: string; id: string }>`
    select asked.value, t.id::text as id
    from unnest(${[...values]}::text[]) as asked(value)
    join ${sql.table(table)} t on lower(t.${sql.ref(column)}::text) = lower(asked.value)
  `.execute(db);
  return rows;
}

/** The asked values present in the column among the rows `auth` may refer to. */
async function referable(db: Database, auth: RequestAuth | null | undefined, { table, column, values }: Wanted) {
  const ref = sql.ref(`${table}.${column}`);
  const asked = [...values];
  // An id compared as itself keeps its index; as text (the other columns) it matches what the single check matched.
  const match =
    column === 'id'
      ? sql<boolean>`${ref} = any(${asked.filter((value) => ID_TEXT.test(value))}::bigint[])`
      : sql<boolean>`${ref}::text = any(${asked}::text[])`;
  const rows = await referableRows(db, table, auth)
    .select(sql<string>`${ref}::text`.as('value'))
    .where(match)
    .distinct()
    .execute();
  return rows.map((row) => ({ value: String(row.value), id: String(row.value) }));
}
