import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findModel } from '../../../server/models/index.ts';
import { mainBackend } from '../../support/database.ts';
import { type BinaryAnswer, download, sendFile, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

async function workbookOf(answer: BinaryAnswer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, number: number) => Array.from({ length: sheet.columnCount }, (_, index) => sheet.getCell(number, index + 1).value);

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The labels of the fields the importer reads for a super user, in declaration order. */
const importedLabels = (model: string, locale: 'id' | 'en') =>
  findModel(model)!
    .fields.filter((field) => !field.hidden && !field.readOnly && (field.add !== false || field.edit !== false))
    .map((field) => field.label[locale]);

describe.each([mainBackend])('import template, dry run counts and export columns on %s', (backend) => {
  let server: TestServer;
  let superToken: string;
  let staffToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    superToken = await signIn(server, 'superadmin');
    staffToken = await signIn(server, 'staff.gedung');
  });
  afterAll(() => server?.close());

  const template = (model: string, options: { locale?: string; token?: string } = {}) =>
    download(server, `/api/${model}/import/template`, { token: options.token ?? superToken, locale: options.locale });
  const importFile = (model: string, bytes: Buffer, options: { dryRun?: boolean; locale?: string } = {}) =>
    sendFile(server, `/api/${model}/import${options.dryRun ? '?dry_run=1' : ''}`, { bytes, name: 'data.xlsx' }, { token: superToken, locale: options.locale });
  const count = async (table: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]!.n);

  it('offers the columns the importer reads, in the user language, with their rules as notes and on a second sheet', async () => {
    const answer = await template('equipment');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="Template-Impor-Alat_\d{2}-\d{2}-\d{4}\.xlsx"/);
    const workbook = await workbookOf(answer);
    const [data, rules] = workbook.worksheets;
    expect(rowValues(data!, 1)).toEqual(['ID', ...importedLabels('equipment', 'id')]);
    expect(String(data!.getCell(1, 1).note)).toContain('Kosongkan untuk menambah data baru');
    const numberColumn = rowValues(data!, 1).indexOf('Nomor Alat') + 1;
    expect(String(data!.getCell(1, numberColumn).note)).toBe('Wajib: Ya\nTipe: Teks\nPanjang maksimal: 100\nUnik');
    expect(rules!.name).toBe('Aturan');
    expect(rowValues(rules!, 1)).toEqual(['Kolom', 'Wajib', 'Tipe', 'Nilai yang diizinkan', 'Panjang maksimal', 'Unik', 'Keterangan']);
    const condition = rules!.getRows(2, rules!.rowCount - 1)!.find((row) => row.getCell(1).value === 'Kondisi')!;
    expect(rowValues(rules!, condition.number)).toEqual(['Kondisi', 'Ya', 'Pilihan', 'Baik, Rusak, Hilang', null, 'Tidak', null]);
    const type = rules!.getRows(2, rules!.rowCount - 1)!.find((row) => row.getCell(1).value === 'Tipe Alat')!;
    expect(type.getCell(3).value).toBe('Nama Tipe Alat yang sudah ada');

    const english = await workbookOf(await template('equipment', { locale: 'en' }));
    expect(rowValues(english.worksheets[0]!, 1)).toEqual(['ID', ...importedLabels('equipment', 'en')]);
    expect(english.worksheets[1]!.name).toBe('Rules');
  });

  it('has an example row that the importer takes: re-imported as it is, it creates one record with its values', async () => {
    const workbook = await workbookOf(await template('equipment'));
    const sheet = workbook.worksheets[0]!;
    const [header, example] = [rowValues(sheet, 1), rowValues(sheet, 2)];
    const cell = (label: string) => example[header.indexOf(label)];
    expect(cell('ID')).toBeNull();
    expect(cell('Nama Alat')).toBe('Contoh Nama Alat');
    expect(cell('Kondisi')).toBe('Baik');
    expect(cell('Tipe Alat')).toEqual(expect.any(String));
    const before = await count('equipments');
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, json } = await importFile('equipment', bytes);
    expect(json).toMatchObject({ data: { created: 1, updated: 0 } });
    expect(status).toBe(200);
    expect(await count('equipments')).toBe(before + 1);
    const stored = await sql<{ equipment_name: string; equipment_number: string; condition: string; type: string }>`
      select e.equipment_name, e.equipment_number, e.condition, t.equipment_type_name as type
      from equipments e join equipment_types t on t.id = e.equipment_type_id order by e.id desc limit 1`.execute(server.database.db);
    expect(stored.rows[0]).toEqual({ equipment_name: 'Contoh Nama Alat', equipment_number: cell('Nomor Alat'), condition: 'good', type: cell('Tipe Alat') });
  });

  it('gives other models (skill, worker, department, project, visitor) a template whose columns the importer reads', async () => {
    for (const name of ['skill', 'employee', 'department', 'project', 'visitor']) {
      const answer = await template(name, { locale: 'en' });
      expect(answer.status, name).toBe(200);
      const sheet = (await workbookOf(answer)).worksheets[0]!;
      expect(rowValues(sheet, 1), name).toEqual(['ID', ...importedLabels(name, 'en')]);
    }
  });

  it('asks the same permission as the import', async () => {
    expect((await template('skill', { token: staffToken })).status).toBe(403);
    expect((await download(server, '/api/skill/import/template')).status).toBe(401);
    expect((await template('no-such-model')).status).toBe(404);
  });

  it('states the limits of an import file', async () => {
    const { status, body } = await server.call('GET', '/api/skill/import', { token: superToken });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { max_rows: 10_000, max_file_mb: 10 } });
    expect((await server.call('GET', '/api/skill/import', { token: staffToken })).status).toBe(403);
  });

  it('counts on a dry run the rows a commit would create and update by ID, and writes nothing', async () => {
    const created = await server.call('POST', '/api/skill/create', { token: superToken, body: { skill_name: 'Uji Hitung Lama', active: 1 } });
    const id = created.body.data.id as number;
    const before = await count('skills');
    const file = await xlsx([
      ['ID', 'Nama Keahlian', 'Status'],
      [id, 'Uji Hitung Diperbarui', 'Aktif'],
      [null, 'Uji Hitung Baru Satu', 'Aktif'],
      [null, 'Uji Hitung Baru Dua', 'Tidak Aktif'],
      [null, null, 'Mungkin'],
    ]);
    const dry = await importFile('skill', file, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.json.data).toMatchObject({ total: 4, valid: 3, invalid: 1, created: 2, updated: 1 });
    expect(dry.json.data.errors).toEqual([{ row: 5, messages: { skill_name: ['Nama Keahlian harus diisi'], active: [expect.stringContaining('Mungkin')] } }]);
    expect(dry.json.data.labels).toEqual({ skill_name: 'Nama Keahlian', active: 'Status' });
    const english = await importFile('skill', file, { dryRun: true, locale: 'en' });
    expect(english.json.data.labels).toEqual({ skill_name: 'Skill Name', active: 'Status' });
    expect(await count('skills')).toBe(before);
    const stored = await server.database.db.selectFrom('skills').select('skill_name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.skill_name).toBe('Uji Hitung Lama');
  });

  it('exports only the columns asked for, after the ID', async () => {
    const answer = await download(server, '/api/skill/export?columns=active', { token: superToken });
    expect(answer.status).toBe(200);
    const sheet = (await workbookOf(answer)).worksheets[0]!;
    expect(rowValues(sheet, 1)).toEqual(['ID', 'Status']);
    const all = (await workbookOf(await download(server, '/api/skill/export', { token: superToken }))).worksheets[0]!;
    expect(rowValues(all, 1)).toEqual(['ID', 'Nama Keahlian', 'Status']);
  });

  it('refuses an unknown export column with 422 in the user language', async () => {
    const id = await download(server, '/api/skill/export?columns=skill_name,password;drop', { token: superToken });
    expect(id.status).toBe(422);
    expect(id.json.message).toBe('Kolom ekspor tidak dikenal: password;drop');
    const en = await download(server, '/api/skill/export?columns=description', { token: superToken, locale: 'en' });
    expect(en.status).toBe(422);
    expect(en.json.message).toBe('Unknown export column: description');
  });
});
