import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRules } from '../../../common/validation/index.ts';
import { loadSignedInUser } from '../../../server/auth/profile.ts';
import type { RequestAuth } from '../../../server/http/types.ts';
import { findModel, models } from '../../../server/models/index.ts';
import { importRecords } from '../../../server/spreadsheet/import.ts';
import { backends } from '../../support/database.ts';
import { withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const ROWS = 2000;

describe.each(backends)('an import checks its rows with set-based queries on %s', (backend) => {
  let server: TestServer;
  let auth: RequestAuth;
  let takenNik: string;
  let bloodType: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const { db } = server.database;
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'admin.gedung').executeTakeFirstOrThrow();
    auth = { sessionId: 0, ...(await loadSignedInUser(db, user)) };
    takenNik = (await db.selectFrom('employees').select('nik').orderBy('id').executeTakeFirstOrThrow()).nik;
    bloodType = (await db.selectFrom('blood_types').select('blood_type_name').orderBy('id').executeTakeFirstOrThrow()).blood_type_name;
  });
  afterAll(() => server?.close());

  const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\n'), 'utf8');

  it(`dry-runs ${ROWS} workers in a bounded number of statements, reporting taken and repeated NIKs`, async () => {
    const rows = Array.from({ length: ROWS }, (_, n) => [`Uji Pekerja ${n}`, `UJIQ${String(n).padStart(6, '0')}`, `RFQ${n}`, bloodType, 'Active', 'Active']);
    rows[10]![1] = takenNik.toLowerCase();
    rows[20]![1] = rows[5]![1]!.toLowerCase();
    const file = csv([['Nama Lengkap', 'NIK / Paspor', 'RFID', 'Golongan Darah', 'Status', 'Status Login'], ...rows]);
    const log = withQueryLog(server.database.db);
    const outcome = await importRecords({ db: log.db, auth, locale: 'en' }, findModel('employee')!, { bytes: file, filename: 'workers.csv' }, { dryRun: true, limits: { maxRows: 10_000, maxColumns: 200, maxCellChars: 32_767 } });
    expect(outcome.kind === 'dry-run' && outcome.report).toEqual({
      total: ROWS,
      valid: ROWS - 2,
      invalid: 2,
      created: ROWS - 2,
      updated: 0,
      errors: [
        { row: 12, messages: { nik: ['NIK / Passport has already been taken'] } },
        { row: 22, messages: { nik: [`NIK / Passport "${rows[20]![1]}" appears more than once in the file (row 7)`] } },
      ],
      labels: { nik: 'NIK / Passport' },
    });
    expect(log.queries.length).toBeLessThan(20);
  });

  it(`commits ${ROWS} workers in a number of statements that does not grow with the rows, each audited as an import`, async () => {
    const rows = Array.from({ length: ROWS }, (_, n) => [`Uji Simpan ${n}`, `UJIS${String(n).padStart(6, '0')}`, `RFS${n}`, bloodType, 'Active', 'Active']);
    const file = csv([['Nama Lengkap', 'NIK / Paspor', 'RFID', 'Golongan Darah', 'Status', 'Status Login'], ...rows]);
    const log = withQueryLog(server.database.db);
    const outcome = await importRecords({ db: log.db, auth, locale: 'en' }, findModel('employee')!, { bytes: file, filename: 'workers.csv' }, { dryRun: false, limits: { maxRows: 10_000, maxColumns: 200, maxCellChars: 32_767 } });
    expect(outcome).toEqual({ kind: 'committed', created: ROWS, updated: 0 });
    expect(log.queries.length).toBeLessThan(30);
    const { db } = server.database;
    const stored = await db.selectFrom('employees').select(['id', 'fullname', 'department_id']).where('nik', 'like', 'UJIS%').orderBy('nik').execute();
    expect(stored.map((row) => row.fullname)).toEqual(rows.map((row) => row[0]));
    expect(new Set(stored.map((row) => row.department_id))).toEqual(new Set([auth.profile.department_id]));
    const audited = await db.selectFrom('audit_logs').select(['record_id', 'after']).where('model', '=', 'employee').where('action', '=', 'import').execute();
    const auditedNames = new Map(audited.map((entry) => [entry.record_id, (entry.after as { fullname: string }).fullname]));
    expect(stored.map((row) => auditedNames.get(String(row.id)))).toEqual(rows.map((row) => row[0]));
  });

  it(`dry-runs ${ROWS} updates naming ${ROWS} different companies in a bounded number of statements`, async () => {
    const stored = await server.database.db.selectFrom('employees').select(['id', 'fullname']).where('nik', 'like', 'UJIS%').orderBy('nik').execute();
    expect(stored).toHaveLength(ROWS);
    const rows = stored.map((worker, n) => [String(worker.id), `${worker.fullname} Baru`, `PT Uji ${n}`]);
    rows[ROWS - 1]![2] = '';
    rows[0] = ['999999999', 'Uji Tanpa Rekaman', ''];
    const file = csv([['ID', 'Nama Lengkap', 'Perusahaan'], ...rows]);
    const log = withQueryLog(server.database.db);
    const outcome = await importRecords({ db: log.db, auth, locale: 'en' }, findModel('employee')!, { bytes: file, filename: 'workers.csv' }, { dryRun: true, limits: { maxRows: 10_000, maxColumns: 200, maxCellChars: 32_767 } });
    const report = outcome.kind === 'dry-run' ? outcome.report : undefined;
    expect(report).toMatchObject({ total: ROWS, valid: 1, invalid: ROWS - 1 });
    expect(report!.errors[0]).toEqual({ row: 2, messages: { id: ['The record with ID 999999999 does not exist or is outside your access'] } });
    expect(report!.errors.at(-1)).toEqual({ row: ROWS, messages: { company_id: [`Company: "PT Uji ${ROWS - 2}" not found`] } });
    expect(log.queries.length).toBeLessThan(20);
  });

  it('indexes lower(column) for every column a unique rule compares', async () => {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = current_schema()`.execute(server.database.db);
    const missing = models
      .flatMap((model) => model.fields.flatMap((field) => parseRules(field.rules).filter((rule) => rule.name === 'unique').map((rule) => rule.params)))
      .filter(([table, column]) => !rows.some(({ indexdef }) => new RegExp(` ON (\\w+\\.)?${table} .*\\(lower\\(\\(${column}\\)::text\\)\\)$`).test(indexdef)));
    expect(missing).toEqual([]);
  });
});
