import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { type TestDatabase, backends, createTestDatabase } from '../../support/database.ts';

interface Recap {
  id: number;
  subject_type: string;
  subject_id: number;
  project_id: number;
  department_id: number;
  presence_date: string;
  first_in: Date | null;
  last_out: Date | null;
  work_minutes: number | null;
  records: number;
}

describe.each(backends)('attendance recaps kept by triggers on %s', (backend) => {
  let database: TestDatabase;
  let db: Kysely<any>;
  let departments: number[];
  let projects: number[];
  let employees: number[];
  let visitorId: number;

  const recapsOf = async (where = sql`true`) =>
    (
      await sql<Recap>`
        select id, subject_type, subject_id, project_id, department_id, presence_date::text, first_in, last_out, work_minutes, records
        from presence_recaps where ${where} order by subject_type, subject_id, project_id, presence_date
      `.execute(db)
    ).rows.map((row) => ({ ...row, id: Number(row.id) }));

  /**
   * A day's worked minutes under the departments' default schedule (a 60-minute break once
   * past four hours, UU 13/2003 Pasal 79), none without both ends.
   */
  const workedMinutes = (firstIn: Date | null, lastOut: Date | null) => {
    if (!firstIn || !lastOut) return null;
    const span = Math.floor((lastOut.getTime() - firstIn.getTime()) / 60_000);
    return Math.max(0, span > 240 ? Math.max(240, span - 60) : span);
  };

  /** The recaps computed afresh from the raw table, independently of the triggers. */
  const expectedRecaps = async () =>
    (
      await sql<Recap>`
        select min(p.id) as id, p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id) as subject_id, p.project_id,
          pr.department_id, ((p.recorded_at at time zone 'Asia/Jakarta')::date)::text as presence_date,
          min(p.recorded_at) filter (where p.direction = 'in') as first_in,
          max(p.recorded_at) filter (where p.direction = 'out') as last_out,
          count(*)::int as records
        from presences p join projects pr on pr.id = p.project_id
        group by 2, 3, 4, 5, 6
        order by 2, 3, 4, 6
      `.execute(db)
    ).rows.map((row) => ({ ...row, id: Number(row.id), work_minutes: workedMinutes(row.first_in, row.last_out) }));

  interface KeptMonth {
    subject_type: string;
    subject_id: number;
    project_id: number;
    department_id: number;
    month: string;
    days: number;
    work_minutes: number;
  }

  /** The kept month totals and raw counts (0024), beside the same figures counted afresh from the recaps and the raw rows. */
  const keptCounts = async () => {
    const months = sql`select subject_type, subject_id, project_id, department_id, month::text, days, work_minutes::int from`;
    const kept = await sql<KeptMonth>`${months} presence_recap_months order by 1, 2, 3, 4, 5`.execute(db);
    const recounted = await sql<KeptMonth>`${months} (
        select subject_type, subject_id, project_id, department_id, date_trunc('month', presence_date)::date as month,
          count(*)::int as days, coalesce(sum(work_minutes), 0) as work_minutes
        from presence_recaps group by 1, 2, 3, 4, 5
      ) r order by 1, 2, 3, 4, 5`.execute(db);
    const counts = (from: RawBuilder<unknown>) => sql`
      select project_id, subject_type, direction, method, sum(records)::int as records from ${from} group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
    const raw = await counts(sql`presence_counts`).execute(db);
    const rawRecounted = await counts(sql`(select *, 1 as records from presences) p`).execute(db);
    return { kept: { months: kept.rows, raw: raw.rows }, recounted: { months: recounted.rows, raw: rawRecounted.rows } };
  };
  const expectKeptCounts = async () => {
    const { kept, recounted } = await keptCounts();
    expect(kept).toEqual(recounted);
    return kept;
  };

  const presence = (employee: number, project: number, direction: 'in' | 'out', recordedAt: string) => ({
    subject_type: 'employee',
    employee_id: employee,
    project_id: project,
    direction,
    method: 'qr',
    recorded_at: recordedAt,
  });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await migrateToLatest(database.db);
    db = database.db as unknown as Kysely<any>;
    departments = (await db.insertInto('departments').values([{ department_name: 'Departemen A' }, { department_name: 'Departemen B' }]).returning('id').execute()).map((row) => row.id);
    projects = (
      await db
        .insertInto('projects')
        .values([
          { project_name: 'Proyek Satu', department_id: departments[0] },
          { project_name: 'Proyek Dua', department_id: departments[0] },
        ])
        .returning('id')
        .execute()
    ).map((row) => row.id);
    employees = (
      await db
        .insertInto('employees')
        .values(['Budi Santoso', 'Siti Aminah', 'Agus Salim'].map((fullname, index) => ({ fullname, nik: `337401010190000${index}`, department_id: departments[0] })))
        .returning('id')
        .execute()
    ).map((row) => row.id);
    visitorId = (await db.insertInto('visitors').values({ fullname: 'Tamu Satu' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database?.drop());

  it('merges check-ins and check-outs recorded one at a time into the Jakarta day', async () => {
    const [budi] = employees;
    await db.insertInto('presences').values(presence(budi!, projects[0]!, 'in', '2026-03-01T00:30:00Z')).execute(); // 07:30 WIB
    let [recap] = await recapsOf(sql`employee_id = ${budi}`);
    expect(recap).toMatchObject({ presence_date: '2026-03-01', last_out: null, work_minutes: null, records: 1 });

    await db.insertInto('presences').values(presence(budi!, projects[0]!, 'out', '2026-03-01T10:00:00Z')).execute(); // 17:00
    await db.insertInto('presences').values(presence(budi!, projects[0]!, 'in', '2026-02-28T23:50:00Z')).execute(); // 06:50, earlier
    [recap] = await recapsOf(sql`employee_id = ${budi}`);
    const { first } = await db.selectFrom('presences').select(sql<string>`min(id)`.as('first')).where('employee_id', '=', budi).executeTakeFirstOrThrow();
    expect(recap).toMatchObject({
      id: Number(first),
      presence_date: '2026-03-01',
      first_in: new Date('2026-02-28T23:50:00Z'),
      last_out: new Date('2026-03-01T10:00:00Z'),
      work_minutes: 550,
      records: 3,
      department_id: departments[0],
    });
    expect((await expectKeptCounts()).months).toEqual([
      { subject_type: 'employee', subject_id: budi, project_id: projects[0], department_id: departments[0], month: '2026-03-01', days: 1, work_minutes: 550 },
    ]);
  });

  it('recomputes the days an update or a delete touches', async () => {
    const [, siti] = employees;
    const rows = await db
      .insertInto('presences')
      .values([presence(siti!, projects[1]!, 'in', '2026-03-02T01:00:00Z'), presence(siti!, projects[1]!, 'out', '2026-03-02T09:00:00Z')])
      .returning(['id', 'recorded_at'])
      .execute();
    await db.updateTable('presences').set({ recorded_at: '2026-03-03T09:00:00Z' }).where('id', '=', rows[1]!.id).execute();
    expect((await recapsOf(sql`employee_id = ${siti}`)).map(({ presence_date, records, first_in, last_out }) => ({ presence_date, records, first_in, last_out }))).toEqual([
      { presence_date: '2026-03-02', records: 1, first_in: new Date('2026-03-02T01:00:00Z'), last_out: null },
      { presence_date: '2026-03-03', records: 1, first_in: null, last_out: new Date('2026-03-03T09:00:00Z') },
    ]);

    await db.deleteFrom('presences').where('id', '=', rows[0]!.id).execute();
    expect((await recapsOf(sql`employee_id = ${siti}`)).map((recap) => recap.presence_date)).toEqual(['2026-03-03']);
    await expectKeptCounts();
  });

  it('moves the recaps with a project that changes department', async () => {
    await db.updateTable('projects').set({ department_id: departments[1] }).where('id', '=', projects[0]!).execute();
    const moved = await recapsOf(sql`project_id = ${projects[0]}`);
    expect(moved.length).toBeGreaterThan(0);
    expect(new Set(moved.map((recap) => recap.department_id))).toEqual(new Set([departments[1]]));
    expect((await expectKeptCounts()).months.filter((month) => month.project_id === projects[0]).map((month) => month.department_id)).toEqual([departments[1]]);
    await db.updateTable('projects').set({ department_id: departments[0] }).where('id', '=', projects[0]!).execute();
  });

  it('equals a recomputation from the raw records after many mixed writes', async () => {
    const values = [];
    for (let index = 0; index < 300; index += 1) {
      const day = 10 + (index % 7);
      const hour = (index * 7) % 24;
      const recordedAt = `2026-03-${day}T${String(hour).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00Z`;
      const direction = index % 3 === 0 ? 'out' : 'in';
      values.push(
        index % 10 === 0
          ? { subject_type: 'visitor', visitor_id: visitorId, project_id: projects[index % 2]!, direction, method: 'qr', recorded_at: recordedAt }
          : presence(employees[index % 3]!, projects[index % 2]!, direction, recordedAt),
      );
    }
    for (let start = 0; start < values.length; start += 37) await db.insertInto('presences').values(values.slice(start, start + 37)).execute();
    await db.updateTable('presences').set({ direction: 'out' }).where(sql`id % 5`, '=', 0).execute();
    await db.deleteFrom('presences').where(sql`id % 11`, '=', 0).execute();

    const kept = await recapsOf();
    expect(kept.length).toBeGreaterThan(40);
    expect(kept).toEqual(await expectedRecaps());
    expect((await expectKeptCounts()).months.length).toBeGreaterThan(4);
  });

  it('keeps the month totals when a batch of days comes in one statement, as an import or a sync does, and when a worker goes', async () => {
    const [, , agus] = employees;
    const days = Array.from({ length: 40 }, (_, index) => `2026-04-${String(1 + (index % 30)).padStart(2, '0')}`);
    await db
      .insertInto('presences')
      .values(days.flatMap((day, index) => [presence(agus!, projects[index % 2]!, 'in', `${day}T00:${String(index).padStart(2, '0')}:00Z`), presence(agus!, projects[index % 2]!, 'out', `${day}T09:00:00Z`)]))
      .execute();
    const months = (await expectKeptCounts()).months.filter((month) => month.subject_id === agus && month.month === '2026-04-01');
    expect(months.map(({ days: count }) => count).reduce((sum, count) => sum + count, 0)).toBe(30);

    await db.deleteFrom('presences').where('employee_id', '=', agus).execute();
    await db.deleteFrom('employees').where('id', '=', agus).execute();
    expect((await expectKeptCounts()).months.filter((month) => month.subject_id === agus)).toEqual([]);
  });

  it('empties with a truncate of the raw table', async () => {
    await sql`truncate presences`.execute(db);
    expect(await recapsOf()).toEqual([]);
    expect(await expectKeptCounts()).toEqual({ months: [], raw: [] });
  });
});
