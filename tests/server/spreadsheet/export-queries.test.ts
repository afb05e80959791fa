import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInUser } from '../../../server/auth/profile.ts';
import { streamsFromCursor } from '../../../server/db/database.ts';
import { findModel } from '../../../server/models/index.ts';
import { exportRows } from '../../../server/spreadsheet/export-rows.ts';
import { backends } from '../../support/database.ts';
import { withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const ROWS = 1_000;

describe.each(backends)('an export reads its rows on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
    await sql`insert into skills (skill_name, active) select 'Ekspor cari ' || lpad(n::text, 4, '0'), 1 from generate_series(1, ${ROWS}) as n`.execute(server.database.db);
  });
  afterAll(() => server?.close());

  it(`searches once, however many pages the ${ROWS} matches fill, and writes them in the asked order`, async () => {
    const { db } = server.database;
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'superadmin').executeTakeFirstOrThrow();
    const auth = { sessionId: 0, ...(await loadSignedInUser(db, user)) };
    const skill = findModel('skill')!;
    const log = withQueryLog(db);
    const names: string[] = [];
    const query = { search: 'ekspor cari', sort_by: 'skill_name', sort: 'desc' };
    for await (const page of exportRows({ db: log.db, auth, locale: 'id' }, skill, skill.fields.filter((field) => field.name === 'skill_name'), query, 100)) {
      expect(page.length).toBeLessThanOrEqual(100);
      names.push(...page.map((row) => row.skill_name as string));
    }
    expect(names).toHaveLength(ROWS);
    expect(names[0]).toBe('Ekspor cari 1000');
    expect(names.at(-1)).toBe('Ekspor cari 0001');
    expect(names).toEqual([...names].sort().reverse());
    // Paging the searched query made each of the ten pages scan every match again.
    const searches = log.queries.filter((query) => query.parameters.some((value) => typeof value === 'string' && value.toLowerCase().includes('ekspor cari')));
    expect(searches).toHaveLength(1);
  });

  it(`reads the matching ids ${backend === 'postgres' ? 'through a cursor' : 'at once, PGlite having no cursor'}`, () => {
    expect(streamsFromCursor(withQueryLog(server.database.db).db)).toBe(backend === 'postgres');
  });
});
