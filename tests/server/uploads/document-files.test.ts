import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { sendFile, signIn, tinyPdf, tinyPng } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

interface Upload {
  url: string;
  filename: string;
}

/** An .xlsx of a header and `rows` rows: a name, a number with a fraction, a date. */
async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rekap');
  sheet.addRow(['Nama', 'Jam Kerja', 'Tanggal']);
  for (let row = 1; row <= rows; row += 1) sheet.addRow([`Pekerja ${row}`, 1000 + row + 0.5, new Date(Date.UTC(2026, 10, row % 28 + 1))]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each([mainBackend])("documents' files and the spreadsheet preview on %s", (backend) => {
  let server: TestServer;
  let token: string;
  let employeeId: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await signIn(server, 'admin.gedung');
    employeeId = (await server.call('GET', '/api/employee/list?limit=1', { token })).body.data[0].id;
  });
  afterAll(() => server?.close());

  const upload = async (bytes: Uint8Array, name: string): Promise<Upload> => {
    const answer = await sendFile(server, '/api/upload', { bytes, name }, { token });
    expect(answer.status).toBe(200);
    return answer.json.data as Upload;
  };

  it("keeps each file's original name with the document, removes a blanked one and keeps the others' ids", async () => {
    const ktp = await upload(tinyPdf(), 'KTP Budi Santoso.pdf');
    const photo = await upload(tinyPng(), 'Foto KK.png');
    expect(ktp.url).not.toContain('KTP');
    const created = await server.call('POST', '/api/employee-document/create', {
      token,
      body: { employee_id: employeeId, document_name: 'Kartu Keluarga', files: [{ file_filename: ktp }, { file_filename: photo }] },
    });
    expect(created.status).toBe(201);
    const files = created.body.data.files as { id: number; file_filename: Upload }[];
    expect(files.map((file) => file.file_filename)).toEqual([ktp, photo]);

    const scan = await upload(tinyPdf(), 'Scan ulang.pdf');
    const updated = await server.call('PUT', '/api/employee-document/update', {
      token,
      body: { ...created.body.data, files: [{ id: files[0]!.id, file_filename: null }, files[1], { file_filename: scan }] },
    });
    expect(updated.status).toBe(200);
    const shown = (await server.call('GET', `/api/employee-document/${created.body.data.id}/show`, { token })).body.data;
    expect(shown.files).toEqual([files[1], { id: expect.any(Number), file_filename: scan }]);
  });

  it('saves files with certificates and vendor documents too', async () => {
    const certificate = await upload(tinyPdf(), 'Sertifikat K3.pdf');
    const made = await server.call('POST', '/api/employee-certification/create', {
      token,
      body: { employee_id: employeeId, certificate_name: 'Ahli K3', files: [{ file_filename: certificate }] },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.files[0].file_filename.filename).toBe('Sertifikat K3.pdf');

    const vendor = (await server.call('GET', '/api/convalsal/list?limit=1', { token })).body.data[0];
    const type = (await server.call('GET', '/api/convalsal-document-type/dataset?limit=1', { token })).body.data[0];
    const permit = await upload(tinyPdf(), 'SIUP 2026.pdf');
    const document = await server.call('POST', '/api/convalsal-document/create', {
      token,
      body: { convalsal_id: vendor.id, document_type_id: type.id, files: [{ file_filename: permit }] },
    });
    expect(document.status).toBe(201);
    expect(document.body.data.files[0].file_filename.filename).toBe('SIUP 2026.pdf');
    // The project's view of its vendors' documents reads a document's first file from its file column.
    const firstFile = async () =>
      (await server.database.db.selectFrom('convalsal_documents').select('file').where('id', '=', document.body.data.id).executeTakeFirst())?.file;
    expect(await firstFile()).toBe(permit.url);
    await server.call('PUT', '/api/convalsal-document/update', { token, body: { ...document.body.data, files: [{ ...document.body.data.files[0], file_filename: null }] } });
    expect(await firstFile()).toBeNull();
  });

  it("refuses a sixth file with spec §5's message in the caller's language, and a file this server did not store", async () => {
    const pdf = await upload(tinyPdf(), 'a.pdf');
    const six = Array.from({ length: 6 }, () => ({ file_filename: pdf }));
    const body = { employee_id: employeeId, document_name: 'Terlalu banyak', files: six };
    const id = await server.call('POST', '/api/employee-document/create', { token, body });
    expect(id.status).toBe(422);
    expect(id.body.data.files).toEqual(['Jumlah File melebihi batas Upload']);
    const en = await server.call('POST', '/api/employee-document/create', { token, body, locale: 'en' });
    expect(en.body.data.files).toEqual(['Number of files exceeds the upload limit']);

    const foreign = await server.call('POST', '/api/employee-document/create', {
      token,
      body: { employee_id: employeeId, document_name: 'Asing', files: [{ file_filename: { url: 'https://example.com/x.pdf', filename: 'x.pdf' } }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.data['files.0']).toEqual(['Berkas: berkas tidak dikenal, unggah ulang berkasnya']);
    const listed = await server.call('GET', `/api/employee-document/list?search=${encodeURIComponent('Terlalu banyak')}`, { token });
    expect(listed.body.total).toBe(0);
  });

  it("previews an .xlsx's first sheet as a table: the header, the first 100 rows and how many there are", async () => {
    const sheet = await upload(await workbook(150), 'Rekap Presensi.xlsx');
    const preview = await server.call('GET', `${sheet.url}/preview`, { token });
    expect(preview.status).toBe(200);
    expect(preview.body.data.filename).toBe('Rekap Presensi.xlsx');
    expect(preview.body.data.header).toEqual(['Nama', 'Jam Kerja', 'Tanggal']);
    expect(preview.body.data.total).toBe(150);
    expect(preview.body.data.rows).toHaveLength(100);
    expect(preview.body.data.rows[0]).toEqual(['Pekerja 1', 1001.5, '2026-11-02']);

    expect((await server.call('GET', `${sheet.url}/preview`)).status).toBe(401);
    const pdf = await upload(tinyPdf(), 'Kontrak.pdf');
    const refused = await server.call('GET', `${pdf.url}/preview`, { token, locale: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('A table preview is only for .xlsx and .csv files');
    expect((await server.call('GET', '/api/files/2026/01/00000000000000000000000000000000.xlsx/preview', { token })).status).toBe(404);
  });
});
