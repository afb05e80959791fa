import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { buildZip, download, sendFile, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each([mainBackend])('import on %s', (backend) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    superToken = await signIn(server, 'superadmin');
    adminToken = await signIn(server, 'admin.gedung');
    for (const skill_name of ['Uji Tukang Kayu', 'Uji Tukang Batu']) {
      expect((await server.call('POST', '/api/skill/create', { token: superToken, body: { skill_name, active: 1 } })).status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  const importFile = (model: string, bytes: Buffer, name: string, options: { dryRun?: boolean; locale?: string; token?: string } = {}) =>
    sendFile(server, `/api/${model}/import${options.dryRun ? '?dry_run=1' : ''}`, { bytes, name }, { token: options.token ?? superToken, locale: options.locale });

  /** Every stored column but the update stamps, to prove an import changed nothing. */
  const snapshot = async (table: string, id?: number) => {
    const where = id === undefined ? sql`true` : sql`id = ${id}`;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${where} order by id`.execute(server.database.db);
    return rows.map(({ updated_at: _at, updated_by: _by, ...rest }) => rest);
  };

  const countSkills = async () => Number((await sql<{ n: number }>`select count(*)::int as n from skills`.execute(server.database.db)).rows[0]!.n);

  const badFile = () =>
    xlsx([
      ['Nama Keahlian', 'Status', 'Kolom Lain'],
      ['Uji Operator Crane', 'Aktif', 'diabaikan'],
      [null, 'Aktif'],
      ['Uji Tukang Kayu', 'Tidak Aktif'],
      ['Uji Pengelas', 'Mungkin'],
      ['Uji Operator crane', 'Non Active'],
    ]);

  it('reports each bad row in Indonesian on a dry run and writes nothing', async () => {
    const before = await countSkills();
    const { status, json } = await importFile('skill', await badFile(), 'keahlian.xlsx', { dryRun: true });
    expect(status).toBe(200);
    expect(json.message).toBe('4 dari 5 baris tidak valid; tidak ada data yang disimpan');
    expect(json.data).toMatchObject({ total: 5, valid: 1, invalid: 4 });
    expect(json.data.errors).toEqual([
      { row: 3, messages: { skill_name: ['Nama Keahlian harus diisi'] } },
      { row: 4, messages: { skill_name: [expect.stringMatching(/Nama Keahlian .*(sudah|terdaftar|digunakan)/)] } },
      { row: 5, messages: { active: ['Status: "Mungkin" bukan pilihan yang valid (Aktif, Tidak Aktif)'] } },
      { row: 6, messages: { skill_name: ['Nama Keahlian "Uji Operator crane" muncul lebih dari sekali di file (baris 2)'] } },
    ]);
    expect(await countSkills()).toBe(before);
  });

  it('reports the same rows in English', async () => {
    const { json } = await importFile('skill', await badFile(), 'skills.xlsx', { dryRun: true, locale: 'en' });
    expect(json.message).toBe('4 of 5 rows are not valid; nothing was saved');
    expect(json.data.errors[0]).toEqual({ row: 3, messages: { skill_name: ['Skill Name is required'] } });
    expect(json.data.errors[2].messages.active).toEqual(['Status: "Mungkin" is not a valid choice (Active, Non Active)']);
  });

  it('refuses a commit with any invalid row (422, same report) and writes nothing', async () => {
    const before = await countSkills();
    const { status, json } = await importFile('skill', await badFile(), 'keahlian.xlsx');
    expect(status).toBe(422);
    expect(json.message).toBe('4 dari 5 baris tidak valid; tidak ada data yang disimpan');
    expect(json.data.invalid).toBe(4);
    expect(await countSkills()).toBe(before);
  });

  it('commits a valid CSV (BOM, semicolons, English headers) in one go, with audit entries', async () => {
    const csv = Buffer.from('\uFEFFSkill Name;Status;Description\r\nUji Perancah;Active;Pasang scaffolding\r\n"Uji Bekisting; Kolom";Non Active;\r\n', 'utf8');
    const dry = await importFile('skill', csv, 'skills.csv', { dryRun: true });
    expect(dry.json.data).toEqual({ total: 2, valid: 2, invalid: 0, created: 2, updated: 0, errors: [], labels: {} });
    const { status, json } = await importFile('skill', csv, 'skills.csv', { locale: 'en' });
    expect(status).toBe(200);
    expect(json).toEqual({ message: 'Skill import finished: 2 added, 0 updated', data: { created: 2, updated: 0 } });
    const rows = await server.database.db.selectFrom('skills').select(['skill_name', 'active', 'description']).where('skill_name', 'in', ['Uji Perancah', 'Uji Bekisting; Kolom']).orderBy('skill_name').execute();
    expect(rows).toEqual([
      { skill_name: 'Uji Bekisting; Kolom', active: 0, description: null },
      { skill_name: 'Uji Perancah', active: 1, description: 'Pasang scaffolding' },
    ]);
    const audits = await sql<{ n: number }>`select count(*)::int as n from audit_logs where model = 'skill' and action = 'import'`.execute(server.database.db);
    expect(audits.rows[0]!.n).toBe(2);
  });

  it('numbers CSV rows as a spreadsheet shows them, blank lines and quoted line breaks included', async () => {
    const csv = Buffer.from('Nama Keahlian,Status\n"Uji Pekerja\nMulti Baris",Aktif\n\n,Aktif\n', 'utf8');
    const { json } = await importFile('skill', csv, 'k.csv', { dryRun: true });
    expect(json.data.errors).toEqual([{ row: 4, messages: { skill_name: ['Nama Keahlian harus diisi'] } }]);
  });

  it('rolls every row back when the database refuses one at commit time', async () => {
    const { db } = server.database;
    // A rule the declaration does not know, so only the database refuses the third row.
    await sql`alter table skills add constraint test_refused check (skill_name <> 'Ditolak Basis Data')`.execute(db);
    try {
      const before = await countSkills();
      const file = await xlsx([['Nama Keahlian', 'Status'], ['Uji Bongkar Pasang', 'Aktif'], ['Uji Galian Tanah', 'Aktif'], ['Ditolak Basis Data', 'Aktif']]);
      expect((await importFile('skill', file, 'a.xlsx', { dryRun: true })).json.data.invalid).toBe(0);
      const { status, json } = await importFile('skill', file, 'a.xlsx');
      expect(status).toBe(409);
      expect(json.message).toBe('Data Keahlian bertentangan dengan data yang sudah ada');
      expect(await countSkills()).toBe(before);
    } finally {
      await sql`alter table skills drop constraint test_refused`.execute(db);
    }
  });

  it('round-trips: an exported file imports back as updates that change nothing', async () => {
    const before = await snapshot('skills');
    for (const format of ['xls', 'csv']) {
      const exported = await download(server, `/api/skill/export?format=${format}`, { token: superToken, locale: format === 'csv' ? 'en' : 'id' });
      const name = format === 'csv' ? 'Skill.csv' : 'Keahlian.xlsx';
      const dry = await importFile('skill', exported.bytes, name, { dryRun: true });
      expect(dry.json.data).toMatchObject({ total: before.length, invalid: 0, errors: [] });
      const committed = await importFile('skill', exported.bytes, name);
      expect(committed.status).toBe(200);
      expect(committed.json.data).toEqual({ created: 0, updated: before.length });
    }
    expect(await snapshot('skills')).toEqual(before);
  });

  it('round-trips equipment: relations by display name, option labels, dates and money', async () => {
    const type = await server.call('POST', '/api/equipment-type/create', { token: superToken, body: { equipment_type_name: 'Uji Crane', active: 1 } });
    const gedung = await server.database.db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow();
    const body = {
      equipment_type_id: type.body.data.id,
      equipment_name: 'Uji Tower Crane',
      equipment_number: '=UJI-TC-01',
      purchase_price: 2500000000.5,
      purchase_date: '2023-11-30',
      condition: 'damaged',
      operational_status: 'operational',
      department_id: gedung.id,
    };
    const created = await server.call('POST', '/api/equipment/create', { token: superToken, body });
    expect(created.status).toBe(201);
    const before = await snapshot('equipments', created.body.data.id);
    const exported = await download(server, '/api/equipment/export?search=UJI-TC', { token: superToken, locale: 'en' });
    const committed = await importFile('equipment', exported.bytes, 'Equipment.xlsx');
    expect(committed.json).toMatchObject({ data: { created: 0, updated: 1 } });
    expect(await snapshot('equipments', created.body.data.id)).toEqual(before);
    expect(before[0]).toMatchObject({ equipment_number: '=UJI-TC-01', purchase_date: '2023-11-30', condition: 'damaged' });

    const unknownType = await xlsx([
      ['Tipe Alat', 'Nama Alat', 'Nomor Alat', 'Kondisi', 'Status Operasional', 'Departemen'],
      ['Uji Helikopter', 'Heli', 'UJI-H-1', 'Baik', 'Digunakan', 'Departemen Gedung'],
    ]);
    const dry = await importFile('equipment', unknownType, 'alat.xlsx', { dryRun: true });
    expect(dry.json.data.errors).toEqual([{ row: 2, messages: { equipment_type_id: ['Tipe Alat: "Uji Helikopter" tidak ditemukan'] } }]);
  });

  it("round-trips a department admin's workers, phone numbers and read-only columns included", async () => {
    const worker = {
      fullname: 'Uji Budi Santoso',
      nik: 'UJI3374010101900001',
      phone: '+6281234567890',
      gender: 'L',
      birth_date: '1990-01-01',
      login_status: 'active',
      active: 1,
    };
    const created = await server.call('POST', '/api/employee/create', { token: adminToken, body: worker });
    expect(created.status).toBe(201);
    const before = await snapshot('employees', created.body.data.id);
    const exported = await download(server, '/api/employee/export?format=csv&search=uji budi', { token: adminToken });
    expect(exported.bytes.toString('utf8')).toContain("'+6281234567890");
    const committed = await importFile('employee', exported.bytes, 'Tenaga-Kerja.csv', { token: adminToken });
    expect(committed.status).toBe(200);
    expect(committed.json.data).toEqual({ created: 0, updated: 1 });
    expect(await snapshot('employees', created.body.data.id)).toEqual(before);
  });

  it("keeps a department admin inside their department: another department's ID fails that row", async () => {
    const type = await server.database.db.selectFrom('equipment_types').select('id').where('equipment_type_name', '=', 'Uji Crane').executeTakeFirstOrThrow();
    const epc = await server.database.db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen EPC').executeTakeFirstOrThrow();
    const other = await server.call('POST', '/api/equipment/create', {
      token: superToken,
      body: { equipment_type_id: type.id, equipment_name: 'Uji Genset EPC', equipment_number: 'UJI-GEN-EPC', condition: 'good', operational_status: 'idle', department_id: epc.id },
    });
    expect(other.status).toBe(201);
    const file = await xlsx([
      ['ID', 'Tipe Alat', 'Nama Alat', 'Nomor Alat', 'Kondisi', 'Status Operasional'],
      [other.body.data.id, 'Uji Crane', 'Diambil alih', 'UJI-GEN-EPC', 'Baik', 'Digunakan'],
      [null, 'Uji Crane', 'Uji Crane Baru', 'UJI-CR-NEW', 'Baik', 'Digunakan'],
    ]);
    const { status, json } = await importFile('equipment', file, 'alat.xlsx', { token: adminToken });
    expect(status).toBe(422);
    expect(json.data.errors).toEqual([
      { row: 2, messages: { id: [`Data dengan ID ${other.body.data.id} tidak ditemukan atau berada di luar akses Anda`] } },
    ]);
    const unchanged = await server.database.db.selectFrom('equipments').select('equipment_name').where('id', '=', other.body.data.id).executeTakeFirstOrThrow();
    expect(unchanged.equipment_name).toBe('Uji Genset EPC');
    expect(await server.database.db.selectFrom('equipments').select('id').where('equipment_number', '=', 'UJI-CR-NEW').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a zip-bomb-like workbook before unzipping it', async () => {
    const many = buildZip(Array.from({ length: 2_500 }, (_, i) => ({ name: `xl/media/${i}.xml`, data: Buffer.from('<a/>') })));
    const { status, json } = await importFile('skill', many, 'bom.xlsx', { dryRun: true });
    expect(status).toBe(422);
    expect(json.message).toMatch(/^File impor ditolak karena isinya tidak wajar/);
    const dense = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024, 0x20) }]);
    expect((await importFile('skill', dense, 'padat.xlsx', { dryRun: true })).status).toBe(422);
  });

  it('checks permissions and the kind of file', async () => {
    const staff = await signIn(server, 'staff.gedung');
    const file = await xlsx([['Nama Keahlian', 'Status'], ['Uji Baru', 'Aktif']]);
    expect((await importFile('skill', file, 'a.xlsx', { token: staff })).status).toBe(403);
    expect((await importFile('skill', Buffer.from('%PDF-1.4'), 'a.pdf')).status).toBe(422);
    expect((await importFile('skill', file, 'a.csv')).status).toBe(422);
    const noColumns = await importFile('skill', await xlsx([['Apa'], ['x']]), 'a.xlsx', { locale: 'en' });
    expect(noColumns.json.message).toBe('No column was recognised. Use the column headers of an export.');
    const empty = await importFile('skill', await xlsx([['Nama Keahlian']]), 'a.xlsx');
    expect(empty.json.message).toBe('File impor tidak berisi data');
  });
});
