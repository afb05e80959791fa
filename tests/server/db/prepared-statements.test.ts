import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED, PREPARE_AFTER } from '../../../server/db/prepared-statements.ts';
import { type TestDatabase, backends, createTestDatabase } from '../../support/database.ts';

/** The statements the connection has prepared (PostgreSQL's own view of them). */
async function preparedOn(connection: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(connection);
  return rows.map((row) => row.statement);
}

// PGlite runs every statement on its one connection without pg's driver, so only PostgreSQL's pool prepares.
describe.runIf(backends.includes('postgres'))('statements repeated on a PostgreSQL connection', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'seeded');
  });
  afterAll(() => database?.drop());

  it(`are prepared from their run ${PREPARE_AFTER} on, and answer as before`, async () => {
    await database.db.connection().execute(async (connection) => {
      const pageOf = (departmentId: number) =>
        sql<{ id: number; department_id: number }>`select id, department_id from employees where department_id = ${departmentId} order by created_at desc, id desc limit 20`.execute(connection);
      const unprepared = await pageOf(1);
      expect(unprepared.rows.length).toBeGreaterThan(0);
      for (let run = 2; run < PREPARE_AFTER; run++) await pageOf(run % 2 === 0 ? 2 : 1);
      expect(await preparedOn(connection)).toEqual([]);

      expect((await pageOf(1)).rows).toEqual(unprepared.rows);
      const statements = await preparedOn(connection);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('from employees where department_id = $1');

      // Other values through the same prepared statement: the other department's rows, and none.
      const other = await pageOf(2);
      expect(other.rows.length).toBeGreaterThan(0);
      expect(other.rows.every((row) => row.department_id === 2)).toBe(true);
      expect((await pageOf(-1)).rows).toEqual([]);
      expect(await preparedOn(connection)).toHaveLength(1);
    });
  });

  it('prepares a lone select without parameters too, and leaves a text of several statements unprepared', async () => {
    await database.db.connection().execute(async (connection) => {
      for (let run = 0; run < PREPARE_AFTER * 2; run++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from departments`.execute(connection);
        expect(rows[0]!.n).toBeGreaterThan(0);
        // Two statements in one text: the simple protocol runs both, as it always did.
        await sql`select count(*) from roles; select count(*) from projects`.execute(connection);
      }
      const statements = await preparedOn(connection);
      expect(statements.filter((statement) => statement.includes('from departments'))).toHaveLength(1);
      expect(statements.filter((statement) => statement.includes('from roles') || statement.includes('from projects'))).toEqual([]);
    });
  });

  it("prepares a statement afresh after another server's migration changed what it returns", async () => {
    await sql`create table scratch_badges (id int primary key, label text)`.execute(database.db);
    await sql`insert into scratch_badges values (1, 'K3')`.execute(database.db);
    await database.db.connection().execute(async (connection) => {
      const badge = () => sql<Record<string, unknown>>`select * from scratch_badges where id = ${1}`.execute(connection);
      for (let run = 0; run < PREPARE_AFTER; run++) expect((await badge()).rows).toEqual([{ id: 1, label: 'K3' }]);
      // The migration comes through another connection, as from another server instance.
      await sql`alter table scratch_badges add column colour text default 'kuning'`.execute(database.db);
      await expect(badge()).rejects.toThrow('cached plan must not change result type');
      expect((await badge()).rows).toEqual([{ id: 1, label: 'K3', colour: 'kuning' }]);
    });
  });

  it(`keeps at most ${MAX_PREPARED} prepared on one connection, and runs the rest as before`, async () => {
    await database.db.connection().execute(async (connection) => {
      const texts = MAX_PREPARED + 20;
      for (let text = 0; text < texts; text++) {
        for (let run = 0; run < PREPARE_AFTER; run++) {
          const { rows } = await sql<{ n: number }>`select ${sql.lit(text)}::int + ${run}::int as n`.execute(connection);
          expect(rows[0]!.n).toBe(text + run);
        }
      }
      expect((await preparedOn(connection)).length).toBe(MAX_PREPARED);
    });
  });
});
