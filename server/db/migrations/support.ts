import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Building blocks shared by the migrations from 0002 on. They only add columns
 * and indexes with fixed names, so a later change here must stay additive:
 * migrations that already ran are never replayed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column names are only known per call
type Table = CreateTableBuilder<string, any>;

/** created_at, updated_at (set by the database), created_by, updated_by (set by the server). */
export function withAudit(table: Table): Table {
  return table
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer');
}

/** A table with `id serial primary key`, the columns `build` adds, and the audit columns. */
export async function createTable(db: Kysely<unknown>, name: string, build: (table: Table) => Table): Promise<void> {
  const table = db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey());
  await withAudit(build(table)).execute();
}

/** One b-tree index per entry: a column name, or several for a composite index. */
export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  entries: readonly (string | readonly string[])[],
): Promise<void> {
  for (const entry of entries) {
    const columns = typeof entry === 'string' ? [entry] : [...entry];
    await db.schema
      .createIndex(`${table}_${columns.join('_')}_idx`)
      .on(table)
      .columns(columns)
      .execute();
  }
}

/** A CHECK that `column` holds one of `values` (the product's enums are varchar plus this check). */
export function oneOf(column: string, values: readonly string[]) {
  const list = sql.join(values.map((value) => sql.lit(value)));
  return sql`${sql.ref(column)} in (${list})`;
}

/** The `active smallint not null default 1` flag of spec §4 (1 active, 0 non active). */
export const activeFlag = (table: Table): Table =>
  table.addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`active in (0, 1)`));

/** Drops tables in the order given (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

/**
 * Counts every writing statement on `table` in table_versions (0019), which the caches of
 * list totals and signed-in users are checked against. A table a list reads needs it.
 */
export async function countChanges(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    create trigger ${sql.id(`${table}_count_changes`)} after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function count_table_change()
  `.execute(db);
}

/**
 * Makes `permissions` (made here because the catalogue is only synced after migrating) and
 * grants each to every role holding the permission it comes `from`, so nobody loses what they
 * could do. Running it twice grants nothing twice.
 */
export async function grantAlongside(
  db: Kysely<unknown>,
  permissions: readonly { name: string; from: string; description: string; description_en: string }[],
): Promise<void> {
  const rows = permissions.map((row) => sql`(${row.name}, ${row.description}, ${row.description_en})`);
  await sql`insert into permissions (name, description, description_en) values ${sql.join(rows)} on conflict (name) do nothing`.execute(db);
  for (const { name, from } of permissions) {
    await sql`
      insert into role_permissions (role_id, permission_id)
      select held.role_id, granted.id
      from role_permissions held
      join permissions old on old.id = held.permission_id and old.name = ${from}
      cross join permissions granted
      where granted.name = ${name}
      on conflict (role_id, permission_id) do nothing
    `.execute(db);
  }
}
