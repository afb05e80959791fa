import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { findModel, models } from '../../../server/models/index.ts';
import type { ModelDeclaration } from '../../../server/models/types.ts';
import { type TestDatabase, backends, createTestDatabase } from '../../support/database.ts';

/** A column every list of the table fixes through the model's own condition, so indexes start with it. */
const FIXED_FIRST: Record<string, string> = { presence_recaps: 'subject_type' };

/** Sortable columns left without an index, and why (0018's comment). */
const UNINDEXED_SORTS: Record<string, readonly string[]> = {
  // A list sorts them (and created_at) within a filtered recap, a project's month (see 0018's comment).
  presence_recaps: ['first_in', 'last_out', 'work_minutes', 'records'],
};

const sortColumns = (model: ModelDeclaration) => model.fields.filter((field) => field.sortable && !field.hidden).map((field) => field.name);
const filterColumns = (model: ModelDeclaration) => [
  ...model.fields.filter((field) => field.filter).map((field) => field.name),
  ...(model.parentKeys ?? []),
  ...(model.activeColumn ? [model.activeColumn] : []),
];

describe.each(backends)('the list indexes of the migrated schema on %s', (backend) => {
  let database: TestDatabase;
  let indexes: { table_name: string; method: string; columns: string[] }[];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await migrateToLatest(database.db);
    const { rows } = await sql<{ table_name: string; method: string; columns: string[] | string }>`
      select t.relname as table_name, am.amname as method,
        array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality k(attnum, n)
              join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n) as columns
      from pg_index ix
      join pg_class i on i.oid = ix.indexrelid
      join pg_class t on t.oid = ix.indrelid
      join pg_am am on am.oid = i.relam
      where t.relnamespace = current_schema()::regnamespace`.execute(database.db);
    indexes = rows.map((row) => ({ ...row, columns: typeof row.columns === 'string' ? row.columns.replace(/[{}]/g, '').split(',') : row.columns }));
  });
  afterAll(() => database?.drop());

  /** True when a b-tree index of `table` starts with `columns` (after the column its lists always fix). */
  const leads = (table: string, columns: readonly string[]) => {
    const prefix = [...(FIXED_FIRST[table] ? [FIXED_FIRST[table]] : []), ...columns];
    return indexes.some((index) => index.table_name === table && index.method === 'btree' && prefix.every((column, at) => index.columns[at] === column));
  };

  it('starts a b-tree index with every column a model sorts or filters on, its default sort included', () => {
    // A view (model.reads) has no index: it is read a project's few vendors at a time, through the keys of the tables it reads.
    for (const model of models.filter((candidate) => !candidate.reads)) {
      const skipped = UNINDEXED_SORTS[model.table] ?? [];
      const defaultSort = model.defaultSort && model.defaultSort.column !== 'id' ? [model.defaultSort.column] : [];
      const columns = [...new Set([...sortColumns(model), ...filterColumns(model), ...defaultSort])].filter((column) => column !== FIXED_FIRST[model.table]);
      const missing = columns.filter((column) => !skipped.includes(column) && !leads(model.table, [column]));
      expect({ model: model.name, missing }).toEqual({ model: model.name, missing: [] });
    }
  });

  it("gives a department's list its department and default sort in one index", () => {
    for (const model of models) {
      const [table, column] = model.scope?.department?.split('.') ?? [];
      if (table !== model.table || column === 'id' || !model.defaultSort) continue;
      expect({ model: model.name, indexed: leads(model.table, [column!, model.defaultSort.column]) }).toEqual({ model: model.name, indexed: true });
    }
  });

  it("gives a department's list newest first its own index, department then created_at", () => {
    for (const model of models) {
      const [table, column] = model.scope?.department?.split('.') ?? [];
      if (table !== model.table || column === 'id' || UNINDEXED_SORTS[model.table]) continue;
      expect({ model: model.name, indexed: leads(model.table, [column!, 'created_at']) }).toEqual({ model: model.name, indexed: true });
    }
  });

  it('gives every searchable text column and searched relation name a trigram index', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying')`.execute(database.db);
    const text = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
    const trigram = new Set(indexes.filter((index) => index.method === 'gin').map((index) => `${index.table_name}.${index.columns[0]}`));
    for (const model of models) {
      for (const field of model.fields.filter((candidate) => candidate.searchable)) {
        const column = field.relation ? `${findModel(field.relation.model)!.table}.${field.relation.displayName}` : `${model.table}.${field.name}`;
        if (text.has(column)) expect(trigram.has(column), `${model.name}.${field.name}: ${column}`).toBe(true);
      }
    }
  });

  it('writes each trigram index entry in place, with no pending list for a search to read through', async () => {
    const { rows } = await sql<{ name: string; options: string[] | string | null }>`
      select i.relname as name, i.reloptions as options from pg_index x
      join pg_class i on i.oid = x.indexrelid join pg_am am on am.oid = i.relam
      where am.amname = 'gin' and i.relnamespace = current_schema()::regnamespace`.execute(database.db);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(String(row.options ?? ''), row.name).toContain('fastupdate=off');
  });

  it('counts its statistics from the counted rows alone, with no sub-query per row', () => {
    for (const model of models) {
      for (const item of model.rekap ?? []) expect(item.aggregate, `${model.name}.${item.id}`).not.toMatch(/\bselect\b/i);
    }
  });
});
