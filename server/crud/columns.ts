import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface ColumnInfo {
  name: string;
  /** information_schema's data_type with spaces as underscores: character_varying, timestamp_with_time_zone. */
  type: string;
  nullable: boolean;
  maxLength: number | null;
  /** PostgreSQL's name of the column's type (int4, varchar, an enum's name), which a value can be cast to. */
  udtName: string;
}

/** The live columns of a table or view, read from information_schema (the current schema). */
export async function readColumns(db: Database, table: string): Promise<ColumnInfo[]> {
  const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string; character_maximum_length: number | null; udt_name: string }>`
    select column_name, data_type, is_nullable, character_maximum_length, udt_name
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return rows.map((row) => ({
    name: row.column_name,
    type: row.data_type === 'USER-DEFINED' ? 'enum' : row.data_type.replace(/ /g, '_'),
    nullable: row.is_nullable === 'YES',
    maxLength: row.character_maximum_length,
    udtName: row.udt_name,
  }));
}

const columnCache = new WeakMap<Database, Map<string, Promise<ReadonlyMap<string, ColumnInfo>>>>();

/**
 * The columns of a table by name, read once per database: the schema only changes by
 * migrations, which run before the server answers.
 */
export function tableColumns(db: Database, table: string): Promise<ReadonlyMap<string, ColumnInfo>> {
  let tables = columnCache.get(db);
  if (!tables) columnCache.set(db, (tables = new Map()));
  let columns = tables.get(table);
  if (!columns) {
    columns = readColumns(db, table).then((read) => new Map(read.map((column) => [column.name, column])));
    columns.catch(() => tables.delete(table));
    tables.set(table, columns);
  }
  return columns;
}

/** The NOT NULL columns of a table. */
export async function notNullColumns(db: Database, table: string): Promise<ReadonlySet<string>> {
  const columns = await tableColumns(db, table);
  return new Set([...columns.values()].filter((column) => !column.nullable).map((column) => column.name));
}
