import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import { referableRows } from './referable-rows.ts';

/** What a `unique` or `exists` rule asks of the database about one record's value (or an `exists` list's values). */
export interface DatabaseQuestion {
  rule: 'unique' | 'exists';
  table: string;
  column: string;
  values: readonly string[];
}

/** Answers a `unique` or `exists` rule from what was read before, instead of a query of its own. */
export interface RuleLookups {
  passes(question: DatabaseQuestion, recordId?: number | string): boolean;
}

interface Wanted {
  rule: 'unique' | 'exists';
  table: string;
  column: string;
  values: Set<string>;
}

const ID_TEXT = /^(0|[1-9]\d{0,17})$/;

const keyOf = ({ rule, table, column }: DatabaseQuestion) => `${rule}\u0000${table}\u0000${column}`;

/**
 * Checks the `unique` and `exists` rules of one record or many (an import's rows) with one
 * statement: `ask` gathers every record's questions, `load` reads their rows, one part per
 * rule, table and column, and `passes` then answers each record from them.
 */
export class BatchLookups implements RuleLookups {
  private readonly wanted = new Map<string, Wanted>();
  /** Per rule, table and column: each asked value and the ids holding it. */
  private readonly found = new Map<string, Map<string, string[]>>();

  ask(question: DatabaseQuestion): void {
    const key = keyOf(question);
    const entry = this.wanted.get(key) ?? { rule: question.rule, table: question.table, column: question.column, values: new Set<string>() };
    for (const value of question.values) entry.values.add(value);
    this.wanted.set(key, entry);
  }

  passes(question: DatabaseQuestion, recordId?: number | string): boolean {
    const found = this.found.get(keyOf(question));
    if (!found) throw new Error(`${question.rule}:${question.table},${question.column} was not asked before the lookups were loaded`);
    if (question.rule === 'exists') return question.values.every((value) => found.has(value));
    const ids = found.get(question.values[0]!) ?? [];
    return ids.every((id) => recordId !== undefined && id === String(recordId));
  }

  /** Reads every asked value's rows in one statement; `exists` sees only the rows `auth`'s scope reaches. */
  async load(db: Database, auth: RequestAuth | null | undefined): Promise<void> {
    const entries = [...this.wanted];
    for (const [key] of entries) this.found.set(key, new Map());
    if (entries.length === 0) return;
    const parts = entries.map(([, entry], index) => sql`select ${sql.lit(index)}::int as part, value, id from (${entry.rule === 'unique' ? holders(entry) : referable(db, auth, entry)}) part`);
    const { rows } = await sql<{ part: number; value: string; id: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
    for (const row of rows) {
      const found = this.found.get(entries[row.part]![0])!;
      found.set(row.value, [...(found.get(row.value) ?? []), row.id]);
    }
  }
}

/** Each asked value with the ids of the rows holding it, case ignored: served by an index on lower(column). */
function holders({ table, column, values }: Wanted) {
  return sql`
    select asked.value, t.id::text as id
    from unnest(${[...values]}::text[]) as asked(value)
    join ${sql.table(table)} t on lower(t.${sql.ref(column)}::text) = lower(asked.value)`;
}

/** The asked values present in the column among the rows `auth` may refer to, each with itself as its id. */
function referable(db: Database, auth: RequestAuth | null | undefined, { table, column, values }: Wanted) {
  const ref = sql.ref(`${table}.${column}`);
  const asked = [...values];
  // An id compared as itself keeps its index; as text (the other columns) it matches what the single check matched.
  const match =
    column === 'id'
      ? sql<boolean>`${ref} = any(${asked.filter((value) => ID_TEXT.test(value))}::bigint[])`
      : sql<boolean>`${ref}::text = any(${asked}::text[])`;
  return referableRows(db, table, auth)
    .select([sql<string>`${ref}::text`.as('value'), sql<string>`${ref}::text`.as('id')])
    .where(match)
    .distinct();
}
