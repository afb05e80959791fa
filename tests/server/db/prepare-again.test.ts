import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { type TestDatabase, backends, createTestDatabase, testServerEnv } from '../../support/database.ts';

/**
 * An md5 of every row of every table of the schema (partitions included), by table name; but
 * table_versions, the counts of writing statements that caches compare (0019), which the
 * permission sync's insert bumps even when it inserts nothing.
 */
async function contents(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'table_versions' order by 1
  `.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ sum: string | null }>`select md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)) as sum from ${sql.table(name)} t`.execute(db);
    sums[name] = rows[0]!.sum ?? 'empty';
  }
  return sums;
}

/**
 * What a server starting on a database already prepared does (startTestServer leaves it out on
 * copies of the seeded template, which global-setup prepared with the same settings): nothing.
 */
describe.each(backends)('preparing a prepared database again on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend, 'seeded');
  });
  afterAll(() => database?.drop());

  it('seeds nothing and changes no row of any table', async () => {
    const before = await contents(database.db);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    const outcome = await prepareDatabase(database.db, loadConfig(testServerEnv));
    expect(outcome).toEqual({ seeded: false });
    expect(await contents(database.db)).toEqual(before);
  });
});
