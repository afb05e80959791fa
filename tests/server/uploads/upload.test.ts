import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { download, rawGet, sendFile, signIn, tinyPdf, tinyPng } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

const MB = 1024 * 1024;

describe.each([mainBackend])('upload on %s', (backend) => {
  let server: TestServer;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-upload-'));
    server = await startTestServer(backend, { DATA_DIR: dataDir });
    token = await signIn(server, 'admin.gedung');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (bytes: Uint8Array, name: string, locale?: string, as = token) => sendFile(server, '/api/upload', { bytes, name }, { token: as, locale });
  /** Every file below the upload folder, sidecars included. */
  const storedFiles = () => {
    const root = path.join(dataDir, 'uploads');
    return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
  };

  it('stores a real PNG under a random name and serves it back as a nosniff attachment', async () => {
    const png = tinyPng();
    const { status, json } = await upload(png, 'Foto KTP Budi.png');
    expect(status).toBe(200);
    expect(json.data.filename).toBe('Foto KTP Budi.png');
    expect(json.data.url).toMatch(/^\/api\/files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);

    const stored = readdirSync(path.join(dataDir, 'uploads', ...json.data.url.split('/').slice(3, 5)));
    expect(stored).toContain(json.data.url.split('/').pop());

    const served = await download(server, json.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="Foto KTP Budi\.png"/);
    expect(served.bytes.equals(png)).toBe(true);
  });

  it('stores a PDF and keeps an unsafe original name harmless', async () => {
    const { status, json } = await upload(tinyPdf(), 'C:\\fakepath\\laporan:akhir?<b>.pdf');
    expect(status).toBe(200);
    expect(json.data.filename).toBe('laporanakhirb.pdf');
    expect(json.data.url).toMatch(/\.pdf$/);
    const served = await download(server, json.data.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="laporanakhirb\.pdf"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts a plain UTF-8 CSV named .csv', async () => {
    const { status, json } = await upload(Buffer.from('nama;kota\nBudi;Semarang\n'), 'daftar.csv');
    expect(status).toBe(200);
    expect(json.data.url).toMatch(/\.csv$/);
  });

  it('refuses a file of the limit or more with 413 and the spec message', async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(5 * MB)]);
    const id = await upload(big, 'besar.pdf');
    expect(id.status).toBe(413);
    expect(id.json).toEqual({ message: 'Ukuran maksimal file yang diperbolehkan 5mb' });
    const en = await upload(big, 'big.pdf', 'en');
    expect(en.json.message).toBe('Maximum allowed file size is 5mb');
  });

  it('takes a file strictly smaller than the limit, and not one of exactly the limit (spec §5)', async () => {
    const sized = (size: number) => Buffer.concat([tinyPdf(), Buffer.alloc(size - tinyPdf().length)]);
    expect((await upload(sized(5 * MB - 1), 'pas.pdf')).status).toBe(200);
    expect((await upload(sized(5 * MB), 'lebih.pdf')).status).toBe(413);
  });

  it('refuses HTML disguised as a .jpg with 422 in the request language', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const id = await upload(html, 'foto.jpg');
    expect(id.status).toBe(422);
    expect(id.json.message).toBe('Isi file tidak sesuai dengan ekstensinya (.jpg). File ditolak.');
    const en = await upload(html, 'photo.png', 'en');
    expect(en.status).toBe(422);
    expect(en.json.message).toBe('The file content does not match its extension (.png). The file was refused.');
  });

  it('refuses a PDF named .jpg and HTML named .csv', async () => {
    expect((await upload(tinyPdf(), 'foto.jpg')).status).toBe(422);
    expect((await upload(Buffer.from('<html><body>x</body></html>'), 'data.csv')).status).toBe(422);
  });

  it('refuses SVG and HTML files outright', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const refused = await upload(svg, 'logo.svg');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toMatch(/^Jenis file \.svg tidak diperbolehkan/);
    expect((await upload(Buffer.from('<html></html>'), 'page.html')).status).toBe(422);
    expect((await upload(tinyPng(), 'no-extension')).status).toBe(422);
  });

  it('needs a signed-in user and the field named file', async () => {
    const anonymous = await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'a.png' });
    expect(anonymous.status).toBe(401);
    const wrongField = await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'a.png' }, { token, field: 'photo' });
    expect(wrongField.status).toBe(422);
    const notMultipart = await server.call('POST', '/api/upload', { token, body: { file: 'x' } });
    expect(notMultipart.status).toBe(422);
  });

  it('answers 404 to any path that is not a stored file, traversal included', async () => {
    const { json } = await upload(tinyPng(), 'a.png');
    const [year, month, name] = json.data.url.split('/').slice(3) as [string, string, string];
    const attempts = [
      '/api/files/../../../package.json',
      '/api/files/2026/01/..%2f..%2f..%2fpackage.json',
      `/api/files/${year}/${month}/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json`,
      `/api/files/${year}/${month}/..`,
      `/api/files/${year}/${month}/${name}.json`,
      `/api/files/${year}/${month}/${name.toUpperCase()}`,
      `/api/files/${year}/${month}/${'0'.repeat(32)}.png`,
      `/api/files/${year}/..%2f${month}/${name}`,
      `/api/files/${year}/${month}/${name}/../../../../package.json`,
      '/api/files/%2e%2e/%2e%2e/package.json',
    ];
    // Signed in, so an unmatched /api path answers 404 rather than the anonymous 401.
    for (const attempt of attempts) expect(await rawGet(server, attempt, token), attempt).toBe(404);
    expect(await rawGet(server, `/api/files/${year}/${month}/${name}`)).toBe(200);
  });

  it('F15: a read-only user (staff.gedung) uploading answers 403 and no file is written', async () => {
    const staff = await signIn(server, 'staff.gedung');
    const before = storedFiles();
    const refused = await upload(tinyPng(), 'foto.png', undefined, staff);
    expect(refused.status).toBe(403);
    expect(storedFiles()).toBe(before);
  });

  it('F15: a user past the daily upload quota gets 429 in their language and no file is written', async () => {
    const { db } = server.database;
    const user = await db.selectFrom('users').select('id').where('username', '=', 'admin.infra1').executeTakeFirstOrThrow();
    const sender = await signIn(server, 'admin.infra1');
    const png = tinyPng();
    // Earlier uploads of the day leave exactly room for one more PNG.
    await db.insertInto('uploads').values({ user_id: user.id, file_key: 'earlier', size_bytes: 200 * MB - png.length }).execute();
    expect((await upload(png, 'pas.png', undefined, sender)).status).toBe(200);

    const before = { files: storedFiles(), rows: (await db.selectFrom('uploads').select('id').where('user_id', '=', user.id).execute()).length };
    const id = await upload(png, 'lagi.png', undefined, sender);
    expect(id.status).toBe(429);
    expect(id.json.message).toBe('Batas unggah Anda 200 MB per 24 jam sudah tercapai. Coba lagi nanti.');
    const en = await upload(png, 'again.png', 'en', sender);
    expect(en.status).toBe(429);
    expect(en.json.message).toBe('You have reached your upload limit of 200 MB per 24 hours. Please try again later.');
    expect(storedFiles()).toBe(before.files);
    expect((await db.selectFrom('uploads').select('id').where('user_id', '=', user.id).execute()).length).toBe(before.rows);
  });
});
