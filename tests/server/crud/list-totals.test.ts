import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { countedTables } from '../../../server/crud/list-totals.ts';
import { models } from '../../../server/models/index.ts';
import { backends } from '../../support/database.ts';
import { sendFile, signIn } from '../../support/files.ts';
import { type QueryLog, withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

interface Totals {
  total: number;
  rekap: Record<string, number>;
}

/**
 * Two server instances on one database, as behind a load balancer: the test server writes,
 * a second instance with its own memory lists, and its statements are logged.
 */
describe.each(backends)('list totals kept between calls on %s', (backend) => {
  let server: TestServer;
  let other: FastifyInstance;
  let log: QueryLog;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    log = withQueryLog(server.database.db);
    other = await buildApp({ config: server.config, db: log.db });
    token = await signIn(server, 'superadmin');
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  /** A list through the second instance: its total and rekap. */
  const totals = async (model: string, query = ''): Promise<Totals> => {
    const response = await other.inject({ method: 'GET', url: `/api/${model}/list?limit=5${query}`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const { total, rekap } = response.json<Totals>();
    return { total, rekap };
  };
  const write = async (method: string, path: string, body: unknown) => {
    const { status, body: answer } = await server.call(method, path, { token, body });
    expect(status, JSON.stringify(answer)).toBeLessThan(300);
    return answer.data;
  };

  it('counts a list once and answers the same list again with a session read and a page read only', async () => {
    const first = await totals('employee', '&search=a');
    log.clear();
    const again = await totals('employee', '&search=a&page=2&sort_by=nik&sort=desc');
    expect(again).toEqual(first);
    expect(log.queries.map((query) => query.sql).filter((text) => /count\(/.test(text))).toEqual([]);
    expect(log.queries).toHaveLength(2);
  });

  it('counts afresh after a create, update, blacklist, delete and import made through another instance', async () => {
    const before = await totals('employee');
    const department = Number((await sql<{ id: number }>`select min(id) as id from departments`.execute(server.database.db)).rows[0]!.id);
    const worker = await write('POST', '/api/employee/create', {
      fullname: 'Uji Hitung Ulang', nik: 'UJI0000001', login_status: 'active', active: 1, department_id: department,
    });
    const created = await totals('employee');
    expect(created.total).toBe(before.total + 1);
    expect(created.rekap).toMatchObject({ total: before.rekap.total! + 1, active: before.rekap.active! + 1 });

    await write('PUT', '/api/employee/update', { id: worker.id, active: 0 });
    const updated = await totals('employee');
    expect(updated.rekap).toMatchObject({ active: before.rekap.active, non_active: before.rekap.non_active! + 1 });

    const blacklist = await write('POST', '/api/employee-blacklist/create', {
      employee_id: worker.id, reason: 'Uji', blacklisted_at: '2026-01-05', active: 1,
    });
    expect((await totals('employee')).rekap.blacklisted).toBe(before.rekap.blacklisted! + 1);
    await write('DELETE', '/api/employee-blacklist/delete', { id: blacklist.id });
    expect((await totals('employee')).rekap.blacklisted).toBe(before.rekap.blacklisted);

    await write('DELETE', '/api/employee/delete', { id: worker.id });
    expect(await totals('employee')).toEqual(before);

    const skills = await totals('skill');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    for (const row of [['Nama Keahlian', 'Status'], ['Uji Hitung Impor 1', 'Aktif'], ['Uji Hitung Impor 2', 'Tidak Aktif']]) sheet.addRow(row);
    const file = { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), name: 'keahlian.xlsx' };
    expect((await sendFile(server, '/api/skill/import', file, { token })).status).toBe(200);
    expect(await totals('skill')).toEqual({ total: skills.total + 2, rekap: { total: skills.rekap.total! + 2, active: skills.rekap.active! + 1 } });
  });

  it('counts afresh after a write made straight in the database', async () => {
    const before = await totals('employee', '&filters=%7B%22active%22%3A1%7D');
    const { rows } = await sql<{ id: number }>`select min(id) as id from employees where active = 1`.execute(server.database.db);
    await sql`update employees set active = 0 where id = ${rows[0]!.id}`.execute(server.database.db);
    expect((await totals('employee', '&filters=%7B%22active%22%3A1%7D')).total).toBe(before.total - 1);
  });

  it('takes 50 creates at once, each saved and counted', async () => {
    const before = await totals('skill');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        server.call('POST', '/api/skill/create', { token, body: { skill_name: `Uji Serentak ${index}`, active: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await totals('skill')).toEqual({ total: before.total + 50, rekap: { total: before.rekap.total! + 50, active: before.rekap.active! + 50 } });
  });

  it.runIf(backend === 'postgres')('saves while another transaction that wrote the same tables is still open', async () => {
    const before = await totals('skill');
    const open = new pg.Client({ connectionString: server.database.url });
    await open.connect();
    try {
      await open.query('begin');
      await open.query(`insert into skills (skill_name) values ('Uji Transaksi Terbuka')`);
      await open.query(`insert into audit_logs (action, model, record_id) values ('create', 'skill', '0')`);
      await write('POST', '/api/skill/create', { skill_name: 'Uji Tidak Menunggu', active: 1 });
      expect((await totals('skill')).total).toBe(before.total + 1);
      await open.query('commit');
    } finally {
      await open.end();
    }
    expect((await totals('skill')).total).toBe(before.total + 2);
  });

  it('keeps a change counter on every table a list counts from', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_count_changes'`.execute(server.database.db);
    const counted = new Set(rows.map((row) => row.table_name));
    for (const model of models) {
      expect({ model: model.name, missing: countedTables(model).filter((table) => !counted.has(table)) }).toEqual({ model: model.name, missing: [] });
    }
  });
});
