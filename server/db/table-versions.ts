import { type AliasedRawBuilder, sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * The change counters of the tables (bumped by 0019's triggers inside each writing
 * transaction; since 0022 each is the sum of its table's rows) and the database's date, as
 * one snapshot saw them. A cache entry made from data of that snapshot stays right while the
 * counters of the tables it read are unchanged: on any server instance, a read that starts
 * after a write commits sees the new counter.
 */
export interface TableVersions {
  versions: Readonly<Record<string, number>>;
  today: string;
}

/**
 * Select these within a query run anyway, so reading the counters costs no round trip of its
 * own: every table's, or only those of `tables` when the caller reads no other.
 */
export function tableVersionColumns(tables?: readonly string[]): [AliasedRawBuilder<unknown, 'table_versions'>, AliasedRawBuilder<unknown, 'versions_today'>] {
  const only = tables ? sql`where table_name = any(${[...tables]}::text[])` : sql``;
  return [
    sql`(select coalesce(json_object_agg(table_name, version), '{}') from (select table_name, sum(version) as version from table_versions ${only} group by table_name) summed)`.as('table_versions'),
    sql`current_date::text`.as('versions_today'),
  ];
}

/** The TableVersions of a row that selected tableVersionColumns. */
export function readTableVersions(row: Record<string, unknown>): TableVersions {
  const raw = row.table_versions;
  const versions = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<string, number>;
  return { versions, today: String(row.versions_today) };
}

/** The counters and date now, in a query of their own (for callers that had no query to add them to). */
export async function loadTableVersions(db: Database): Promise<TableVersions> {
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(tableVersionColumns())}`.execute(db);
  return readTableVersions(rows[0]!);
}

/** A stamp of `tables`' counters and the date: an equal stamp means none of them changed. */
export function versionStamp(versions: TableVersions, tables: readonly string[]): string {
  return `${tables.map((table) => `${table}:${versions.versions[table] ?? 0}`).join(',')}@${versions.today}`;
}
