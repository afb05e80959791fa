import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInUser } from '../../../server/auth/profile.ts';
import { listRecords } from '../../../server/crud/records.ts';
import { dashboardLeaderboard } from '../../../server/dashboard/leaderboard.ts';
import { dashboardMonitoring } from '../../../server/dashboard/monitoring.ts';
import { resolveScope } from '../../../server/dashboard/scope.ts';
import { dashboardSummary } from '../../../server/dashboard/summary.ts';
import type { RequestAuth } from '../../../server/http/types.ts';
import { findModel } from '../../../server/models/index.ts';
import { backends } from '../../support/database.ts';
import { type QueryLog, withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** Workers checking in and out at the first department's projects on each of DAYS days: a few thousand recap rows. */
const WORKERS = 400;
const DAYS = 20;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * The attendance tables that grow with every check-in: the raw presences (each month a
 * partition) and the recaps. Their kept counts hold a row per subject and month, or per
 * project, and may be read whole.
 */
const ATTENDANCE = /^(presences|presence_recaps$)/;

describe.each(backends)('attendance lists and dashboards read indexes and kept counts on %s', (backend) => {
  let server: TestServer;
  let log: QueryLog;
  let superadmin: RequestAuth;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const { db } = server.database;
    await sql`
      insert into employees (fullname, nik, department_id)
      select 'Pekerja Uji ' || g, 'NIKUJI' || lpad(g::text, 6, '0'), (select min(id) from departments)
      from generate_series(1, ${WORKERS}) g
    `.execute(db);
    await sql`
      insert into presences (subject_type, employee_id, project_id, recorded_at, direction, method)
      select 'employee', e.id, pr.ids[1 + e.id % cardinality(pr.ids)],
        timestamptz '2026-03-01 07:00:00+07' + (d || ' days')::interval + (e.id % 50 || ' minutes')::interval + case when io = 'out' then interval '9 hours' else interval '0' end,
        io, 'qr'
      from (select * from employees where nik like 'NIKUJI%') e
      cross join generate_series(0, ${DAYS - 1}) d
      cross join unnest(array['in', 'out']) io
      cross join (select array_agg(id order by id) as ids from projects where department_id = (select min(id) from departments)) pr
    `.execute(db);
    await sql`vacuum analyze`.execute(db);
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'superadmin').executeTakeFirstOrThrow();
    superadmin = { sessionId: 0, ...(await loadSignedInUser(db, user)) };
    log = withQueryLog(db);
  });
  afterAll(() => server?.close());

  async function explain(statement: CompiledQuery): Promise<PlanNode[]> {
    const { rows } = await server.database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    const raw = rows[0]!['QUERY PLAN'];
    const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return nodes(Plan);
  }

  /** The statements `run` sends that read attendance tables, each with the tables its plan reads row by row. */
  async function scans(run: () => Promise<unknown>) {
    log.clear();
    await run();
    const statements = log.queries.filter((statement) => /presence/.test(statement.sql));
    return Promise.all(
      statements.map(async (statement) => ({
        sql: statement.sql,
        seqScans: (await explain(statement)).filter((node) => node['Node Type'] === 'Seq Scan' && ATTENDANCE.test(node['Relation Name'] ?? '')).map((node) => node['Relation Name']),
      })),
    );
  }

  const list = (model: string, query: Record<string, unknown>) => () =>
    listRecords({ db: log.db, auth: superadmin, locale: 'id' }, findModel(model)!, query);

  it('reads a recap page sorted by any sortable column, either way, through an index', async () => {
    const sortable = findModel('presence-worker')!.fields.filter((field) => field.sortable).map((field) => field.name);
    expect(sortable).toEqual(expect.arrayContaining(['work_minutes', 'first_in', 'last_out', 'records', 'project_id']));
    for (const sortBy of sortable) {
      for (const sort of ['asc', 'desc']) {
        for (const statement of await scans(list('presence-worker', { sort_by: sortBy, sort }))) {
          expect({ sortBy, sort, seqScans: statement.seqScans }).toEqual({ sortBy, sort, seqScans: [] });
        }
      }
    }
  });

  it("reads the recaps' totals from the kept months, unfiltered, by project and by whole months", async () => {
    const project = Number((await sql<{ id: number }>`select min(project_id) as id from presence_recaps`.execute(server.database.db)).rows[0]!.id);
    for (const model of ['presence-worker', 'presence-management', 'presence-visitor']) {
      for (const filters of [{}, { project_id: project }, { presence_date: ['2026-03-01', '2026-03-31'] }, { project_id: project, presence_date: ['2026-03-01', '2026-04-30'] }]) {
        const statements = await scans(list(model, { filters: JSON.stringify(filters) }));
        const totals = statements.filter((statement) => /sum\(/.test(statement.sql));
        expect(totals.map((statement) => /from presence_recap_months/.test(statement.sql)), JSON.stringify(filters)).toEqual([true]);
        expect(statements.flatMap((statement) => statement.seqScans), `${model} ${JSON.stringify(filters)}`).toEqual([]);
      }
    }
  });

  it('answers the same totals from the kept months as counting the recaps does', async () => {
    const project = Number((await sql<{ id: number }>`select min(project_id) as id from presence_recaps`.execute(server.database.db)).rows[0]!.id);
    const { rows: before } = await sql<{ days: number }>`select count(*)::int as days from presence_recaps where presence_date = '2026-02-28'`.execute(server.database.db);
    expect(before[0]!.days).toBe(0);
    // A range that starts or ends inside a month is not kept: the list counts it. Each counted range here covers the kept one's rows.
    for (const [filters, counting] of [
      [{}, { presence_date: ['1900-01-02', '2999-12-30'] }],
      [{ project_id: project }, { project_id: project, presence_date: ['1900-01-02', '2999-12-30'] }],
      [{ presence_date: ['2026-03-01', '2026-03-31'] }, { presence_date: ['2026-02-28', '2026-03-31'] }],
    ]) {
      const kept = await list('presence-worker', { filters: JSON.stringify(filters) })();
      const counted = await list('presence-worker', { filters: JSON.stringify(counting) })();
      expect({ total: kept.total, rekap: kept.rekap }).toEqual({ total: counted.total, rekap: counted.rekap });
    }
    const { rows } = await sql<{ total: number; subjects: number; work_hours: number }>`
      select count(*)::int as total, count(distinct employee_id)::int as subjects, sum(work_minutes) / 60.0 as work_hours
      from presence_recaps where subject_type = 'employee'`.execute(server.database.db);
    const all = await list('presence-worker', {})();
    expect(all.total).toBe(rows[0]!.total);
    expect(all.rekap).toEqual({ total: rows[0]!.total, subjects: rows[0]!.subjects, work_hours: Number(rows[0]!.work_hours) });
    expect(all.total).toBeGreaterThan(WORKERS * DAYS);
  });

  it('reads the raw list through indexes and its totals from the kept counts', async () => {
    for (const filters of [{}, { direction: 'in' }, { subject_type: 'employee', method: 'qr' }]) {
      const statements = await scans(list('presence', { filters: JSON.stringify(filters) }));
      expect(statements.flatMap((statement) => statement.seqScans), JSON.stringify(filters)).toEqual([]);
      expect(statements.some((statement) => /from presence_counts/.test(statement.sql))).toBe(true);
    }
    const { rows } = await sql<{ total: number }>`select count(*)::int as total from presences where direction = 'in'`.execute(server.database.db);
    expect(rows[0]!.total).toBeGreaterThan(WORKERS * DAYS);
    expect(await list('presence', { filters: JSON.stringify({ direction: 'in' }) })()).toMatchObject({
      total: rows[0]!.total,
      rekap: { total: rows[0]!.total, in: rows[0]!.total, out: 0 },
    });
  });

  it('counts the dashboards from the recaps through their index', async () => {
    // Three of the twenty days: a range that reads a part of the recaps, as a month does of a year's.
    const scope = resolveScope(superadmin, { date_from: '2026-03-05', date_to: '2026-03-07' }, 'id');
    for (const [name, run] of [
      ['summary', () => dashboardSummary(log.db, scope)],
      ['leaderboard', () => dashboardLeaderboard(log.db, scope)],
      ['monitoring', () => dashboardMonitoring(log.db, scope, '2026-03-10')],
    ] as const) {
      const statements = await scans(run);
      expect(statements.length, name).toBeGreaterThan(0);
      expect(statements.map((statement) => statement.seqScans).flat(), name).toEqual([]);
    }
    const summary = await dashboardSummary(server.database.db, scope);
    expect(summary.presence_trend.map((day) => day.present)).toEqual([WORKERS, WORKERS, WORKERS]);
  });
});
