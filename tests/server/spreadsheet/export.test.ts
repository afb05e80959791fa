import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/database.ts';
import { type BinaryAnswer, download, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** Today in Asia/Jakarta as DD-MM-YYYY. */
function jakartaToday(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  return parts.replace(/\//g, '-');
}

async function readWorkbook(answer: BinaryAnswer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A large workbook read as a spreadsheet program streams it: how many rows, and the last one's values. */
async function readRowsStreaming(answer: BinaryAnswer): Promise<{ rows: number; last: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([answer.bytes]), {});
  let rows = 0;
  let last: unknown[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows += 1;
      last = (row.values as unknown[]).slice(1);
    }
  }
  return { rows, last };
}

const rowValues = (sheet: ExcelJS.Worksheet, number: number) => (sheet.getRow(number).values as unknown[]).slice(1);

const fileName = (answer: BinaryAnswer) => /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1];

describe.each(backends)('export on %s', (backend) => {
  let server: TestServer;
  let superToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    superToken = await signIn(server, 'superadmin');
    const skills = [
      { skill_name: 'Uji Tukang Besi', description: 'Pembesian', active: 1 },
      { skill_name: 'Uji Juru Las', description: null, active: 0 },
      { skill_name: '=HYPERLINK("http://evil.test","Uji klik")', description: 'formula', active: 1 },
      { skill_name: '+62 Uji Operator', description: null, active: 1 },
      { skill_name: 'Uji Mandor "Senior", Struktur', description: null, active: 1 },
    ];
    for (const skill of skills) {
      const { status } = await server.call('POST', '/api/skill/create', { token: superToken, body: skill });
      expect(status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  const exportSkills = (query: string, locale?: string, token = superToken) => download(server, `/api/skill/export${query}`, { token, locale });

  it('writes a real xlsx workbook by default, named {Title}_{DD-MM-YYYY}.xlsx, with Indonesian headers', async () => {
    const answer = await exportSkills('?sort_by=skill_name&sort=asc&search=uji');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fileName(answer)).toBe(`Keahlian_${jakartaToday()}.xlsx`);
    expect(answer.bytes.subarray(0, 2).toString()).toBe('PK');

    const sheet = await readWorkbook(answer);
    expect(sheet.name).toBe('Sheet1');
    expect(rowValues(sheet, 1)).toEqual(['ID', 'Nama Keahlian', 'Status']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThan(10);

    const list = await server.call('GET', '/api/skill/list?limit=100&sort_by=skill_name&sort=asc&search=uji', { token: superToken });
    expect(list.body.total).toBe(5);
    expect(sheet.actualRowCount).toBe(list.body.total + 1);
    list.body.data.forEach((record: { id: number; skill_name: string; active: number }, index: number) => {
      const name = /^[=+\-@]/.test(record.skill_name) ? `'${record.skill_name}` : record.skill_name;
      expect(rowValues(sheet, index + 2)).toEqual([record.id, name, record.active === 1 ? 'Aktif' : 'Tidak Aktif']);
    });
  });

  it('writes headers, option labels and the file name in English for Content-Language en', async () => {
    const answer = await exportSkills('?format=xls&search=uji juru las', 'en');
    expect(fileName(answer)).toBe(`Skill_${jakartaToday()}.xlsx`);
    const sheet = await readWorkbook(answer);
    expect(rowValues(sheet, 1)).toEqual(['ID', 'Skill Name', 'Status']);
    expect(sheet.actualRowCount).toBe(2);
    expect(rowValues(sheet, 2).slice(1)).toEqual(['Uji Juru Las', 'Non Active']);
  });

  it('neutralises text that a spreadsheet would run as a formula', async () => {
    const sheet = await readWorkbook(await exportSkills('?search=HYPERLINK'));
    const cell = sheet.getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'=HYPERLINK("http://evil.test","Uji klik")`);
    const csv = (await exportSkills('?format=csv&search=uji operator')).bytes.toString('utf8');
    expect(csv).toContain(",'+62 Uji Operator,");
  });

  it('writes CSV per RFC 4180, UTF-8 with a BOM, with the list filters applied', async () => {
    const answer = await exportSkills(`?format=csv&search=uji&sort_by=skill_name&sort=desc&filters=${encodeURIComponent('{"active":1}')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(fileName(answer)).toBe(`Keahlian_${jakartaToday()}.csv`);
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('ID,Nama Keahlian,Status');
    expect(lines.at(-1)).toBe('');
    const names = lines.slice(1, -1).map((line) => line.replace(/^\d+,/, ''));
    expect(names).toEqual([
      'Uji Tukang Besi,Aktif',
      '"Uji Mandor ""Senior"", Struktur",Aktif',
      `"'=HYPERLINK(""http://evil.test"",""Uji klik"")",Aktif`,
      "'+62 Uji Operator,Aktif",
    ]);
  });

  it('writes an escaped HTML table', async () => {
    const answer = await exportSkills('?format=html&search=uji mandor', 'en');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="Skill_\d{2}-\d{2}-\d{4}\.html"/);
    const html = answer.bytes.toString('utf8');
    expect(html).toContain('<th>ID</th><th>Skill Name</th><th>Status</th>');
    expect(html).toContain('<td>Uji Mandor &quot;Senior&quot;, Struktur</td><td>Active</td>');
  });

  it("answers an empty result with spec §8's 'Data Kosong' error in the request language", async () => {
    const id = await exportSkills('?search=tidak-ada-yang-cocok');
    expect(id.status).toBe(422);
    expect(id.json).toEqual({ message: 'Tidak dapat mengeksport data kosong', data: { title: 'Data Kosong' } });
    const en = await exportSkills('?format=csv&search=nothing-matches', 'en');
    expect(en.json).toEqual({ message: 'Cannot export empty data', data: { title: 'Empty Data' } });
  });

  it('checks the view permission, the format and the list parameters', async () => {
    const staff = await signIn(server, 'staff.gedung');
    expect((await exportSkills('', undefined, staff)).status).toBe(403);
    expect((await download(server, '/api/skill/export')).status).toBe(401);
    expect((await exportSkills('?format=pdf')).status).toBe(422);
    expect((await exportSkills('?sort_by=password_hash')).status).toBe(422);
    expect((await exportSkills(`?filters=${encodeURIComponent('{"description":"x"}')}`)).status).toBe(422);
    expect((await download(server, '/api/no-such-model/export', { token: superToken })).status).toBe(404);
  });

  it('exports relations as display names, options as labels and dates as YYYY-MM-DD', async () => {
    const type = await server.call('POST', '/api/equipment-type/create', { token: superToken, body: { equipment_type_name: 'Uji Excavator', active: 1 } });
    expect(type.status).toBe(201);
    const department = await server.database.db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow();
    const created = await server.call('POST', '/api/equipment/create', {
      token: superToken,
      body: {
        equipment_type_id: type.body.data.id,
        equipment_name: 'Uji Excavator PC200',
        equipment_number: 'UJI-EXC-001',
        purchase_price: 1250000000,
        purchase_date: '2024-03-15',
        condition: 'good',
        operational_status: 'idle',
        department_id: department.id,
      },
    });
    expect(created.status).toBe(201);
    const sheet = await readWorkbook(await download(server, '/api/equipment/export?search=UJI-EXC-001', { token: superToken, locale: 'en' }));
    const headers = rowValues(sheet, 1) as string[];
    expect(sheet.actualRowCount).toBe(2);
    const row = Object.fromEntries(headers.map((header, index) => [header, rowValues(sheet, 2)[index]]));
    expect(row).toMatchObject({
      ID: created.body.data.id,
      'Equipment Type': 'Uji Excavator',
      'Equipment Name': 'Uji Excavator PC200',
      'Purchase Price': 1250000000,
      'Purchase Date': '2024-03-15',
      Condition: 'Good',
      'Operational Status': 'Not Used',
      Department: 'Departemen Gedung',
    });
  });

  it('streams more rows than the old format held (65,536) into one sheet', async () => {
    const { db } = server.database;
    await sql`insert into skills (skill_name, active) select 'Keahlian massal ' || lpad(n::text, 6, '0'), 1 from generate_series(1, 70000) as n`.execute(db);
    try {
      // Every skill, the last made last: a search matching the 70,000 rows would have the
      // export re-read all of them for each page of 500 it writes, ten times the work.
      const answer = await exportSkills('?sort_by=id&sort=asc');
      expect(answer.status).toBe(200);
      const { count } = await db.selectFrom('skills').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      expect(Number(count)).toBeGreaterThan(70_000);
      const { rows, last } = await readRowsStreaming(answer);
      expect(rows).toBe(Number(count) + 1);
      expect(last[1]).toBe('Keahlian massal 070000');
    } finally {
      await sql`delete from skills where skill_name like 'Keahlian massal %'`.execute(db);
    }
  }, 180_000);

  it('pages a long export from the last row of each page: ties, empty values and microseconds keep the list order', async () => {
    const { db } = server.database;
    // 700 distinct times a microsecond apart over 1,500 rows, and distances with ties and blanks.
    await sql`
      insert into presences (subject_type, employee_id, project_id, recorded_at, direction, method, distance_m)
      select 'employee', (select min(id) from employees), (select min(id) from projects),
        timestamptz '2019-01-05 08:00:00+07' + make_interval(secs => (n % 700) / 1000000.0), 'in', 'qr',
        case when n % 3 = 0 then null else n % 4 end
      from generate_series(1, 1500) as n
    `.execute(db);
    try {
      for (const [column, direction] of [
        ['recorded_at', 'desc'],
        ['distance_m', 'asc'],
        ['distance_m', 'desc'],
        ['id', 'asc'],
      ]) {
        const answer = await download(server, `/api/presence/export?format=csv&sort_by=${column}&sort=${direction}`, { token: superToken });
        const lines = answer.bytes.toString('utf8').slice(1).split('\r\n').slice(0, -1);
        expect(lines[0]).toMatch(/^ID,/);
        const nulls = column === 'distance_m' ? sql` nulls last` : sql``;
        const listOrder = await sql<{ id: number }>`
          select id from presences order by ${sql.ref(column)} ${sql.raw(direction)}${nulls}, id ${sql.raw(direction)}
        `.execute(db);
        expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(listOrder.rows.map((row) => row.id));
      }
    } finally {
      await sql`delete from presences where recorded_at < '2019-01-06'`.execute(db);
    }
  }, 180_000);
});
