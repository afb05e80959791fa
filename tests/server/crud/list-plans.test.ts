import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInUser } from '../../../server/auth/profile.ts';
import { TOTAL_COUNT_LIMIT } from '../../../server/crud/list-totals.ts';
import { listRecords } from '../../../server/crud/records.ts';
import { PREPARE_AFTER } from '../../../server/db/prepared-statements.ts';
import type { RequestAuth } from '../../../server/http/types.ts';
import { findModel } from '../../../server/models/index.ts';
import { backends } from '../../support/database.ts';
import { withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/**
 * Workers added to the demo's, spread over its departments: enough that the planner reads a
 * few matches through indexes rather than every row, as it does at 100,000.
 */
const WORKERS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.each(backends)(`the workers list with ${WORKERS} more workers reads indexes on %s`, (backend) => {
  let server: TestServer;
  const auths: Record<string, RequestAuth> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    const { db } = server.database;
    // Names of two words from three of ten syllables: a name matches about as few workers as a real one does.
    const word = (n: string) => sql.raw(`initcap(s[1 + ${n} % 10] || s[1 + ${n} / 10 % 10] || s[1 + ${n} / 100 % 10])`);
    await sql`
      insert into employees (fullname, nik, phone, nationality, gender, birth_date, department_id, verification_status, active)
      select ${word('k.a')} || ' ' || ${word('k.b')}, 'NIK' || lpad(g::text, 9, '0'), '08' || (1100000000 + g * 48271 % 899999999),
        'Indonesia', case when g % 2 = 0 then 'L' else 'P' end, date '1970-01-01' + (g % 12000), d.ids[1 + g % cardinality(d.ids)],
        case when g % 3 = 0 then 'approved' else 'draft' end, case when g % 10 = 0 then 0 else 1 end
      from generate_series(1, ${WORKERS}) g
      cross join lateral (select g * 7919 % 1000 as a, g * 104729 % 1000 as b) k
      cross join (select array['ba', 'di', 'su', 'ri', 'ta', 'ko', 'mo', 'ni', 'ja', 'we'] as s) syllables
      cross join (select array_agg(id order by id) as ids from departments) d
    `.execute(db);
    // As autovacuum leaves a table: statistics read, and the trigram indexes' pending entries merged.
    await sql`vacuum analyze employees`.execute(db);
    for (const username of ['superadmin', 'admin.gedung']) {
      const user = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
      auths[username] = { sessionId: 0, ...(await loadSignedInUser(db, user)) };
    }
  });
  afterAll(() => server?.close());

  /** The plans of the page query and the count query a list call runs, as they ran. */
  async function plans(username: string, query: Record<string, unknown>) {
    const log = withQueryLog(server.database.db);
    await listRecords({ db: log.db, auth: auths[username]!, locale: 'id' }, findModel('employee')!, query);
    const statements = log.queries.filter((statement) => /from "employees"/.test(statement.sql));
    const explain = async (statement: CompiledQuery) => {
      const { rows } = await server.database.db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
      );
      const raw = rows[0]!['QUERY PLAN'];
      const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      return nodes(Plan);
    };
    const page = statements.find((statement) => /json_build_object/.test(statement.sql));
    const count = statements.find((statement) => /count\(\*\)/.test(statement.sql));
    // A list the kept counts cover counts nothing (0039): its count plan is empty.
    return { page: await explain(page!), count: count ? await explain(count) : [] };
  }

  const scansEmployees = (plan: PlanNode[]) => plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'employees');
  const indexes = (plan: PlanNode[]) => plan.flatMap((node) => node['Index Name'] ?? []);

  it('reads a page sorted by name, or by any sortable column, through an index', async () => {
    for (const query of [{}, { sort_by: 'fullname', sort: 'desc' }, { sort_by: 'nik', sort: 'asc' }, { sort_by: 'rating', sort: 'desc' }]) {
      const { page } = await plans('superadmin', query);
      expect(scansEmployees(page), JSON.stringify(query)).toBe(false);
    }
  });

  it("reads a department's page through an index, filtered by a super user or scoped to its admin", async () => {
    const gedung = auths['admin.gedung']!.profile.department_id;
    const filtered = await plans('superadmin', { filters: JSON.stringify({ department_id: String(gedung) }), sort_by: 'birth_date', sort: 'asc' });
    expect(scansEmployees(filtered.page)).toBe(false);
    const scoped = await plans('admin.gedung', { sort_by: 'nik', sort: 'asc' });
    expect(scansEmployees(scoped.page)).toBe(false);
  });

  it("reads a department's page newest first in the index's order, without sorting the department's workers", async () => {
    const gedung = auths['admin.gedung']!.profile.department_id;
    const newest = { sort_by: 'created_at', sort: 'desc' };
    for (const [username, query] of [['superadmin', { ...newest, filters: JSON.stringify({ department_id: gedung }) }], ['admin.gedung', newest]] as const) {
      const { page } = await plans(username, query);
      expect(scansEmployees(page), username).toBe(false);
      expect(page.map((node) => node['Node Type']), username).not.toContain('Sort');
    }
  });

  it('keeps one plan for all values of a prepared page', async () => {
    const gedung = auths['admin.gedung']!.profile.department_id;
    const pages = [
      ['superadmin', { sort_by: 'created_at', sort: 'desc', filters: JSON.stringify({ department_id: gedung }) }],
      ['superadmin', { sort_by: 'fullname', sort: 'asc', page: 3, filters: JSON.stringify({ gender: 'P', active: 1 }) }],
      ['admin.gedung', { sort_by: 'nik', sort: 'asc' }],
    ] as const;
    for (const [username, query] of pages) {
      const log = withQueryLog(server.database.db);
      await listRecords({ db: log.db, auth: auths[username]!, locale: 'id' }, findModel('employee')!, query);
      const page = log.queries.find((statement) => /json_build_object/.test(statement.sql))!;
      expect(page.parameters.length, JSON.stringify(query)).toBeGreaterThan(0);
      const values = page.parameters.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)).join(', ');
      // The runs db/prepared-statements.ts makes before preparing a text, then as many again.
      const generic = await server.database.db.connection().execute(async (connection) => {
        await connection.executeQuery(CompiledQuery.raw(`prepare list_page as ${page.sql}`));
        for (let run = 0; run < 2 * PREPARE_AFTER; run += 1) await connection.executeQuery(CompiledQuery.raw(`execute list_page(${values})`));
        const { rows } = await connection.executeQuery<{ generic_plans: number | string }>(CompiledQuery.raw(`select generic_plans from pg_prepared_statements where name = 'list_page'`));
        await connection.executeQuery(CompiledQuery.raw('deallocate list_page'));
        return Number(rows[0]!.generic_plans);
      });
      expect(generic, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('reads the last page from the end of the sort index, as few rows as the first', async () => {
    const first = await plans('superadmin', { sort_by: 'fullname', sort: 'asc' });
    const { total } = await listRecords({ db: server.database.db, auth: auths.superadmin!, locale: 'id' }, findModel('employee')!, {});
    const last = await plans('superadmin', { sort_by: 'fullname', sort: 'asc', page: Math.ceil(total / 20) });
    const read = (plan: PlanNode[]) => Math.max(...plan.filter((node) => node['Index Name']?.includes('fullname')).map((node) => node['Actual Rows'] ?? 0));
    // A page reads its 20 rows and the few that share the last name it shows.
    expect(read(first.page)).toBeLessThanOrEqual(40);
    expect(read(last.page)).toBeLessThanOrEqual(2 * read(first.page));
  });

  it('counts a search matching many workers up to a bound, says the total is capped, and walks the sort index for the page', async () => {
    const employee = findModel('employee')!;
    // 'a' is in nearly every name: more matches than a list counts.
    const capped = await listRecords({ db: server.database.db, auth: auths.superadmin!, locale: 'id' }, employee, { search: 'a' });
    expect(capped).toMatchObject({ total: TOTAL_COUNT_LIMIT, total_capped: true, totalPage: TOTAL_COUNT_LIMIT / 20 });
    expect(capped.data).toHaveLength(20);
    const exact = await listRecords({ db: server.database.db, auth: auths.superadmin!, locale: 'id' }, employee, { search: 'a', exact_total: '1' });
    expect(exact.total_capped).toBe(false);
    expect(exact.total).toBeGreaterThan(TOTAL_COUNT_LIMIT);
    expect(exact.data.map((row) => row.id)).toEqual(capped.data.map((row) => row.id));
    const { page, count } = await plans('superadmin', { search: 'a' });
    expect(page.some((node) => node['Node Type'] === 'Sort' && (node.Plans?.[0]?.['Actual Rows'] ?? 0) > 20)).toBe(false);
    expect(indexes(page).some((name) => name.endsWith('_trgm_idx'))).toBe(false);
    expect(Math.max(...count.map((node) => node['Actual Rows'] ?? 0))).toBeLessThanOrEqual(TOTAL_COUNT_LIMIT + 1);
  });

  it("reads the names of a page's relations for its 20 rows alone, joining nothing", async () => {
    const employee = findModel('employee')!;
    const related = new Set(employee.fields.flatMap((field) => (field.relation ? [findModel(field.relation.model)!.table] : [])));
    // 'ba' is in about a quarter of the names: a page sorted from thousands of matches.
    for (const query of [{}, { search: 'ba' }, { search: 'a' }, { sort_by: 'created_at', sort: 'desc' }]) {
      const { page } = await plans('superadmin', { ...query, limit: 20 });
      expect(page.filter((node) => /Join|Nested Loop/.test(node['Node Type'])).map((node) => node['Node Type']), JSON.stringify(query)).toEqual([]);
      const lookups = page.filter((node) => related.has(node['Relation Name'] ?? ''));
      expect(lookups.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const lookup of lookups) expect(lookup['Actual Loops'], `${JSON.stringify(query)} ${lookup['Relation Name']}`).toBeLessThanOrEqual(20);
    }
  });

  it('finds a search through the trigram indexes, for its page and its count', async () => {
    for (const [username, search] of [['superadmin', 'Suriko'], ['superadmin', 'NIK00000312'], ['superadmin', '59566414'], ['admin.gedung', 'jamo']] as const) {
      const { page, count } = await plans(username, { search });
      expect(scansEmployees(page), search).toBe(false);
      expect(scansEmployees(count), search).toBe(false);
      expect(indexes(count).some((name) => name.endsWith('_trgm_idx')), search).toBe(true);
    }
  });
});
